import FoundationEssentials
import SubRecords

extension ExpenseStore {
    /// The recorded changes, newest first: all of them, or those touching `expenseID` (with
    /// only that expense's entries).
    ///
    /// Settings are not changes: older files recorded `lang` and `remind` as `setting` rows,
    /// which are skipped here and by `undo` (`settingCondition`), so their history still
    /// reads, and counts, as the subscriptions' alone.
    public func changes(of expenseID: UUID? = nil) throws(StoreError) -> [HistoryChange] {
        try inReadTransaction { () throws(StoreError) in
            HistoryChange.grouped(try history(of: expenseID).filter { $0.kind != .setting })
        }
    }

    /// Rows of history that are changes (not an older program's settings).
    static let settingCondition = "kind <> 'setting'"

    /// How many changes history holds.
    public func changeCount() throws(StoreError) -> Int {
        try sql { () throws(SQLiteConnection.Failure) in
            Int(
                try connection.integer(
                    "SELECT count(DISTINCT change_id) FROM history WHERE " + Self.settingCondition)
                    ?? 0)
        }
    }

    /// The newest `count` changes (fewer when history holds fewer), newest first.
    func latestChanges(_ count: Int) throws(StoreError) -> [HistoryChange] {
        let oldest = try sql { () throws(SQLiteConnection.Failure) -> Int64? in
            let statement = try connection.cachedStatement(
                "SELECT min(change_id) FROM (SELECT DISTINCT change_id FROM history WHERE "
                    + Self.settingCondition + " ORDER BY change_id DESC LIMIT ?1)")
            defer { statement.reset() }
            try statement.bind([.integer(Int64(count))])
            guard try statement.step(), !statement.isNull(0) else { return nil }
            return statement.int64(0)
        }
        guard let oldest else { return [] }
        return HistoryChange.grouped(
            try historyEntries(
                where: "change_id >= ?1 AND " + Self.settingCondition,
                binding: [.integer(oldest)]))
    }

    /// Runs `body` inside one read transaction, so what it reads is one snapshot.
    func inReadTransaction<Value>(_ body: () throws(StoreError) -> Value) throws(StoreError)
        -> Value
    {
        try begin("BEGIN")
        do {
            let value = try body()
            try commit()
            return value
        } catch {
            rollback()
            throw error
        }
    }
}
