import FoundationEssentials
import SubDomain
import SubRecords

/// What the server sent, written into the cache without queuing it again.
extension ExpenseStore {
    /// Writes the server's changes into the cache as one command, without queuing them back:
    /// rows changed on the server replace or join the cached ones (each with the server
    /// `version` it has there, which later changes of the row carry as their base), deleted
    /// rows leave, and the pulled version moves to `latestVersion`.
    ///
    /// A row this client cannot read (another app wrote a value SubHub does not know) is
    /// skipped, not fatal: the cache keeps its previous copy, if any, and the row is named in
    /// `unreadable` so the shell can say which one and why. Every other row still applies. A
    /// member whose group the cache does not hold waits in `rowsToRefetch` until it does.
    ///
    /// Payments come in the same transaction, so the pulled version never moves past one
    /// that was not written: `payments` are stored, `deletedPayments` leave, and with
    /// `allPayments` (the whole household) every stored payment the server lacks leaves,
    /// unless it still waits for the server. None gets history or is queued back; the
    /// estimates of the plans that vary follow them.
    @discardableResult
    public func applyServerChanges(
        _ rows: [(record: ExpenseRecord, version: Int64)], deletions: [UUID],
        latestVersion: Int64, payments: [Payment] = [], deletedPayments: [UUID] = [],
        allPayments: Bool = false
    ) throws(StoreError) -> ServerChangesApplied {
        try withoutOutbox { () throws(StoreError) -> ServerChangesApplied in
            var writes =
                payments.isEmpty && deletedPayments.isEmpty && !allPayments
                ? PaymentWrites()
                : try serverPaymentWrites(
                    payments, deleted: deletedPayments, wholeHousehold: allPayments)
            if !writes.isEmpty { forgetCachedLedger() }
            var applied = try writeWithSettings(payments: &writes, failing: { $0 }) {
                (ledger: inout ExpenseLedger) throws(StoreError) -> (
                    ServerChangesApplied, [SettingWrite]
                ) in
                (
                    try applyFromServer(
                        rows, deletions: deletions, latestVersion: latestVersion, to: &ledger),
                    []
                )
            }
            applied.paymentsWritten = writes.recorded.count
            applied.paymentsDeleted = writes.removed.count
            return applied
        }
    }

    /// `applyServerChanges`'s work inside the write: `latestVersion` is `nil` when the rows
    /// are not a pull (a refetch), which leaves the pulled version as it is.
    func applyFromServer(
        _ rows: [(record: ExpenseRecord, version: Int64)], deletions: [UUID],
        latestVersion: Int64?, to ledger: inout ExpenseLedger
    ) throws(StoreError) -> ServerChangesApplied {
        var decoded: [(expense: RecurringExpense, version: Int64)] = []
        decoded.reserveCapacity(rows.count)
        var unreadable: [UnreadableServerRow] = []
        for row in rows {
            do {
                decoded.append((try row.record.decoded(), row.version))
            } catch {
                let field: String
                if case .invalid(let name) = error { field = name } else { field = "" }
                unreadable.append(
                    UnreadableServerRow(
                        id: row.record["id"] ?? "", name: row.record["name"], field: field))
            }
        }
        // A member whose group the cache does not hold (this profile's delete of the group
        // waits for the server, or the group was unreadable, or it comes on a later page) cannot
        // be cached yet: it is read again at every sync until its group is there (or it has
        // left it).
        let deleted = Set(deletions)
        let arrivingGroups = Set(decoded.map(\.expense).filter(\.isGroup).map(\.id))
        var orphans: [UUID] = []
        decoded.removeAll { row in
            guard let parent = row.expense.parentID, !arrivingGroups.contains(parent),
                deleted.contains(parent) || ledger.expense(withID: parent)?.isGroup != true
            else { return false }
            orphans.append(row.expense.id)
            return true
        }
        if !orphans.isEmpty {
            try sql { () throws(SQLiteConnection.Failure) in
                let later = try connection.cachedStatement(
                    "INSERT OR IGNORE INTO sync_refetch (expense_id) VALUES (?1)")
                for id in orphans { try later.run([.text(id.uuidString)]) }
            }
        }
        // Groups first: a member joins a group already in the list.
        let ordered =
            decoded.map(\.expense).filter { $0.parentID == nil }
            + decoded.map(\.expense).filter { $0.parentID != nil }
        let (written, removed) = ledger.takeFromServer(ordered, deleting: deleted)
        try recordServerVersions(
            decoded.map { ($0.expense.id, $0.version) }, forgetting: deletions)
        try settleProblemsTheServerResolved(
            Dictionary(decoded.map { ($0.expense.id, ExpenseRecord($0.expense)) }) { _, last in
                last
            },
            deletions: deleted)
        if let latestVersion {
            let pulled = Int64(try setting(.pulledVersion) ?? "0") ?? 0
            try setSetting(.pulledVersion, to: String(max(pulled, latestVersion)))
        }
        return ServerChangesApplied(written: written, deleted: removed, unreadable: unreadable)
    }

    /// The server version of cached row `id` as the last pull saw it; `nil` when the cache
    /// never saw it come from the server.
    public func serverVersion(of id: UUID) throws(StoreError) -> Int64? {
        try sql { () throws(SQLiteConnection.Failure) -> Int64? in
            let statement = try connection.cachedStatement(
                "SELECT version FROM sync_versions WHERE expense_id = ?1")
            defer { statement.reset() }
            try statement.bind([.text(id.uuidString)])
            return try statement.step() ? statement.int64(0) : nil
        }
    }

    func recordServerVersions(_ versions: [(UUID, Int64)], forgetting gone: [UUID])
        throws(StoreError)
    {
        guard !versions.isEmpty || !gone.isEmpty else { return }
        try sql { () throws(SQLiteConnection.Failure) in
            let upsert = try connection.cachedStatement(
                """
                INSERT INTO sync_versions (expense_id, version) VALUES (?1, ?2)
                ON CONFLICT (expense_id) DO UPDATE SET version = excluded.version
                """)
            for (id, version) in versions {
                try upsert.run([.text(id.uuidString), .integer(max(0, version))])
            }
            let forget = try connection.cachedStatement(
                "DELETE FROM sync_versions WHERE expense_id = ?1")
            for id in gone { try forget.run([.text(id.uuidString)]) }
        }
    }

    /// Takes out of the outbox every change with a problem that the server now holds: an
    /// insert or update whose every field has the server value it wanted (another push, its
    /// own user's later edit or another member put it there), a delete of a row the server
    /// deleted. Such a change has nothing left to do, and is never sent again.
    func settleProblemsTheServerResolved(
        _ records: [UUID: ExpenseRecord], deletions: Set<UUID>
    ) throws(StoreError) {
        let done = try pendingChanges().filter { change in
            guard change.problem != nil else { return false }
            switch change.kind {
            case .delete:
                return deletions.contains(change.expenseID)
            case .insert, .update:
                guard let server = records[change.expenseID], let after = change.after else {
                    return false
                }
                return change.changedFields.allSatisfy { server[$0] == after[$0] }
            }
        }
        guard !done.isEmpty else { return }
        try sql { () throws(SQLiteConnection.Failure) in
            let delete = try connection.cachedStatement("DELETE FROM sync_outbox WHERE number = ?1")
            for change in done { try delete.run([.integer(change.number)]) }
        }
    }
}
