/// What the totals would be with some items archived: the domain's own totals, worked out on
/// a copy of the ledger archived by `ExpenseLedger.archiveWithMembers(_:on:)`. Nothing
/// stored changes; see `ExpenseLedger.whatIf(archiving:on:)`.
public struct WhatIf: Hashable, Sendable {
    /// One currency's monthly total now and as it would be.
    public struct Line: Hashable, Sendable {
        public var currency: CurrencyCode
        public var monthlyBefore: Money
        public var monthlyAfter: Money
        /// A year of real charges now and as it would be (`ExpenseLedger.yearlyTotals`).
        public var yearlyBefore: Money
        public var yearlyAfter: Money
        /// Negative when the total falls.
        public var monthlyChange: Money {
            Money(
                minorUnits: WhatIf.difference(monthlyAfter.minorUnits, monthlyBefore.minorUnits),
                currency: currency)
        }
        /// How a year of real charges moves: what the user would save or spend in a year by
        /// this change. Not twelve of `monthlyChange`: a 49,90 € annual plan saves 49,90 €,
        /// not 12 × 4,16 €.
        public var yearlyChange: Money {
            Money(
                minorUnits: WhatIf.difference(yearlyAfter.minorUnits, yearlyBefore.minorUnits),
                currency: currency)
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

    /// How each currency's year of real charges would move: only currencies that change,
    /// largest change first (ties by code).
    public var yearlyChange: [Money]

    /// `after - before`, held at the Int64 bounds: a damaged file must not trap.
    static func difference(_ after: Int64, _ before: Int64) -> Int64 {
        let (difference, overflow) = after.subtractingReportingOverflow(before)
        return overflow ? (after < 0 ? .min : .max) : difference
    }
}
