/// The monthly total of one currency.
public struct CurrencyTotal: Hashable, Sendable {
    public var currency: CurrencyCode
    /// What the live items of this currency cost per month, groups through their effective cost.
    public var monthlyMinor: Int64
    /// The user's own part when plans are shared (equal to `monthlyMinor` when nothing is).
    public var shareMinor: Int64
    /// How many charged subscriptions are in this currency.
    public var activeCount: Int
    /// The part of `monthlyMinor` that is an estimate: the figures of bills that vary
    /// (`RecurringExpense.isEstimate`), and a group's varying members where its members'
    /// figure, not its cap, is what it costs.
    public var estimatedMinor: Int64 = 0

    public init(
        currency: CurrencyCode, monthlyMinor: Int64 = 0, shareMinor: Int64 = 0,
        activeCount: Int = 0
    ) {
        self.currency = currency
        self.monthlyMinor = monthlyMinor
        self.shareMinor = shareMinor
        self.activeCount = activeCount
    }

    public var monthly: Money { Money(minorUnits: monthlyMinor, currency: currency) }
    public var share: Money { Money(minorUnits: shareMinor, currency: currency) }

    /// Adds one item's contribution (saturating: a damaged file must not trap).
    public mutating func add(_ contribution: TotalContribution) {
        monthlyMinor = IntegerRounding.saturatingAdd(monthlyMinor, contribution.monthlyMinor)
        shareMinor = IntegerRounding.saturatingAdd(shareMinor, contribution.shareMinor)
        if contribution.isCharged { activeCount += 1 }
        estimatedMinor = IntegerRounding.saturatingAdd(estimatedMinor, contribution.estimatedMinor)
    }

    public var estimated: Money { Money(minorUnits: estimatedMinor, currency: currency) }

    /// Largest monthly figure first, ties by currency code: the order totals are shown in.
    public static func ordered(_ totals: [CurrencyTotal]) -> [CurrencyTotal] {
        totals.sorted { lhs, rhs in
            lhs.monthlyMinor != rhs.monthlyMinor
                ? lhs.monthlyMinor > rhs.monthlyMinor : lhs.currency < rhs.currency
        }
    }
}
