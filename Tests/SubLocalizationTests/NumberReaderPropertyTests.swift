import Foundation
import SubDomain
import TestSupport
import Testing
@testable import SubLocalization

/// Every number a person types goes through one reader with one decimal-mark rule per
/// language: an amount and a rate typed the same way never get two values, a rate printed
/// the reader's way reads back exactly, and full-width digits read as their narrow forms.
@Suite struct NumberReaderPropertyTests {
    static let localizers = [
        TestLocalizers.spanish, TestLocalizers.mexican, TestLocalizers.american,
        TestLocalizers.british, TestLocalizers.chinese,
        TestLocalizers.make(["LANG": "de_DE.UTF-8"]), TestLocalizers.make(["LANG": "fr_FR.UTF-8"]),
        TestLocalizers.make(["LANG": "de_CH.UTF-8"]), TestLocalizers.make(["LANG": "en_IN.UTF-8"]),
    ]

    static func separator(_ localizer: Localizer) -> Character {
        localizer.formatter.moneyDecimalSeparator.first ?? "."
    }

    /// Digits with random separators, shaped like typed numbers: `17.524`, `1,5`,
    /// `1.234.567,8`, `0,000123`, `12 345`.
    static func numberText(using generator: inout Sample.SeededGenerator) -> String {
        let integer = String(Int.random(in: 0...99_999_999, using: &generator))
        var text = ""
        let grouping = [".", ",", " ", "'", ""].randomElement(using: &generator)!
        for (offset, character) in integer.reversed().enumerated() {
            if offset > 0, offset % 3 == 0, Bool.random(using: &generator) {
                text.append(contentsOf: grouping)
            }
            text.append(character)
        }
        text = String(text.reversed())
        if Bool.random(using: &generator) {
            let decimals = Int.random(in: 1...6, using: &generator)
            let mark = [".", ","].randomElement(using: &generator)!
            text +=
                mark
                + (0..<decimals).map { _ in String(Int.random(in: 0...9, using: &generator)) }
                .joined()
        }
        return text
    }

    /// The same text read as an amount (in a currency with enough decimals) and as a rate is
    /// one value or is refused: the Spanish `IDR=17.524` was 17,524 as a rate and fifty
    /// thousand odd as an amount.
    @Test func anAmountAndARateTypedAlikeNeverGetTwoValues() throws {
        var generator = Sample.SeededGenerator(seed: 2026_12_07)
        var both = 0
        var failures: [String] = []
        for _ in 0..<3_000 {
            let text = Self.numberText(using: &generator)
            for localizer in Self.localizers {
                let separator = Self.separator(localizer)
                guard case .success(let rate) = RateParser.parse(text, decimalSeparator: separator)
                else { continue }
                // KWD has three decimals, as most typed rates here do at most; BHD too.
                for code in ["KWD", "EUR", "JPY"] {
                    let currency = try CurrencyCode(code)
                    guard
                        case .success(let amount) = AmountParser.parse(
                            text, defaultCurrency: currency, decimalSeparator: separator)
                    else { continue }
                    both += 1
                    let scaled = Decimal(string: rate.plainText)! * pow(10, currency.minorDigits)
                    if scaled != Decimal(amount.minorUnits) {
                        failures.append(
                            "\(text) in \(localizer.formatter.moneyLocale): rate \(rate), amount \(amount.money)"
                        )
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(10))")
        #expect(both > 5_000, "the generator must reach texts both readers take")
    }

    /// A text that reads one way as grouping and another as a decimal is refused as a rate,
    /// naming both values; a value the reader's language prints reads back exactly.
    @Test func aRateReadsBackAndAnAmbiguousOneNamesBothReadings() throws {
        var generator = Sample.SeededGenerator(seed: 17_524)
        for _ in 0..<2_000 {
            let text = Self.numberText(using: &generator)
            for localizer in Self.localizers {
                let separator = Self.separator(localizer)
                switch RateParser.parse(text, decimalSeparator: separator) {
                case .success(let rate):
                    let printed = rate.plainText.replacingOccurrences(
                        of: ".", with: String(separator))
                    #expect(
                        try RateParser.parse(printed, decimalSeparator: separator).get() == rate,
                        "\(text) → \(printed)")
                case .failure(.ambiguous(let asDecimals, let asWhole)):
                    #expect(asDecimals != asWhole)
                    #expect(
                        Decimal(string: asWhole.plainText)!
                            == Decimal(string: asDecimals.plainText)! * 1000, "\(text)")
                    #expect(!text.contains(separator), "\(text): its own mark never misleads")
                case .failure(.reading):
                    break
                }
            }
        }
    }

    @Test func theSpanishExampleIsRefusedNamingBothAndTheAmountIsReadByTheLocale() throws {
        let spanish = RateParser.parse("17.524", decimalSeparator: ",")
        #expect(
            spanish
                == .failure(
                    .ambiguous(
                        asDecimals: try RateValue(reading: "17.524"),
                        asWhole: try RateValue(reading: "17524"))))
        #expect(try RateParser.parse("17524", decimalSeparator: ",").get().plainText == "17524")
        #expect(try RateParser.parse("17,524", decimalSeparator: ",").get().plainText == "17.524")
        #expect(try RateParser.parse("1.0812", decimalSeparator: ",").get().plainText == "1.0812")
        #expect(try RateParser.parse("1,0812", decimalSeparator: ".").get().plainText == "1.0812")
        // English: the mirror case.
        #expect(
            RateParser.parse("17,524", decimalSeparator: ".")
                == .failure(
                    .ambiguous(
                        asDecimals: try RateValue(reading: "17.524"),
                        asWhole: try RateValue(reading: "17524"))))
        let idr = try CurrencyCode("IDR")
        let amount = try TestLocalizers.spanish.parseAmount("54.000 IDR").get()
        #expect(amount.money == Money(minorUnits: 5_400_000, currency: idr))
        #expect(RateParser.parse("-1,5", decimalSeparator: ",") == .failure(.reading(.notPositive)))
        #expect(RateParser.parse("1e3", decimalSeparator: ",") == .failure(.reading(.notANumber)))
    }

    /// A Chinese input method types full-width digits and marks: `１２．９９` is 12.99, as an
    /// amount and as a rate, and every generated number reads the same in full width.
    @Test func fullWidthDigitsReadAsTheirNarrowForms() throws {
        let chinese = TestLocalizers.chinese
        #expect(try chinese.parseAmount("１２．９９").get().money == TestLocalizers.cny(1299))
        #expect(try chinese.parseAmount("￥１２．９９").get().money == TestLocalizers.cny(1299))
        var generator = Sample.SeededGenerator(seed: 1_299)
        for _ in 0..<1_000 {
            let text = Self.numberText(using: &generator)
            let wide = String(
                String.UnicodeScalarView(
                    text.unicodeScalars.map { scalar in
                        (0x21...0x7E).contains(scalar.value)
                            ? Unicode.Scalar(scalar.value + 0xFEE0)! : scalar
                    }))
            for localizer in Self.localizers {
                let separator = Self.separator(localizer)
                #expect(
                    RateParser.parse(wide, decimalSeparator: separator)
                        == RateParser.parse(text, decimalSeparator: separator), "\(wide)")
                let narrowAmount = try? localizer.parseAmount(text).get().money
                let wideAmount = try? localizer.parseAmount(wide).get().money
                #expect(narrowAmount == wideAmount, "\(wide)")
            }
        }
    }
}
