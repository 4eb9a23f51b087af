/// What `total --by` and `list --by` group by.
public enum TotalsGrouping: String, Sendable, CaseIterable {
    /// The subscription's category, as stored (a brand category's identifier or the user's
    /// own word).
    case category
    /// The card or account it is charged to (`paidWith`).
    case card

    /// The text `expense` is grouped by: its own, or for a member of a group its group's,
    /// because the group's line is the one that carries the money (its members add none of
    /// their own). `nil` puts it in the "none" group.
    public func label(of expense: RecurringExpense, parent: RecurringExpense?) -> String? {
        let owner = parent ?? expense
        switch self {
        case .category: return owner.category
        case .card: return owner.paidWith
        }
    }
}
