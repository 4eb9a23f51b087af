/// One group of `ExpenseLedger.monthlyTotals(by:)`: the items of one category or card (or
/// of none) and their monthly figures per currency, by the rules of `monthlyTotals`.
public struct TotalsGroup: Hashable, Sendable {
    /// The category or card as first written; `nil` for the items without one.
    public var label: String?
    /// Each currency's figures, largest first (`CurrencyTotal.ordered`); a currency of an
    /// active item has a line even when it adds to zero. Empty when every item is archived.
    public var totals: [CurrencyTotal]
    /// How many items (groups and archived ones included) the group holds.
    public var itemCount: Int

    public init(label: String?, totals: [CurrencyTotal] = [], itemCount: Int = 0) {
        self.label = label
        self.totals = totals
        self.itemCount = itemCount
    }
}
