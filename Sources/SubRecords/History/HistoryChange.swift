import FoundationEssentials

/// Everything one command changed: the history entries sharing one `changeID`, the unit
/// `history` lists and `undo` reverts.
public struct HistoryChange: Hashable, Sendable {
    public let changeID: Int64
    /// When the command ran, ISO 8601 in UTC (`2026-11-29T17:40:05Z`).
    public let changedAt: String
    /// Its entries, in the order they were recorded (one per changed field).
    public let entries: [HistoryEntry]

    public init(changeID: Int64, changedAt: String, entries: [HistoryEntry]) {
        self.changeID = changeID
        self.changedAt = changedAt
        self.entries = entries
    }

    /// The entries grouped into changes, newest change first; entries keep their order.
    package static func grouped(_ entries: [HistoryEntry]) -> [HistoryChange] {
        var order: [Int64] = []
        var byChange: [Int64: [HistoryEntry]] = [:]
        for entry in entries {
            if byChange[entry.changeID] == nil { order.append(entry.changeID) }
            byChange[entry.changeID, default: []].append(entry)
        }
        return order.sorted(by: >).map { id in
            let entries = byChange[id] ?? []
            return HistoryChange(
                changeID: id, changedAt: entries.first?.changedAt ?? "", entries: entries)
        }
    }
}
