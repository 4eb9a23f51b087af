import SubRecords

/// What one exchange with the household's server did, in counts and the changes that need
/// the user: the shell words it, `--json` prints it.
public struct SyncReport: Hashable, Sendable {
    /// Pending writes the server applied (in full or, with a conflict, in part).
    public var pushed = 0
    /// Rows the cache took from the server, and rows it removed because they were deleted.
    public var pulled = 0
    public var removed = 0
    /// Payments the server took from this profile, and those it refused this time (each is
    /// sent again at the next sync).
    public var paymentsPushed = 0
    public var paymentsRefused = 0
    /// Payments the cache took from the server, and those it removed because the server
    /// deleted them.
    public var paymentsPulled = 0
    public var paymentsRemoved = 0
    /// Pending writes that wait on a conflict or a refusal after this exchange: found by
    /// this push or by an earlier one (those are not sent again), as they stand after it.
    public var conflicts: [PendingChange] = []
    public var rejected: [PendingChange] = []
    /// Server rows the cache skipped because this client cannot read them (another app
    /// wrote them): named so the shell can say which, the rest of the sync applied.
    public var unreadable: [UnreadableServerRow] = []
    /// False when the pull stopped at its time budget with pages still to read: what the
    /// cache holds is the household up to some version, and the next sync goes on from it.
    public var caughtUp = true
    /// The role the server reports for this login now.
    public var role: HouseholdRole?

    public init() {}
}
