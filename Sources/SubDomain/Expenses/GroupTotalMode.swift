/// How a group's amount (its cap) is kept.
public enum GroupTotalMode: String, Hashable, Sendable, CaseIterable {
    /// Always equal to the sum of its active children's amounts.
    case automatic
    /// Set by hand: a budget the children may go over (with a warning, never a refusal).
    case manual
}
