/// The fields `edit NAME FIELD VALUE` can change. Their words in each language live in the
/// catalogs (`input.fields`); these are the canonical names.
public enum EditField: String, CaseIterable, Hashable, Sendable {
    case name, amount, currency, period, next
    case trialEnds = "trial-ends"
    case shared, category, notes
}
