import FoundationEssentials
import SubDomain
import SubRecords

/// What changed in a household since a version: what a cache applies to catch up.
public struct ServerChanges: Hashable, Sendable {
    /// Rows written since, canonical (equal to records made from local expenses); groups and
    /// ungrouped rows come before members, so a cache can insert them in this order (a page
    /// comes in version order instead).
    public let records: [ExpenseRecord]
    /// Rows deleted since that do not exist any more.
    public let deletedIDs: [UUID]
    /// The version to ask from next time: every change up to it is in this answer (or an
    /// earlier one). The `since` asked for when nothing changed.
    public let version: Int64
    /// The server version of each record, in `records` order: what a pending change made on
    /// that row carries, so the server can tell which fields someone else changed since.
    public let versions: [Int64]
    /// True when `records` is the whole household, not changes: the cache was older than
    /// the server's pruned tombstones (`subhub_seen`), so what it holds and the server does
    /// not was deleted and must go.
    public let complete: Bool
    /// Rows written since that are not valid subscriptions (another app's, from before the
    /// server checked what clients read): left out of `records`, named here so the shell can
    /// say which, while everything else keeps working.
    public let unreadable: [UnreadableRow]
    /// Payments recorded since (with `complete`, every payment of the household), in
    /// version order; one no cache stores is left out and named in `unreadable`.
    public let payments: [Payment]
    /// Payments deleted since that do not exist any more.
    public let deletedPaymentIDs: [UUID]
    /// True when this is one page of the changes (`HouseholdClient.changes(limit:)`) and
    /// more wait after `version`.
    public let more: Bool

    /// A row a client cannot read: its id and name as the server has them (either may be
    /// missing or odd) and the first column that does not read.
    public struct UnreadableRow: Hashable, Sendable {
        public let id: String?
        public let name: String?
        public let field: String

        public init(id: String?, name: String?, field: String) {
            self.id = id
            self.name = name
            self.field = field
        }
    }

    public init(
        records: [ExpenseRecord], deletedIDs: [UUID], version: Int64, versions: [Int64] = [],
        complete: Bool = false, unreadable: [UnreadableRow] = [], more: Bool = false,
        payments: [Payment] = [], deletedPaymentIDs: [UUID] = []
    ) {
        self.payments = payments
        self.deletedPaymentIDs = deletedPaymentIDs
        self.unreadable = unreadable
        self.more = more
        self.records = records
        self.deletedIDs = deletedIDs
        self.version = version
        self.versions = versions.count == records.count ? versions : records.map { _ in version }
        self.complete = complete
    }

    public var isEmpty: Bool {
        records.isEmpty && deletedIDs.isEmpty && payments.isEmpty && deletedPaymentIDs.isEmpty
            && !complete
    }

    /// Each record with its version, as `ExpenseStore.applyServerChanges` takes them.
    public var rows: [(record: ExpenseRecord, version: Int64)] {
        zip(records, versions).map { (record: $0, version: $1) }
    }
}
