/// The charges of one calendar month, as `BillingCalendar.upcoming` lists them (by date,
/// then name), and what they add up to per currency.
public struct MonthCharges: Hashable, Sendable {
    /// The first day of the month.
    public var month: CivilDate
    public private(set) var charges: [ScheduledCharge] = []

    public init(month: CivilDate, charges: [ScheduledCharge] = []) {
        self.month = month
        for charge in charges { add(charge) }
    }

    mutating func add(_ charge: ScheduledCharge) {
        charges.append(charge)
    }

    /// The month's sum in each currency charged, largest first, ties by code (as
    /// `MonthProjection.sortedTotals`). Saturating: a damaged file must not trap.
    public var totals: [Money] {
        var sums: [CurrencyCode: Int64] = [:]
        for charge in charges {
            sums[charge.amount.currency] = IntegerRounding.saturatingAdd(
                sums[charge.amount.currency] ?? 0, charge.amount.minorUnits)
        }
        return sums.map { Money(minorUnits: $0.value, currency: $0.key) }
            .sorted {
                $0.minorUnits != $1.minorUnits
                    ? $0.minorUnits > $1.minorUnits : $0.currency < $1.currency
            }
    }

    /// The month's sum in `currency` (zero when nothing is charged in it).
    public func total(in currency: CurrencyCode) -> Money {
        totals.first { $0.currency == currency } ?? Money(minorUnits: 0, currency: currency)
    }

    /// The largest single charge in `currency`; the earliest (then first by name) of equals.
    public func largestCharge(in currency: CurrencyCode) -> ScheduledCharge? {
        var largest: ScheduledCharge?
        for charge in charges where charge.amount.currency == currency {
            if charge.amount.minorUnits > (largest?.amount.minorUnits ?? .min) { largest = charge }
        }
        return largest
    }
}
