import Foundation
import SubDomain
@testable import SubServer
import SubRecords
import TestSupport
import Testing

/// The household's server attacked as a stranger or a member with psql would: every hole
/// schema versions 1–3 left open, each closed by version 4 and checked here through psql
/// (the attacker's tool), then from the victim's side through the client.
@Suite(.serialized) struct ServerAttackTests {
    static var cluster: TestCluster { get throws { try TestCluster.shared.get() } }

    /// A household alice owns, with bob as editor, carol as viewer and one row; dave is a
    /// stranger to it.
    static func victim() throws -> (home: UUID, row: UUID) {
        let alice = try HouseholdClientTests.client("alice")
        let home = try alice.createHousehold(named: HouseholdClientTests.uniqueName())
        try HouseholdClientTests.join("bob", .editor, to: home.id, invitedBy: alice)
        try HouseholdClientTests.join("carol", .viewer, to: home.id, invitedBy: alice)
        let netflix = Sample.expense("Netflix", 1299)
        try alice.upload([ExpenseRecord(netflix)], to: home.id)
        return (home.id, netflix.id)
    }

    /// psql as `login`; the error text when PostgreSQL refuses (nil when it ran).
    static func refusal(_ login: String, _ sql: String) throws -> String? {
        do {
            _ = try cluster.psql(login, sql)
            return nil
        } catch let failure as TestCluster.Failure {
            return failure.description
        }
    }

    static func ownerIsStillAlone(_ home: UUID) throws {
        let alice = try HouseholdClientTests.client("alice")
        #expect(try alice.members(of: home).filter { $0.role == .owner }.map(\.login) == ["alice"])
        #expect(try alice.changes(in: home, since: 0).records.count == 1)
    }

    @Test func aTemporaryTableCannotMakeAStrangerOwner() throws {
        let (home, _) = try Self.victim()
        // The database no longer lets PUBLIC create temporary tables at all…
        let refused = try Self.refusal(
            "dave", "CREATE TEMP TABLE household_members (household_id uuid, login name, role text)"
        )
        #expect(refused?.contains("permission denied to create temporary tables") == true)

        // …and with the right granted back by a careless administrator, the definer
        // functions still never read the caller's temporary schema first.
        _ = try Self.cluster.psql("postgres", "GRANT TEMP ON DATABASE subhub TO dave")
        defer { _ = try? Self.cluster.psql("postgres", "REVOKE TEMP ON DATABASE subhub FROM dave") }
        let shadow = """
            CREATE TEMP TABLE household_members (household_id uuid, login name, role text);
            INSERT INTO household_members VALUES ('\(home)', 'dave', 'owner');
            GRANT SELECT ON household_members TO PUBLIC;
            CREATE TEMP TABLE households (id uuid, name text);
            INSERT INTO households VALUES ('\(home)', 'mine');
            """
        for attack in [
            "SELECT subhub_delete_household('\(home)')",
            "SELECT subhub_invite('\(home)', 'dave', 'owner')",
            "SELECT subhub_remove_member('\(home)', 'alice')",
        ] {
            let refused = try Self.refusal("dave", shadow + attack)
            #expect(refused?.contains("subhub:not_owner") == true, "\(attack): \(refused ?? "ran")")
        }
        // Counted in the victim's household only: other suites, running alongside, make dave a
        // member of households of their own.
        let reads = try Self.cluster.psql(
            "dave",
            shadow
                + "SELECT count(*) FROM public.expenses WHERE household_id = '\(home)';"
                + " SELECT subhub_role('\(home)', current_user);"
        )
        #expect(reads == "0\n\n")
        try Self.ownerIsStillAlone(home)
    }

    @Test func versionsTombstonesAndAuthorsAreTheServers() throws {
        let (home, row) = try Self.victim()
        let bob = try HouseholdClientTests.client("bob")
        let before = try bob.changes(in: home, since: 0).version
        for forgery in [
            // A tombstone far in the future: clients would jump past every real change.
            "INSERT INTO expense_deletions (id, household_id, version, deleted_by)"
                + " VALUES (gen_random_uuid(), '\(home)', 999999999, 'alice')",
            "SELECT nextval('subhub_change_seq')",
            "SELECT setval('subhub_change_seq', 999999999)",
            "UPDATE expenses SET version = 999999999 WHERE id = '\(row)'",
            "UPDATE expenses SET updated_by = 'alice' WHERE id = '\(row)'",
            "INSERT INTO applied_changes (key, household_id, login) VALUES (gen_random_uuid(), '\(home)', 'alice')",
        ] {
            let refused = try Self.refusal("bob", forgery)
            #expect(
                refused?.contains("permission denied") == true, "\(forgery): \(refused ?? "ran")")
        }
        // A temporary sequence of the same name is not the one the stamp draws from.
        _ = try Self.cluster.psql("postgres", "GRANT TEMP ON DATABASE subhub TO bob")
        defer { _ = try? Self.cluster.psql("postgres", "REVOKE TEMP ON DATABASE subhub FROM bob") }
        _ = try Self.cluster.psql(
            "bob",
            """
            CREATE TEMP SEQUENCE subhub_change_seq START 999999999;
            UPDATE expenses SET amount_minor = 1399 WHERE id = '\(row)';
            """)
        let after = try bob.changes(in: home, since: before)
        #expect(after.records.map { $0["amount_minor"] } == ["1399"])
        #expect(after.version > before && after.version < 999_999_999)
        let author = try Self.cluster.psql(
            "alice", "SELECT updated_by FROM expenses WHERE id = '\(row)'")
        #expect(author.trimmingCharacters(in: .whitespacesAndNewlines) == "bob")
        // And the next change is still seen by everyone.
        _ = try Self.cluster.psql(
            "alice", "UPDATE expenses SET name = 'Netflix 4K' WHERE id = '\(row)'")
        #expect(try bob.changes(in: home, since: after.version).records.count == 1)
    }

    @Test func aRowNeverLeavesItsHouseholdOrChangesItsId() throws {
        let (home, row) = try Self.victim()
        let elsewhere = try HouseholdClientTests.client("bob").createHousehold(
            named: HouseholdClientTests.uniqueName())
        for move in [
            "UPDATE expenses SET household_id = '\(elsewhere.id)' WHERE id = '\(row)'",
            "UPDATE expenses SET id = gen_random_uuid() WHERE id = '\(row)'",
        ] {
            let refused = try Self.refusal("bob", move)
            #expect(refused?.contains("permission denied") == true, "\(move): \(refused ?? "ran")")
        }
        // The tables' owner is not bound by grants, so the trigger refuses it too.
        let refused = try Self.refusal(
            "admin", "UPDATE expenses SET household_id = '\(elsewhere.id)' WHERE id = '\(row)'")
        #expect(refused?.contains("subhub:immutable_id") == true)
        try Self.ownerIsStillAlone(home)
    }

    @Test func aStrangerCannotStallAHouseholdsWrites() throws {
        let (home, row) = try Self.victim()
        // The old lock: any login could take it. It guards nothing now.
        let stranger = try ServerSchemaTests.connect("dave")
        try stranger.query(
            "SELECT pg_advisory_lock(hashtextextended($1, 1400193608))",
            [home.uuidString.lowercased()])
        try stranger.query(
            "SELECT pg_advisory_lock(hashtextextended($1, 1400193608))", [home.uuidString])
        // The new one is a writer's only.
        #expect(throws: ServerError.permissionDenied) {
            try stranger.query(
                "SELECT subhub_lock_household($1::uuid)", [home.uuidString])
        }
        #expect(throws: ServerError.permissionDenied) {
            try ServerSchemaTests.connect("carol").query(
                "SELECT subhub_lock_household($1::uuid)", [home.uuidString])
        }
        let refused = try Self.refusal(
            "dave", "SELECT 1 FROM households WHERE id = '\(home)' FOR UPDATE")
        #expect(refused?.contains("permission denied") == true)
        // A write goes through at once while the stranger holds its locks: a one-second
        // statement timeout would fail it otherwise.
        let impatient = try PostgresConnection(
            conninfo: try Self.cluster.conninfo("bob") + " options='-c statement_timeout=1000'")
        try impatient.query(
            "UPDATE expenses SET amount_minor = 1499 WHERE id = $1::uuid", [row.uuidString])
    }

    @Test func nobodyLearnsAnotherLoginsHouseholds() throws {
        let (home, _) = try Self.victim()
        let dave = try ServerSchemaTests.connect("dave")
        #expect(
            try dave.query("SELECT subhub_role($1::uuid, 'alice')", [home.uuidString]) == [[nil]])
        #expect(
            try dave.query("SELECT count(*) FROM subhub_members($1::uuid)", [home.uuidString]) == [
                ["0"]
            ])
        #expect(
            try dave.query("SELECT count(*) FROM households WHERE id = $1::uuid", [home.uuidString])
                == [["0"]])
        #expect(
            try dave.query(
                "SELECT count(*) FROM household_members WHERE household_id = $1::uuid",
                [home.uuidString]) == [["0"]])
        let refused = try Self.refusal("dave", "SELECT * FROM household_invitations")
        #expect(refused?.contains("permission denied") == true)
    }

    @Test func theServerRefusesWhatAClientCouldNotRead() throws {
        let (home, row) = try Self.victim()
        for value in [
            "period = 'every-1001-days'", "currency = 'XXX'", "next_charge = '20000-01-01'",
            "next_charge = '1899-12-31'", "name = E'\\u200B\\u200B'", "notice_period = '999m'",
            "notice_period = '53w'", "reminder_offsets = '7,400'",
        ] {
            let refused = try Self.refusal(
                "bob", "UPDATE expenses SET \(value) WHERE id = '\(row)'")
            #expect(refused?.contains("expenses_readable") == true, "\(value): \(refused ?? "ran")")
        }
        // The limits themselves are readable values.
        _ = try Self.cluster.psql(
            "bob",
            """
            UPDATE expenses SET period = 'every-1000-days', currency = 'KWD',
                notice_period = '12m', reminder_offsets = '365,0', shared_with = 1000,
                next_charge = '9998-12-31'
            WHERE id = '\(row)'
            """)
        let record = try #require(
            try HouseholdClientTests.client("alice").changes(in: home, since: 0).records.first)
        #expect(throws: Never.self) { try record.decoded() }
    }

    @Test func aFieldChangedAndChangedBackStillConflicts() throws {
        let (home, _) = try Self.victim()
        let alice = try HouseholdClientTests.client("alice")
        let bob = try HouseholdClientTests.client("bob")
        let gym = Sample.expense("Gym", 3000)
        #expect(try alice.push(HouseholdSyncTests.change(.insert, after: gym), to: home) == [])
        let seen = try alice.changes(in: home, since: 0)
        let base = try #require(zip(seen.records, seen.versions).first { $0.0.id == gym.id }?.1)
        // Bob raises the price and puts it back while alice is offline.
        var dearer = gym
        dearer.amount = Sample.money(3500)
        #expect(
            try bob.push(HouseholdSyncTests.change(.update, before: gym, after: dearer), to: home)
                == [])
        #expect(
            try bob.push(HouseholdSyncTests.change(.update, before: dearer, after: gym), to: home)
                == [])
        var alicesGym = gym
        alicesGym.amount = Sample.money(2500)
        let offline = PendingChange(
            number: 1, key: UUID(), expenseID: gym.id, kind: .update,
            before: ExpenseRecord(gym), after: ExpenseRecord(alicesGym), queuedAt: Date(),
            baseVersion: base)
        #expect(
            try alice.push(offline, to: home)
                == [FieldConflict(field: "amount_minor", mine: "2500", theirs: "3000")])

        // An offline delete made before bob's edits does not silently beat them.
        let delete = PendingChange(
            number: 2, key: UUID(), expenseID: gym.id, kind: .delete,
            before: ExpenseRecord(gym), after: nil, queuedAt: Date(), baseVersion: base)
        #expect(try alice.push(delete, to: home).map(\.field) == ["amount_minor"])
        #expect(try alice.record(gym.id, in: home) != nil)
        // Made on the current version, it applies.
        let now = try alice.changes(in: home, since: 0)
        let current = try #require(zip(now.records, now.versions).first { $0.0.id == gym.id }?.1)
        let fresh = PendingChange(
            number: 3, key: UUID(), expenseID: gym.id, kind: .delete,
            before: ExpenseRecord(gym), after: nil, queuedAt: Date(), baseVersion: current)
        #expect(try alice.push(fresh, to: home) == [])
        #expect(try alice.record(gym.id, in: home) == nil)
    }

    /// Two offline edits of one row, pushed together: the second was made on top of the
    /// first, so the fields the first wrote are not someone else's change; a field another
    /// member changed since the base still conflicts.
    @Test func editsOfOneRowInOnePushDoNotConflictWithEachOther() throws {
        let (home, _) = try Self.victim()
        let alice = try HouseholdClientTests.client("alice")
        let bob = try HouseholdClientTests.client("bob")
        let gym = Sample.expense("Gym", 3000)
        #expect(try alice.push(HouseholdSyncTests.change(.insert, after: gym), to: home) == [])
        let seen = try alice.changes(in: home, since: 0)
        let base = try #require(zip(seen.records, seen.versions).first { $0.0.id == gym.id }?.1)
        var renamed = gym
        renamed.notes = "bob's"
        #expect(
            try bob.push(HouseholdSyncTests.change(.update, before: gym, after: renamed), to: home)
                == [])
        var first = gym
        first.amount = Sample.money(3200)
        var second = first
        second.amount = Sample.money(3400)
        second.notes = "mine"
        func change(_ before: RecurringExpense, _ after: RecurringExpense, _ number: Int64)
            -> PendingChange
        {
            PendingChange(
                number: number, key: UUID(), expenseID: gym.id, kind: .update,
                before: ExpenseRecord(before), after: ExpenseRecord(after), queuedAt: Date(),
                baseVersion: base)
        }
        let results = try alice.push([change(gym, first, 1), change(first, second, 2)], to: home)
        #expect(
            try results.map { try $0.get() } == [
                [], [FieldConflict(field: "notes", mine: "mine", theirs: "bob's")],
            ])
        let now = try #require(try alice.record(gym.id, in: home))
        #expect(now["amount_minor"] == "3400" && now["notes"] == "bob's")
    }

    @Test func aGroupsComputedAmountIsNoOnesEditForADelete() throws {
        let (home, _) = try Self.victim()
        let alice = try HouseholdClientTests.client("alice")
        let streaming = Sample.expense("Streaming", 0, group: .automatic)
        let hulu = Sample.expense("Hulu", 799, parent: streaming.id)
        #expect(
            try alice.push(HouseholdSyncTests.change(.insert, after: streaming), to: home) == [])
        #expect(try alice.push(HouseholdSyncTests.change(.insert, after: hulu), to: home) == [])
        let seen = try alice.changes(in: home, since: 0)
        let base = try #require(
            zip(seen.records, seen.versions).first { $0.0.id == streaming.id }?.1)
        // Releasing the member moves the group's amount (and version) on the server.
        var released = hulu
        released.parentID = nil
        #expect(
            try alice.push(
                HouseholdSyncTests.change(.update, before: hulu, after: released), to: home) == [])
        let delete = PendingChange(
            number: 1, key: UUID(), expenseID: streaming.id, kind: .delete,
            before: ExpenseRecord(streaming), after: nil, queuedAt: Date(), baseVersion: base)
        #expect(try alice.push(delete, to: home) == [])
        #expect(try alice.record(streaming.id, in: home) == nil)
    }

    @Test func anAutomaticGroupsAmountIsNeverTakenFromAClient() throws {
        let (home, _) = try Self.victim()
        let alice = try HouseholdClientTests.client("alice")
        let streaming = Sample.expense("Streaming", 0, group: .automatic)
        let hulu = Sample.expense("Hulu", 799, parent: streaming.id)
        #expect(
            try alice.push(HouseholdSyncTests.change(.insert, after: streaming), to: home) == [])
        #expect(try alice.push(HouseholdSyncTests.change(.insert, after: hulu), to: home) == [])
        var stale = streaming
        stale.amount = Sample.money(5)
        #expect(
            try alice.push(
                HouseholdSyncTests.change(.update, before: streaming, after: stale), to: home) == []
        )
        #expect(try alice.record(streaming.id, in: home)?["amount_minor"] == "799")
    }

    @Test func pruningKeepsEveryCacheRight() throws {
        let (home, row) = try Self.victim()
        let alice = try HouseholdClientTests.client("alice")
        let bob = try HouseholdClientTests.client("bob")
        let carol = try HouseholdClientTests.client("carol")
        let start = try bob.changes(in: home, since: 0).version
        _ = try carol.changes(in: home, since: 0)
        let gone = Sample.expense("Gone", 100)
        #expect(try alice.push(HouseholdSyncTests.change(.insert, after: gone), to: home) == [])
        #expect(try alice.push(HouseholdSyncTests.change(.delete, before: gone), to: home) == [])
        _ = try Self.cluster.psql(
            "alice", "UPDATE expenses SET name = 'Netflix 4K' WHERE id = '\(row)'")
        // Everyone but bob pulls past the deletion: it is kept for bob.
        let newest = try alice.changes(in: home, since: 0).version
        _ = try carol.changes(in: home, since: 0)
        #expect(try bob.changes(in: home, since: start).deletedIDs == [gone.id])
        // Bob pulled too (above): the tombstone is pruned, and a cache older than it gets
        // the whole household, so it cannot keep the deleted row.
        _ = try alice.changes(in: home, since: 0)
        let pruned = try Self.cluster.psql(
            "alice", "SELECT count(*) FROM expense_deletions WHERE household_id = '\(home)'")
        #expect(pruned.trimmingCharacters(in: .whitespacesAndNewlines) == "0")
        let stale = try bob.changes(in: home, since: start)
        #expect(stale.complete && stale.records.map(\.id) == [row] && stale.version >= newest)
    }

    @Test func aRowFromBeforeTheChecksIsSkippedAndNamedNotFatal() throws {
        let cluster = try Self.cluster
        let database = "upgrade_" + UUID().uuidString.prefix(8).lowercased()
        _ = try cluster.psql("postgres", "CREATE DATABASE \(database) OWNER admin")
        func connect(_ login: String) throws -> PostgresConnection {
            let conninfo = cluster.conninfo(login)
            let current = conninfo.split(separator: " ").first { $0.hasPrefix("dbname=") } ?? ""
            return try PostgresConnection(
                conninfo: conninfo.replacingOccurrences(of: current, with: "dbname=" + database))
        }
        let admin = try connect("admin")
        try admin.transaction { () throws(ServerError) in
            try admin.query("CREATE TABLE subhub_schema (version integer NOT NULL)")
            for script in ServerSchema.migrations.prefix(3) { try admin.execute(script: script) }
            try admin.query("INSERT INTO subhub_schema (version) VALUES (3)")
        }
        let home = try #require(
            try admin.query("SELECT subhub_create_household('Casa')").first?.first ?? nil)
        for (name, currency) in [("Netflix", "EUR"), ("Odd", "ZZZ")] {
            try admin.query(
                """
                INSERT INTO expenses (id, household_id, name, amount_minor, currency, period,
                    next_charge, created_on)
                VALUES (gen_random_uuid(), $1::uuid, $2, 1299, $3, 'monthly', '2026-12-05',
                    '2026-11-30')
                """, [home, name, currency])
        }
        #expect(try ServerSchema.initialize(admin) == ServerSchema.currentVersion)
        let changes = try HouseholdClient(connection: admin).changes(
            in: try #require(UUID(uuidString: home)), since: 0)
        #expect(changes.records.map { $0["name"] } == ["Netflix"])
        #expect(changes.unreadable.map(\.name) == ["Odd"])
        #expect(changes.unreadable.map(\.field) == ["currency"])
        // Seen once: the next pull does not trip on it again.
        #expect(
            try HouseholdClient(connection: admin).changes(
                in: try #require(UUID(uuidString: home)), since: changes.version
            ).unreadable.isEmpty)
    }
}
