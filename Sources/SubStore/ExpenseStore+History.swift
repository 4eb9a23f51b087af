import Foundation

extension ExpenseStore {
    /// Recorded changes, oldest first: of one expense, or of everything when `expenseID` is
    /// nil. The amount's entries (`field == "amount_minor"`) are its price history.
    public func history(of expenseID: UUID? = nil) throws(StoreError) -> [HistoryEntry] {
        let columns =
            "SELECT sequence, change_id, expense_id, kind, field, old_value, new_value, changed_at"
            + " FROM history"
        let sql =
            expenseID == nil
            ? columns + " ORDER BY sequence" : columns + " WHERE expense_id = ?1 ORDER BY sequence"
        var entries: [HistoryEntry] = []
        try self.sql { () throws(SQLiteConnection.Failure) in
            let statement = try connection.cachedStatement(sql)
            defer { statement.reset() }
            if let expenseID { try statement.bind(expenseID.uuidString, at: 1) }
            while try statement.step() {
                guard let kindText = statement.text(3),
                    let kind = HistoryEntry.Kind(rawValue: kindText)
                else { continue }  // a kind from a newer program: skip rather than fail
                entries.append(
                    HistoryEntry(
                        sequence: statement.int64(0), changeID: statement.int64(1),
                        expenseID: statement.withUTF8(2, TextParsing.uuid) ?? nil, kind: kind,
                        field: statement.text(4) ?? "", oldValue: statement.text(5),
                        newValue: statement.text(6), changedAt: statement.text(7) ?? ""))
            }
        }
        return entries
    }

    /// How many times an expense was archived, as recorded in history. Equals the persisted
    /// kill count for profiles created at version 2 or later.
    public func archiveEventCount() throws(StoreError) -> Int {
        try sql { () throws(SQLiteConnection.Failure) in
            Int(
                try connection.integer(
                    "SELECT count(*) FROM history WHERE kind = 'archive' AND field = 'status'") ?? 0
            )
        }
    }

    /// `PRAGMA integrity_check`: `true` when SQLite finds the file sound.
    public func integrityCheck() throws(StoreError) -> Bool {
        try sql { () throws(SQLiteConnection.Failure) in
            let statement = try connection.prepare("PRAGMA integrity_check")
            return try statement.step() && statement.text(0) == "ok"
        }
    }
}
