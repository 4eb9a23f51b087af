/// The charges of one calendar month, as `BillingCalendar.upcoming` lists them (by date,
/// then name), and what they add up to per currency.
public struct MonthCharges: Hashable, Sendable {
    /// The first day of the month.
    public var month: CivilDate
    /// Every charge, by date then name; empty for a month built from counts alone
    /// (`BillingCalendar.monthlyCharges(listingCharges: false)`).
    public private(set) var charges: [ScheduledCharge] = []
    /// The sum in each currency, added in 128 bits and held at the Int64 bounds when read
    /// (a damaged file must not trap), and each currency's largest charge: what a chart
    /// draws, kept as charges come, so a month costs its currencies, not its charges.
    private var sums: [CurrencyCode: Int128] = [:]
    private var largest: [CurrencyCode: ScheduledCharge] = [:]

    public init(month: CivilDate, charges: [ScheduledCharge] = []) {
        self.month = month
        for charge in charges { add(charge) }
    }

    mutating func add(_ charge: ScheduledCharge) {
        charges.append(charge)
        count(charge, times: 1)
    }

    /// `times` charges of the same plan in this month, the first of them `first`, counted
    /// without listing them.
    mutating func count(_ first: ScheduledCharge, times: Int) {
        guard times > 0 else { return }
        let currency = first.amount.currency
        sums[currency, default: 0] += Int128(first.amount.minorUnits) * Int128(times)
        if let current = largest[currency], !Self.outranks(first, current) { return }
        largest[currency] = first
    }

    /// Whether `charge` is the larger of the two: a higher amount, or an equal one earlier,
    /// or on the same day first by name.
    private static func outranks(_ charge: ScheduledCharge, _ other: ScheduledCharge) -> Bool {
        if charge.amount.minorUnits != other.amount.minorUnits {
            return charge.amount.minorUnits > other.amount.minorUnits
        }
        if charge.date != other.date { return charge.date < other.date }
        return NameKey(charge.name).folded < NameKey(other.name).folded
    }

    /// The month's sum in each currency charged, largest first, ties by code (as
    /// `MonthProjection.sortedTotals`).
    public var totals: [Money] {
        sums.map { currency, sum in
            Money(
                minorUnits: Int64(max(Int128(Int64.min), min(sum, Int128(Int64.max)))),
                currency: currency)
        }
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
        largest[currency]
    }

    public static func == (lhs: MonthCharges, rhs: MonthCharges) -> Bool {
        lhs.month == rhs.month && lhs.charges == rhs.charges && lhs.sums == rhs.sums
            && lhs.largest == rhs.largest
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(month)
        hasher.combine(charges)
    }
}
