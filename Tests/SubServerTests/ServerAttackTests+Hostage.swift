import Foundation
import SubDomain
@testable import SubServer
import SubRecords
import SubStore
import TestSupport
import Testing

/// Nobody can hold a household hostage: every SECURITY DEFINER function attacked by a login
/// that may not write (a stranger, a viewer, a removed member) naming the owner's login where
/// it can, and calls any login may make held open while the household's members go on.
///
/// These run in a database of their own (`Ground`): nothing else draws from its change
/// sequence, so "no version drawn" is one number compared, and a lock held here by a broken
/// schema stalls no other suite.
extension ServerAttackTests {
    /// The logins that may not write the victim's household. `bob` was its editor until alice
    /// removed him.
    enum Attacker: String, CaseIterable, CustomStringConvertible {
        case stranger = "dave"
        case viewer = "carol"
        case removedMember = "bob"

        var login: String { rawValue }
        var description: String {
            switch self {
            case .stranger: "the stranger \(login)"
            case .viewer: "the viewer \(login)"
            case .removedMember: "the removed member \(login)"
            }
        }
    }

    /// What an attack statement gets back.
    enum Answer {
        /// Refused with this error. `.schemaMissing` is 42883, no such function: version 4's
        /// signatures, which took the caller's login as an argument, are gone.
        case refused(ServerError)
        /// Exactly these rows: nothing of the household.
        case rows([[String?]])
        /// Whatever it answers, the attacker's own business: a viewer reading its household's
        /// members, anyone creating a household of its own. What it must not do is checked
        /// after it all the same.
        case anything
    }

    /// A household under attack, made afresh for each statement: alice owns it, carol is its
    /// viewer, bob was its editor until alice removed him, dave is a stranger. It holds `row`,
    /// and the tombstone of `gone` (bob's, deleted before he was removed) for a pull to prune.
    /// `phantom` is a row id that exists nowhere.
    struct Victim {
        let home: UUID
        let row: RecurringExpense
        let gone: UUID
        let phantom = UUID()
        /// The household's owner and the tables' owner: the logins an attacker names.
        let owner = "alice"
        let tablesOwner = "admin"
    }

    typealias Attack = (Victim, Attacker) -> [(sql: String, answer: Answer)]

    /// Every SECURITY DEFINER function in `public`, by name and argument types, and the
    /// statements that attack it. `everyDefinerFunctionHasAnAttack` fails when the schema has
    /// one this table lacks.
    static var definerAttacks: [String: Attack] {
        [
            // The writers' check, the lock, the version and the tombstone: version 4 took the
            // caller's login as an argument and said yes to the tables' owner's.
            "subhub_may_write(uuid)": { v, _ in
                [
                    ("SELECT subhub_may_write('\(v.home)')", .refused(.permissionDenied)),
                    (
                        "SELECT subhub_may_write('\(v.home)', '\(v.tablesOwner)')",
                        .refused(.schemaMissing)
                    ),
                ]
            },
            "subhub_lock_household(uuid)": { v, _ in
                [
                    ("SELECT subhub_lock_household('\(v.home)')", .refused(.permissionDenied)),
                    (
                        "SELECT subhub_lock_household('\(v.home)', '\(v.tablesOwner)')",
                        .refused(.schemaMissing)
                    ),
                ]
            },
            "subhub_next_version(uuid)": { v, _ in
                [
                    ("SELECT subhub_next_version('\(v.home)')", .refused(.permissionDenied)),
                    (
                        "SELECT subhub_next_version('\(v.home)', '\(v.tablesOwner)')",
                        .refused(.schemaMissing)
                    ),
                ]
            },
            "subhub_tombstone(uuid, uuid)": { v, _ in
                [
                    (
                        "SELECT subhub_tombstone('\(v.phantom)', '\(v.home)')",
                        .refused(.permissionDenied)
                    ),
                    (
                        "SELECT subhub_tombstone('\(v.phantom)', '\(v.home)', '\(v.tablesOwner)')",
                        .refused(.schemaMissing)
                    ),
                ]
            },
            // A trigger function: its trigger fires only for a row the caller may delete.
            "subhub_record_deletion()": { _, _ in
                [("SELECT subhub_record_deletion()", .refused(.permissionDenied))]
            },
            // A trigger function: its trigger fires only for a payment the caller may delete.
            "subhub_record_payment_deletion()": { _, _ in
                [("SELECT subhub_record_payment_deletion()", .refused(.permissionDenied))]
            },
            // A trigger function: it counts a row its caller was allowed to write.
            "subhub_count_load()": { _, _ in
                [("SELECT subhub_count_load()", .refused(.permissionDenied))]
            },
            // Answers for the caller's own login (or a role it may become) only.
            "subhub_role(uuid, name)": { v, _ in
                [
                    ("SELECT subhub_role('\(v.home)', '\(v.owner)')", .rows([[nil]])),
                    ("SELECT subhub_role('\(v.home)', '\(v.tablesOwner)')", .rows([[nil]])),
                ]
            },
            "subhub_members(uuid)": { v, attacker in
                [
                    (
                        "SELECT login::text FROM subhub_members('\(v.home)')",
                        attacker == .viewer ? .anything : .rows([])
                    )
                ]
            },
            // Anyone may create a household of its own; held open, it must stall nobody.
            "subhub_create_household(text)": { _, _ in
                [("SELECT subhub_create_household('held-\(UUID())')", .anything)]
            },
            "subhub_invite(uuid, name, text)": { v, attacker in
                [
                    (
                        "SELECT subhub_invite('\(v.home)', '\(attacker.login)', 'owner')",
                        .refused(.ruleViolated(.notOwner))
                    )
                ]
            },
            "subhub_invitations()": { _, _ in
                [("SELECT household_id::text FROM subhub_invitations()", .rows([]))]
            },
            "subhub_accept_invitation(uuid)": { v, _ in
                [
                    (
                        "SELECT subhub_accept_invitation('\(v.home)')",
                        .refused(.ruleViolated(.noInvitation))
                    )
                ]
            },
            "subhub_decline_invitation(uuid)": { v, _ in
                [
                    (
                        "SELECT subhub_decline_invitation('\(v.home)')",
                        .refused(.ruleViolated(.noInvitation))
                    )
                ]
            },
            "subhub_remove_member(uuid, name)": { v, _ in
                [
                    (
                        "SELECT subhub_remove_member('\(v.home)', '\(v.owner)')",
                        .refused(.ruleViolated(.notOwner))
                    )
                ]
            },
            "subhub_delete_household(uuid)": { v, _ in
                [
                    (
                        "SELECT subhub_delete_household('\(v.home)')",
                        .refused(.ruleViolated(.notOwner))
                    )
                ]
            },
            // A viewer leaves for good (its own business); anyone else changes nothing.
            "subhub_leave(uuid)": { v, attacker in
                [
                    (
                        "SELECT subhub_leave('\(v.home)')",
                        attacker == .viewer ? .anything : .rows([[""]])
                    )
                ]
            },
            // A viewer records its own progress; anyone else records nothing.
            "subhub_seen(uuid, bigint)": { v, attacker in
                [
                    (
                        "SELECT subhub_seen('\(v.home)', \(Int64.max))",
                        attacker == .viewer ? .anything : .rows([[nil]])
                    )
                ]
            },
        ]
    }

    @Test func everyDefinerFunctionHasAnAttack() throws {
        let ground = try Ground()
        defer { ground.drop() }
        let rows = try ground.connection("admin").query(
            """
            SELECT format('%s(%s)', p.proname, pg_catalog.oidvectortypes(p.proargtypes))
            FROM pg_catalog.pg_proc p
            WHERE p.pronamespace = 'public'::regnamespace AND p.prosecdef ORDER BY 1
            """)
        let definers = Set(rows.compactMap { $0.first ?? nil })
        let attacked = Set(Self.definerAttacks.keys)
        #expect(
            definers.subtracting(attacked).isEmpty,
            "SECURITY DEFINER functions with no attack: \(definers.subtracting(attacked).sorted())")
        #expect(
            attacked.subtracting(definers).isEmpty,
            "attacks on functions the schema no longer has: \(attacked.subtracting(definers).sorted())"
        )
    }

    /// Each attack statement runs in a transaction the attacker keeps open while the
    /// household's owner pushes, pulls (and prunes) and creates a household, each giving up
    /// after a second of waiting for a lock; then it commits whatever it did. It must be
    /// refused (or answer nothing of the household), draw no version, leave no tombstone, and
    /// leave alice the household's only owner with its row.
    @Test func noDefinerFunctionServesAStrangerAViewerOrARemovedMember() throws {
        let ground = try Ground()
        defer { ground.drop() }
        let admin = try ground.connection("admin")
        for (function, attack) in Self.definerAttacks.sorted(by: { $0.key < $1.key }) {
            for attacker in Attacker.allCases {
                // Counted on a household that does not exist: how many depends on the attacker.
                let statements = attack(
                    Victim(home: UUID(), row: Sample.expense("-", 1), gone: UUID()), attacker
                ).count
                for index in 0..<statements {
                    // Each statement gets a household of its own: a viewer's leave is kept.
                    let victim = try ground.victim()
                    let (statement, answer) = attack(victim, attacker)[index]
                    let context = "\(function), \(attacker): \(statement)"
                    let drawn = try admin.query(Ground.sequenceState)
                    let session = try ground.connect(attacker.login)
                    try session.query("BEGIN")
                    let got: Result<[[String?]], ServerError>
                    do {
                        got = .success(try session.query(statement))
                    } catch {
                        got = .failure(error)
                    }
                    switch (answer, got) {
                    case (.refused(let expected), .failure(let error)):
                        #expect(error == expected, "\(context)")
                    case (.rows(let expected), .success(let rows)):
                        #expect(rows == expected, "\(context)")
                    case (.anything, _):
                        break
                    case (_, .success(let rows)):
                        Issue.record("\(context): answered \(rows), expected \(answer)")
                    case (_, .failure(let error)):
                        Issue.record("\(context): refused with \(error), expected \(answer)")
                    }
                    // A sequence never rolls back: a version drawn is gone even if the
                    // attacker's transaction never commits.
                    #expect(
                        try admin.query(Ground.sequenceState) == drawn, "\(context): version drawn")
                    ground.expectTheHouseholdGoesOn(victim, context)
                    try session.query("COMMIT")
                    #expect(
                        try admin.query(
                            """
                            SELECT count(*) FROM public.expense_deletions
                            WHERE id = $1::uuid OR (household_id = $2::uuid AND id <> $3::uuid)
                            """,
                            [
                                victim.phantom.uuidString, victim.home.uuidString,
                                victim.gone.uuidString,
                            ]
                        ) == [["0"]], "\(context): tombstone written")
                    let alice = try ground.client("alice")
                    #expect(
                        try alice.members(of: victim.home).filter { $0.role == .owner }.map(\.login)
                            == ["alice"], "\(context)")
                    #expect(try alice.record(victim.row.id, in: victim.home) != nil, "\(context)")
                }
            }
        }
    }

    /// A creation held open by one login stalls no other login: a member's whole sync (a
    /// push, a pull that prunes) and other logins' creations finish at once. Version 4 locked
    /// the whole `households` table for it.
    @Test func aCreationHeldOpenStallsNobodyElse() throws {
        let ground = try Ground()
        defer { ground.drop() }
        let alice = try ground.client("alice")
        let home = try alice.createHousehold(named: HouseholdClientTests.uniqueName()).id
        try ground.join("bob", .editor, to: home)
        // A deletion both members have to pull before its tombstone can go.
        let gone = Sample.expense("Gone", 100)
        #expect(try alice.push(HouseholdSyncTests.change(.insert, after: gone), to: home) == [])
        #expect(try alice.push(HouseholdSyncTests.change(.delete, before: gone), to: home) == [])
        _ = try alice.changes(in: home, since: 0)
        let folder = NSTemporaryDirectory() + "hostage-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = try ExpenseStore(path: folder + "/bob.sqlite")
        try store.saveLink(
            HouseholdLink(
                conninfo: ground.conninfo("bob"), householdID: home, householdName: "x",
                login: "bob", role: .editor))
        let netflix = Sample.expense("Netflix", 1299)
        _ = try store.write { try $0.add(netflix, asOf: Sample.date("2026-11-29")) }

        for holder in ["dave", "alice"] {
            let held = try ground.connect(holder)
            try held.query("BEGIN")
            try held.query("SELECT subhub_create_household($1)", ["held-" + UUID().uuidString])
            for login in ["carol", "dave", "alice"] where login != holder {
                #expect(throws: Never.self, "\(login)'s creation while \(holder)'s is open") {
                    try ground.impatientClient(login).createHousehold(
                        named: HouseholdClientTests.uniqueName())
                }
            }
            try held.query("ROLLBACK")
        }

        let held = try ground.connect("dave")
        try held.query("BEGIN")
        try held.query("SELECT subhub_create_household($1)", ["held-" + UUID().uuidString])
        let report = try HouseholdSync.run(
            store: store, link: try #require(try store.householdLink()),
            client: try ground.impatientClient("bob"))
        #expect(report.pushed == 1)
        // Bob's pull was the last either member owed: the tombstone is pruned.
        #expect(try ground.horizon(of: home) > 0)
        #expect(
            try alice.connection.query(
                "SELECT count(*) FROM expense_deletions WHERE household_id = $1::uuid",
                [home.uuidString]) == [["0"]])
        try held.query("ROLLBACK")
    }

    /// One login's creations still take turns, so two of one name cannot both find it free:
    /// the second waits for the first (here giving up after a second), then finds it taken.
    @Test func oneLoginsCreationsStillTakeTurns() throws {
        let ground = try Ground()
        defer { ground.drop() }
        let name = HouseholdClientTests.uniqueName()
        let first = try ground.connect("alice")
        try first.query("BEGIN")
        try first.query("SELECT subhub_create_household($1)", [name])
        let second = try ground.impatientClient("alice")
        #expect(throws: ServerError.failed(sqlState: "55P03")) {
            try second.createHousehold(named: name)
        }
        try first.query("COMMIT")
        #expect(throws: ServerError.ruleViolated(.householdNameTaken)) {
            try ground.impatientClient("alice").createHousehold(named: name)
        }
    }

    /// An invitee that accepts inside a transaction it keeps open holds a key-share lock on the
    /// household's row (the foreign key check of its membership): the writers' lock does not
    /// wait for it.
    @Test func anAcceptanceHeldOpenStallsNoWriter() throws {
        let ground = try Ground()
        defer { ground.drop() }
        let alice = try ground.client("alice")
        let home = try alice.createHousehold(named: HouseholdClientTests.uniqueName()).id
        #expect(try alice.invite(login: "dave", role: .viewer, to: home))
        let held = try ground.connect("dave")
        try held.query("BEGIN")
        try held.query("SELECT subhub_accept_invitation($1::uuid)", [home.uuidString])
        #expect(
            try ground.impatientClient("alice").push(
                HouseholdSyncTests.change(.insert, after: Sample.expense("Netflix", 1299)),
                to: home) == [])
        try held.query("ROLLBACK")
    }

    /// A viewer's pull, kept open, holds nothing the writers wait for: only writers prune
    /// (which moves the household row's horizon), and a writer's pull still prunes.
    @Test func aViewersPullHeldOpenStallsNoWriter() throws {
        let ground = try Ground()
        defer { ground.drop() }
        let alice = try ground.client("alice")
        let home = try alice.createHousehold(named: HouseholdClientTests.uniqueName()).id
        try ground.join("carol", .viewer, to: home)
        let gone = Sample.expense("Gone", 100)
        #expect(try alice.push(HouseholdSyncTests.change(.insert, after: gone), to: home) == [])
        #expect(try alice.push(HouseholdSyncTests.change(.delete, before: gone), to: home) == [])
        let newest = try alice.changes(in: home, since: 0).version
        // Carol's pull is the last one owed: under version 4 it pruned, on the row alice locks.
        let held = try ground.connect("carol")
        try held.query("BEGIN")
        try held.query(
            "SELECT subhub_seen($1::uuid, $2::bigint)", [home.uuidString, String(newest)])
        #expect(
            try ground.impatientClient("alice").push(
                HouseholdSyncTests.change(.insert, after: Sample.expense("Netflix", 1299)),
                to: home) == [])
        try held.query("COMMIT")
        _ = try alice.changes(in: home, since: 0)
        #expect(
            try alice.connection.query(
                "SELECT count(*) FROM expense_deletions WHERE household_id = $1::uuid",
                [home.uuidString]) == [["0"]])
    }
}

extension ServerAttackTests {
    /// A database of its own in the shared cluster, with the current schema; dropped after.
    final class Ground {
        let database = "hostage_" + UUID().uuidString.prefix(8).lowercased()
        let cluster: TestCluster
        private var clients: [String: HouseholdClient] = [:]

        static let sequenceState =
            "SELECT last_value::text, is_called::text FROM public.subhub_change_seq"

        init() throws {
            cluster = try TestCluster.shared.get()
            _ = try cluster.psql("postgres", "CREATE DATABASE \(database) OWNER admin")
            _ = try ServerSchema.initialize(try connection("admin"))
        }

        func drop() {
            clients = [:]
            _ = try? cluster.psql("postgres", "DROP DATABASE \(database) WITH (FORCE)")
        }

        func conninfo(_ login: String) -> String {
            cluster.conninfo(login).replacingOccurrences(
                of: "dbname=\(cluster.database)", with: "dbname=\(database)")
        }

        /// A connection of its own, as a second psql would be.
        func connect(_ login: String) throws -> PostgresConnection {
            try PostgresConnection(conninfo: conninfo(login))
        }

        /// `login`'s connection, kept for the test.
        func client(_ login: String) throws -> HouseholdClient {
            if let client = clients[login] { return client }
            let client = HouseholdClient(connection: try connect(login))
            clients[login] = client
            return client
        }

        func connection(_ login: String) throws -> PostgresConnection {
            try client(login).connection
        }

        /// A connection that waits at most a second for a lock (55P03 after it), not the 15
        /// seconds a command would.
        func impatientClient(_ login: String) throws -> HouseholdClient {
            HouseholdClient(
                connection: try PostgresConnection(
                    conninfo: conninfo(login)
                        + " options='-c lock_timeout=1000 -c statement_timeout=20000'"))
        }

        func join(_ login: String, _ role: HouseholdRole, to home: UUID) throws {
            #expect(try client("alice").invite(login: login, role: role, to: home))
            _ = try client(login).acceptInvitation(to: home)
        }

        /// A household as `Victim` describes it.
        func victim() throws -> Victim {
            let alice = try client("alice")
            let home = try alice.createHousehold(named: HouseholdClientTests.uniqueName()).id
            try join("bob", .editor, to: home)
            try join("carol", .viewer, to: home)
            let netflix = Sample.expense("Netflix", 1299)
            #expect(
                try alice.push(HouseholdSyncTests.change(.insert, after: netflix), to: home) == [])
            // Alice's pull, then a deletion after it: the pull of it is still owed by alice
            // (the owner's next pull prunes) and paid by carol.
            _ = try alice.changes(in: home, since: 0)
            let gone = Sample.expense("Gone", 100)
            let bob = try client("bob")
            #expect(try bob.push(HouseholdSyncTests.change(.insert, after: gone), to: home) == [])
            #expect(try bob.push(HouseholdSyncTests.change(.delete, before: gone), to: home) == [])
            try alice.removeMember("bob", from: home)
            _ = try client("carol").changes(in: home, since: 0)
            return Victim(home: home, row: netflix, gone: gone.id)
        }

        /// How far the household's tombstones are pruned, as its owner reads it.
        func horizon(of home: UUID) throws -> Int64 {
            let rows = try connection("alice").query(
                "SELECT pruned_through::text FROM households WHERE id = $1::uuid", [home.uuidString]
            )
            let text: String? = rows.first?.first ?? nil
            return Int64(text ?? "") ?? -1
        }

        /// The victim's owner pushes a change, pulls (pruning the tombstone) and creates a
        /// household, none of it waiting more than a second for a lock.
        func expectTheHouseholdGoesOn(_ victim: Victim, _ context: String) {
            do {
                let alice = try impatientClient("alice")
                var dearer = victim.row
                dearer.amount = Sample.money(1399)
                let change = HouseholdSyncTests.change(.update, before: victim.row, after: dearer)
                do {
                    #expect(try alice.push(change, to: victim.home) == [], "\(context)")
                } catch {
                    Issue.record("\(context): the owner's push failed: \(error)")
                }
                let before = try horizon(of: victim.home)
                do {
                    _ = try alice.changes(in: victim.home, since: 0)
                    let after = try horizon(of: victim.home)
                    #expect(after > before, "\(context): the owner's pull did not prune")
                } catch {
                    Issue.record("\(context): the owner's pull failed: \(error)")
                }
                do {
                    _ = try alice.createHousehold(named: HouseholdClientTests.uniqueName())
                } catch {
                    Issue.record("\(context): the owner's creation failed: \(error)")
                }
            } catch {
                Issue.record("\(context): \(error)")
            }
        }
    }
}
