/// An amount of one currency in integer minor units (cents for EUR, yen for JPY).
///
/// Never floating point: every rule of the product is integer arithmetic on these.
public struct Money: Hashable, Sendable {
    /// The largest amount one expense may carry: ten thousand million major units of a
    /// two-digit currency. Far above any real subscription, and low enough that a monthly
    /// estimate (at most about 30× the amount) and the totals of millions of expenses stay
    /// inside Int64 without overflow.
    public static let maximumMinorUnits: Int64 = 1_000_000_000_000

    public var minorUnits: Int64
    public var currency: CurrencyCode

    public init(minorUnits: Int64, currency: CurrencyCode) {
        self.minorUnits = minorUnits
        self.currency = currency
    }

    /// Checks that the amount is one a person can be charged: positive and not absurd.
    public func validatedAsCharge() throws(DomainError) -> Money {
        guard minorUnits > 0 else { throw .nonPositiveAmount }
        guard minorUnits <= Money.maximumMinorUnits else { throw .amountOverflow }
        return self
    }
}
