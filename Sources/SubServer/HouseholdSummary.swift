/// What a household holds, counted on the server: what leaving or deleting it puts at stake,
/// so the shell can say exactly what is lost.
public struct HouseholdSummary: Hashable, Sendable {
    /// Rows of `expenses` (groups count as one each, like their members).
    public let activeSubscriptions: Int
    public let archivedSubscriptions: Int
    public let members: Int

    public init(activeSubscriptions: Int, archivedSubscriptions: Int, members: Int) {
        self.activeSubscriptions = activeSubscriptions
        self.archivedSubscriptions = archivedSubscriptions
        self.members = members
    }

    public var subscriptions: Int { activeSubscriptions + archivedSubscriptions }
}
