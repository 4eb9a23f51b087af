import FoundationEssentials
import SubDomain
import SubRecords

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
    /// none of that name (another login's household of that name stays invisible). With
    /// several of that name, the first by id: `households(named:)` lists them all.
    public func household(named name: String) throws(ServerError) -> Household? {
        try households(named: name).first
    }

    /// The login's households called `name`, by id. Names are unique only among one owner's
    /// households, so a login invited to two "Home"s has two.
    public func households(named name: String) throws(ServerError) -> [Household] {
        try memberships(where: "h.name = $1", [name])
    }

    /// The household `id` if the login belongs to it; nil otherwise (absent or not its own:
    /// the server tells the two apart for nobody).
    public func household(id: UUID) throws(ServerError) -> Household? {
        try memberships(where: "h.id = $1::uuid", [id.uuidString]).first
    }

    private func memberships(where condition: String, _ parameters: [String?])
        throws(ServerError) -> [Household]
    {
        let rows = try connection.query(
            """
            SELECT h.id::text, h.name, m.role FROM households h
            JOIN household_members m ON m.household_id = h.id AND m.login = current_user
            WHERE \(condition) ORDER BY h.id
            """, parameters)
        var found: [Household] = []
        for row in rows {
            found.append(
                Household(
                    id: try Self.uuid(row[0], field: "id"), name: row[1] ?? "",
                    role: try Self.role(row[2])))
        }
        return found
    }

    /// Creates a household with the login as its owner. `.ruleViolated(.householdNameTaken)`
    /// when the login already owns a household of that name (other logins' names are theirs).
    public func createHousehold(named name: String) throws(ServerError) -> Household {
        do throws(ServerError) {
            let rows = try connection.query("SELECT subhub_create_household($1)::text", [name])
            return Household(
                id: try Self.uuid(rows.first?.first ?? nil, field: "id"), name: name, role: .owner)
        } catch .constraintViolated(sqlState: "23505") {
            throw .ruleViolated(.householdNameTaken)
        }
    }

    /// The invitations waiting for the login, by household name.
    public func invitations() throws(ServerError) -> [HouseholdInvitation] {
        let rows = try connection.query(
            "SELECT household_id::text, household_name, role, invited_by::text"
                + " FROM subhub_invitations()")
        var invitations: [HouseholdInvitation] = []
        for row in rows {
            invitations.append(
                HouseholdInvitation(
                    householdID: try Self.uuid(row[0], field: "household_id"),
                    householdName: row[1] ?? "", role: try Self.role(row[2]),
                    invitedBy: row[3] ?? ""))
        }
        return invitations
    }

    /// Accepts the invitation to `household`: the login becomes a member with the role it was
    /// invited to. `.ruleViolated(.noInvitation)` when there is none.
    public func acceptInvitation(to household: UUID) throws(ServerError) -> Household {
        let rows = try connection.query(
            "SELECT subhub_accept_invitation($1::uuid)", [household.uuidString])
        let role = try Self.role(rows.first?.first ?? nil)
        guard let joined = try self.household(id: household) else {
            throw .ruleViolated(.noInvitation)
        }
        return Household(id: joined.id, name: joined.name, role: role)
    }

    /// Declines the invitation to `household`; `.ruleViolated(.noInvitation)` when there is
    /// none.
    public func declineInvitation(to household: UUID) throws(ServerError) {
        try connection.query("SELECT subhub_decline_invitation($1::uuid)", [household.uuidString])
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
                    OR EXISTS (SELECT 1 FROM payments
                               WHERE household_id = $1::uuid AND version > $2::bigint)
                    OR EXISTS (SELECT 1 FROM payment_deletions
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
            SELECT login::text, role FROM subhub_members($1::uuid)
            ORDER BY role <> 'owner', login
            """, [household.uuidString])
        var members: [HouseholdMember] = []
        for row in rows {
            members.append(HouseholdMember(login: row[0] ?? "", role: try Self.role(row[1])))
        }
        return members
    }

    /// Invites `login` to the household with `role` (true: it joins when it accepts), or
    /// changes the role of a member (false). Owners only (`.ruleViolated(.notOwner)`); the
    /// login must exist (`.unknownLogin`); the last owner keeps its role (`.lastOwner`).
    @discardableResult
    public func invite(login: String, role: HouseholdRole, to household: UUID)
        throws(ServerError) -> Bool
    {
        let rows = try connection.query(
            "SELECT subhub_invite($1::uuid, $2, $3)", [household.uuidString, login, role.rawValue])
        return rows.first?.first == "t"
    }

    /// Removes `login` from the household (or withdraws its invitation): it reads nothing of
    /// the household afterwards; the rows it wrote stay. Owners only (`.notOwner`); the last
    /// owner stays (`.lastOwner`); `.notMember` when it is neither member nor invited.
    public func removeMember(_ login: String, from household: UUID) throws(ServerError) {
        try connection.query(
            "SELECT subhub_remove_member($1::uuid, $2)", [household.uuidString, login])
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
                    (SELECT count(*) FROM subhub_members($1::uuid))
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
        let parentIndex = ExpenseRecord.fieldNames.firstIndex(of: ExpenseColumn.parentID.rawValue)!
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
    /// records, each with its server version) and the ids deleted since, read in one
    /// snapshot, with the version to ask from next time. A row that is not a valid
    /// subscription is left out and named in `unreadable`.
    ///
    /// No lock is needed: a household's writers take turns on its row lock
    /// (ServerSchema.version4) and draw their versions under it, so a snapshot that sees a
    /// version committed sees every earlier one of that household committed too.
    ///
    /// A cache older than the tombstones the server pruned (`pruned_through`) gets the whole
    /// household instead (`complete`). When something new was read, the login's progress is
    /// recorded (`subhub_seen`), which lets the server prune what every member has seen.
    ///
    /// With `limit`, at most that many rows come, in version order, and `more` says whether
    /// others wait: a cache far behind (a new member of a large household) catches up page
    /// by page, each page applied and remembered before the next is read, in memory
    /// proportional to a page. A member whose group is on a later page waits for it in the
    /// cache's refetch list. The whole household (`complete`) always comes in one answer:
    /// what it lacks is deleted, which a page cannot say.
    public func changes(in household: UUID, since version: Int64, limit: Int? = nil)
        throws(ServerError) -> ServerChanges
    {
        var (complete, rows, deletions, paymentRows, paymentDeletions) = try connection.transaction(
            readOnlySnapshot: true
        ) { () throws(ServerError) -> (Bool, [[String?]], [[String?]], [[String?]], [[String?]]) in
            let pruned =
                try connection.query(
                    "SELECT pruned_through::text FROM households WHERE id = $1::uuid",
                    [household.uuidString]
                ).first?.first.flatMap { $0.flatMap { Int64($0) } } ?? 0
            let complete = version > 0 && version < pruned
            let parameters = [household.uuidString, String(complete ? 0 : version)]
            let paged = !complete && limit != nil
            let rows = try connection.query(
                "SELECT " + ServerExpenseColumns.selectList
                    + ", version::text FROM expenses WHERE household_id = $1::uuid"
                    + " AND version > $2::bigint"
                    // `expenses.version`, the number: a bare `version` would sort by the
                    // select list's text of it ("10" before "9").
                    + (paged
                        ? " ORDER BY expenses.version LIMIT \(max(1, limit ?? 1) + 1)"
                        : " ORDER BY parent_id IS NOT NULL, expenses.version"),
                parameters)
            // A page ends at its last row's version: the deletions and payments after it come
            // with the page that reaches them, so the version remembered never skips a row.
            var through: [String?] = parameters
            through.append(
                paged && rows.count > (limit ?? 0)
                    ? rows[limit! - 1][ServerExpenseColumns.names.count] : nil)
            let payments = try connection.query(
                "SELECT " + ServerPaymentColumns.selectList
                    + " FROM payments p WHERE p.household_id = $1::uuid"
                    + " AND p.version > $2::bigint AND ($3::bigint IS NULL OR p.version <= $3::bigint)"
                    + " ORDER BY p.version", through)
            guard !complete else { return (true, rows, [], payments, []) }
            let paymentDeletions = try connection.query(
                """
                SELECT d.id::text, max(d.version)::text FROM payment_deletions d
                WHERE d.household_id = $1::uuid AND d.version > $2::bigint
                  AND ($3::bigint IS NULL OR d.version <= $3::bigint)
                  AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.id = d.id)
                GROUP BY d.id ORDER BY max(d.version)
                """, through)
            let deletions = try connection.query(
                """
                SELECT d.id::text, max(d.version)::text FROM expense_deletions d
                WHERE d.household_id = $1::uuid AND d.version > $2::bigint
                  AND ($3::bigint IS NULL OR d.version <= $3::bigint)
                  AND NOT EXISTS (SELECT 1 FROM expenses e WHERE e.id = d.id)
                GROUP BY d.id ORDER BY max(d.version)
                """, through)
            return (false, rows, deletions, payments, paymentDeletions)
        }
        // One row past the page says that more wait; it is read again with the next page.
        var more = false
        if let limit, !complete, rows.count > limit {
            rows.removeLast(rows.count - limit)
            more = true
        }
        var newest = complete ? 0 : version
        var records: [ExpenseRecord] = []
        var versions: [Int64] = []
        records.reserveCapacity(rows.count)
        versions.reserveCapacity(rows.count)
        let versionColumn = ServerExpenseColumns.names.count
        var unreadable: [ServerChanges.UnreadableRow] = []
        let idColumn = ServerExpenseColumns.names.firstIndex(of: ExpenseColumn.id.rawValue) ?? 0
        let nameColumn = ServerExpenseColumns.names.firstIndex(of: ExpenseColumn.name.rawValue) ?? 0
        for row in rows {
            let rowVersion = Int64(row[versionColumn] ?? "") ?? 0
            // Seen either way: an unreadable row is skipped, not asked for again and again.
            newest = max(newest, rowVersion)
            do throws(ServerError) {
                records.append(try ServerExpenseColumns.record(from: row[...]))
                versions.append(rowVersion)
            } catch {
                guard case .unreadableRow(let field) = error else { throw error }
                unreadable.append(
                    ServerChanges.UnreadableRow(
                        id: row[idColumn], name: row[nameColumn], field: field))
            }
        }
        var deletedIDs: [UUID] = []
        for row in deletions {
            deletedIDs.append(try Self.uuid(row[0], field: "id"))
            newest = max(newest, Int64(row[1] ?? "") ?? newest)
        }
        var payments: [Payment] = []
        payments.reserveCapacity(paymentRows.count)
        for row in paymentRows {
            newest = max(newest, Int64(row[ServerPaymentColumns.versionColumn] ?? "") ?? newest)
            if let payment = ServerPaymentColumns.payment(from: row) {
                payments.append(payment)
            } else {
                // Seen either way, as an unreadable plan is.
                unreadable.append(
                    ServerChanges.UnreadableRow(id: row[0], name: nil, field: "payment"))
            }
        }
        var deletedPaymentIDs: [UUID] = []
        for row in paymentDeletions {
            deletedPaymentIDs.append(try Self.uuid(row[0], field: "id"))
            newest = max(newest, Int64(row[1] ?? "") ?? newest)
        }
        if complete { newest = max(newest, version) }
        if newest > version || complete {
            try connection.query(
                "SELECT subhub_seen($1::uuid, $2::bigint)", [household.uuidString, String(newest)])
        }
        return ServerChanges(
            records: records, deletedIDs: deletedIDs, version: newest, versions: versions,
            complete: complete, unreadable: unreadable, more: more, payments: payments,
            deletedPaymentIDs: deletedPaymentIDs)
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

    /// Applies one pending change, with its idempotency key recorded in the same
    /// transaction: a push repeated after a crash applies nothing twice.
    ///
    /// An update applies each changed field nobody else changed since the change's base
    /// version (`PendingChange.baseVersion`; without one, whose server value is still the
    /// change's `before`); a field someone else changed meanwhile, even back to the same
    /// value, is not applied and comes back as a `FieldConflict`, while the other fields are
    /// applied. A delete of a row changed since its base is a conflict and applies nothing.
    /// An update of a row deleted on the server is `.rowDeleted`; a delete of a row already
    /// gone is done. A viewer's or a stranger's push is `.permissionDenied`; a trigger's
    /// refusal is its rule. An automatic group's amount is never taken from a client.
    ///
    /// Changes of one row later in the same push were made on top of the earlier ones: the
    /// fields an earlier change of this push wrote are not someone else's change to them.
    ///
    /// - Returns: the conflicts, empty when everything applied, and empty for a change the
    ///   server had already applied (what others changed since is simply newer).
    public func push(_ change: PendingChange, to household: UUID) throws(ServerError)
        -> [FieldConflict]
    {
        try push([change], to: household)[0].get()
    }

    /// Pushes `changes` in order in one statement (`subhub_push`, one round trip and one
    /// server transaction), each inside its own subtransaction: one refused change is rolled
    /// back alone and reported, the others still apply. Losing the server midway throws
    /// `.unreachable` and applies none of them (the transaction never commits).
    public func push(_ changes: [PendingChange], to household: UUID) throws(ServerError)
        -> [Result<[FieldConflict], ServerError>]
    {
        guard !changes.isEmpty else { return [] }
        let answer = try connection.query(
            "SELECT subhub_push($1::uuid, $2::jsonb)::text",
            [household.uuidString, PushCoding.json(of: changes)])
        guard let text = answer.first?.first ?? nil,
            let results = PushCoding.results(from: text), results.count == changes.count
        else { throw .unreadableRow(field: "push") }
        return results
    }

    /// Pushes payments recorded or taken back, in order, in one statement
    /// (`subhub_push_payments`), each in its own subtransaction: one refused (its plan is
    /// not on the server, its author may not write) is rolled back alone and reported. A
    /// change whose key the server recorded before is applied nothing twice.
    public func push(payments changes: [PendingPayment], to household: UUID) throws(ServerError)
        -> [Result<Void, ServerError>]
    {
        guard !changes.isEmpty else { return [] }
        let answer = try connection.query(
            "SELECT subhub_push_payments($1::uuid, $2::jsonb)::text",
            [household.uuidString, ServerPaymentColumns.json(of: changes)])
        guard let text = answer.first?.first ?? nil,
            let results = PushCoding.results(from: text), results.count == changes.count
        else { throw .unreadableRow(field: "push") }
        return results.map { $0.map { _ in () } }
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
