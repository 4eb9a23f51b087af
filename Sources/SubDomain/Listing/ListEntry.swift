/// One step of `list`, in the order it is shown: a section's heading, then its items.
///
/// The domain lays a ledger out this way (`ExpenseLedger.listing`) and a store does the same
/// reading rows in index order, so the presenter words one sequence whichever made it.
public enum ListEntry: Hashable, Sendable {
    /// The active items charged every `Period`; sections come shortest period first.
    case section(Period)
    /// The plans that have ended (their last charge is behind the day), after every period
    /// and before the archived items: shown, never counted.
    case endedSection
    /// The archived items, after every period.
    case archivedSection
    case item(ListedItem)
}

extension Period {
    /// `periods` in the order `list` shows its sections: shortest first; periods of the
    /// same length (every 7 days, weekly) by identifier, so the order never depends on how
    /// they were gathered.
    public static func inListOrder(_ periods: [Period]) -> [Period] {
        periods.sorted {
            $0.approximateDays != $1.approximateDays
                ? $0.approximateDays < $1.approximateDays : $0.identifier < $1.identifier
        }
    }
}
