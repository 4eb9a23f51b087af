import Foundation
import SubStore

/// One login's view of its households on the server, over one connection: finding, creating
/// and managing households, uploading a profile, pulling changes and pushing pending writes.
///
/// Everything here goes through the server's own rules: row-level security decides what the
/// login sees and may change, the household functions check roles, and the triggers check
/// every row. This type only asks and maps the answers to typed values and `ServerError`.
public final class HouseholdClient {
    public let connection: PostgresConnection

    public init(connection: PostgresConnection) {
        self.connection = connection
    }

    /// The login the connection runs as.
    public var login: String { connection.login }

    // MARK: Households

    /// The household called `name` among those the login belongs to; nil when it belongs to
    /// none of that name (another login's household of that name stays invisible).
    public func household(named name: String) throws(ServerError) -> Household? {
        let rows = try connection.query(
            """
            SELECT h.id::text, h.name, m.role FROM households h
            JOIN household_members m ON m.household_id = h.id AND m.login = current_user
            WHERE h.name = $1
            """, [name])
        guard let row = rows.first else { return nil }
        return Household(
            id: try Self.uuid(row[0], field: "id"), name: row[1] ?? name,
            role: try Self.role(row[2]))
    }

    /// Creates a household with the login as its owner. `.ruleViolated(.householdNameTaken)`
    /// when any household, visible or not, has that name.
    public func createHousehold(named name: String) throws(ServerError) -> Household {
        do throws(ServerError) {
            let rows = try connection.query("SELECT subhub_create_household($1)::text", [name])
            return Household(
                id: try Self.uuid(rows.first?.first ?? nil, field: "id"), name: name, role: .owner)
        } catch .constraintViolated(sqlState: "23505") {
            // The only unique key a new household can collide on is its name.
            throw .ruleViolated(.householdNameTaken)
        }
    }

    /// The login's role in `household`; nil when it is not a member (or there is no such
    /// household).
    public func role(in household: UUID) throws(ServerError) -> HouseholdRole? {
        let rows = try connection.query(
            "SELECT subhub_role($1::uuid, current_user)", [household.uuidString])
        guard let text = rows.first?.first ?? nil else { return nil }
        return try Self.role(text)
    }

    /// The login's role in `household` and whether anything was written or deleted there
    /// after `version`, in one round trip: what a command's quick refresh asks first, so a
    /// household with nothing new costs one query, not a snapshot of several.
    public func glance(at household: UUID, since version: Int64) throws(ServerError)
        -> (role: HouseholdRole?, changed: Bool)
    {
        let row =
            try connection.query(
                """
                SELECT subhub_role($1::uuid, current_user),
                    EXISTS (SELECT 1 FROM expenses
                            WHERE household_id = $1::uuid AND version > $2::bigint)
                    OR EXISTS (SELECT 1 FROM expense_deletions
                               WHERE household_id = $1::uuid AND version > $2::bigint)
                """, [household.uuidString, String(version)]
            ).first ?? []
        // NULL: not (or no longer) a member.
        let roleText: String? = row.first ?? nil
        let role = try roleText.map { text throws(ServerError) in try Self.role(text) }
        return (role, row.last == "t")
    }

    /// The household's members, owners first, then by login; empty for a household the
    /// login does not belong to.
    public func members(of household: UUID) throws(ServerError) -> [HouseholdMember] {
        let rows = try connection.query(
            """
            SELECT login::text, role FROM household_members WHERE household_id = $1::uuid
            ORDER BY role <> 'owner', login
            """, [household.uuidString])
        var members: [HouseholdMember] = []
        for row in rows {
            members.append(HouseholdMember(login: row[0] ?? "", role: try Self.role(row[1])))
        }
        return members
    }

    /// Adds `login` to the household with `role`, or changes the role of a member; owners
    /// only (`.ruleViolated(.notOwner)`), and the login must exist (`.unknownLogin`).
    public func invite(login: String, role: HouseholdRole, to household: UUID)
        throws(ServerError)
    {
        try connection.query(
            "SELECT subhub_invite($1::uuid, $2, $3)", [household.uuidString, login, role.rawValue])
    }

    /// Leaves the household; its rows stay for the other members. The last owner cannot
    /// leave (`.ruleViolated(.lastOwner)`).
    public func leave(_ household: UUID) throws(ServerError) {
        try connection.query("SELECT subhub_leave($1::uuid)", [household.uuidString])
    }

    /// Deletes the household, its members and every one of its rows; owners only.
    public func deleteHousehold(_ household: UUID) throws(ServerError) {
        try connection.query("SELECT subhub_delete_household($1::uuid)", [household.uuidString])
    }

    /// Counts what the household holds, as the login sees it.
    public func summary(of household: UUID) throws(ServerError) -> HouseholdSummary {
        let row =
            try connection.query(
                """
                SELECT
                    (SELECT count(*) FROM expenses
                     WHERE household_id = $1::uuid AND status = 'active'),
                    (SELECT count(*) FROM expenses
                     WHERE household_id = $1::uuid AND status <> 'active'),
                    (SELECT count(*) FROM household_members WHERE household_id = $1::uuid)
                """, [household.uuidString]
            ).first ?? []
        let counts = row.map { $0.flatMap { Int($0) } ?? 0 }
        guard counts.count == 3 else { throw .unreachable }
        return HouseholdSummary(
            activeSubscriptions: counts[0], archivedSubscriptions: counts[1], members: counts[2])
    }

    // MARK: Rows

    /// Inserts `records` into the household in one transaction, keeping their ids: a local
    /// profile's subscriptions when it is linked. Groups and ungrouped rows go first, so each
    /// member finds its group; every row passes the server's triggers and row-level security.
    ///
    /// Each column travels as one text array (`unnest`), so ten thousand rows are two
    /// statements, not ten thousand round trips.
    public func upload(_ records: [ExpenseRecord], to household: UUID) throws(ServerError) {
        guard !records.isEmpty else { return }
        let parentIndex = ExpenseRecord.fieldNames.firstIndex(of: "parent_id")!
        let standalone = records.filter { $0.values[parentIndex] == nil }
        let members = records.filter { $0.values[parentIndex] != nil }
        try connection.transaction { () throws(ServerError) in
            for batch in [standalone, members] where !batch.isEmpty {
                var parameters = [household.uuidString]
                for column in ServerExpenseColumns.names.indices {
                    parameters.append(
                        ServerExpenseColumns.arrayLiteral(batch.map { $0.values[column] }))
                }
                try connection.query(Self.uploadSQL, parameters)
            }
        }
    }

    private static let uploadSQL: String = {
        let names = ServerExpenseColumns.names
        let casts = names.map { column in
            let type = ServerExpenseColumns.type(of: column)
            return type == "text" ? "u.\(column)" : "u.\(column)::\(type)"
        }
        let arrays = names.indices.map { "$\($0 + 2)::text[]" }
        return "INSERT INTO expenses (household_id, " + names.joined(separator: ", ")
            + ") SELECT $1::uuid, " + casts.joined(separator: ", ") + " FROM unnest("
            + arrays.joined(separator: ", ") + ") AS u(" + names.joined(separator: ", ") + ")"
    }()

    /// What changed in the household after `version`: the rows written since (canonical
    /// records) and the ids deleted since, read in one snapshot, with the version to ask
    /// from next time. A row that is not a valid subscription is `.unreadableRow`.
    public func changes(in household: UUID, since version: Int64) throws(ServerError)
        -> ServerChanges
    {
        let parameters = [household.uuidString, String(version)]
        // See ServerSchema.version2: without the lock a writer may still hold a version
        // below the newest seen, so the answer cannot move past `version`.
        let settled =
            try connection.query(
                "SELECT pg_try_advisory_lock_shared(hashtextextended($1::uuid::text, 1400193608))",
                [household.uuidString]
            ).first?.first == "t"
        defer {
            if settled {
                _ = try? connection.query(
                    "SELECT pg_advisory_unlock_shared(hashtextextended($1::uuid::text, 1400193608))",
                    [household.uuidString])
            }
        }
        let (rows, deletions) = try connection.transaction(
            readOnlySnapshot: true
        ) { () throws(ServerError) -> ([[String?]], [[String?]]) in
            let rows = try connection.query(
                "SELECT " + ServerExpenseColumns.selectList
                    + ", version::text FROM expenses WHERE household_id = $1::uuid"
                    + " AND version > $2::bigint ORDER BY parent_id IS NOT NULL, version",
                parameters)
            let deletions = try connection.query(
                """
                SELECT d.id::text, max(d.version)::text FROM expense_deletions d
                WHERE d.household_id = $1::uuid AND d.version > $2::bigint
                  AND NOT EXISTS (SELECT 1 FROM expenses e WHERE e.id = d.id)
                GROUP BY d.id ORDER BY max(d.version)
                """, parameters)
            return (rows, deletions)
        }
        var newest = version
        var records: [ExpenseRecord] = []
        records.reserveCapacity(rows.count)
        let versionColumn = ServerExpenseColumns.names.count
        for row in rows {
            records.append(try ServerExpenseColumns.record(from: row[...]))
            newest = max(newest, Int64(row[versionColumn] ?? "") ?? newest)
        }
        var deletedIDs: [UUID] = []
        for row in deletions {
            deletedIDs.append(try Self.uuid(row[0], field: "id"))
            newest = max(newest, Int64(row[1] ?? "") ?? newest)
        }
        return ServerChanges(
            records: records, deletedIDs: deletedIDs, version: settled ? newest : version)
    }

    /// The row `id` of the household as a canonical record; nil when absent or invisible.
    public func record(_ id: UUID, in household: UUID) throws(ServerError) -> ExpenseRecord? {
        try row(id, in: household, locking: false)
    }

    private func row(_ id: UUID, in household: UUID, locking: Bool) throws(ServerError)
        -> ExpenseRecord?
    {
        let rows = try connection.query(
            "SELECT " + ServerExpenseColumns.selectList
                + " FROM expenses WHERE id = $1::uuid AND household_id = $2::uuid"
                + (locking ? " FOR UPDATE" : ""),
            [id.uuidString, household.uuidString])
        guard let row = rows.first else { return nil }
        return try ServerExpenseColumns.record(from: row[...])
    }

    // MARK: Pushing

    /// Applies one pending change in one server transaction, with its idempotency key
    /// recorded in the same transaction: a push repeated after a crash applies nothing twice.
    ///
    /// An update applies each changed field whose server value is still the change's
    /// `before`; a field someone else changed meanwhile is not applied and comes back as a
    /// `FieldConflict` (both values), while the other fields are applied. An update of a row
    /// deleted on the server is `.rowDeleted`; a delete of a row already gone is done. A
    /// viewer's or a stranger's push is `.permissionDenied`; a trigger's refusal is its rule.
    ///
    /// - Returns: the conflicts, empty when everything applied. For a change the server had
    ///   already applied: the fields whose server value is not the change's `after`.
    public func push(_ change: PendingChange, to household: UUID) throws(ServerError)
        -> [FieldConflict]
    {
        try push([change], to: household)[0].get()
    }

    /// Pushes `changes` in order in one server transaction, each inside its own savepoint:
    /// one refused change is rolled back alone and reported, the others still apply. A
    /// thousand queued writes cost one commit, not a thousand. Losing the server midway
    /// throws `.unreachable` and applies none of them (the transaction never commits).
    public func push(_ changes: [PendingChange], to household: UUID) throws(ServerError)
        -> [Result<[FieldConflict], ServerError>]
    {
        guard !changes.isEmpty else { return [] }
        return try connection.transaction {
            () throws(ServerError) -> [Result<[FieldConflict], ServerError>] in
            // The household's writers take turns (ServerSchema.version2); taken first, so
            // what follows reads what the previous writer committed and two pushes of one
            // row cannot wait on each other.
            try connection.query("SELECT subhub_lock_household($1::uuid)", [household.uuidString])
            // A member whose group went must fail inside its own savepoint, not at COMMIT
            // where it would take the whole batch with it.
            try connection.query("SET CONSTRAINTS ALL IMMEDIATE")
            var results: [Result<[FieldConflict], ServerError>] = []
            results.reserveCapacity(changes.count)
            for change in changes {
                try connection.query("SAVEPOINT subhub_push")
                do throws(ServerError) {
                    let conflicts = try apply(change, in: household)
                    try connection.query("RELEASE SAVEPOINT subhub_push")
                    results.append(.success(conflicts))
                } catch {
                    if error == .unreachable || error == .authenticationFailed { throw error }
                    try connection.query("ROLLBACK TO SAVEPOINT subhub_push")
                    try connection.query("RELEASE SAVEPOINT subhub_push")
                    results.append(.failure(error))
                }
            }
            return results
        }
    }

    /// One change inside the push transaction (the household already locked).
    private func apply(_ change: PendingChange, in household: UUID) throws(ServerError)
        -> [FieldConflict]
    {
        let state =
            try connection.query(
                """
                SELECT EXISTS (SELECT 1 FROM applied_changes WHERE key = $1::uuid),
                    subhub_role($2::uuid, current_user)
                """, [change.key.uuidString, household.uuidString]
            ).first ?? []
        if state.first == "t" {
            return try conflictsOfApplied(change, in: household)
        }
        guard let roleText = state.last ?? nil, try Self.role(roleText).canWrite else {
            throw .permissionDenied
        }
        let conflicts: [FieldConflict]
        switch change.kind {
        case .insert:
            guard let after = change.after else { throw .unreadableRow(field: "") }
            try insert(after, into: household)
            conflicts = []
        case .update:
            conflicts = try update(change, in: household)
        case .delete:
            try connection.query(
                "DELETE FROM expenses WHERE id = $1::uuid AND household_id = $2::uuid",
                [change.expenseID.uuidString, household.uuidString])
            conflicts = []
        }
        try connection.query(
            "INSERT INTO applied_changes (key, household_id) VALUES ($1::uuid, $2::uuid)",
            [change.key.uuidString, household.uuidString])
        return conflicts
    }

    private func insert(_ record: ExpenseRecord, into household: UUID) throws(ServerError) {
        let names = ServerExpenseColumns.names
        let values = names.indices.map { ServerExpenseColumns.parameter($0 + 2, for: names[$0]) }
        try connection.query(
            "INSERT INTO expenses (household_id, " + names.joined(separator: ", ")
                + ") VALUES ($1::uuid, " + values.joined(separator: ", ") + ")",
            [household.uuidString] + record.values)
    }

    /// Field by field: the server's value still `before` → applied; already `after` →
    /// nothing to do; anything else → a conflict, left as the server has it.
    private func update(_ change: PendingChange, in household: UUID) throws(ServerError)
        -> [FieldConflict]
    {
        guard let before = change.before, let after = change.after else {
            throw .unreadableRow(field: "")
        }
        guard let server = try row(change.expenseID, in: household, locking: true) else {
            throw .rowDeleted
        }
        var applied: [String] = []
        var conflicts: [FieldConflict] = []
        for field in change.changedFields where server[field] != after[field] {
            if server[field] == before[field] {
                applied.append(field)
            } else {
                conflicts.append(
                    FieldConflict(field: field, mine: after[field], theirs: server[field]))
            }
        }
        guard !applied.isEmpty else { return conflicts }
        let assignments = applied.enumerated().map { offset, field in
            "\(field) = " + ServerExpenseColumns.parameter(offset + 3, for: field)
        }
        let updated = try connection.query(
            "UPDATE expenses SET " + assignments.joined(separator: ", ")
                + " WHERE id = $1::uuid AND household_id = $2::uuid RETURNING 1",
            [change.expenseID.uuidString, household.uuidString] + applied.map { after[$0] })
        // Row-level security hides a row from an UPDATE instead of refusing it.
        guard !updated.isEmpty else { throw .permissionDenied }
        return conflicts
    }

    /// A change the server already has: nothing is applied again; the fields it set that the
    /// server holds differently now are reported as they were the first time.
    private func conflictsOfApplied(_ change: PendingChange, in household: UUID)
        throws(ServerError) -> [FieldConflict]
    {
        guard let after = change.after, let server = try record(change.expenseID, in: household)
        else { return [] }
        return change.changedFields.compactMap { field in
            server[field] == after[field]
                ? nil : FieldConflict(field: field, mine: after[field], theirs: server[field])
        }
    }

    // MARK: Text from the server

    private static func uuid(_ text: String?, field: String) throws(ServerError) -> UUID {
        guard let text, let id = UUID(uuidString: text) else {
            throw .unreadableRow(field: field)
        }
        return id
    }

    private static func role(_ text: String?) throws(ServerError) -> HouseholdRole {
        guard let text, let role = HouseholdRole(rawValue: text) else {
            throw .unreadableRow(field: "role")
        }
        return role
    }
}
