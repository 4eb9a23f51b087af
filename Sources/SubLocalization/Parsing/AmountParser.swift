import SubDomain

/// Reads an amount exactly as people type it, in either decimal convention, with or without
/// a currency symbol or code: `12,99`, `1.234,56`, `1,234.56`, `1 234,56`, `1'234.50`,
/// `12,99 €`, `€12.99`, `US$ 5`, `5 USD`, `¥68`. Pure integer arithmetic: the result is exact
/// minor units.
///
/// The grammar is closed: an optional `+` or minus sign, an optional currency marker before
/// and after the number (with or without a space), and a number that `NumberReading` accepts.
/// A symbol and a code that disagree (`€12 USD`, `12 € USD`) are refused naming both.
/// Anything else (`1e3`, `2024-01-01`, `0x10`, `1-2`) is refused rather than read by dropping
/// the characters it does not understand.
public enum AmountParser {
    /// - Parameters:
    ///   - defaultCurrency: gives the number of decimals when no currency is typed.
    ///   - decimalSeparator: the money locale's (`,` for es_ES); decides `1.234` and `1,234`.
    ///   - currencyKnown: false when the currency may still be named by another word (`add R
    ///     1.234 KWD` reads the amount before the currency): then only the amount's shape is
    ///     checked, since the decimals and the size depend on a currency not known yet.
    public static func parse(
        _ text: String, defaultCurrency: CurrencyCode, decimalSeparator: Character,
        currencyKnown: Bool = true
    ) -> Result<ParsedAmount, AmountParseError> {
        let scanned = scan(
            text, defaultCurrency: defaultCurrency, decimalSeparator: decimalSeparator)
        guard currencyKnown else {
            return scanned.flatMap { amount in
                shape(of: amount, defaultCurrency: defaultCurrency).map { _ in
                    ParsedAmount(
                        minorUnits: 0, detectedCurrency: nil,
                        money: Money(minorUnits: 0, currency: defaultCurrency), warning: nil)
                }
            }
        }
        return scanned.flatMap { money(of: $0, in: defaultCurrency) }
    }

    /// Reads `text` once, for a currency that may be known only later (`TypedAmount`): what
    /// can be checked without it is (the characters, the number, the currency signs, and a
    /// sign's own currency's rules when the text names one); `localCurrency` reads `$` and
    /// `¥` meanwhile.
    public static func read(
        _ text: String, localCurrency: CurrencyCode, decimalSeparator: Character
    ) -> Result<TypedAmount, AmountParseError> {
        scan(text, defaultCurrency: localCurrency, decimalSeparator: decimalSeparator).flatMap {
            amount in shape(of: amount, defaultCurrency: localCurrency).map { amount }
        }
    }

    /// Reads `text` once, refused exactly when `parse` refuses it in `currency`: for an
    /// answer whose currency is known when it is typed, kept to be put in another later.
    public static func read(
        _ text: String, checkedIn currency: CurrencyCode, decimalSeparator: Character
    ) -> Result<TypedAmount, AmountParseError> {
        scan(text, defaultCurrency: currency, decimalSeparator: decimalSeparator).flatMap {
            amount in money(of: amount, in: currency).map { _ in amount }
        }
    }

    /// The text's characters, layout, currency signs and number: everything that does not
    /// depend on the currency the amount is in.
    private static func scan(
        _ text: String, defaultCurrency: CurrencyCode, decimalSeparator: Character
    ) -> Result<TypedAmount, AmountParseError> {
        // A Chinese input method types full-width digits and marks (`１２．９９`).
        let narrow = text.folded(.widthInsensitive)
        let trimmed = narrow.trimmingWhitespace()
        if trimmed.isEmpty { return .failure(.empty) }
        guard narrow.unicodeScalars.allSatisfy(mayAppear),
            let layout = AmountLayout(trimmed)
        else { return .failure(.notANumber(input: text)) }
        let markers = layout.prefix + layout.suffix
        let twoOnOneSide = layout.prefix.count > 1 || layout.suffix.count > 1
        if case .failure(let error) = currency(
            named: markers, twoOnOneSide: twoOnOneSide, in: text, defaultCurrency: defaultCurrency)
        {
            return .failure(error)
        }
        guard let reading = NumberReading(layout.number, decimalSeparator: decimalSeparator) else {
            return .failure(.notANumber(input: text))
        }
        return .success(
            TypedAmount(
                text: text, markers: markers, twoOnOneSide: twoOnOneSide, reading: reading,
                isNegative: layout.isNegative))
    }

    /// What an amount whose currency may still be named elsewhere can already be refused
    /// for: no digits, a minus, nothing but zeros; or, when it names its own currency, that
    /// currency's rules.
    private static func shape(of amount: TypedAmount, defaultCurrency: CurrencyCode) -> Result<
        Void, AmountParseError
    > {
        guard case .success(nil) = detectedCurrency(of: amount, defaultCurrency: defaultCurrency)
        else {
            return money(of: amount, in: defaultCurrency).map { _ in () }
        }
        let digits = amount.reading.integerDigits + amount.reading.fractionDigits
        guard !digits.isEmpty else { return .failure(.notANumber(input: amount.text)) }
        if amount.isNegative { return .failure(.negative) }
        if digits.allSatisfy({ $0 == "0" }) { return .failure(.zero) }
        return .success(())
    }

    /// The currency the amount's signs name, read with `defaultCurrency` (which decides what
    /// `$` and `¥` mean); `nil` when it has none.
    private static func detectedCurrency(
        of amount: TypedAmount, defaultCurrency: CurrencyCode
    ) -> Result<CurrencyCode?, AmountParseError> {
        currency(
            named: amount.markers, twoOnOneSide: amount.twoOnOneSide, in: amount.text,
            defaultCurrency: defaultCurrency)
    }

    private static func currency(
        named markers: [String], twoOnOneSide: Bool, in text: String,
        defaultCurrency: CurrencyCode
    ) -> Result<CurrencyCode?, AmountParseError> {
        // Two words on one side (`12 € USD`) are read as markers only when both name a
        // currency: `12 foo bar` is not an amount in an unknown currency called "foo".
        var detected: CurrencyCode?
        for marker in markers {
            guard
                let currency = CurrencyMarker.currency(
                    for: marker, defaultCurrency: defaultCurrency)
            else {
                return .failure(
                    twoOnOneSide ? .notANumber(input: text) : .unknownCurrency(symbol: marker))
            }
            if let first = detected, first != currency {
                return .failure(.conflictingCurrencies(input: text, first: first, second: currency))
            }
            detected = currency
        }
        return .success(detected)
    }

    /// The amount put in `defaultCurrency`, or in the one its signs name: that currency's
    /// decimals and the size limit decide.
    static func money(of amount: TypedAmount, in defaultCurrency: CurrencyCode) -> Result<
        ParsedAmount, AmountParseError
    > {
        let text = amount.text
        let detected: CurrencyCode?
        switch detectedCurrency(of: amount, defaultCurrency: defaultCurrency) {
        case .success(let currency): detected = currency
        case .failure(let error): return .failure(error)
        }
        let currency = detected ?? defaultCurrency
        let reading = amount.reading
        // `1.500` under es_ES is 1500 by the locale's grouping, but a currency with three
        // decimals (KWD) makes 1.500 just as likely: neither is guessed.
        if reading.guessedConvention, reading.fractionDigits.isEmpty, currency.minorDigits == 3,
            let whole = Int64(reading.integerDigits), whole <= Money.maximumMinorUnits / 1000
        {
            return .failure(
                .ambiguousDecimals(
                    input: text, asDecimals: Money(minorUnits: whole, currency: currency),
                    asWhole: Money(minorUnits: whole * 1000, currency: currency)))
        }
        var fraction = reading.fractionDigits
        while fraction.count > currency.minorDigits, fraction.last == "0" { fraction.removeLast() }
        guard fraction.count <= currency.minorDigits else {
            return .failure(
                .tooManyFractionDigits(
                    input: text, currency: currency, allowed: currency.minorDigits))
        }
        fraction += String(repeating: "0", count: currency.minorDigits - fraction.count)
        let digits = (reading.integerDigits + fraction).drop(while: { $0 == "0" })
        guard digits.count <= 18, let minorUnits = Int64(digits.isEmpty ? "0" : String(digits)),
            minorUnits <= Money.maximumMinorUnits
        else { return .failure(.tooLarge(input: text)) }
        if minorUnits == 0 { return .failure(.zero) }
        if amount.isNegative { return .failure(.negative) }

        let money = Money(minorUnits: minorUnits, currency: currency)
        let warning =
            reading.guessedConvention
            ? AmountParseWarning.readByLocaleConvention(input: text, amount: money) : nil
        return .success(
            ParsedAmount(
                minorUnits: minorUnits, detectedCurrency: detected, money: money, warning: warning))
    }

    /// Whether a scalar may appear in an amount at all. Tabs, line breaks, control and
    /// format characters (zero-width spaces, bidi marks) and combining marks are never part
    /// of one; trimming or grapheme clustering would otherwise hide them (`\t5`, `5\u{200B}`,
    /// a space with an accent on it). The three spaces grouping uses are allowed.
    private static func mayAppear(_ scalar: Unicode.Scalar) -> Bool {
        if ["\u{20}", "\u{A0}", "\u{202F}"].contains(scalar) { return true }
        let properties = scalar.properties
        if properties.isWhitespace || properties.isDefaultIgnorableCodePoint { return false }
        switch properties.generalCategory {
        case .control, .format, .surrogate, .unassigned, .privateUse, .nonspacingMark,
            .spacingMark, .enclosingMark:
            return false
        default:
            return true
        }
    }
}
