import FoundationEssentials
import SubDomain
import SubRecords

/// The outbox of a linked profile: the writes the server has not taken yet, settled,
/// dropped and refetched.
extension ExpenseStore {
    /// Every write waiting for the server, oldest first.
    public func pendingChanges() throws(StoreError) -> [PendingChange] {
        let rows = try sql { () throws(SQLiteConnection.Failure) in
            try connection.rows(
                """
                SELECT number, key, expense_id, kind, before, after, queued_at, problem,
                    base_version
                FROM sync_outbox ORDER BY number
                """
            ) { statement in
                (
                    statement.int64(0), statement.text(1), statement.text(2), statement.text(3),
                    statement.text(4), statement.text(5), statement.text(6), statement.text(7),
                    statement.isNull(8) ? nil : statement.int64(8)
                )
            }
        }
        var changes: [PendingChange] = []
        changes.reserveCapacity(rows.count)
        for row in rows {
            let id = "sync_outbox.\(row.0)"
            guard let key = row.1.flatMap(UUID.init(uuidString:)),
                let expenseID = row.2.flatMap(UUID.init(uuidString:)),
                let kind = row.3.flatMap(PendingChange.Kind.init(rawValue:)),
                let queuedSeconds = row.6.flatMap(Double.init)
            else { throw .corruptRow(path: path, id: id, column: "key") }
            let before = try row.4.map { text throws(StoreError) in
                guard let record = OutboxCoding.record(from: text) else {
                    throw .corruptRow(path: path, id: id, column: "before")
                }
                return record
            }
            let after = try row.5.map { text throws(StoreError) in
                guard let record = OutboxCoding.record(from: text) else {
                    throw .corruptRow(path: path, id: id, column: "after")
                }
                return record
            }
            let problem = try row.7.map { text throws(StoreError) in
                guard let problem = OutboxCoding.problem(from: text) else {
                    throw .corruptRow(path: path, id: id, column: "problem")
                }
                return problem
            }
            changes.append(
                PendingChange(
                    number: row.0, key: key, expenseID: expenseID, kind: kind, before: before,
                    after: after, queuedAt: Date(timeIntervalSince1970: queuedSeconds),
                    problem: problem, baseVersion: row.8))
        }
        return changes
    }

    /// How many writes wait for the server: the plans' changes and the payments'.
    public func pendingCount() throws(StoreError) -> Int {
        try sql { () throws(SQLiteConnection.Failure) in
            Int(
                try connection.integer(
                    "SELECT (SELECT count(*) FROM sync_outbox)"
                        + " + (SELECT count(*) FROM sync_payment_outbox)") ?? 0)
        }
    }

    /// What one push did: `nil` when the server applied it (it leaves the outbox), otherwise
    /// why it stays. A conflict keeps only the conflicting fields waiting and gets a new key,
    /// since the server recorded the old one with the fields it did apply.
    public func settlePending(_ number: Int64, problem: PendingProblem?) throws(StoreError) {
        try settlePending([(number, problem)])
    }

    /// Several pushes' outcomes in one transaction: a batch the server applied in one
    /// commit is settled here in one too.
    ///
    /// `appliedVersions` gives, for a change the server applied in full, the server version
    /// its row has now, when the server says it: the row's known version moves there, and
    /// the later pending changes of that row (made on top of this one, so on that version)
    /// carry it as their base instead of the one before this change.
    public func settlePending(
        _ outcomes: [(number: Int64, problem: PendingProblem?)],
        appliedVersions: [Int64: Int64] = [:]
    ) throws(StoreError) {
        guard !outcomes.isEmpty else { return }
        try inTransaction { () throws(StoreError) in
            for outcome in outcomes {
                if outcome.problem == nil, let version = appliedVersions[outcome.number] {
                    try rebaseLaterChanges(of: outcome.number, on: version)
                }
                try settleOne(outcome.number, problem: outcome.problem)
            }
        }
    }

    func rebaseLaterChanges(of number: Int64, on version: Int64) throws(StoreError) {
        try sql { () throws(SQLiteConnection.Failure) in
            let find = try connection.cachedStatement(
                "SELECT expense_id, kind FROM sync_outbox WHERE number = ?1")
            defer { find.reset() }
            try find.bind([.integer(number)])
            guard try find.step(), let id = find.text(0) else { return }
            let kind = find.text(1)
            find.reset()
            if kind == PendingChange.Kind.delete.rawValue {
                try connection.cachedStatement("DELETE FROM sync_versions WHERE expense_id = ?1")
                    .run([.text(id)])
                return
            }
            try connection.cachedStatement(
                """
                INSERT INTO sync_versions (expense_id, version) VALUES (?1, ?2)
                ON CONFLICT (expense_id) DO UPDATE SET version = max(version, excluded.version)
                """
            ).run([.text(id), .integer(version)])
            try connection.cachedStatement(
                """
                UPDATE sync_outbox SET base_version = ?3
                WHERE expense_id = ?1 AND number > ?2 AND kind <> 'insert'
                    AND (base_version IS NULL OR base_version < ?3)
                """
            ).run([.text(id), .integer(number), .integer(version)])
        }
    }

    func settleOne(_ number: Int64, problem: PendingProblem?) throws(StoreError) {
        try sql { () throws(SQLiteConnection.Failure) in
            guard let problem else {
                try connection.cachedStatement("DELETE FROM sync_outbox WHERE number = ?1")
                    .run([.integer(number)])
                return
            }
            if case .conflict = problem {
                try connection.cachedStatement(
                    "UPDATE sync_outbox SET problem = ?2, key = ?3 WHERE number = ?1"
                ).run([
                    .integer(number), .text(OutboxCoding.text(of: problem)),
                    .text(UUID().uuidString),
                ])
            } else {
                try connection.cachedStatement(
                    "UPDATE sync_outbox SET problem = ?2 WHERE number = ?1"
                ).run([.integer(number), .text(OutboxCoding.text(of: problem))])
            }
        }
    }

    /// Gives up pending change `number` and the later ones of the same subscription (they
    /// were made on top of it), and takes their effect out of the cache: fields still holding
    /// this profile's value get the one it replaced, an unsent insert leaves, an unsent delete
    /// comes back. Fields someone else has changed since are left as they are. Returns the
    /// changes dropped, oldest first; empty when `number` is not pending.
    public func dropPending(_ number: Int64) throws(StoreError) -> [PendingChange] {
        let all = try pendingChanges()
        guard let first = all.first(where: { $0.number == number }) else { return [] }
        let dropped = all.filter { $0.expenseID == first.expenseID && $0.number >= number }
        try withoutOutbox { () throws(StoreError) in
            try storeWrite { (ledger: inout ExpenseLedger) throws(StoreError) in
                var expenses = ledger.expenses
                for change in dropped.reversed() {
                    let card = change.kind == .delete ? try cardWhenDeleted(change.expenseID) : nil
                    try Self.revert(change, in: &expenses, path: path, deletedCard: card)
                }
                ledger = ExpenseLedger(expenses: expenses, killCount: ledger.killCount)
                try sql { () throws(SQLiteConnection.Failure) in
                    let delete = try connection.cachedStatement(
                        "DELETE FROM sync_outbox WHERE number = ?1")
                    for change in dropped { try delete.run([.integer(change.number)]) }
                    // The local revert is the best the cache can do alone; the next sync
                    // reads these rows (and the groups they were in) again from the server.
                    let refetch = try connection.cachedStatement(
                        "INSERT OR IGNORE INTO sync_refetch (expense_id) VALUES (?1)")
                    var touched: Set<String> = [first.expenseID.uuidString]
                    for change in dropped {
                        for record in [change.before, change.after] {
                            if let parent = record?["parent_id"] { touched.insert(parent) }
                        }
                    }
                    for id in touched.sorted() { try refetch.run([.text(id)]) }
                }
            }
        }
        return dropped
    }

    /// The card row `id` had when this profile last deleted it, from the whole row its
    /// history kept; `nil` when it had none or history has no such delete.
    private func cardWhenDeleted(_ id: UUID) throws(StoreError) -> String? {
        try sql { () throws(SQLiteConnection.Failure) -> String? in
            let find = try connection.cachedStatement(
                """
                SELECT json_extract(old_value, '$.paid_with') FROM history
                WHERE expense_id = ?1 AND kind = 'delete' AND json_valid(old_value)
                ORDER BY sequence DESC LIMIT 1
                """)
            defer { find.reset() }
            try find.bind([.text(id.uuidString)])
            return try find.step() ? find.text(0) : nil
        }
    }

    /// Rows a dropped pending change touched, to read again from the server.
    public func rowsToRefetch() throws(StoreError) -> [UUID] {
        try sql { () throws(SQLiteConnection.Failure) in
            try connection.rows("SELECT expense_id FROM sync_refetch ORDER BY expense_id") {
                $0.text(0)
            }
        }.compactMap { $0.flatMap(UUID.init(uuidString:)) }
    }

    /// Puts the server's copy of rows `asked` (from `rowsToRefetch`) into the cache: `rows`
    /// are those the server has, each with its version; an asked row it does not have leaves
    /// the cache. A row that still has pending changes keeps its cached copy (it converges
    /// when they are pushed and pulled back). The rows are no longer to refetch.
    @discardableResult
    public func applyRefetchedRows(
        _ rows: [(record: ExpenseRecord, version: Int64)], asked: [UUID]
    ) throws(StoreError) -> ServerChangesApplied {
        let waiting = Set(try pendingChanges().map(\.expenseID))
        let present = Set(rows.compactMap(\.record.id))
        let kept = rows.filter { row in row.record.id.map { !waiting.contains($0) } ?? true }
        let gone = asked.filter { !present.contains($0) && !waiting.contains($0) }
        return try withoutOutbox { () throws(StoreError) -> ServerChangesApplied in
            try storeWrite {
                (ledger: inout ExpenseLedger) throws(StoreError) -> ServerChangesApplied in
                // Cleared first: a member whose group is still missing is marked again.
                try sql { () throws(SQLiteConnection.Failure) in
                    let done = try connection.cachedStatement(
                        "DELETE FROM sync_refetch WHERE expense_id = ?1")
                    for id in asked { try done.run([.text(id.uuidString)]) }
                }
                return try applyFromServer(kept, deletions: gone, latestVersion: nil, to: &ledger)
            }
        }
    }
}

extension ExpenseStore {
    /// Puts refused changes back in line: the next sync sends them again, and the server
    /// decides again. Safe whoever wrote since: a pushed update carries the version it was
    /// made on, and the server answers a conflict, never an overwrite, for a field another
    /// member changed after it. Changes in conflict are left as they are (sent again as
    /// they are, they would clash again).
    public func requeueRefused(_ numbers: [Int64]) throws(StoreError) {
        guard !numbers.isEmpty else { return }
        try inTransaction { () throws(StoreError) in
            try sql { () throws(SQLiteConnection.Failure) in
                let requeue = try connection.cachedStatement(
                    "UPDATE sync_outbox SET problem = NULL WHERE number = ?1")
                for number in numbers { try requeue.run([.integer(number)]) }
            }
        }
    }
}
