/// The result of finding an expense by a typed name or id.
public enum NameLookup: Hashable, Sendable {
    case found(RecurringExpense)
    /// Several expenses fit; every one is listed, so the caller can show them instead of
    /// guessing.
    case ambiguous([RecurringExpense])
    /// Nothing fits. An exact lookup lists what a loose one would have found, so the shell
    /// can ask "did you mean …?" and change nothing; otherwise the list is empty.
    case notFound(suggestions: [RecurringExpense])
}
