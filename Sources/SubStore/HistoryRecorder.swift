import Foundation
import SubDomain

/// Appends the history entries of one transaction, all with one change id and one time.
struct HistoryRecorder {
    private let store: ExpenseStore
    private let changeID: Int64
    private let changedAt: String
    private let insert: SQLiteConnection.Statement

    init(store: ExpenseStore) throws(StoreError) {
        self.store = store
        changedAt = Self.timestamp(store.clock())
        let connection = store.connection
        (changeID, insert) = try store.sql { () throws(SQLiteConnection.Failure) in
            let next =
                try connection.integer(
                    "SELECT coalesce(max(change_id), 0) + 1 FROM history") ?? 1
            let statement = try connection.cachedStatement(
                """
                INSERT INTO history (change_id, expense_id, kind, field, old_value, new_value,
                    changed_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
                """)
            return (next, statement)
        }
    }

    /// One entry per field that differs between `old` and `new` (nil for a side that does
    /// not exist), for the expense `id`.
    func record(_ kind: HistoryEntry.Kind, id: UUID, old: RecurringExpense?, new: RecurringExpense?)
        throws(StoreError)
    {
        let oldValues = old.map(ExpenseColumns.values(of:))
        let newValues = new.map(ExpenseColumns.values(of:))
        for (index, field) in ExpenseColumns.names.enumerated() {
            let before = oldValues?[index] ?? .null
            let after = newValues?[index] ?? .null
            guard before != after else { continue }
            try append(
                kind, id: id.uuidString, field: field,
                old: ExpenseColumns.historyText(before), new: ExpenseColumns.historyText(after))
        }
    }

    /// One entry for a ledger-wide value (no expense).
    func recordLedger(field: String, old: String?, new: String?) throws(StoreError) {
        try append(.ledger, id: nil, field: field, old: old, new: new)
    }

    /// One entry for a setting.
    func recordSetting(key: String, old: String?, new: String?) throws(StoreError) {
        try append(.setting, id: nil, field: key, old: old, new: new)
    }

    private func append(
        _ kind: HistoryEntry.Kind, id: String?, field: String, old: String?, new: String?
    ) throws(StoreError) {
        let values: [SQLiteValue] = [
            .integer(changeID), id.map { .text($0) } ?? .null, .text(kind.rawValue),
            .text(field), old.map { .text($0) } ?? .null, new.map { .text($0) } ?? .null,
            .text(changedAt),
        ]
        try store.sql { () throws(SQLiteConnection.Failure) in try insert.run(values) }
    }

    /// `YYYY-MM-DDTHH:MM:SSZ` in UTC, without a formatter (they are slow to create).
    static func timestamp(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let year = String(parts.tm_year + 1900)
        return "\(year)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T"
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))Z"
    }
}
