import Foundation
import SubStore

/// What changed in a household since a version: what a cache applies to catch up.
public struct ServerChanges: Hashable, Sendable {
    /// Rows written since, canonical (equal to records made from local expenses); groups and
    /// ungrouped rows come before members, so a cache can insert them in this order. A row
    /// this client cannot read comes as the server's text, for the cache to skip and name.
    public let records: [ExpenseRecord]
    /// The server `version` of each row of `records`, at the same index: the version a
    /// pending change of that row is made on (`PendingChange.baseVersion`).
    public let versions: [Int64]
    /// Rows deleted since that do not exist any more.
    public let deletedIDs: [UUID]
    /// The version to ask from next time: every change up to it is in this answer (or an
    /// earlier one). The `since` asked for when nothing changed.
    public let version: Int64

    public init(records: [ExpenseRecord], versions: [Int64], deletedIDs: [UUID], version: Int64) {
        precondition(versions.count == records.count, "one version per record")
        self.records = records
        self.versions = versions
        self.deletedIDs = deletedIDs
        self.version = version
    }

    /// Changes read without each row's version: every row gets `version`, the answer's. In a
    /// settled answer no row of it changed between its own version and that one, so a rule
    /// "changed since" (`server version > base`) reads it the same; `HouseholdClient.changes`
    /// is to pass the rows' own versions instead.
    public init(records: [ExpenseRecord], deletedIDs: [UUID], version: Int64) {
        self.init(
            records: records, versions: Array(repeating: version, count: records.count),
            deletedIDs: deletedIDs, version: version)
    }

    public var isEmpty: Bool { records.isEmpty && deletedIDs.isEmpty }

    /// Each record with its version, as `ExpenseStore.applyServerChanges` takes them.
    public var rows: [(record: ExpenseRecord, version: Int64)] {
        zip(records, versions).map { (record: $0, version: $1) }
    }
}
