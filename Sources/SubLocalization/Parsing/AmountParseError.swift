import SubDomain

/// Why a typed amount was refused.
public enum AmountParseError: Error, Hashable, Sendable, LocalizableMessage {
    case empty
    case zero
    case negative
    /// Anything outside the amount grammar: letters or signs among the digits (`1e3`,
    /// `2024-01-01`), misplaced grouping (`1.23.456`), two conventions mixed (`1 234.567,89`).
    case notANumber(input: String)
    /// More decimals than the currency has (`12,999 €`, `¥12.5`).
    case tooManyFractionDigits(input: String, currency: CurrencyCode, allowed: Int)
    /// Beyond `Money.maximumMinorUnits` (and so also beyond Int64).
    case tooLarge(input: String)
    /// A symbol or code that names no known currency (`12 XYZ`).
    case unknownCurrency(symbol: String)
    /// A marker before the number and another after it that name different currencies
    /// (`€12 USD`): either could be the mistake, so neither is guessed.
    case conflictingCurrencies(input: String, first: CurrencyCode, second: CurrencyCode)
    /// A lone grouping separator before three digits in a currency with three decimals
    /// (`1.500 KWD` under es_ES): 1.500 and 1500 are both readings, so neither is taken.
    case ambiguousDecimals(input: String, asDecimals: Money, asWhole: Money)

    public var localizedMessage: LocalizedMessage {
        switch self {
        case .empty: LocalizedMessage(.parseAmountEmpty)
        case .zero: LocalizedMessage(.parseAmountZero)
        case .negative: LocalizedMessage(.parseAmountNegative)
        case .notANumber(let input):
            LocalizedMessage(.parseAmountNotANumber, ["input": .userText(input)])
        case .tooManyFractionDigits(let input, let currency, let allowed):
            LocalizedMessage(
                .parseAmountTooManyFractionDigits,
                [
                    "input": .userText(input), "currency": .text(currency.code),
                    "digits": .count(allowed),
                ])
        case .tooLarge(let input):
            LocalizedMessage(.parseAmountTooLarge, ["input": .userText(input)])
        case .unknownCurrency(let symbol):
            LocalizedMessage(.parseAmountUnknownCurrency, ["symbol": .userText(symbol)])
        case .conflictingCurrencies(let input, let first, let second):
            LocalizedMessage(
                .parseAmountConflictingCurrencies,
                [
                    "input": .userText(input), "first": .text(first.code),
                    "second": .text(second.code),
                ])
        case .ambiguousDecimals(let input, let asDecimals, let asWhole):
            LocalizedMessage(
                .parseAmountAmbiguousDecimals,
                [
                    "input": .userText(input), "decimals": .money(asDecimals),
                    "whole": .money(asWhole), "currency": .text(asDecimals.currency.code),
                ])
        }
    }
}
