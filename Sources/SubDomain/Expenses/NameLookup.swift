/// The result of finding an expense by a typed name.
public enum NameLookup: Hashable, Sendable {
    case found(RecurringExpense)
    /// Several expenses fit; the caller lists them instead of guessing.
    case ambiguous([RecurringExpense])
    case notFound
}
