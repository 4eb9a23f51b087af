import SubDomain

/// Reads an amount exactly as people type it, in either decimal convention, with or without
/// a currency symbol or code: `12,99`, `1.234,56`, `1,234.56`, `1 234,56`, `1'234.50`,
/// `12,99 €`, `€12.99`, `US$ 5`, `5 USD`, `¥68`. Pure integer arithmetic: the result is exact
/// minor units.
///
/// The grammar is closed: an optional `+` or minus sign, an optional currency marker before
/// and after the number (with or without a space), and a number that `NumberReading` accepts.
/// Anything else (`1e3`, `2024-01-01`, `0x10`, `1-2`) is refused rather than read by dropping
/// the characters it does not understand.
public enum AmountParser {
    /// - Parameters:
    ///   - defaultCurrency: gives the number of decimals when no currency is typed.
    ///   - decimalSeparator: the money locale's (`,` for es_ES); decides `1.234` and `1,234`.
    public static func parse(
        _ text: String, defaultCurrency: CurrencyCode, decimalSeparator: Character
    ) -> Result<ParsedAmount, AmountParseError> {
        let trimmed = text.trimmingSpaces()
        if trimmed.isEmpty { return .failure(.empty) }
        guard let layout = AmountLayout(trimmed) else { return .failure(.notANumber(input: text)) }

        var detected: CurrencyCode?
        for marker in [layout.prefix, layout.suffix] where !marker.isEmpty {
            guard
                let currency = CurrencyMarker.currency(
                    for: marker, defaultCurrency: defaultCurrency)
            else { return .failure(.unknownCurrency(symbol: marker)) }
            if let first = detected, first != currency {
                return .failure(.conflictingCurrencies(input: text, first: first, second: currency))
            }
            detected = currency
        }
        let currency = detected ?? defaultCurrency

        guard let reading = NumberReading(layout.number, decimalSeparator: decimalSeparator) else {
            return .failure(.notANumber(input: text))
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
        if layout.isNegative { return .failure(.negative) }

        let money = Money(minorUnits: minorUnits, currency: currency)
        let warning =
            reading.guessedConvention
            ? AmountParseWarning.readByLocaleConvention(input: text, amount: money) : nil
        return .success(
            ParsedAmount(
                minorUnits: minorUnits, detectedCurrency: detected, money: money, warning: warning))
    }
}
