import SubDomain

/// Reads an amount as people type it, in either decimal convention, with or without a
/// currency symbol or code: `12,99`, `1.234,56`, `1,234.56`, `12,99 €`, `€12.99`, `US$ 5`,
/// `5 USD`, `¥68`. Pure integer arithmetic: the result is exact minor units.
public enum AmountParser {
    /// - Parameters:
    ///   - defaultCurrency: gives the number of decimals when no currency is typed.
    ///   - decimalSeparator: the money locale's (`,` for es_ES); decides `1.234` and `1,234`.
    public static func parse(
        _ text: String, defaultCurrency: CurrencyCode, decimalSeparator: Character
    ) -> Result<ParsedAmount, AmountParseError> {
        let trimmed = text.trimmingSpaces()
        if trimmed.isEmpty { return .failure(.empty) }

        // Split into a numeric core and at most one currency marker at either end.
        let numeric: (Character) -> Bool = { $0.isASCII && ($0.isNumber || $0 == "." || $0 == ",") }
        let signs: Set<Character> = ["-", "−", "+"]
        let spaces: Set<Character> = [" ", "\u{A0}", "\u{202F}", "'"]
        let characters = Array(trimmed)
        guard let firstDigit = characters.firstIndex(where: { $0.isASCII && $0.isNumber }),
            let lastDigit = characters.lastIndex(where: { $0.isASCII && $0.isNumber })
        else { return .failure(.notANumber(input: text)) }
        var start = firstDigit
        while start > 0, numeric(characters[start - 1]) { start -= 1 }
        var end = lastDigit
        while end + 1 < characters.count, numeric(characters[end + 1]) { end += 1 }
        var prefix = String(characters[..<start])
        var suffix = String(characters[(end + 1)...])
        var negative = false
        for sign in signs where prefix.contains(sign) || suffix.hasSuffix(String(sign)) {
            if sign != "+" { negative = true }
            prefix.removeAll { $0 == sign }
            if suffix.hasSuffix(String(sign)) { suffix.removeLast() }
        }
        prefix = prefix.trimmingSpaces()
        suffix = suffix.trimmingSpaces()
        if !prefix.isEmpty, !suffix.isEmpty { return .failure(.notANumber(input: text)) }
        let marker = prefix.isEmpty ? suffix : prefix

        var detected: CurrencyCode?
        if !marker.isEmpty {
            guard let currency = CurrencyMarker.currency(for: marker, defaultCurrency: defaultCurrency) else {
                return .failure(.unknownCurrency(symbol: marker))
            }
            detected = currency
        }
        let currency = detected ?? defaultCurrency

        let core = String(characters[start...end]).filter { !spaces.contains($0) }
        guard let reading = NumberReading(core, decimalSeparator: decimalSeparator) else {
            return .failure(.notANumber(input: text))
        }
        var fraction = reading.fractionDigits
        while fraction.count > currency.minorDigits, fraction.last == "0" { fraction.removeLast() }
        guard fraction.count <= currency.minorDigits else {
            return .failure(.tooManyFractionDigits(input: text, currency: currency, allowed: currency.minorDigits))
        }
        fraction += String(repeating: "0", count: currency.minorDigits - fraction.count)
        let digits = (reading.integerDigits + fraction).drop(while: { $0 == "0" })
        guard digits.count <= 18, let minorUnits = Int64(digits.isEmpty ? "0" : String(digits)),
            minorUnits <= Money.maximumMinorUnits
        else { return .failure(.tooLarge(input: text)) }
        if minorUnits == 0 { return .failure(.zero) }
        if negative { return .failure(.negative) }

        let money = Money(minorUnits: minorUnits, currency: currency)
        let warning = reading.wasAmbiguous ? AmountParseWarning.readByLocaleConvention(input: text, amount: money) : nil
        return .success(ParsedAmount(minorUnits: minorUnits, detectedCurrency: detected, money: money, warning: warning))
    }
}

/// The digits of a typed number, with its separators understood.
struct NumberReading {
    var integerDigits: String
    var fractionDigits: String
    /// A lone separator before exactly three digits (`1.234`) was read by the locale's convention.
    var wasAmbiguous = false

    init?(_ core: String, decimalSeparator: Character) {
        let separators = core.filter { $0 == "." || $0 == "," }
        let groupsValid: ([Substring]) -> Bool = { groups in
            guard let first = groups.first, (1...3).contains(first.count) else { return false }
            return groups.dropFirst().allSatisfy { $0.count == 3 }
        }
        var decimal: Character?
        if Set(separators).count == 2 {
            decimal = separators.last
        } else if separators.count == 1 {
            let parts = core.split(separator: separators.first!, omittingEmptySubsequences: false)
            if parts[1].count == 3, (1...3).contains(parts[0].count), parts[0].contains(where: { $0 != "0" }) {
                wasAmbiguous = true
                decimal = separators.first == decimalSeparator ? decimalSeparator : nil
            } else {
                decimal = separators.first
            }
        }
        let pieces = decimal.map { core.split(separator: $0, omittingEmptySubsequences: false) } ?? [Substring(core)]
        guard pieces.count <= 2 else { return nil }
        let integerPart = pieces[0]
        let fractionPart = pieces.count == 2 ? pieces[1] : ""
        guard fractionPart.allSatisfy({ $0.isNumber }) else { return nil }
        if let group = integerPart.first(where: { $0 == "." || $0 == "," }) {
            guard groupsValid(integerPart.split(separator: group, omittingEmptySubsequences: false)) else {
                return nil
            }
        }
        integerDigits = integerPart.filter { $0.isNumber }
        fractionDigits = String(fractionPart)
        guard !(integerDigits.isEmpty && fractionDigits.isEmpty) else { return nil }
    }
}

/// A typed amount, understood.
public struct ParsedAmount: Hashable, Sendable {
    /// The amount in minor units of `money.currency`.
    public let minorUnits: Int64
    /// The currency typed with the amount (`€`, `USD`), if any.
    public let detectedCurrency: CurrencyCode?
    /// The amount in the detected currency, else in the default currency.
    public let money: Money
    /// Set when an ambiguous separator was read by the locale's convention.
    public let warning: AmountParseWarning?
}

/// Something to echo back about how an amount was read.
public enum AmountParseWarning: Hashable, Sendable, LocalizableMessage {
    /// `1.234` read as 1234 (es) or `1,234` as 1234 (en): "I read "1,234" as $1,234.00."
    case readByLocaleConvention(input: String, amount: Money)

    public var localizedMessage: LocalizedMessage {
        switch self {
        case .readByLocaleConvention(let input, let amount):
            LocalizedMessage(.parseAmountInterpretedAs, ["input": .text(input), "amount": .money(amount)])
        }
    }
}

/// Why a typed amount was refused.
public enum AmountParseError: Error, Hashable, Sendable, LocalizableMessage {
    case empty
    case zero
    case negative
    case notANumber(input: String)
    /// More decimals than the currency has (`12,999 €`, `¥12.5`).
    case tooManyFractionDigits(input: String, currency: CurrencyCode, allowed: Int)
    /// Beyond `Money.maximumMinorUnits` (and so also beyond Int64).
    case tooLarge(input: String)
    /// A symbol or code that names no known currency (`12 XYZ`).
    case unknownCurrency(symbol: String)

    public var localizedMessage: LocalizedMessage {
        switch self {
        case .empty: LocalizedMessage(.parseAmountEmpty)
        case .zero: LocalizedMessage(.parseAmountZero)
        case .negative: LocalizedMessage(.parseAmountNegative)
        case .notANumber(let input): LocalizedMessage(.parseAmountNotANumber, ["input": .text(input)])
        case .tooManyFractionDigits(let input, let currency, let allowed):
            LocalizedMessage(
                .parseAmountTooManyFractionDigits,
                ["input": .text(input), "currency": .text(currency.code), "digits": .count(allowed)])
        case .tooLarge(let input): LocalizedMessage(.parseAmountTooLarge, ["input": .text(input)])
        case .unknownCurrency(let symbol): LocalizedMessage(.parseAmountUnknownCurrency, ["symbol": .text(symbol)])
        }
    }
}
