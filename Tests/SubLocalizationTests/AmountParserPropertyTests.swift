import Foundation
import SubDomain
import TestSupport
import Testing
@testable import SubLocalization

/// The amount grammar, proved on generated input rather than on examples: what is accepted
/// survives a trip through the formatter, and nothing outside the grammar is ever accepted.
@Suite struct AmountParserPropertyTests {
    static let localizers = [
        TestLocalizers.spanish, TestLocalizers.american, TestLocalizers.mexican,
        TestLocalizers.british,
    ]

    /// Every currency with 0 or 3 decimals, a few with 2, and a draw from all of them.
    static func currency(using generator: inout Sample.SeededGenerator) -> CurrencyCode {
        let unusual = CurrencyCode.allCodes.filter { ISO4217Digits.of($0) != 2 }
        let common = ["EUR", "USD", "GBP", "MXN", "CHF", "INR", "BRL", "SEK", "PLN"]
        let pool = [unusual, common, CurrencyCode.allCodes].randomElement(using: &generator)!
        return try! CurrencyCode(pool.randomElement(using: &generator)!)
    }

    /// Amounts of every size up to the maximum, small ones more often.
    static func minorUnits(using generator: inout Sample.SeededGenerator) -> Int64 {
        let digits = Int.random(in: 1...13, using: &generator)
        var limit: Int64 = 1
        for _ in 0..<digits { limit = min(limit * 10, Money.maximumMinorUnits) }
        return Int64.random(in: 1...limit, using: &generator)
    }

    /// `money` as a person might type it: the digits with either decimal separator,
    /// perhaps grouped, with the code or nothing before or after.
    static func typed(_ money: Money, using generator: inout Sample.SeededGenerator) -> String {
        let digits = money.currency.minorDigits
        var whole = String(money.minorUnits)
        if whole.count <= digits {
            whole = String(repeating: "0", count: digits - whole.count + 1) + whole
        }
        let integer = String(whole.dropLast(digits))
        let fraction = String(whole.suffix(digits))
        let (grouping, decimal): (String, String) =
            [(".", ","), (",", "."), (" ", ","), ("\u{A0}", ","), ("'", "."), ("", ",")]
            .randomElement(using: &generator)!
        var grouped = ""
        for (offset, character) in integer.reversed().enumerated() {
            if offset > 0, offset % 3 == 0 { grouped.append(contentsOf: grouping.reversed()) }
            grouped.append(character)
        }
        let number = String(grouped.reversed()) + (digits > 0 ? decimal + fraction : "")
        let code = money.currency.code
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: return code + " " + number
        case 1: return number + code
        default: return number + " " + code.lowercased()
        }
    }

    /// Random amounts in random currencies (0, 2 and 3 decimals), typed in either
    /// convention, are read exactly; and what the formatter prints for them in Spanish and
    /// English (Spain, Mexico, the US, Britain) reads back as the same amount.
    @Test func everyAcceptedAmountReadsBackFromItsFormattedText() throws {
        var generator = Sample.SeededGenerator(seed: 2026_12_01)
        var failures: [String] = []
        var accepted = 0
        for _ in 0..<2_000 {
            let money = Money(
                minorUnits: Self.minorUnits(using: &generator),
                currency: Self.currency(using: &generator))
            let text = Self.typed(money, using: &generator)
            for localizer in Self.localizers {
                // `1,234 KWD` is 1.234 or 1234 dinars by the locale; a reading that guessed
                // says so, and only a silent reading must be what was meant.
                guard case .success(let parsed) = localizer.parseAmount(text) else { continue }
                accepted += 1
                if parsed.warning == nil, parsed.money != money {
                    failures.append("typed \(text.debugDescription) for \(money)")
                }
                let printed = localizer.formatter.money(parsed.money)
                let reread = try? localizer.parseAmount(printed).get().money
                if reread != parsed.money {
                    failures.append("printed \(printed.debugDescription) for \(money)")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(10))")
        #expect(accepted > 6_000, "most typed forms must be read")
    }

    /// Random strings over digits, separators, spaces, signs, symbols, letters of several
    /// scripts, other digits, control and format characters: an accepted one never holds a
    /// character outside the grammar (ASCII digits, the separators, spaces, one `+`,
    /// currency symbols and ISO codes).
    @Test func randomTextOutsideTheGrammarNeverYieldsAnAmount() {
        var generator = Sample.SeededGenerator(seed: 10_000)
        var accepted = 0
        for _ in 0..<10_000 {
            let text = Self.randomText(using: &generator)
            for localizer in [TestLocalizers.spanish, TestLocalizers.american] {
                guard case .success = localizer.parseAmount(text) else { continue }
                accepted += 1
                #expect(Self.isInsideTheGrammar(text), "accepted \(text.debugDescription)")
            }
        }
        #expect(accepted > 1_000, "the generator must reach the grammar often enough")
    }

    static let pools: [[String]] =
        [
            "0123456789", "0123456789", ".,'’ \u{A0}\u{202F}", "€$£¥₹₩₽₺", "+-−", "eExXabcdEURSDkz",
            "٠١٢٣٤٥٦٧٨٩０１２３４５６７８９¹²½", "\u{0}\u{7}\t\n\r\u{1B}\u{7F}",
            "\u{200B}\u{200D}\u{2060}\u{FEFF}\u{202E}\u{0301}", "#%/_()[]*^~:;=@!?", "ñáéßçøΩЖ中日😀",
        ].map { Array($0.unicodeScalars).map { String($0) } }
        + [["US$", "EUR", "USD", "JPY", "KWD", "kr", "zł", "MX$"]]

    static func randomText(using generator: inout Sample.SeededGenerator) -> String {
        let length = Int.random(in: 1...12, using: &generator)
        var text = ""
        for _ in 0..<length {
            // Mostly the grammar's own characters (digits, separators, symbols, codes), so
            // that many strings are near-amounts.
            let pool =
                Int.random(in: 0..<10, using: &generator) < 7
                ? pools[[0, 1, 2, 3, pools.count - 1].randomElement(using: &generator)!]
                : pools.randomElement(using: &generator)!
            text += pool.randomElement(using: &generator)!
        }
        return text
    }

    /// Digits, separators, spaces, at most one `+` and known currency markers, nothing else;
    /// full-width digits and marks (a Chinese input method's) count as their narrow forms.
    static func isInsideTheGrammar(_ typed: String) -> Bool {
        let text = typed.folded(.widthInsensitive)
        let symbols = CurrencyMarker.symbols.keys.sorted { $0.count > $1.count } + ["$", "¥", "￥"]
        var rest = text
        for symbol in symbols { rest = rest.replacingOccurrences(of: symbol, with: " ") }
        var words: [Substring] = []
        var current = ""
        for character in rest {
            if character.isLetter {
                current.append(character)
            } else {
                if !current.isEmpty { words.append(Substring(current)) }
                current = ""
                let allowed =
                    character.isASCIIDigit || NumberReading.separators.contains(character)
                    || character.isWhitespace
                        && character.unicodeScalars.allSatisfy {
                            [" ", "\u{A0}", "\u{202F}"].contains($0)
                        }
                    || character == "+"
                if !allowed { return false }
            }
        }
        if !current.isEmpty { words.append(Substring(current)) }
        return words.allSatisfy { $0.count == 3 && CurrencyCode.isKnown($0.uppercased()) }
            && text.filter({ $0 == "+" }).count <= 1
    }
}

/// ISO 4217 decimals through the public API, for choosing test currencies.
private enum ISO4217Digits {
    static func of(_ code: String) -> Int { (try? CurrencyCode(code))?.minorDigits ?? 2 }
}
