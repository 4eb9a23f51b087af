import Foundation
import SubStore

/// What changed in a household since a version: what a cache applies to catch up.
public struct ServerChanges: Hashable, Sendable {
    /// Rows written since, canonical (equal to records made from local expenses); groups and
    /// ungrouped rows come before members, so a cache can insert them in this order.
    public let records: [ExpenseRecord]
    /// Rows deleted since that do not exist any more.
    public let deletedIDs: [UUID]
    /// The version to ask from next time: every change up to it is in this answer (or an
    /// earlier one). The `since` asked for when nothing changed.
    public let version: Int64

    public init(records: [ExpenseRecord], deletedIDs: [UUID], version: Int64) {
        self.records = records
        self.deletedIDs = deletedIDs
        self.version = version
    }

    public var isEmpty: Bool { records.isEmpty && deletedIDs.isEmpty }
}
