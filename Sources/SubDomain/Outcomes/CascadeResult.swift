/// An expense that was changed together with the members of its group.
///
/// Archiving, restoring or deleting a group reaches its members too; the caller is told
/// which ones, so it can name them instead of leaving the user to discover it.
public struct CascadeResult: Hashable, Sendable {
    /// The expense the user named, as it is after the change (as it was, for a deletion).
    public var target: RecurringExpense
    /// The members changed with it, as they are after the change: archived with the group,
    /// brought back with it, or released as standalone expenses when it was deleted. Empty
    /// for anything that is not a group.
    public var cascaded: [RecurringExpense]

    public init(target: RecurringExpense, cascaded: [RecurringExpense] = []) {
        self.target = target
        self.cascaded = cascaded
    }
}
