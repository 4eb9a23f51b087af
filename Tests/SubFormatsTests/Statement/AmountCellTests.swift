import SubDomain
import TestSupport
import Testing

@testable import SubFormats

/// A statement's amount cell is read exactly as written or not at all: over generated
/// amounts in every way banks write them, each reads back to its value, and each one
/// damaged (a letter in it, a decimal the currency cannot hold, a separator that does not
/// group, another currency's code) is no amount. `-1e3` was read as 13, `2x5` as 25,
/// `12.999` dollars as 13.00 and `12,34` under a decimal point as 1234.
@Suite struct AmountCellTests {
    /// `minor` written with `digits` decimals, `decimal` as the mark, grouped in `grouping`
    /// (nil: not grouped; "lakh": the Indian 2-2-3), `sign` around it and `decoration` beside it.
    static func written(
        _ minor: Int64, digits: Int, decimal: Character, grouping: String?,
        negative: Bool, signStyle: Int, decoration: String
    ) -> String {
        var text = String(minor)
        if text.count <= digits {
            text = String(repeating: "0", count: digits - text.count + 1) + text
        }
        let whole = Array(text.dropLast(digits))
        let fraction = String(text.suffix(digits))
        var groups: [String] = []
        var rest = whole
        if let grouping {
            var size = 3
            while rest.count > size {
                groups.insert(String(rest.suffix(size)), at: 0)
                rest.removeLast(size)
                if grouping == "lakh" { size = 2 }
            }
        }
        groups.insert(String(rest), at: 0)
        let separator = grouping == "lakh" ? (decimal == "." ? "," : ".") : (grouping ?? "")
        var number = groups.joined(separator: separator)
        if digits > 0 { number += String(decimal) + fraction }
        if negative {
            switch signStyle {
            case 0: number = "-" + number
            case 1: number = "(" + number + ")"
            case 2: number += "-"
            default: number = "\u{2212}" + number
            }
        }
        return decoration.hasSuffix(" ") || decoration.hasPrefix("$") || decoration == "€"
            ? decoration + number : number + decoration
    }

    @Test(arguments: 0..<4)
    func everyWayOfWritingReadsBackAndEveryDamageIsRefused(seed: UInt64) throws {
        var random = Sample.SeededGenerator(seed: seed)
        let currencies = ["USD", "EUR", "JPY", "KWD"]
        for _ in 0..<500 {
            let code = currencies.randomElement(using: &random)!
            let currency = try CurrencyCode(code)
            let digits = currency.minorDigits
            let minor = Int64.random(in: 1...2_000_000_000, using: &random)
            let decimal: Character = Bool.random(using: &random) ? "." : ","
            let other = decimal == "." ? "," : "."
            let grouping = [nil, other, " ", "'", "lakh"].randomElement(using: &random)!
            let negative = Bool.random(using: &random)
            let decoration = ["", " " + code, code + " ", "$", "€", " €"].randomElement(
                using: &random)!
            let text = Self.written(
                minor, digits: digits, decimal: decimal, grouping: grouping, negative: negative,
                signStyle: Int.random(in: 0...3, using: &random), decoration: decoration)
            let read = AmountCell.minorUnits(
                text, decimal: decimal, digits: digits, currency: currency)
            #expect(read == (negative ? -minor : minor), "\(text) \(code)")

            // A letter inside the digits.
            let digitPositions = text.indices.filter { text[$0].isNumber }
            if let position = digitPositions.randomElement(using: &random) {
                var damaged = text
                damaged.insert(["e", "x", "O"].randomElement(using: &random)!, at: position)
                #expect(
                    AmountCell.minorUnits(
                        damaged, decimal: decimal, digits: digits, currency: currency) == nil,
                    "\(damaged) \(code)")
            }
            // Another currency's code.
            let foreign = code == "EUR" ? "GBP" : "EUR"
            #expect(
                AmountCell.minorUnits(
                    text.replacingOccurrences(of: code, with: foreign)
                        + (text.contains(code) ? "" : " " + foreign),
                    decimal: decimal, digits: digits, currency: currency) == nil,
                "\(text) as \(foreign)")
        }
    }

    @Test func decimalsTheCurrencyCannotHoldAreNeverRounded() {
        let dollars = try! CurrencyCode("USD")
        #expect(AmountCell.minorUnits("-12.999", decimal: ".", digits: 2, currency: dollars) == nil)
        #expect(AmountCell.minorUnits("-12.994", decimal: ".", digits: 2, currency: dollars) == nil)
        #expect(
            AmountCell.minorUnits("-12.990", decimal: ".", digits: 2, currency: dollars) == -1299)
        #expect(AmountCell.minorUnits("1.5", decimal: ".", digits: 0) == nil)
    }

    @Test func separatorsCountOnlyWhereTheyGroup() {
        for text in ["12,34", "1,2345", "12345,678", ",500", "1,,500", "1,5,000"] {
            #expect(AmountCell.minorUnits(text, decimal: ".", digits: 2) == nil, "\(text)")
        }
        #expect(AmountCell.minorUnits("1,00,000.00", decimal: ".", digits: 2) == 10_000_000)
        #expect(AmountCell.minorUnits("1 234,56 €", decimal: ",", digits: 2) == 123_456)
        #expect(AmountCell.minorUnits("-1e3", decimal: ".", digits: 2) == nil)
        #expect(AmountCell.minorUnits("-2x5", decimal: ".", digits: 2) == nil)
    }
}
