import SubDomain
import Testing
@testable import SubLocalization

@Suite struct AmountParserTests {
    func parse(_ text: String, _ currency: CurrencyCode = .eur, _ separator: Character = ",")
        -> Result<ParsedAmount, AmountParseError>
    {
        AmountParser.parse(text, defaultCurrency: currency, decimalSeparator: separator)
    }

    @Test(arguments: [
        ("12,99", Int64(1299), nil as String?), ("12.99", 1299, nil), ("1.234,56", 123456, nil),
        ("1,234.56", 123456, nil), ("12,99 €", 1299, "EUR"), ("€12.99", 1299, "EUR"),
        ("US$ 5", 500, "USD"), ("5 USD", 500, "USD"), ("5 usd", 500, "USD"), ("¥68", 68, "JPY"),
        ("12", 1200, nil), ("0,5", 50, nil), ("1.234.567", 123_456_700, nil), ("12,990", 1299, nil),
        ("1 234,56", 123456, nil), ("JPY 1000", 1000, "JPY"),
    ])
    func acceptsBothConventions(text: String, minor: Int64, code: String?) throws {
        let parsed = try parse(text).get()
        #expect(parsed.minorUnits == minor)
        #expect(parsed.detectedCurrency?.code == code)
    }

    @Test func loneSeparatorBeforeThreeDigitsFollowsTheLocaleAndWarns() throws {
        let spanish = try parse("1.234").get()
        #expect(spanish.minorUnits == 123400)
        #expect(spanish.warning == .readByLocaleConvention(input: "1.234", amount: Money(minorUnits: 123400, currency: .eur)))
        let english = try parse("1,234", .usd, ".").get()
        #expect(english.minorUnits == 123400)
        #expect(english.warning != nil)
        #expect(TestLocalizers.american.text(english.warning!) == "I read \"1,234\" as $1,234.00.")
        #expect(TestLocalizers.spanish.text(spanish.warning!) == "He leído «1.234» como 1234,00\u{A0}€.")
        // In English, 1.234 is a decimal with three digits: too many for dollars.
        #expect(parse("1.234", .usd, ".") == .failure(.tooManyFractionDigits(input: "1.234", currency: .usd, allowed: 2)))
        #expect(try parse("1.234 KWD", .usd, ".").get().minorUnits == 1234)
    }

    @Test func rejectionsAreTyped() {
        #expect(parse("") == .failure(.empty))
        #expect(parse("   ") == .failure(.empty))
        #expect(parse("0") == .failure(.zero))
        #expect(parse("0,00 €") == .failure(.zero))
        #expect(parse("-5") == .failure(.negative))
        #expect(parse("−5 €") == .failure(.negative))
        #expect(parse("abc") == .failure(.notANumber(input: "abc")))
        #expect(parse("12,3,4") == .failure(.notANumber(input: "12,3,4")))
        #expect(parse("1,2.3") == .failure(.notANumber(input: "1,2.3")))
        #expect(parse("€5$") == .failure(.notANumber(input: "€5$")))
        #expect(parse("12,999") == .failure(.tooManyFractionDigits(input: "12,999", currency: .eur, allowed: 2)))
        #expect(parse("¥12.5") == .failure(.tooManyFractionDigits(input: "¥12.5", currency: .jpy, allowed: 0)))
        #expect(parse("99999999999999999999") == .failure(.tooLarge(input: "99999999999999999999")))
        #expect(parse("10000000001") == .failure(.tooLarge(input: "10000000001")))
        #expect(parse("5 XYZ") == .failure(.unknownCurrency(symbol: "XYZ")))
    }

    @Test func errorsAreWordedInBothLanguages() {
        #expect(TestLocalizers.spanish.text(AmountParseError.tooManyFractionDigits(input: "¥12.5", currency: .jpy, allowed: 0))
            == "«¥12.5»: JPY no lleva decimales.")
        #expect(TestLocalizers.american.text(AmountParseError.tooManyFractionDigits(input: "12.999", currency: .usd, allowed: 2))
            == "\"12.999\": USD has at most 2 decimals.")
        #expect(TestLocalizers.spanish.text(AmountParseError.negative) == "El importe no puede ser negativo.")
    }

    @Test func localizerUsesTheMoneyLocale() throws {
        #expect(try TestLocalizers.spanish.parseAmount("1.234").get().money == Money(minorUnits: 123400, currency: .eur))
        #expect(try TestLocalizers.mexican.parseAmount("$1,234.50").get().money == Money(minorUnits: 123450, currency: .mxn))
        #expect(try TestLocalizers.american.parseAmount("$5").get().money == Money(minorUnits: 500, currency: .usd))
    }
}
