import Foundation
import SubDomain
import SubRecords
import SubServer
import TestSupport

/// The household server with many households on it (ServerSchema.version4): a member's plain
/// read through row-level security against the owner's read of the same rows without it, a
/// sync with one change, and fifty members syncing at once.
struct ServerScaleBenchmark {
    let cluster: TestCluster
    static let households = 10_000
    static let rowsPerHousehold = 30
    static let concurrentMembers = 50

    func rows() throws -> [BenchRow] {
        let admin = try PostgresConnection(conninfo: cluster.conninfo("admin"))
        _ = try ServerSchema.initialize(admin)
        let home = try fill(admin)
        return [try readRow(admin, home: home), try syncRow(home: home), try concurrentRow()]
    }

    private func client(_ login: String) throws -> HouseholdClient {
        HouseholdClient(connection: try PostgresConnection(conninfo: cluster.conninfo(login)))
    }

    /// 10,000 households of 30 rows (admin's), one of them alice's: written by the server in
    /// bulk, every row through the triggers as any write.
    private func fill(_ admin: PostgresConnection) throws -> UUID {
        let alice = try client("alice")
        let home = try alice.createHousehold(named: "scale-\(UUID().uuidString.prefix(8))")
        try alice.upload(
            (0..<Self.rowsPerHousehold).map {
                ExpenseRecord(
                    RecurringExpense(
                        name: "Plan \($0)", amount: Money(minorUnits: 999, currency: .eur),
                        period: .monthly, nextCharge: BenchFixtures.today,
                        createdOn: BenchFixtures.today))
            }, to: home.id)
        let existing =
            try admin.query("SELECT count(*) FROM households WHERE name LIKE 'bulk-%'")
            .first?.first.flatMap { $0.flatMap { Int($0) } } ?? 0
        guard existing < Self.households else { return home.id }
        try admin.transaction { () throws(ServerError) in
            // 300,000 rows through the triggers: longer than a command's statement may take.
            try admin.query("SET LOCAL statement_timeout = 0")
            try admin.query(
                """
                WITH made AS (
                    INSERT INTO households (name)
                    SELECT 'bulk-' || n FROM generate_series(1, $1::int) n RETURNING id)
                INSERT INTO household_members (household_id, login, role)
                SELECT id, 'admin', 'owner' FROM made
                """, [String(Self.households - existing)])
            try admin.query(
                """
                INSERT INTO expenses (id, household_id, name, amount_minor, currency, period,
                    next_charge, created_on)
                SELECT gen_random_uuid(), h.id, 'Plan ' || n, 100 + n, 'EUR', 'monthly',
                    '2026-12-15', '2026-11-01'
                FROM households h CROSS JOIN generate_series(1, $1::int) n
                WHERE h.name LIKE 'bulk-%'
                """, [String(Self.rowsPerHousehold)])
            try admin.query("ANALYZE expenses")
            try admin.query("ANALYZE household_members")
        }
        return home.id
    }

    /// A member's `SELECT name, amount_minor FROM expenses` (30 of 300,000 rows, through the
    /// policies) against the owner's read of the same 30 rows, which row-level security does
    /// not apply to.
    private func readRow(_ admin: PostgresConnection, home: UUID) throws -> BenchRow {
        // A login of this household alone: alice also owns the other rows' households in
        // `make bench` (10,000 rows of them), which would make the two reads differ.
        _ = try cluster.psql(
            "postgres",
            "DO $$ BEGIN CREATE ROLE bench_reader LOGIN; EXCEPTION WHEN duplicate_object THEN END $$;"
        )
        if try client("alice").invite(login: "bench_reader", role: .viewer, to: home) {
            _ = try client("bench_reader").acceptInvitation(to: home)
        }
        let member = try PostgresConnection(conninfo: cluster.conninfo("bench_reader"))
        let memberRows = try member.query("SELECT name, amount_minor FROM expenses").count
        let ownerRows = try admin.query(
            "SELECT name, amount_minor FROM expenses WHERE household_id = $1::uuid",
            [home.uuidString]
        ).count
        guard memberRows == ownerRows else {
            return .ratio(
                "a member's SELECT name, amount_minor FROM expenses (rows differ: \(memberRows) vs \(ownerRows))",
                ours: nil, reference: "the owner's read", theirs: nil, limit: 2)
        }
        var ours: [Double] = []
        var theirs: [Double] = []
        for _ in 0..<200 {
            ours.append(
                try Self.seconds { () throws(ServerError) in
                    try member.query("SELECT name, amount_minor FROM expenses")
                })
            theirs.append(
                try Self.seconds { () throws(ServerError) in
                    try admin.query(
                        "SELECT name, amount_minor FROM expenses WHERE household_id = $1::uuid",
                        [home.uuidString])
                })
        }
        return .ratio(
            "a member's SELECT name, amount_minor FROM expenses, 10,000 households × 30 rows",
            ours: ScaleBenchmark.median(ours),
            reference: "the owner's read of the same rows without row-level security",
            theirs: ScaleBenchmark.median(theirs), limit: 2)
    }

    /// One change pushed and the household pulled back, as `sync` does after a write:
    /// glance, push, changes; median of 50.
    private func syncRow(home: UUID) throws -> BenchRow {
        let alice = try client("alice")
        var version = try alice.changes(in: home, since: 0).version
        var times: [Double] = []
        for round in 0..<50 {
            let plan = RecurringExpense(
                name: "Sync \(round)", amount: Money(minorUnits: 500, currency: .eur),
                period: .monthly, nextCharge: BenchFixtures.today, createdOn: BenchFixtures.today)
            let change = PendingChange(
                number: Int64(round), key: UUID(), expenseID: plan.id, kind: .insert,
                before: nil, after: ExpenseRecord(plan), queuedAt: Date())
            times.append(
                try Self.seconds { () throws(ServerError) in
                    _ = try alice.glance(at: home, since: version)
                    _ = try alice.push([change], to: home)
                    version = try alice.changes(in: home, since: version).version
                })
        }
        return .duration(
            "sync with one change (glance, push, pull), local socket, median of 50",
            seconds: ScaleBenchmark.median(times), limit: 0.030)
    }

    /// Fifty member logins of one household each push a change and pull at the same moment.
    private func concurrentRow() throws -> BenchRow {
        let logins = (1...Self.concurrentMembers).map { "bench_member_\($0)" }
        _ = try cluster.psql(
            "postgres",
            logins.map {
                "DO $$ BEGIN CREATE ROLE \($0) LOGIN; EXCEPTION WHEN duplicate_object THEN END $$;"
            }.joined(separator: "\n"))
        let alice = try client("alice")
        let home = try alice.createHousehold(named: "fifty-\(UUID().uuidString.prefix(8))")
        for login in logins where try alice.invite(login: login, role: .editor, to: home.id) {
            _ = try client(login).acceptInvitation(to: home.id)
        }
        let outcomes = ConcurrentOutcomes()
        let start = Date()
        DispatchQueue.concurrentPerform(iterations: logins.count) { index in
            do {
                let member = try client(logins[index])
                let plan = RecurringExpense(
                    name: "Member \(index)", amount: Money(minorUnits: 100, currency: .eur),
                    period: .monthly, nextCharge: BenchFixtures.today,
                    createdOn: BenchFixtures.today)
                let results = try member.push(
                    [
                        PendingChange(
                            number: 1, key: UUID(), expenseID: plan.id, kind: .insert,
                            before: nil, after: ExpenseRecord(plan), queuedAt: Date())
                    ], to: home.id)
                _ = try member.changes(in: home.id, since: 0)
                outcomes.record(results.allSatisfy { (try? $0.get()) == [] })
            } catch {
                outcomes.record(false)
            }
        }
        let seconds = Date().timeIntervalSince(start)
        let rows =
            try alice.changes(in: home.id, since: 0).records.count
        let succeeded = outcomes.succeeded
        return BenchRow(
            work: "\(logins.count) members syncing at once (push one change, pull)",
            figure: "\(succeeded) of \(logins.count) succeeded, \(rows) rows, "
                + BenchRow.time(seconds),
            reference: "absolute target", ratio: "—", target: "all succeed",
            passed: succeeded == logins.count && rows == logins.count)
    }

    private static func seconds(_ body: () throws(ServerError) -> Void) throws(ServerError)
        -> Double
    {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
}

/// Outcomes gathered from concurrent members.
private final class ConcurrentOutcomes: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func record(_ success: Bool) {
        lock.lock()
        defer { lock.unlock() }
        if success { count += 1 }
    }

    var succeeded: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}
