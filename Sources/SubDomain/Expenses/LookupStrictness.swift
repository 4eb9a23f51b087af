/// How closely a typed name must match for `ExpenseLedger.lookup(_:strictness:)` to pick an
/// expense.
public enum LookupStrictness: Hashable, Sendable {
    /// The folded name exactly, a full id or a unique id prefix: for commands that change
    /// data, which must never act on a guess. What a loose lookup would have found comes
    /// back as suggestions instead.
    case exact
    /// Also a prefix of the name or of a later word in it ("max" for "HBO Max"): for
    /// commands that only read.
    case loose
}
