import SubDomain

/// `USD=1.0812` as typed after `rates set`: one unit of the base buys `value` of `currency`,
/// the ECB's direction.
public struct RateQuote: Hashable, Sendable {
    public let currency: CurrencyCode
    public let value: RateValue

    public init(currency: CurrencyCode, value: RateValue) {
        self.currency = currency
        self.value = value
    }
}
