import SubDomain

/// A typed amount, understood.
public struct ParsedAmount: Hashable, Sendable {
    /// The amount in minor units of `money.currency`.
    public let minorUnits: Int64
    /// The currency typed with the amount (`€`, `USD`), if any.
    public let detectedCurrency: CurrencyCode?
    /// The amount in the detected currency, else in the default currency.
    public let money: Money
    /// Set when the reading depended on the locale's convention, so the shell should say
    /// what it read.
    public let warning: AmountParseWarning?
}
