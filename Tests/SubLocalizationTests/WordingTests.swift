import Foundation
import SubDomain
import Testing
@testable import SubLocalization

/// Every domain error and warning has a sentence in every language.
@Suite struct WordingTests {
    let es = TestLocalizers.spanish
    let en = TestLocalizers.american
    let zh = TestLocalizers.chinese

    static let errors: [DomainError] = [
        .nonPositiveAmount, .amountOverflow, .unknownCurrency(code: "XYZ"),
        .invalidDate(year: 2026, month: 2, day: 30), .invalidPeriodCount(0), .invalidMemberCount(0),
        .emptyName, .invalidReminderOffset(-1), .expenseNotFound(name: nil, shortID: "3f2a"),
        .expenseNotFound(name: "Netflix", shortID: "3f2a"),
        .duplicateID(name: "Netflix", shortID: "3f2a"),
        .dateOutOfRange(TestLocalizers.date("0001-01-01")),
        .invalidAnchorDay(day: 31, nextCharge: TestLocalizers.date("2026-05-15")),
        .invisibleName, .invalidManageURL, .manageURLTooLong(length: 3000),
        .notAGroup(name: "Netflix"),
        .nestedGroup(name: "Familia"),
        .currencyMismatchInGroup(
            group: "Familia", groupCurrency: .eur, child: "Hulu", childCurrency: .usd),
        .periodMismatchInGroup(
            group: "Familia", groupPeriod: .monthly, child: "Hulu", childPeriod: .annual),
        .archivedTarget(name: "Netflix"), .automaticGroupAmount(name: "Familia"),
        .inexactCurrencyChange(from: .eur, to: .jpy),
        .groupAmountOverLimit(
            group: "Familia", limit: Money(minorUnits: Money.maximumMinorUnits, currency: .eur)),
        .totalOverLimit(limit: Money(minorUnits: Money.maximumTotalMinorUnits, currency: .usd)),
    ]

    @Test func everyErrorIsWordedInEveryLanguageWithoutLeftovers() {
        for error in Self.errors {
            for localizer in [es, en, zh] {
                let text = localizer.text(error)
                #expect(!text.contains("{") && !text.hasPrefix("error."), "\(error): \(text)")
            }
        }
    }

    @Test func exactErrorSentences() {
        #expect(
            es.text(DomainError.unknownCurrency(code: "XYZ"))
                == "No conozco la moneda «XYZ». Usa un código ISO 4217, como EUR o USD.")
        #expect(
            en.text(DomainError.invalidDate(year: 2026, month: 2, day: 30))
                == "The date 2026-02-30 does not exist.")
        #expect(
            es.text(
                DomainError.periodMismatchInGroup(
                    group: "Familia", groupPeriod: .monthly, child: "Hulu", childPeriod: .annual))
                == "«Hulu» es anual y el grupo «Familia» es mensual: deben coincidir.")
        #expect(
            en.text(DomainError.invalidMemberCount(0))
                == "A plan shared by 0 people is not valid: it must be between 1 and 1,000.")
        #expect(
            en.text(DomainError.invalidMemberCount(1001))
                == "A plan shared by 1,001 people is not valid: it must be between 1 and 1,000.")
        #expect(
            es.text(DomainError.invalidMemberCount(1001))
                == "Un plan compartido entre 1001 personas no es válido: debe estar entre 1 y 1000."
        )
        #expect(
            en.text(DomainError.inexactCurrencyChange(from: .eur, to: .jpy))
                == "The amount has decimals that JPY cannot hold.")
        #expect(
            es.text(DomainError.inexactCurrencyChange(from: .eur, to: .jpy))
                == "El importe tiene decimales que JPY no admite.")
    }

    /// "I can't find expense 3f2a9c1e-…" told the reader nothing: messages carry the name
    /// and the short id prefix the ledger offers, never a whole id.
    @Test func noErrorShowsAWholeID() throws {
        let id = UUID()
        var ledger = ExpenseLedger()
        let today = TestLocalizers.date("2026-11-29")
        let netflix = RecurringExpense(
            name: "Netflix", amount: TestLocalizers.eur(1299), period: .monthly,
            nextCharge: today, createdOn: today)
        _ = try ledger.add(netflix, asOf: today)
        var errors: [DomainError] = []
        do { _ = try ledger.archive(id, on: today) } catch { errors.append(error) }
        var copy = netflix
        copy.id = id
        do { _ = try ledger.update(copy, asOf: today) } catch { errors.append(error) }
        do { _ = try ledger.add(netflix, asOf: today) } catch { errors.append(error) }
        #expect(errors.count == 3)
        let wholeIDs = [id, netflix.id].flatMap { id in
            [id.uuidString.lowercased(), id.uuidString.lowercased().replacing("-", with: "")]
        }
        for error in errors {
            for localizer in [es, en, zh] {
                let text = localizer.text(error)
                #expect(!wholeIDs.contains(where: text.lowercased().contains), "\(text)")
            }
        }
        let short = ledger.shortID(of: id)
        #expect(
            en.text(DomainError.expenseNotFound(name: "Netflix", shortID: short))
                == "I can't find \"Netflix\" (\(short)) any more.")
        #expect(
            es.text(DomainError.expenseNotFound(name: nil, shortID: short))
                == "No encuentro el gasto con identificador \(short).")
        #expect(
            es.text(DomainError.duplicateID(name: "Netflix", shortID: "3f2a"))
                == "No puedo añadir «Netflix»: ya hay un gasto con el mismo identificador (3f2a).")
    }

    @Test func newRefusalsInBothLanguages() {
        let ancient = DomainError.dateOutOfRange(TestLocalizers.date("0001-01-01"))
        #expect(
            en.text(ancient)
                == "The date 0001-01-01 is outside the dates I can keep: from Jan 1, 1900 to"
                + " Dec 31, 9998.")
        #expect(
            es.text(ancient)
                == "La fecha 0001-01-01 está fuera de las fechas que puedo guardar: del 1 ene 1900"
                + " al 31 dic 9998.")
        let anchor = DomainError.invalidAnchorDay(
            day: 31, nextCharge: TestLocalizers.date("2026-05-15"))
        #expect(
            en.text(anchor)
                == "A plan charged on day 31 of the month cannot have its next charge on"
                + " May 15, 2026.")
        #expect(
            es.text(anchor)
                == "Un plan que se cobra el día 31 de cada mes no puede tener el próximo cobro el"
                + " 15 may 2026.")
        #expect(
            en.text(DomainError.invisibleName)
                == "The name has no visible character: it is only spaces or invisible characters.")
        #expect(
            es.text(DomainError.invisibleName)
                == "El nombre no tiene ningún carácter visible: solo tiene espacios o caracteres"
                + " invisibles.")
        #expect(
            en.text(DomainError.manageURLTooLong(length: 3001))
                == "The manage link is 3,001 characters long; the most I keep is 2,048.")
        #expect(
            es.text(DomainError.manageURLTooLong(length: 3001))
                == "El enlace de gestión tiene 3001 caracteres; como máximo guardo 2048.")
        #expect(
            es.text(DomainError.invalidManageURL)
                == "El enlace de gestión debe ser una dirección web que empiece por http:// o"
                + " https://, sin espacios ni caracteres de control.")
    }

    @Test func warningsWithPluralDaysLeft() {
        let ends = TestLocalizers.date("2026-12-18")
        #expect(
            es.text(DomainWarning.trialEndingSoon(name: "Max", trialEnds: ends, daysLeft: 3))
                == "La prueba de «Max» termina el 18 dic 2026: quedan 3 días.")
        #expect(
            en.text(DomainWarning.trialEndingSoon(name: "Max", trialEnds: ends, daysLeft: 1))
                == "The trial of \"Max\" ends on Dec 18, 2026: 1 day left.")
        #expect(
            es.text(DomainWarning.trialEndingSoon(name: "Max", trialEnds: ends, daysLeft: 0))
                == "La prueba de «Max» termina hoy (18 dic 2026).")
        #expect(
            en.text(
                DomainWarning.groupOverCap(
                    group: "Family", capMonthly: TestLocalizers.eur(2000),
                    childrenMonthly: TestLocalizers.eur(2599)))
                == "The members of \"Family\" add up to €25.99 a month, over its cap of €20.00.")
    }

    @Test func everyWarningIsWorded() {
        let day = TestLocalizers.date("2026-01-01")
        let warnings: [DomainWarning] = [
            .groupOverCap(
                group: "g", capMonthly: TestLocalizers.eur(1),
                childrenMonthly: TestLocalizers.eur(2)),
            .duplicateActiveName(name: "n"), .previouslyArchived(name: "n", archivedOn: day),
            .nextChargeInPast(name: "n", date: day),
            .chargeBeforeTrialEnds(name: "n", nextCharge: day, trialEnds: day),
            .trialEndingSoon(name: "n", trialEnds: day, daysLeft: 2),
            .amountFarFromReference(
                name: "n", amount: TestLocalizers.eur(1), reference: TestLocalizers.eur(100)),
        ]
        for warning in warnings {
            for localizer in [es, en, zh] {
                let text = localizer.text(warning)
                #expect(!text.contains("{") && !text.hasPrefix("warning."), "\(text)")
            }
        }
    }
}
