/// One step of `list`, in the order it is shown: a section's heading, then its items.
///
/// The domain lays a ledger out this way (`ExpenseLedger.listing`) and a store does the same
/// reading rows in index order, so the presenter words one sequence whichever made it.
public enum ListEntry: Hashable, Sendable {
    /// The active items charged every `Period`; sections come shortest period first.
    case section(Period)
    /// The archived items, after every period.
    case archivedSection
    case item(ListedItem)
}
