/// What will be charged in one calendar month, per currency, largest first.
public struct MonthProjection: Hashable, Sendable {
    /// The first day of the month.
    public var month: CivilDate
    public private(set) var totals: [CurrencyCode: Int64] = [:]
    public private(set) var chargeCount = 0

    public init(month: CivilDate) {
        self.month = month
    }

    mutating func add(_ amount: Money) {
        totals[amount.currency] = IntegerRounding.saturatingAdd(
            totals[amount.currency] ?? 0, amount.minorUnits)
        chargeCount += 1
    }

    /// The month's amounts per currency, largest first, ties by code.
    public var sortedTotals: [Money] {
        totals.map { Money(minorUnits: $0.value, currency: $0.key) }
            .sorted {
                $0.minorUnits != $1.minorUnits
                    ? $0.minorUnits > $1.minorUnits : $0.currency < $1.currency
            }
    }
}
