import Foundation
import SubDomain
@testable import SubServer
import SubStore
import TestSupport
import Testing

/// Nobody can hold a household hostage: calls any login may make, held open in a transaction,
/// while the household's members go on.
///
/// These run in a database of their own (`Ground`), so a lock held here by a broken schema
/// stalls no other suite.
extension ServerAttackTests {
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

        /// How far the household's tombstones are pruned, as its owner reads it.
        func horizon(of home: UUID) throws -> Int64 {
            let rows = try connection("alice").query(
                "SELECT pruned_through::text FROM households WHERE id = $1::uuid", [home.uuidString]
            )
            let text: String? = rows.first?.first ?? nil
            return Int64(text ?? "") ?? -1
        }
    }
}
