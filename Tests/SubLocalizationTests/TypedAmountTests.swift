import Foundation
import SubDomain
import TestSupport
import Testing

@testable import SubLocalization

/// An amount read once and put in a currency later says what reading the text in that
/// currency says, refusals included, so `add` can read its amount once and re-base it as
/// often as its currency changes (a currency word after it, a group's).
@Suite struct TypedAmountTests {
    static let pieces = [
        "1", "2", "0", "5", "9", "12", "99", "139", "000", "234", ".", ",", " ", "'", "-", "+",
        "€", "$", "¥", "US$", "USD", "KWD", "JPY", "eur", " €", "€ ", "XYZ", "1e3", "\u{A0}",
    ]
    static let currencies: [CurrencyCode] = [
        .eur, .usd, .jpy, .cny, .mxn, try! CurrencyCode("KWD"),
    ]

    @Test func aReadAmountPutInACurrencyIsTheTextReadInIt() throws {
        var generator = Sample.SeededGenerator(seed: 0x7E_A0)
        var read = 0
        for _ in 0..<40_000 {
            let count = Int.random(in: 1...5, using: &generator)
            let text = (0..<count).map { _ in
                Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &generator)]
            }.joined()
            let separator: Character = Bool.random(using: &generator) ? "," : "."
            let local = Self.currencies.randomElement(using: &generator)!
            let currency = Self.currencies.randomElement(using: &generator)!
            switch AmountParser.read(text, localCurrency: local, decimalSeparator: separator) {
            case .success(let amount):
                read += 1
                #expect(amount.text == text)
                #expect(
                    amount.money(in: currency)
                        == AmountParser.parse(
                            text, defaultCurrency: currency, decimalSeparator: separator),
                    "\(text) in \(currency.code), read under \(local.code) with \(separator)")
            case .failure(let error):
                // Refused for the reason the shape check gives before a currency is known.
                #expect(
                    AmountParser.parse(
                        text, defaultCurrency: local, decimalSeparator: separator,
                        currencyKnown: false) == .failure(error), "\(text)")
            }
        }
        #expect(read > 4_000, "only \(read) texts read as amounts")
    }

    /// A currency named by another word is refused when the amount's own sign names
    /// another, with the parser's own reason.
    @Test func aCurrencyBesideTheAmountMustAgreeWithItsSign() throws {
        let amount = try AmountParser.read("12 €", localCurrency: .usd, decimalSeparator: ".")
            .get()
        #expect(
            amount.money(in: .usd, typedBeside: .usd)
                == .failure(.conflictingCurrencies(input: "12 €", first: .eur, second: .usd)))
        #expect(try amount.money(in: .eur, typedBeside: .eur).get().money == Sample.money(1200))
        let plain = try AmountParser.read("1.234", localCurrency: .usd, decimalSeparator: ".")
            .get()
        #expect(
            try plain.money(in: try CurrencyCode("KWD"), typedBeside: try CurrencyCode("KWD"))
                .get().money.minorUnits == 1234)
        #expect(throws: AmountParseError.self) { try plain.money(in: .usd).get() }
    }
}

extension TypedAmountTests {
    /// Read with its currency known, an amount is refused exactly as `parse` refuses it
    /// there, and kept as the same reading.
    @Test func aReadCheckedInACurrencyIsRefusedAsParseRefusesIt() throws {
        var generator = Sample.SeededGenerator(seed: 0xC4EC)
        for _ in 0..<20_000 {
            let count = Int.random(in: 1...5, using: &generator)
            let text = (0..<count).map { _ in
                Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &generator)]
            }.joined()
            let separator: Character = Bool.random(using: &generator) ? "," : "."
            let currency = Self.currencies.randomElement(using: &generator)!
            let parsed = AmountParser.parse(
                text, defaultCurrency: currency, decimalSeparator: separator)
            let read = AmountParser.read(text, checkedIn: currency, decimalSeparator: separator)
            switch (read, parsed) {
            case (.success(let amount), .success(let money)):
                #expect(amount.money(in: currency) == .success(money), "\(text)")
            case (.failure(let refused), .failure(let error)):
                #expect(refused == error, "\(text)")
            default:
                Issue.record("\(text) in \(currency.code): read \(read), parsed \(parsed)")
            }
        }
    }
}
