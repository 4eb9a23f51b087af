/// What the totals would be with some items archived: the domain's own totals, worked out on
/// a copy of the ledger archived by `ExpenseLedger.archiveWithMembers(_:on:)`. Nothing
/// stored changes; see `ExpenseLedger.whatIf(archiving:on:)`.
public struct WhatIf: Hashable, Sendable {
    /// One currency's monthly total now and as it would be.
    public struct Line: Hashable, Sendable {
        public var currency: CurrencyCode
        public var monthlyBefore: Money
        public var monthlyAfter: Money
        /// Negative when the total falls.
        public var monthlyChange: Money { Money(minorUnits: changeMinor, currency: currency) }
        /// Twelve months of `monthlyChange`: the totals are monthly figures, so a year of them
        /// is what the user would save or spend by this change.
        public var yearlyChange: Money {
            Money(minorUnits: WhatIf.yearly(changeMinor), currency: currency)
        }

        private var changeMinor: Int64 {
            let (difference, overflow) = monthlyAfter.minorUnits.subtractingReportingOverflow(
                monthlyBefore.minorUnits)
            return overflow ? (monthlyAfter.minorUnits < 0 ? .min : .max) : difference
        }
    }

    /// The items left out, as named, in the order asked (each once).
    public var targets: [RecurringExpense]
    /// The members a group left out would take with it (not named themselves).
    public var cascaded: [RecurringExpense]
    /// Every currency with a total before or after, in the order `total` shows them now.
    public var lines: [Line]
    /// How each currency's monthly total would move (`ExpenseLedger.totalsChange(from:)`):
    /// only currencies that change, largest change first.
    public var monthlyChange: [Money]
    /// The ledger as it would be: never stored.
    public var ledgerAfter: ExpenseLedger

    /// `monthlyChange` as yearly figures, in the same order.
    public var yearlyChange: [Money] {
        monthlyChange.map { Money(minorUnits: Self.yearly($0.minorUnits), currency: $0.currency) }
    }

    /// Twelve times a monthly figure, saturating: a damaged file must not trap.
    static func yearly(_ monthlyMinor: Int64) -> Int64 {
        let (product, overflow) = monthlyMinor.multipliedReportingOverflow(by: 12)
        return overflow ? (monthlyMinor < 0 ? .min : .max) : product
    }
}
