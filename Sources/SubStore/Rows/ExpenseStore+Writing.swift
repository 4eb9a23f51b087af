import FoundationEssentials
import SubDomain
import SubRecords

extension ExpenseStore {
    /// Writes `diff` inside the open transaction, in the order the foreign key and the group
    /// triggers accept (see `LedgerDiff`), and records every change in `history` — except
    /// what the household's server sent (or a dropped pending change putting back the
    /// server's values): history is this profile's own changes, the ones `undo` may revert,
    /// and a row changed since without a history row was changed by someone else.
    /// `recorder` is `nil` for what came from the server. `priceHistory` holds the earlier
    /// prices of inserted expenses (see `write(priceHistory:_:)`).
    ///
    /// New rows are written with their figures (`ContributionColumns`) as `ledger`, the
    /// ledger after the change, computes them; their ids are returned, as rows whose figures
    /// need no second write. A change that only adds, and adds thousands of rows (an
    /// import), has its rows and their history rows staged and written by one statement
    /// each (`StagedRows`).
    func apply(
        _ diff: LedgerDiff, recorder: HistoryRecorder?, in ledger: ExpenseLedger,
        priceHistory: [UUID: [PriceChange]] = [:]
    ) throws(StoreError) -> Set<UUID> {
        var inserted = Set<UUID>()
        let outbox = try OutboxRecorder(store: self)
        let stagesRows =
            diff.written.count >= rowsToStage && diff.deleted.isEmpty
            && diff.written.allSatisfy { $0.previous == nil }
        try sql { () throws(SQLiteConnection.Failure) in
            let detach = try connection.cachedStatement(
                "UPDATE expenses SET parent_id = NULL WHERE id = ?1")
            for child in diff.childrenToDetach {
                try detach.run([.text(TextParsing.uuidText(child.id))])
            }
            let delete = try connection.cachedStatement("DELETE FROM expenses WHERE id = ?1")
            for expense in diff.deletionOrder {
                try delete.run([.text(TextParsing.uuidText(expense.id))])
            }
            let staged =
                stagesRows
                ? try StagedRows(
                    into: "expenses", columns: ContributionColumns.insertColumns,
                    connection: connection) : nil
            let insert = try connection.cachedStatement(ContributionColumns.insert)
            let update = try connection.cachedStatement(ExpenseColumns.update)
            for placed in diff.writeOrder {
                var values =
                    [SQLiteValue.integer(placed.position)]
                    + ExpenseColumns.values(of: placed.expense)
                if placed.previous == nil {
                    values += ContributionColumns.values(of: placed.expense, in: ledger)
                    if let staged { try staged.add(values) } else { try insert.run(values) }
                    inserted.insert(placed.expense.id)
                } else {
                    try update.run(values)
                }
            }
            try staged?.write()
        }
        try outbox?.record(diff)
        let history = stagesRows ? try recorder?.staging() : recorder
        for expense in diff.deleted {
            try history?.record(.delete, id: expense.id, old: expense, new: nil)
        }
        for placed in diff.written {
            let kind: HistoryEntry.Kind
            switch (placed.previous?.status, placed.expense.status) {
            case (nil, _): kind = .insert
            case (.active?, .archived): kind = .archive
            case (.archived?, .active): kind = .restore
            default: kind = .update
            }
            if kind == .insert, let steps = priceHistory[placed.expense.id], !steps.isEmpty {
                try history?.recordInsert(placed.expense, priceSteps: steps)
            } else {
                try history?.record(
                    kind, id: placed.expense.id, old: placed.previous, new: placed.expense)
            }
        }
        try history?.writeStaged()
        if let killCount = diff.killCount {
            try setSetting(.killCount, to: String(killCount.new))
            try recorder?.recordLedger(
                field: SettingKey.killCount.rawValue, old: String(killCount.old),
                new: String(killCount.new))
        }
        return inserted
    }

    /// Rows a change must touch to be a large one: its transaction gets a larger page cache,
    /// and the rows it only adds are staged (`rowsToStage`, `StagedRows`).
    static let largeChangeRows = 2_000

    /// Gives a transaction that writes `rows` rows a page cache large enough for all it
    /// touches, until `restorePageCache` (after its commit).
    ///
    /// An import of 100,000 rows inserts into the id index and history's expense index at
    /// random places all over a 60 MB file: in SQLite's default 2 MB cache every page was
    /// evicted, read back and, dirty, spilled to the WAL again and again. The cache only
    /// grows as pages are used, and is given back when the change is done.
    func enlargePageCache(forRows rows: Int) throws(StoreError) {
        guard rows >= Self.largeChangeRows, pageCacheToRestore == nil else { return }
        try sql { () throws(SQLiteConnection.Failure) in
            pageCacheToRestore = try connection.integer("PRAGMA cache_size") ?? -2_000
            // In KiB when negative: 1 KiB per row written is several times what a row, its
            // history row and their index entries take.
            try connection.execute("PRAGMA cache_size = -\(max(rows, 65_536))")
        }
    }

    /// Puts the page cache back to its size before `enlargePageCache(forRows:)`.
    func restorePageCache() {
        guard let size = pageCacheToRestore else { return }
        pageCacheToRestore = nil
        try? connection.execute("PRAGMA cache_size = \(size)")
    }
}
