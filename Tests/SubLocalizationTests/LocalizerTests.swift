import Foundation
import SubDomain
import Testing
@testable import SubLocalization

@Suite struct LocalizerTests {
    let es = TestLocalizers.spanish
    let en = TestLocalizers.american

    @Test func pluralsWithExactValuesAndCategories() {
        let key = MessageKey.generalActiveSubscriptions
        #expect(es.text(key, ["count": 0]) == "ninguna suscripción activa")
        #expect(es.text(key, ["count": 1]) == "1 suscripción activa")
        #expect(es.text(key, ["count": 13]) == "13 suscripciones activas")
        #expect(es.text(key, ["count": 1_000_000]) == "1.000.000 de suscripciones activas")
        #expect(en.text(key, ["count": 0]) == "no active subscriptions")
        #expect(en.text(key, ["count": 1]) == "1 active subscription")
        #expect(en.text(key, ["count": 1_000_000]) == "1,000,000 active subscriptions")
    }

    @Test func decimalCountsUseVisibleDigits() {
        #expect(es.text(.generalDaysLeft, ["count": .decimal("1.5")]) == "quedan 1,5 días")
        #expect(en.text(.generalDaysLeft, ["count": .decimal("1.0")]) == "1.0 days left")
        #expect(en.text(.generalDaysLeft, ["count": 1]) == "1 day left")
        #expect(es.text(.generalDaysLeft, ["count": 3]) == "quedan 3 días")
        #expect(en.text(.generalDaysLeft, ["count": 3]) == "3 days left")
        #expect(es.text(.generalDaysLeft, ["count": 0]) == "termina hoy")
    }

    @Test func moneyArgumentsAndLanguageSwitch() {
        #expect(
            es.text(.generalPerMonth, ["amount": .money(TestLocalizers.eur(22649))])
                == "226,49\u{A0}€ al mes")
        #expect(
            en.text(.generalPerMonth, ["amount": .money(TestLocalizers.eur(22649))])
                == "€226.49 a month")
        let switched = en.switching(to: "es")
        #expect(
            switched?.text(.generalPerMonth, ["amount": .money(TestLocalizers.usd(500))])
                == "$5.00 al mes")
        #expect(en.switching(to: "xx") == nil)
    }

    @Test func englishWithSpanishMoney() {
        let mixed = TestLocalizers.make(["LANG": "en_US.UTF-8", "LC_MONETARY": "es_ES.UTF-8"])
        #expect(
            mixed.text(.generalPerMonth, ["amount": .money(TestLocalizers.eur(22649))])
                == "226,49\u{A0}€ a month")
    }

    @Test func missingKeysFallBackToEnglishThenToTheKey() throws {
        let english = try Catalog(
            jsonText:
                #"{"language":"en","plural_rules":{},"messages":{"only":{"here":"English {x}"}}}"#,
            fileName: "en.json")
        let spanish = try Catalog(
            jsonText: #"{"language":"es","plural_rules":{},"messages":{}}"#, fileName: "es.json")
        let library = CatalogLibrary(catalogs: ["en": english, "es": spanish])
        let settings = LocaleResolver.resolve(
            environment: ["LANG": "es_ES.UTF-8"], library: library)
        let localizer = Localizer(library: library, settings: settings)
        #expect(localizer.text(MessageKey("only.here"), ["x": "y"]) == "English y")
        #expect(localizer.text(MessageKey("nowhere.at_all")) == "nowhere.at_all")
        // A missing argument leaves its placeholder visible rather than crashing.
        #expect(localizer.text(MessageKey("only.here")) == "English {x}")
    }

    @Test func periodsAndSuffixes() throws {
        #expect(es.period(.monthly) == "mensual")
        #expect(en.period(.monthly) == "monthly")
        #expect(es.period(try Period(every: 3, .week)) == "cada 3 semanas")
        #expect(en.period(try Period(every: 3, .week)) == "every 3 weeks")
        // Periods people call by a word of their own.
        #expect(es.period(try Period(every: 2, .week)) == "quincenal")
        #expect(en.period(try Period(every: 2, .week)) == "fortnightly")
        #expect(es.period(try Period(every: 2, .month)) == "bimestral")
        #expect(en.period(try Period(every: 2, .month)) == "every 2 months")
        #expect(es.period(try Period(every: 1, .day)) == "diaria")
        #expect(en.period(try Period(every: 1, .day)) == "daily")
        #expect(en.period(try Period(every: 10, .day)) == "every 10 days")
        #expect(es.perPeriodSuffix(.monthly) == "/mes")
        #expect(en.perPeriodSuffix(.monthly) == "/month")
        #expect(es.perPeriodSuffix(.annual) == "/año")
        #expect(en.perPeriodSuffix(.quarterly) == "/3 months")
        #expect(es.perPeriodSuffix(try Period(every: 2, .week)) == "/2 semanas")
    }

    @Test func relativeDateArgument() {
        let today = TestLocalizers.date("2026-12-15")
        let tomorrow = today.addingDays(1)
        #expect(
            es.text(
                .warningNextChargeInPast,
                ["name": "Netflix", "date": .relativeDate(tomorrow, today: today)])
                == "El próximo cargo de «Netflix» (mañana) ya ha pasado.")
    }

    /// `textPieces` joined with a value is `text` with that value, for every message of
    /// every catalog, every placeholder cut in turn, counts that choose each plural form;
    /// a slot that chooses the form cannot be cut.
    @Test func piecesJoinedWithTheValueAreTheText() throws {
        let localizers = [es, en, TestLocalizers.chinese, TestLocalizers.mexican]
        var cut = 0
        for localizer in localizers {
            let catalog = try #require(localizer.library.catalogs[localizer.language])
            for (path, message) in catalog.messages {
                let key = MessageKey(path)
                var countArgument: String?
                if case .plural(let plural) = message { countArgument = plural.countArgument }
                for count in [0, 1, 2, 5, 1_000] {
                    var arguments: [String: MessageArgument] = [:]
                    for name in message.placeholders {
                        arguments[name] =
                            name == countArgument ? .count(count) : .text("‹\(name) {x}›")
                    }
                    for slot in message.placeholders.sorted() {
                        var others = arguments
                        others[slot] = nil
                        let pieces = localizer.textPieces(key, others, cutAt: slot)
                        if slot == countArgument {
                            #expect(pieces == nil, "\(path) \(slot)")
                            continue
                        }
                        let value = "«\(slot) \(count)»"
                        arguments[slot] = .text(value)
                        #expect(
                            pieces?.joined(separator: value) == localizer.text(key, arguments),
                            "\(localizer.language) \(path) \(slot) \(count)")
                        arguments[slot] = .text("‹\(slot) {x}›")
                        cut += 1
                    }
                }
            }
            // A key no catalog has reads as its path, as `text` gives it.
            #expect(
                localizer.textPieces(MessageKey("no.such.key"), [:], cutAt: "x") == [
                    "no.such.key"
                ])
        }
        #expect(cut > 1_000)
    }
}
