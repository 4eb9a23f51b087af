import FoundationEssentials
import SubStore

/// `status`: the link as the cache remembers it, whether the server answered just now, and
/// what waits for it.
public struct HouseholdStatus: Hashable, Sendable {
    public let link: HouseholdLink
    /// Where the server is, without secrets (host or socket folder, port, database).
    public let server: String
    public let reachable: Bool
    public let pending: Int
    public let conflicts: Int
    public let rejected: Int

    public init(
        link: HouseholdLink, server: String, reachable: Bool, pending: Int, conflicts: Int,
        rejected: Int
    ) {
        self.link = link
        self.server = server
        self.reachable = reachable
        self.pending = pending
        self.conflicts = conflicts
        self.rejected = rejected
    }
}
