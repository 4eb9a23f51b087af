import Foundation
import SubDomain
@testable import SubServer
import SubRecords
import SubStore
import TestSupport
import Testing

/// One definition of a readable row: whatever the server accepts, every member's cache
/// stores; whatever a client cannot read (an owner dropped the CHECKs) is skipped and named
/// on its own, and never stops the rest of a sync.
@Suite(.serialized) struct ReadableRowTests {
    static func cluster() throws -> TestCluster { try TestCluster.shared.get() }

    /// Inserts `row` straight into the server as the tables' owner; whether it was accepted.
    static func insert(_ row: [String?], household: UUID, on admin: PostgresConnection) -> Bool {
        let names = ServerExpenseColumns.names
        let casts = names.indices.map { ServerExpenseColumns.parameter($0 + 2, for: names[$0]) }
        do {
            try admin.query(
                "INSERT INTO expenses (household_id, \(names.joined(separator: ", ")))"
                    + " VALUES ($1::uuid, \(casts.joined(separator: ", ")))",
                [household.uuidString] + row)
            return true
        } catch {
            return false
        }
    }

    /// A cache linked to `ground`'s household as alice, its owner.
    static func cache(for home: UUID, in ground: ServerAttackTests.Ground) throws -> (
        ExpenseStore, String
    ) {
        let folder = NSTemporaryDirectory() + "readable-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let store = try ExpenseStore(path: folder + "/p.sqlite")
        try store.saveLink(
            HouseholdLink(
                conninfo: ground.conninfo("alice"), householdID: home, householdName: "x",
                login: "alice", role: .owner))
        return (store, folder)
    }

    /// Writes `count` generated rows straight into a household, with the server's CHECKs in
    /// place or dropped by its owner, then syncs a member's cache; checks the rule.
    func check(seed: UInt64, count: Int, checksDropped: Bool) throws {
        let ground = try ServerAttackTests.Ground()
        defer { ground.drop() }
        let admin = try ground.connection("admin")
        let home = try ground.client("alice").createHousehold(
            named: HouseholdClientTests.uniqueName()
        ).id
        if checksDropped {
            let checks = try admin.query(
                """
                SELECT conname::text FROM pg_constraint
                WHERE conrelid = 'public.expenses'::regclass AND contype = 'c'
                """)
            for case let name? in checks.compactMap(\.first) {
                try admin.query("ALTER TABLE expenses DROP CONSTRAINT \(name)")
            }
        }
        var generator = Sample.SeededGenerator(seed: seed)
        var accepted = 0
        for _ in 0..<count {
            if Self.insert(
                HostileRows.row(columns: ServerExpenseColumns.names, using: &generator),
                household: home, on: admin)
            {
                accepted += 1
            }
        }
        #expect(accepted > count / 10, "seed \(seed): the pools must let rows through")
        let server = try ground.client("alice").changes(in: home, since: 0)
        let (store, folder) = try Self.cache(for: home, in: ground)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // The sync finishes whatever the rows hold.
        let report = try HouseholdSync.run(
            store: store, link: try #require(try store.householdLink()),
            client: try ground.client("alice"))
        let cached = Dictionary(
            uniqueKeysWithValues: try store.read().expenses.map { ($0.id, $0) })
        let named = Set(report.unreadable.map(\.id))
        #expect(cached.count + named.count == accepted, "seed \(seed): every row cached or named")
        if !checksDropped {
            let rows = try admin.query(
                "SELECT " + ServerExpenseColumns.selectList
                    + " FROM expenses WHERE id = ANY($1::uuid[])",
                [ServerExpenseColumns.arrayLiteral(Array(named))])
            #expect(
                named.isEmpty, "seed \(seed): the server accepted \(report.unreadable): \(rows)")
        }
        // What the cache holds is exactly what the server holds.
        for record in server.records {
            let id = try #require(record.id)
            let mine = try #require(cached[id], "seed \(seed): \(record["name"] ?? "")")
            #expect(ExpenseRecord(mine) == record, "seed \(seed)")
        }
        #expect(server.records.count == cached.count)
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func whateverTheServerAcceptsEveryCacheStores(seed: UInt64) throws {
        try check(seed: seed, count: 150, checksDropped: false)
    }

    @Test(arguments: [4, 5, 6] as [UInt64])
    func rowsPastDroppedChecksAreSkippedAndNamedOneByOne(seed: UInt64) throws {
        try check(seed: seed, count: 150, checksDropped: true)
    }

    /// The rows that froze every member before the server refused them too.
    @Test func theServerRefusesWhatOnlyTheCacheRefused() throws {
        let (_, row) = try ServerAttackTests.victim()
        let long = String(repeating: "p", count: 2035)
        for value in [
            "manage_url = 'javascript:alert(1)'", "manage_url = 'https://x.org/\(long)'",
            "manage_url = 'https://@evil.example'", "manage_url = E'https://x.org/\\u202Egpj'",
            "archived_with_group = true", "paid_by = E'\\u200B'", "amount_minor = 0",
            "paid_by = '  \(String(repeating: "p", count: 100))'",
            "notes = '\(String(repeating: "x", count: 10_001))'",
        ] {
            let refused = try ServerAttackTests.refusal(
                "bob", "UPDATE expenses SET \(value) WHERE id = '\(row)'")
            #expect(
                refused?.contains("expenses_readable_everywhere") == true,
                "\(value.prefix(60)): \(refused ?? "ran")")
        }
        // The limits themselves are readable values.
        _ = try ServerAttackTests.cluster.psql(
            "bob",
            """
            UPDATE expenses SET manage_url = 'HTTPS://x.org/\(String(long.dropLast()))',
                paid_by = '\(String(repeating: "p", count: 100))',
                notes = '\(String(repeating: "x", count: 10_000))'
            WHERE id = '\(row)'
            """)
    }

    /// The server's year of charges (`subhub_yearly`, what its bound counts) is the client's
    /// (`Period.yearlyCharges`), for every kind of period and amounts of every size.
    @Test func theServersYearOfChargesIsTheClients() throws {
        _ = try HouseholdClientTests.client("alice")  // the shared cluster, with the schema
        var generator = Sample.SeededGenerator(seed: 7)
        var periods: [Period] = Period.Named.allCases.map(Period.init)
        for unit in [Period.Unit.day, .week, .month, .year] {
            for count in [1, 2, 3, 7, 11, 12, 13, 24, 52, 365, 999, 1000] {
                periods.append(try Period(every: count, unit))
            }
        }
        var amounts: [Int64] = [1, 2, 3, 5, 49, 50, 99, 1299, Money.maximumMinorUnits]
        for _ in 0..<20 {
            amounts.append(Int64.random(in: 1...Money.maximumMinorUnits, using: &generator))
        }
        var pairs: [(Int64, Period)] = []
        for period in periods { for amount in amounts { pairs.append((amount, period)) } }
        let answers = try Self.cluster().psql(
            "alice",
            "SELECT subhub_yearly(a, p)::text FROM unnest('{"
                + pairs.map { String($0.0) }.joined(separator: ",") + "}'::bigint[], '{"
                + pairs.map(\.1.identifier).joined(separator: ",") + "}'::text[]) AS t(a, p)"
        ).split(separator: "\n").map(String.init)
        #expect(answers == pairs.map { String($0.1.yearlyCharges(ofMinorUnits: $0.0)) })
    }

    /// The server refuses a write that takes a currency past what a client can add up, as
    /// the client does; a write that makes nothing heavier still passes.
    @Test func theServerRefusesATotalPastTheBound() throws {
        let ground = try ServerAttackTests.Ground()
        defer { ground.drop() }
        let alice = try ground.client("alice")
        let home = try alice.createHousehold(named: HouseholdClientTests.uniqueName()).id
        // Two daily plans at the largest amount weigh 2 × 365 × 10¹² = 7.3 × 10¹⁴ a year, a
        // third would take euros past the bound of 10¹⁵.
        var plans: [RecurringExpense] = []
        for index in 0..<2 {
            plans.append(
                Sample.expense(
                    "Plan \(index)", Money.maximumMinorUnits, period: try Period(every: 1, .day)))
        }
        try alice.upload(plans.map(ExpenseRecord.init), to: home)
        let one = Sample.expense("One more", Money.maximumMinorUnits, period: .annual)
        let over = Sample.expense(
            "Over", Money.maximumMinorUnits, period: try Period(every: 1, .day))
        #expect(try alice.push(HouseholdSyncTests.change(.insert, after: one), to: home) == [])
        #expect(throws: ServerError.ruleViolated(.totalOverLimit)) {
            try alice.push(HouseholdSyncTests.change(.insert, after: over), to: home)
        }
        // Another currency has its own bound.
        let dollars = Sample.expense(
            "Dollars", Money.maximumMinorUnits, "USD", period: try Period(every: 1, .day))
        #expect(try alice.push(HouseholdSyncTests.change(.insert, after: dollars), to: home) == [])
        // Cheaper, archived, deleted: nothing heavier, always passes; and it frees room.
        var cheaper = plans[0]
        cheaper.amount = Sample.money(1)
        #expect(
            try alice.push(
                HouseholdSyncTests.change(.update, before: plans[0], after: cheaper), to: home)
                == [])
        #expect(try alice.push(HouseholdSyncTests.change(.insert, after: over), to: home) == [])
        // The tables' owner, writing past the client, gets the same answer.
        #expect(throws: ServerError.ruleViolated(.totalOverLimit)) {
            try ground.connection("admin").query(
                "UPDATE expenses SET amount_minor = 1000000000000 WHERE id = $1::uuid",
                [cheaper.id.uuidString])
        }
    }
}
