import SubCLDR
import SubDomain
import TestSupport
import Testing

@testable import SubLocalization

/// The amounts written from CLDR's patterns: the fast writer against a plain reference (string
/// operations on the decimal digits) on random amounts of every size in many locales, and the
/// CLDR rules each locale's pattern brings.
@Suite struct MoneyPatternTests {
    static let locales = [
        "es_ES", "en_US", "en_GB", "de_DE", "fr_FR", "de_CH", "en_IN", "ja_JP", "zh_CN", "pt_BR",
        "ar_EG", "es_MX", "it_IT", "nl_NL", "sv_SE", "pl_PL", "ru_RU", "fr_CH", "hi_IN",
        "fa_IR", "he_IL", "ko_KR", "tr_TR", "da_DK", "en_001", "bn_BD", "mr_IN", "th_TH",
    ]
    static let currencies = ["EUR", "USD", "JPY", "KWD", "GBP", "INR", "CHF", "MXN", "BRL", "CNY"]

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

    /// The same amount by plain string operations: group the integer digits right to left.
    static func reference(_ pattern: MoneyPattern, _ minorUnits: Int64) -> String {
        var digits = String(minorUnits.magnitude)
        while digits.count <= pattern.minorDigits { digits = "0" + digits }
        let integer = Array(digits.dropLast(pattern.minorDigits))
        let fraction = String(digits.suffix(pattern.minorDigits))
        var groups: [String] = []
        var rest = integer[...]
        if pattern.primaryGroup > 0,
            integer.count >= pattern.primaryGroup + pattern.minimumGroupingDigits
        {
            groups.append(String(rest.suffix(pattern.primaryGroup)))
            rest = rest.dropLast(pattern.primaryGroup)
            while !rest.isEmpty {
                groups.insert(String(rest.suffix(pattern.secondaryGroup)), at: 0)
                rest = rest.dropLast(pattern.secondaryGroup)
            }
        } else {
            groups = [String(rest)]
        }
        let text = String(decoding: pattern.groupSeparator, as: UTF8.self)
        var number = groups.joined(separator: text)
        if pattern.minorDigits > 0 {
            number += String(decoding: pattern.decimalSeparator, as: UTF8.self) + fraction
        }
        let negative = minorUnits < 0
        return String(
            decoding: negative ? pattern.negativePrefix : pattern.positivePrefix, as: UTF8.self)
            + number
            + String(
                decoding: negative ? pattern.negativeSuffix : pattern.positiveSuffix,
                as: UTF8.self)
    }

    @Test(arguments: locales)
    func writerAgreesWithThePlainReference(locale: String) throws {
        var generator = Sample.SeededGenerator(
            seed: UInt64(locale.utf8.reduce(11) { $0 &* 31 &+ Int($1) } & 0xffff))
        for code in Self.currencies {
            let currency = try CurrencyCode(code)
            let pattern = MoneyPattern(locale: CLDRLocale(identifier: locale), currency: currency)
            for minor in Self.amounts(using: &generator) {
                #expect(
                    pattern.format(minor) == Self.reference(pattern, minor),
                    "\(locale) \(code) \(minor)")
            }
        }
    }

    /// CLDR's rules as the patterns carry them: Indian lakhs, Spanish and Polish four digits
    /// left alone (minimumGroupingDigits 2) but not Mexican, a letter symbol spaced from the
    /// digits (currencySpacing), explicit negative subpatterns, U+2212 minus signs.
    @Test func patternsCarryCLDRsRules() throws {
        func money(_ locale: String, _ code: String, _ minor: Int64) throws -> String {
            MoneyPattern(locale: CLDRLocale(identifier: locale), currency: try CurrencyCode(code))
                .format(minor)
        }
        #expect(try money("en_IN", "INR", 123_456_789) == "₹12,34,567.89")
        #expect(try money("es_ES", "EUR", 123_450) == "1234,50\u{A0}€")
        #expect(try money("es_ES", "EUR", -1_234_550) == "-12.345,50\u{A0}€")
        #expect(try money("pl_PL", "PLN", 123_450) == "1234,50\u{A0}zł")
        #expect(try money("es_MX", "MXN", 123_450) == "$1,234.50")
        #expect(try money("en_US", "CHF", 123_450) == "CHF\u{A0}1,234.50")
        #expect(try money("en_US", "USD", -123_450) == "-$1,234.50")
        #expect(try money("sv_SE", "SEK", -123_450) == "\u{2212}1\u{A0}234,50\u{A0}kr")
        #expect(try money("ar_EG", "USD", -12_345) == "\u{200F}\u{200E}-123.45\u{A0}US$")
        #expect(try money("ja_JP", "JPY", 1_234_567) == "￥1,234,567")
    }
}
