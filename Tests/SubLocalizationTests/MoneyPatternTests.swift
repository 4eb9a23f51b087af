import Foundation
import SubDomain
import TestSupport
import Testing
@testable import SubLocalization

/// The hand-written amounts are ICU's, byte for byte: proved on random amounts of every size
/// (zero, negatives, Int64's extremes) in currencies of 0, 2 and 3 decimals and many locales,
/// including ones whose digits are not ASCII (they must stay with ICU).
@Suite struct MoneyPatternTests {
    static let locales = [
        "es_ES", "en_US", "en_GB", "de_DE", "fr_FR", "de_CH", "en_IN", "ja_JP", "zh_CN", "pt_BR",
        "ar_EG", "es_MX", "it_IT", "nl_NL", "sv_SE", "pl_PL", "ru_RU", "fr_CH", "hi_IN",
        "fa_IR", "he_IL", "ko_KR", "tr_TR", "da_DK", "en_001", "bn_BD", "mr_IN", "th_TH",
    ]
    static let currencies = ["EUR", "USD", "JPY", "KWD", "GBP", "INR", "CHF", "MXN", "BRL", "CNY"]

    static func formatter(_ locale: String) -> ValueFormatter {
        ValueFormatter(
            settings: LocaleSettings(
                messageLanguage: "en", messageLocaleIdentifier: locale,
                moneyLocaleIdentifier: locale, dateLocaleIdentifier: locale,
                defaultCurrency: .eur))
    }

    /// Amounts of every length, both signs, and the edges.
    static func amounts(using generator: inout Sample.SeededGenerator) -> [Int64] {
        var amounts: [Int64] = [
            0, 1, -1, 9, 10, 99, 100, 999, 1000, 9999, 10_000, 99_999, 100_000, 123_456,
            1_234_567, 12_345_678, Money.maximumMinorUnits, -Money.maximumMinorUnits,
            Int64.max, Int64.min + 1, Int64.min,
        ]
        for _ in 0..<120 {
            let digits = Int.random(in: 1...18, using: &generator)
            var limit: Int64 = 1
            for _ in 0..<digits { limit *= 10 }
            let value = Int64.random(in: 0..<limit, using: &generator)
            amounts.append(Bool.random(using: &generator) ? -value : value)
        }
        return amounts
    }

    @Test(arguments: locales)
    func handWrittenAmountsAreICUs(locale: String) throws {
        let formatter = Self.formatter(locale)
        var generator = Sample.SeededGenerator(seed: UInt64(locale.hashValue & 0xffff) | 11)
        for code in Self.currencies {
            let currency = try CurrencyCode(code)
            for minor in Self.amounts(using: &generator) {
                let money = Money(minorUnits: minor, currency: currency)
                #expect(
                    formatter.money(money) == formatter.icuMoney(money),
                    "\(locale) \(code) \(minor)")
            }
        }
    }

    /// The patterns are learned where ICU writes ASCII digits, and never where it does not
    /// (ICU 76 writes ar_EG with Latin digits, fa_IR and bn_BD with their own).
    @Test func learnsWhatItUnderstandsOnly() throws {
        for locale in Self.locales {
            let formatter = Self.formatter(locale)
            let sample = formatter.icuMoney(Money(minorUnits: 123_456, currency: .eur))
            let ascii = !sample.contains { $0.isNumber && !$0.isASCII }
            let pattern = MoneyPattern.learn(minorDigits: 2) {
                formatter.icuMoney(Money(minorUnits: $0, currency: .eur))
            }
            if !ascii { #expect(pattern == nil, "\(locale): \(sample)") }
        }
        for locale in ["es_ES", "en_US", "en_IN", "de_CH", "ja_JP", "fr_FR"] {
            let formatter = Self.formatter(locale)
            #expect(
                MoneyPattern.learn(minorDigits: 2) {
                    formatter.icuMoney(Money(minorUnits: $0, currency: .eur))
                } != nil, "\(locale)")
        }
    }

    /// The grouping rules learned: Indian lakhs, Spanish four digits left alone.
    @Test func groupingIsLearned() {
        let india = MoneyPattern.learn(minorDigits: 2) {
            Self.formatter("en_IN").icuMoney(Money(minorUnits: $0, currency: .usd))
        }
        #expect(india?.primaryGroup == 3)
        #expect(india?.secondaryGroup == 2)
        #expect(
            india?.format(123_456_789) == "US$12,34,567.89"
                || india?.format(123_456_789) == "$12,34,567.89")
        let spain = MoneyPattern.learn(minorDigits: 2) {
            Self.formatter("es_ES").icuMoney(Money(minorUnits: $0, currency: .eur))
        }
        #expect(spain?.minimumGroupingDigits == 2)
        #expect(spain?.format(123_450) == "1234,50\u{A0}€")
        #expect(spain?.format(-1_234_550) == "-12.345,50\u{A0}€")
    }
}
