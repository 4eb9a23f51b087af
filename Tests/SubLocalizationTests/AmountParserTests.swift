import Foundation
import SubDomain
import TestSupport
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
        #expect(
            spanish.warning
                == .readByLocaleConvention(
                    input: "1.234", amount: Money(minorUnits: 123400, currency: .eur)))
        let english = try parse("1,234", .usd, ".").get()
        #expect(english.minorUnits == 123400)
        #expect(english.warning != nil)
        #expect(TestLocalizers.american.text(english.warning!) == "I read \"1,234\" as $1,234.00.")
        #expect(
            TestLocalizers.spanish.text(spanish.warning!) == "He leído «1.234» como 1234,00\u{A0}€."
        )
        // In English, 1.234 is a decimal with three digits: too many for dollars.
        #expect(
            parse("1.234", .usd, ".")
                == .failure(.tooManyFractionDigits(input: "1.234", currency: .usd, allowed: 2)))
        #expect(try parse("1.234 KWD", .usd, ".").get().minorUnits == 1234)
    }

    /// The reading depended on a guess whenever a lone `.` or `,` is not the locale's decimal
    /// separator, or stands before exactly three digits; then the shell echoes what it read.
    @Test(arguments: [
        ("12.99", "es", true), ("12,99", "en", true), ("1.234", "es", true), ("1,234", "en", true),
        ("0.5", "es", true), ("€12.99", "es", true), ("12,99 €", "en", true), ("1,5", "en", true),
        ("12,99", "es", false), ("12.99", "en", false), ("1.234,56", "es", false),
        ("1.234,56", "en", false),
        ("1,234.56", "es", false), ("1,234.56", "en", false), ("12", "es", false),
        ("1.234.567", "es", false),
        ("1,234,567", "en", false), ("1 234", "es", false), ("1 234,5", "en", false),
        (",5", "es", false),
    ])
    func warnsWhenTheReadingGuessedTheConvention(text: String, language: String, warns: Bool) throws
    {
        let localizer = language == "es" ? TestLocalizers.spanish : TestLocalizers.american
        let parsed = try localizer.parseAmount(text).get()
        #expect((parsed.warning != nil) == warns)
        if warns {
            #expect(parsed.warning == .readByLocaleConvention(input: text, amount: parsed.money))
        }
    }

    @Test func guessedDecimalsAreEchoedInBothLanguages() throws {
        let spanish = try TestLocalizers.spanish.parseAmount("12.99").get()
        #expect(spanish.money == Money(minorUnits: 1299, currency: .eur))
        #expect(
            TestLocalizers.spanish.text(try #require(spanish.warning))
                == "He leído «12.99» como 12,99\u{A0}€.")
        let english = try TestLocalizers.american.parseAmount("12,99").get()
        #expect(english.money == Money(minorUnits: 1299, currency: .usd))
        #expect(
            TestLocalizers.american.text(try #require(english.warning))
                == "I read \"12,99\" as $12.99.")
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
        #expect(
            parse("€5$")
                == .failure(.conflictingCurrencies(input: "€5$", first: .eur, second: .usd)))
        #expect(
            parse("12,999")
                == .failure(.tooManyFractionDigits(input: "12,999", currency: .eur, allowed: 2)))
        #expect(
            parse("¥12.5")
                == .failure(.tooManyFractionDigits(input: "¥12.5", currency: .jpy, allowed: 0)))
        #expect(parse("99999999999999999999") == .failure(.tooLarge(input: "99999999999999999999")))
        #expect(parse("10000000001") == .failure(.tooLarge(input: "10000000001")))
        #expect(parse("5 XYZ") == .failure(.unknownCurrency(symbol: "XYZ")))
    }

    /// Characters between digits were dropped: `1e3` read as 13, `2024-01-01` as 20240101.
    @Test(arguments: [
        "1e3", "1e20", "1-2", "2024-01-01", "0x10", "1/2", "12a50", "1_000", "1..5", "1,,5",
        "12.", "12,", "1 2", "1  234", "12.34.56", "1.234,56,78", "1,234,567.8.9", "12.3,45",
        "1.2345.678", "1.23.456", "12 € 5", "--5", "1 234.567,89", "5-5 €",
        "+-5", "EUR12EUR3", "\t5", "5\n", "5\u{200B}", "\u{202E}5", " \u{301}5", "5\u{7}",
        "12 foo bar", "12 € EUR USD",
    ])
    func refusesEverythingOutsideTheGrammar(text: String) {
        #expect(parse(text) == .failure(.notANumber(input: text)))
        #expect(parse(text, .usd, ".") == .failure(.notANumber(input: text)))
    }

    @Test(arguments: [
        ("1’234.50 CHF", Int64(123450), "CHF"), ("1'234.50", 123450, nil),
        ("1 234 567", 123_456_700, nil),
        ("1\u{A0}234,56\u{A0}€", 123456, "EUR"), ("1\u{202F}234,56", 123456, nil), ("+5", 500, nil),
        ("5€", 500, "EUR"), ("€ 5", 500, "EUR"), ("USD5", 500, "USD"), ("12,3", 1230, nil),
        (",5", 50, nil),
        ("0,99", 99, nil), ("1.234.567,8", 123_456_780, nil), ("€12 EUR", 1200, "EUR"),
        ("F\u{202F}CFA\u{A0}359", 359, "XOF"), ("7070\u{A0}₫", 7070, "VND"),
        ("NT$631,302.70", 63_130_270, "TWD"),
    ])
    func acceptsEveryGroupingConvention(text: String, minor: Int64, code: String?) throws {
        let parsed = try parse(text).get()
        #expect(parsed.minorUnits == minor)
        #expect(parsed.detectedCurrency?.code == code)
    }

    @Test func aSymbolAndACodeThatDisagreeAreRefusedNamingBoth() throws {
        #expect(
            parse("€12 USD")
                == .failure(.conflictingCurrencies(input: "€12 USD", first: .eur, second: .usd)))
        #expect(
            parse("USD 12 £")
                == .failure(.conflictingCurrencies(input: "USD 12 £", first: .usd, second: .gbp)))
        // Both on one side, as `add A '12 €' USD` would be if the shell joined them.
        #expect(
            parse("12 € USD")
                == .failure(.conflictingCurrencies(input: "12 € USD", first: .eur, second: .usd)))
        #expect(
            parse("US$ 5 EUR")
                == .failure(.conflictingCurrencies(input: "US$ 5 EUR", first: .usd, second: .eur)))
        #expect(
            parse("USD EUR 5")
                == .failure(.conflictingCurrencies(input: "USD EUR 5", first: .usd, second: .eur)))
        #expect(try parse("12 € EUR").get().money == Money(minorUnits: 1200, currency: .eur))
        #expect(
            TestLocalizers.spanish.text(
                AmountParseError.conflictingCurrencies(input: "€12 USD", first: .eur, second: .usd))
                == "«€12 USD» nombra dos monedas distintas: EUR y USD.")
        #expect(
            TestLocalizers.american.text(
                AmountParseError.conflictingCurrencies(input: "€12 USD", first: .eur, second: .usd))
                == "\"€12 USD\" names two different currencies: EUR and USD.")
    }

    /// Every amount the parser accepts, printed by Foundation in es_ES and en_US, is read back as
    /// the same amount: what the shell shows can always be typed again.
    @Test func formattedAmountsParseBackToTheSameAmount() throws {
        var accepted: [Money] = []
        let typed = [
            "12,99", "12.99", "1.234,56", "1,234.56", "12,99 €", "€12.99", "US$ 5", "5 USD", "¥68",
            "12",
            "0,5", "1.234.567", "1 234,56", "JPY 1000", "MX$1,234.50", "£7", "1,234 KWD",
            "999.999.999,99",
            "1’234.50 CHF", "1.234 JPY", "0,01", "1000000 USD", "123.456,78 €",
        ]
        for text in typed { accepted.append(try parse(text).get().money) }
        for text in Self.randomStrings(count: 10_000) {
            if case .success(let parsed) = parse(text) { accepted.append(parsed.money) }
        }
        #expect(accepted.count > 500)
        for money in Set(accepted) {
            for localizer in [TestLocalizers.spanish, TestLocalizers.american] {
                let printed = localizer.money(money)
                #expect((try? localizer.parseAmount(printed).get().money) == money, "\(printed)")
            }
        }
    }

    /// Random text over digits, every separator, letters, signs and symbols: whatever the
    /// parser accepts must be inside the grammar, and keep the typed digits in their order.
    @Test func randomTextNeverYieldsAnAmountOutsideTheGrammar() {
        var acceptedCount = 0
        for text in Self.randomStrings(count: 10_000) {
            guard case .success(let parsed) = parse(text) else { continue }
            acceptedCount += 1
            guard let core = Self.numericCore(of: text) else {
                Issue.record(
                    "accepted \(text.debugDescription) with characters outside the grammar")
                continue
            }
            let typedDigits = core.filter(\.isNumber)
            let significant = { (digits: String) in
                String(
                    digits.drop(while: { $0 == "0" }).reversed().drop(while: { $0 == "0" })
                        .reversed())
            }
            #expect(
                significant(String(parsed.minorUnits)) == significant(typedDigits),
                "\(text.debugDescription)")
        }
        #expect(acceptedCount > 500)
    }

    /// `count` strings from a fixed seed, mostly digits and separators so many are amounts.
    static func randomStrings(count: Int) -> [String] {
        let alphabet: [Character] =
            Array("0123456789012345678901234567890123456789")
            + Array(".,.,.,  '’\u{A0}\u{202F}") + Array("aeEUxRSDkz") + Array("+-−")
            + Array("€$£¥#%/_")
        var generator = Sample.SeededGenerator(seed: 20_261_130)
        return (0..<count).map { _ in
            let length = Int.random(in: 1...9, using: &generator)
            var text = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            if Int.random(in: 0..<4, using: &generator) == 0 {
                text =
                    ["€", "$", "EUR ", "USD", " £", "US$"].randomElement(using: &generator)! + text
            }
            return text
        }
    }

    /// The number of an accepted amount, or `nil` when `text` holds anything the grammar does
    /// not: a `+` before or after a known currency marker, one marker before and one after,
    /// then digits with single separators between them (a leading `,5` is allowed).
    static func numericCore(of text: String) -> String? {
        let markers = ["€", "$", "£", "¥", "US$", "MX$"]
        var rest = Substring(text.trimmingCharacters(in: .whitespaces))
        let signBeforeMarker = rest.first == "+"
        if signBeforeMarker { rest = rest.dropFirst() }
        func isMarker(_ candidate: Substring) -> Bool {
            markers.contains(String(candidate))
                || (candidate.count == 3 && candidate.allSatisfy(\.isLetter)
                    && CurrencyCode.isKnown(String(candidate)))
        }
        let separators: Set<Character> = [".", ",", " ", "\u{A0}", "\u{202F}", "'", "’"]
        let isNumeric: (Character) -> Bool = {
            ($0.isASCII && $0.isNumber) || separators.contains($0)
        }
        var start = rest.firstIndex(where: { $0.isASCII && $0.isNumber }) ?? rest.endIndex
        if start > rest.startIndex, [",", "."].contains(rest[rest.index(before: start)]) {
            start = rest.index(before: start)
        }
        var prefix = rest[..<start].trimmingCharacters(in: .whitespaces)
        if !signBeforeMarker, prefix.last == "+" {
            prefix = prefix.dropLast().trimmingCharacters(in: .whitespaces)
        }
        var core = rest[start...]
        let end =
            core.lastIndex(where: { $0.isASCII && $0.isNumber }).map(core.index(after:))
            ?? core.startIndex
        let suffix = core[end...].trimmingCharacters(in: .whitespaces)
        core = core[..<end]
        guard prefix.isEmpty || isMarker(Substring(prefix)),
            suffix.isEmpty || isMarker(Substring(suffix)),
            let first = core.first,
            first.isNumber || ((first == "," || first == ".") && core.count > 1),
            core.last?.isNumber == true
        else { return nil }
        var previousWasSeparator = false
        for character in core {
            guard isNumeric(character) else { return nil }
            let isSeparator = separators.contains(character)
            if isSeparator && previousWasSeparator { return nil }
            previousWasSeparator = isSeparator
        }
        return String(core)
    }

    @Test func errorsAreWordedInBothLanguages() {
        #expect(
            TestLocalizers.spanish.text(
                AmountParseError.tooManyFractionDigits(input: "¥12.5", currency: .jpy, allowed: 0))
                == "«¥12.5»: JPY no lleva decimales.")
        #expect(
            TestLocalizers.american.text(
                AmountParseError.tooManyFractionDigits(input: "12.999", currency: .usd, allowed: 2))
                == "\"12.999\": USD has at most 2 decimals.")
        #expect(
            TestLocalizers.spanish.text(AmountParseError.negative)
                == "El importe no puede ser negativo.")
    }

    @Test func localizerUsesTheMoneyLocale() throws {
        #expect(
            try TestLocalizers.spanish.parseAmount("1.234").get().money
                == Money(minorUnits: 123400, currency: .eur))
        #expect(
            try TestLocalizers.mexican.parseAmount("$1,234.50").get().money
                == Money(minorUnits: 123450, currency: .mxn))
        #expect(
            try TestLocalizers.american.parseAmount("$5").get().money
                == Money(minorUnits: 500, currency: .usd))
    }

    /// With three decimals, a lone separator before three digits is a decimal point under
    /// the locale that writes decimals that way, and is refused (both readings named) under
    /// the locale that groups with it; never silently a thousand times the amount.
    @Test func threeDecimalCurrenciesNeverTakeAThousandfoldReading() throws {
        var generator = Sample.SeededGenerator(seed: 24)
        let threeDecimals = CurrencyCode.allCodes.filter {
            (try? CurrencyCode($0))?.minorDigits == 3
        }
        #expect(!threeDecimals.isEmpty)
        for _ in 0..<400 {
            let currency = try CurrencyCode(threeDecimals.randomElement(using: &generator)!)
            let integer = Int.random(in: 1...999, using: &generator)
            let fraction = String(format: "%03d", Int.random(in: 0...999, using: &generator))
            let exact = Int64(integer) * 1000 + Int64(fraction)!
            for (mark, separator) in [(".", Character(".")), (",", ","), (".", ","), (",", ".")] {
                let text = "\(integer)\(mark)\(fraction) \(currency.code)"
                switch parse(text, .eur, separator) {
                case .success(let parsed):
                    #expect(mark == String(separator), "\(text) read with \(separator)")
                    #expect(parsed.minorUnits == exact, "\(text) read with \(separator)")
                case .failure(.ambiguousDecimals(_, let decimals, let whole)):
                    #expect(mark != String(separator), "\(text) read with \(separator)")
                    #expect(decimals.minorUnits == exact && whole.minorUnits == exact * 1000)
                case .failure(let error):
                    Issue.record("\(text) with \(separator): \(error)")
                }
            }
        }
    }

    /// Before its currency is known (`add R 1.234 KWD` reads the amount first), an amount is
    /// checked only for its shape: the currency word decides decimals and size later.
    @Test func anAmountBeforeItsCurrencyIsCheckedOnlyForItsShape() throws {
        func shape(_ text: String) -> Result<ParsedAmount, AmountParseError> {
            AmountParser.parse(
                text, defaultCurrency: .usd, decimalSeparator: ".", currencyKnown: false)
        }
        #expect(throws: Never.self) { try shape("1.234").get() }
        #expect(throws: Never.self) { try shape("20000000000").get() }
        #expect(throws: AmountParseError.notANumber(input: "1e3")) { try shape("1e3").get() }
        #expect(throws: AmountParseError.zero) { try shape("0.000").get() }
        #expect(throws: AmountParseError.negative) { try shape("-5").get() }
        // A currency in the text itself is known: its rules apply at once.
        #expect(throws: AmountParseError.self) { try shape("¥12.5").get() }
    }
}
