import FoundationEssentials
import SubRecords

/// `status`: the link as the cache remembers it, whether the server answered just now, what
/// a sync found (the same a read's refresh finds), and what waits for it.
public struct HouseholdStatus: Hashable, Sendable {
    public let link: HouseholdLink
    /// Where the server is, without secrets (host or socket folder, port, database).
    public let server: String
    public let reachable: Bool
    public let pending: Int
    public let conflicts: Int
    public let rejected: Int
    /// What the sync `status` ran found, as a read's would: whether the cache caught up
    /// (false while a large household is still arriving), the rows it could not read, and
    /// why it failed when the server answered but the sync did not finish.
    public let caughtUp: Bool
    public let unreadable: [UnreadableServerRow]
    public let syncFailure: SyncFailure?
    /// How many subscriptions the cache holds: while the household is still arriving, how
    /// much of it has.
    public let arrived: Int

    public init(
        link: HouseholdLink, server: String, reachable: Bool, pending: Int, conflicts: Int,
        rejected: Int, caughtUp: Bool = true, unreadable: [UnreadableServerRow] = [],
        syncFailure: SyncFailure? = nil, arrived: Int = 0
    ) {
        self.arrived = arrived
        self.caughtUp = caughtUp
        self.unreadable = unreadable
        self.syncFailure = syncFailure
        self.link = link
        self.server = server
        self.reachable = reachable
        self.pending = pending
        self.conflicts = conflicts
        self.rejected = rejected
    }
}
