import Foundation
import SubDomain
import Testing

@testable import SubLocalization

/// SubHub's money, dates, relative days, lists and plural categories against Babel 2.19.0's
/// (the same CLDR 49 the tables come from) in 37 locales: at least 99 % must match, and every
/// mismatch is printed. `Tests/Scripts/cldr_reference.py` answers for Babel; it applies the
/// three number rules Babel leaves out (localized minus sign, minimumGroupingDigits,
/// currencySpacing) and says so.
@Suite struct CLDRReferenceCheckTests {
    static let locales = [
        "es_ES", "es_MX", "es_US", "en_US", "en_GB", "en_IN", "zh_CN", "zh_TW", "zh_HK", "fr_FR",
        "fr_CH", "de_DE", "de_CH", "it_IT", "pt_BR", "pt_PT", "nl_NL", "ja_JP", "ko_KR", "ru_RU",
        "pl_PL", "ar_EG", "hi_IN", "tr_TR", "sv_SE", "nb_NO", "da_DK", "fi_FI", "cs_CZ", "he_IL",
        "th_TH", "id_ID", "uk_UA", "el_GR", "hu_HU", "ro_RO", "vi_VN",
    ]
    static let currencies = ["EUR", "USD", "JPY", "GBP", "CNY", "CHF", "INR"]
    /// Minor units: zero, a small negative, the minimum-grouping edge (1234 and 12345 whole
    /// units), millions, a negative million.
    static let amounts: [Int64] = [0, -1234, 99, 123_400, 1_234_500, 123_456_789, -123_456_789]
    static let dates = ["2026-01-05", "2026-09-05", "2025-12-31", "2027-05-17"]
    static let days = [-30, -3, -2, -1, 0, 1, 2, 3, 5, 11, 21, 101]
    static let lists = [
        ["Netflix"], ["Netflix", "Spotify"], ["Netflix", "Spotify", "Disney+"],
        ["A", "B", "C", "D"],
    ]
    static let numbers = ["0", "1", "2", "3", "5", "11", "21", "22", "101", "1000000", "1.5"]

    /// One case: its kind, what is sent to Babel (tab-separated), and SubHub's answer.
    struct Case {
        var kind: String
        var query: String
        var ours: String
    }

    static func cases() throws -> [Case] {
        var cases: [Case] = []
        for locale in locales {
            let formatter = ValueFormatter(
                settings: LocaleSettings(
                    messageLanguage: "en", messageLocaleIdentifier: locale,
                    moneyLocaleIdentifier: locale, dateLocaleIdentifier: locale,
                    defaultCurrency: .eur))
            for code in currencies {
                let currency = try CurrencyCode(code)
                for minor in amounts {
                    cases.append(
                        Case(
                            kind: "money", query: "money\t\(locale)\t\(code)\t\(minor)",
                            ours: formatter.money(Money(minorUnits: minor, currency: currency))))
                }
            }
            for text in dates {
                let date = try #require(CivilDate(iso: text))
                cases.append(
                    Case(
                        kind: "date", query: "date\t\(locale)\tmedium\t\(text)",
                        ours: formatter.date(date)))
                cases.append(
                    Case(
                        kind: "date", query: "date\t\(locale)\tshort\t\(text)",
                        ours: formatter.shortDate(date)))
            }
            let today = try #require(CivilDate(iso: "2026-06-15"))
            for offset in days {
                cases.append(
                    Case(
                        kind: "relative", query: "relative\t\(locale)\t\(offset)",
                        ours: formatter.relativeDate(today.addingDays(offset), from: today)))
            }
            for items in lists {
                let joined = items.joined(separator: "|")
                cases.append(
                    Case(
                        kind: "list", query: "list\t\(locale)\tand\t\(joined)",
                        ours: formatter.list(items)))
                cases.append(
                    Case(
                        kind: "list", query: "list\t\(locale)\tor\t\(joined)",
                        ours: formatter.alternatives(items)))
            }
            let rules = MessageLocaleWords.pluralRules(of: formatter.messageData)
            for number in numbers {
                cases.append(
                    Case(
                        kind: "plural", query: "plural\t\(locale)\t\(number)",
                        ours: rules.category(forDecimalText: number).rawValue))
            }
        }
        return cases
    }

    @Test(.enabled(if: BabelReference.shouldRun, "needs Babel 2.19.0 (make test installs it)"))
    func matchesBabelInAtLeast99PercentOfCases() throws {
        let cases = try Self.cases()
        let result = try BabelReference.run(
            script: "Tests/Scripts/cldr_reference.py",
            input: cases.map(\.query).joined(separator: "\n") + "\n")
        try #require(result.status == 0)
        let answers = result.output.split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        try #require(answers.count >= cases.count)
        var totals: [String: (cases: Int, matches: Int)] = [:]
        for (index, check) in cases.enumerated() {
            let matches = answers[index] == check.ours
            totals[check.kind, default: (0, 0)].cases += 1
            if matches {
                totals[check.kind, default: (0, 0)].matches += 1
            } else {
                print(
                    "CLDR mismatch \(check.query): SubHub \"\(check.ours)\", Babel \"\(answers[index])\""
                )
            }
        }
        for (kind, total) in totals.sorted(by: { $0.key < $1.key }) {
            print("CLDR check \(kind): \(total.matches)/\(total.cases)")
            #expect(
                Double(total.matches) >= 0.99 * Double(total.cases),
                "\(kind): \(total.matches) of \(total.cases) match Babel")
        }
        #expect(cases.count >= 37 * 60)
    }
}
