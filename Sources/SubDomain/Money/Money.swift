/// An amount of one currency in integer minor units (cents for EUR, yen for JPY).
///
/// Never floating point: every rule of the product is integer arithmetic on these.
public struct Money: Hashable, Sendable {
    /// The largest amount one expense may carry: ten thousand million major units of a
    /// two-digit currency. Far above any real subscription, and low enough that a monthly
    /// estimate (at most about 30× the amount) and the totals of millions of expenses stay
    /// inside Int64 without overflow.
    public static let maximumMinorUnits: Int64 = 1_000_000_000_000

    /// The most the active plans of one currency may cost in a year together, and the most
    /// their amounts may add up to: a thousand times `maximumMinorUnits`. Every total the
    /// program shows (a month, a year, ten years of `upcoming`, saved so far) then fits in
    /// Int64 with room to spare, so no total is ever held at a bound or traps; a write that
    /// would pass it is refused (`DomainError.totalOverLimit`). See `ExpenseLedger` for how
    /// it is counted.
    public static let maximumTotalMinorUnits: Int64 = 1_000_000_000_000_000

    public var minorUnits: Int64
    public var currency: CurrencyCode

    public init(minorUnits: Int64, currency: CurrencyCode) {
        self.minorUnits = minorUnits
        self.currency = currency
    }

    /// The same amount written in another currency: the digits stay as typed, only the
    /// number of decimals changes (12,99 EUR becomes 12,99 USD; 68 JPY becomes 68,00 EUR).
    /// Nothing is converted at an exchange rate: this corrects a currency entered wrongly.
    ///
    /// Refuses with `inexactCurrencyChange` when the new currency has fewer decimals than the
    /// amount uses (12,99 € cannot become yen, 13,00 € can), and with `amountOverflow` when
    /// the amount does not fit in minor units of the new currency.
    public func rescaled(to newCurrency: CurrencyCode) throws(DomainError) -> Money {
        let shift = newCurrency.minorDigits - currency.minorDigits
        var minor = minorUnits
        if shift > 0 {
            for _ in 0..<shift {
                let (product, overflow) = minor.multipliedReportingOverflow(by: 10)
                guard !overflow else { throw .amountOverflow }
                minor = product
            }
        } else if shift < 0 {
            for _ in 0..<(-shift) {
                guard minor % 10 == 0 else {
                    throw .inexactCurrencyChange(from: currency, to: newCurrency)
                }
                minor /= 10
            }
        }
        return Money(minorUnits: minor, currency: newCurrency)
    }

    /// Checks that the amount is one a person can be charged: positive and not absurd.
    public func validatedAsCharge() throws(DomainError) -> Money {
        guard minorUnits > 0 else { throw .nonPositiveAmount }
        guard minorUnits <= Money.maximumMinorUnits else { throw .amountOverflow }
        return self
    }
}
