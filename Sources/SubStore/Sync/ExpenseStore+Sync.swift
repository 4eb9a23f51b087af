import Foundation
import SubDomain
import SubRecords

/// The cache side of a profile linked to a household server: the link itself, the outbox of
/// writes the server has not accepted, and applying what the server sent.
///
/// Every write a linked profile makes through `write` is mirrored into `sync_outbox` in the
/// same transaction (see `OutboxRecorder`), so a crash never leaves a cache change without
/// its pending push, nor a push without its change. What comes from the server is written
/// with the mirror off: it is already there.
extension ExpenseStore {
    // MARK: The link

    /// The household this profile lives in, or `nil` for a local-only profile.
    public func householdLink() throws(StoreError) -> HouseholdLink? {
        guard let conninfo = try setting(.serverConninfo) else { return nil }
        guard let idText = try setting(.householdID), let id = UUID(uuidString: idText) else {
            throw corruptLinkSetting(.householdID)
        }
        var role: HouseholdRole?
        if let roleText = try setting(.householdRole) {
            guard let parsed = HouseholdRole(rawValue: roleText) else {
                throw corruptLinkSetting(.householdRole)
            }
            role = parsed
        }
        let pulledText = try setting(.pulledVersion) ?? "0"
        guard let pulled = Int64(pulledText), pulled >= 0 else {
            throw corruptLinkSetting(.pulledVersion)
        }
        var lastSync: Date?
        if let syncText = try setting(.lastSync) {
            guard let seconds = Double(syncText) else { throw corruptLinkSetting(.lastSync) }
            lastSync = Date(timeIntervalSince1970: seconds)
        }
        return HouseholdLink(
            conninfo: conninfo, householdID: id,
            householdName: try setting(.householdName) ?? "",
            login: try setting(.householdLogin) ?? "", role: role, pulledVersion: pulled,
            lastSync: lastSync)
    }

    /// Stores the link as one command. The outbox starts empty: what the profile held before
    /// is uploaded by the caller, not queued.
    public func saveLink(_ link: HouseholdLink) throws(StoreError) {
        try inTransaction { () throws(StoreError) in try writeLinkSettings(link) }
    }

    /// Makes the profile local-only again: forgets the link and the writes still waiting for
    /// the server (their changes stay in the cache). Returns how many were waiting.
    @discardableResult
    public func removeLink() throws(StoreError) -> Int {
        try inTransaction { () throws(StoreError) -> Int in
            let waiting = try pendingCountInTransaction()
            try sql { () throws(SQLiteConnection.Failure) in
                try connection.execute("DELETE FROM sync_outbox")
                try connection.execute("DELETE FROM sync_versions")
                try connection.execute("DELETE FROM sync_refetch")
            }
            for key in Self.linkKeys { try setSetting(key, to: nil) }
            return waiting
        }
    }

    /// Records that the server answered: its role for this login and the time.
    public func recordServerContact(role: HouseholdRole?, at date: Date) throws(StoreError) {
        try inTransaction { () throws(StoreError) in
            try setSetting(.householdRole, to: role?.rawValue)
            try setSetting(.lastSync, to: String(date.timeIntervalSince1970))
        }
    }

    // MARK: The outbox

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

    /// How many writes wait for the server.
    public func pendingCount() throws(StoreError) -> Int {
        try sql { () throws(SQLiteConnection.Failure) in
            Int(try connection.integer("SELECT count(*) FROM sync_outbox") ?? 0)
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

    private func rebaseLaterChanges(of number: Int64, on version: Int64) throws(StoreError) {
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

    private func settleOne(_ number: Int64, problem: PendingProblem?) throws(StoreError) {
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
                    try Self.revert(change, in: &expenses, path: path)
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

    // MARK: What the server sent

    /// Writes the server's changes into the cache as one command, without queuing them back:
    /// rows changed on the server replace or join the cached ones (each with the server
    /// `version` it has there, which later changes of the row carry as their base), deleted
    /// rows leave, and the pulled version moves to `latestVersion`.
    ///
    /// A row this client cannot read (another app wrote a value SubHub does not know) is
    /// skipped, not fatal: the cache keeps its previous copy, if any, and the row is named in
    /// `unreadable` so the shell can say which one and why. Every other row still applies. A
    /// member whose group the cache does not hold waits in `rowsToRefetch` until it does.
    @discardableResult
    public func applyServerChanges(
        _ rows: [(record: ExpenseRecord, version: Int64)], deletions: [UUID],
        latestVersion: Int64
    ) throws(StoreError) -> ServerChangesApplied {
        try withoutOutbox { () throws(StoreError) -> ServerChangesApplied in
            try storeWrite {
                (ledger: inout ExpenseLedger) throws(StoreError) -> ServerChangesApplied in
                try applyFromServer(
                    rows, deletions: deletions, latestVersion: latestVersion, to: &ledger)
            }
        }
    }

    /// `applyServerChanges`'s work inside the write: `latestVersion` is `nil` when the rows
    /// are not a pull (a refetch), which leaves the pulled version as it is.
    private func applyFromServer(
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
        var expenses = ledger.expenses
        var index: [UUID: Int] = [:]
        index.reserveCapacity(expenses.count)
        for (position, expense) in expenses.enumerated() { index[expense.id] = position }
        // A member whose group the cache does not hold (this profile's delete of the group
        // waits for the server, or the group was unreadable) cannot be cached yet: it is read
        // again at every sync until its group is there (or it has left it).
        let deleted = Set(deletions)
        let groups = Set(
            decoded.map(\.expense).filter(\.isGroup).map(\.id)
                + expenses.filter { $0.isGroup && !deleted.contains($0.id) }.map(\.id))
        var orphans: [UUID] = []
        decoded.removeAll { row in
            guard let parent = row.expense.parentID, !groups.contains(parent) else {
                return false
            }
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
        var written = 0
        for (expense, _) in decoded {
            if let position = index[expense.id] {
                if expenses[position] != expense {
                    expenses[position] = expense
                    written += 1
                }
            } else {
                index[expense.id] = expenses.count
                expenses.append(expense)
                written += 1
            }
        }
        let gone = deleted.filter { index[$0] != nil }
        if !gone.isEmpty {
            expenses.removeAll { gone.contains($0.id) }
            // A cached member of a group the server deleted (this profile moved it there and
            // the move still waits) is released, as the server releases the members it knows.
            let left = Set(expenses.map(\.id))
            for position in expenses.indices {
                guard let parent = expenses[position].parentID, !left.contains(parent) else {
                    continue
                }
                expenses[position].parentID = nil
                expenses[position].archivedWithGroup = false
                written += 1
            }
        }
        if written > 0 || !gone.isEmpty {
            ledger = ExpenseLedger(expenses: expenses, killCount: ledger.killCount)
        }
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
        return ServerChangesApplied(written: written, deleted: gone.count, unreadable: unreadable)
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

    private func recordServerVersions(_ versions: [(UUID, Int64)], forgetting gone: [UUID])
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
    private func settleProblemsTheServerResolved(
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

    // MARK: Internals

    static let linkKeys: [SettingKey] = [
        .serverConninfo, .householdID, .householdName, .householdLogin, .householdRole,
        .pulledVersion, .lastSync,
    ]

    private func writeLinkSettings(_ link: HouseholdLink) throws(StoreError) {
        try setSetting(.serverConninfo, to: link.conninfo)
        try setSetting(.householdID, to: link.householdID.uuidString)
        try setSetting(.householdName, to: link.householdName)
        try setSetting(.householdLogin, to: link.login)
        try setSetting(.householdRole, to: link.role?.rawValue)
        try setSetting(.pulledVersion, to: String(link.pulledVersion))
        try setSetting(.lastSync, to: link.lastSync.map { String($0.timeIntervalSince1970) })
    }

    private func pendingCountInTransaction() throws(StoreError) -> Int {
        try pendingCount()
    }

    /// Runs `body` as one write transaction of its own.
    func inTransaction<Value>(_ body: () throws(StoreError) -> Value) throws(StoreError) -> Value {
        try begin("BEGIN IMMEDIATE")
        do {
            let value = try body()
            try commit()
            return value
        } catch {
            rollback()
            throw error
        }
    }

    /// Runs `body` with the outbox mirror off: for writes that come from the server or undo a
    /// pending change, which must not be queued back.
    private func withoutOutbox<Value>(_ body: () throws(StoreError) -> Value) throws(StoreError)
        -> Value
    {
        let previous = mirrorsWritesToOutbox
        mirrorsWritesToOutbox = false
        defer { mirrorsWritesToOutbox = previous }
        return try body()
    }

    /// `write` for a body that throws only store errors, keeping the error's type.
    private func storeWrite<Value>(_ body: (inout ExpenseLedger) throws(StoreError) -> Value)
        throws(StoreError) -> Value
    {
        do {
            return try write { ledger in try body(&ledger) }
        } catch let error as StoreError {
            throw error
        } catch {
            // `write` rethrows what `body` throws (store errors) and throws store errors.
            preconditionFailure("a store write threw \(type(of: error))")
        }
    }

    private static func revert(
        _ change: PendingChange, in expenses: inout [RecurringExpense], path: String
    ) throws(StoreError) {
        let position = expenses.firstIndex { $0.id == change.expenseID }
        func decode(_ record: ExpenseRecord) throws(StoreError) -> RecurringExpense {
            do { return try record.decoded() } catch {
                throw .corruptRow(
                    path: path, id: "sync_outbox.\(change.number)", column: "before")
            }
        }
        switch change.kind {
        case .insert:
            if let position { expenses.remove(at: position) }
        case .delete:
            if position == nil, let before = change.before {
                expenses.append(try decode(before))
            }
        case .update:
            guard let position, let before = change.before, let after = change.after else {
                return
            }
            let current = ExpenseRecord(expenses[position])
            let mine = change.changedFields.filter { current[$0] == after[$0] }
            guard !mine.isEmpty else { return }
            expenses[position] = try decode(current.replacing(mine, from: before))
        }
    }

    private func corruptLinkSetting(_ key: SettingKey) -> StoreError {
        .corruptRow(path: path, id: "settings." + key.rawValue, column: "value")
    }
}
