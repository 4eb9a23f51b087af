import Foundation
import SubDomain
import SubStore

/// What was paid, at scale: `spent` and `total` on a profile of 1,000 plans and 100,000
/// recorded payments, each beside `sqlite3` running the same query over the same file.
struct PaymentsBenchmark {
    let scale: ScaleBenchmark

    /// Payments in the fixture, and the plans they are spread over.
    static let paymentCount = 100_000
    static let planCount = 1_000

    func rows() -> (rows: [BenchRow], notes: [String]) {
        let started = DispatchTime.now().uptimeNanoseconds
        let database: String
        do {
            database = try fixture()
        } catch {
            return ([], ["payments: could not build the fixture: \(error)"])
        }
        let notes = [
            "payments fixture: \(Self.planCount) plans, \(Self.paymentCount) payments over two "
                + "years, recorded through SubStore in \(BenchRow.time(ScaleBenchmark.since(started)))"
        ]
        let sqlite = ["/usr/bin/sqlite3", "/bin/sqlite3"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
        // The query `spent` runs, with its two days written in.
        let spentQuery =
            ExpenseStore.paymentSumsSQL.replacingOccurrences(of: "?1", with: "'2025-01-01'")
            .replacingOccurrences(of: "?2", with: "'2026-11-29'") + ";"
        let totalQuery =
            "SELECT currency, SUM(amount_minor) FROM expenses WHERE status = 'active' "
            + "AND parent_id IS NULL GROUP BY currency;"
        var rows: [BenchRow] = []
        let (spentOurs, spentTheirs) = scale.sideBySide(
            runs: 7,
            scale.subhub(
                "pay100k", ["--json", "spent", "--from", "2025-01-01", "--to", "2026-11-29"]),
            sqlite.map { [$0, database, spentQuery] })
        rows.append(
            .ratio(
                "--json spent, 100,000 payments", ours: spentOurs,
                reference: "sqlite3 FILE with spent's query (sums per plan and currency)",
                theirs: spentTheirs, limit: 1.5))
        let (totalOurs, totalTheirs) = scale.sideBySide(
            runs: 7, scale.subhub("pay100k", ["--json", "total"]),
            sqlite.map { [$0, database, totalQuery] })
        rows.append(
            .ratio(
                "--json total, 100,000 payments", ours: totalOurs,
                reference: "sqlite3 FILE 'SELECT currency, SUM(amount_minor) … GROUP BY currency'",
                theirs: totalTheirs, limit: 1.5))
        return (rows, notes)
    }

    /// The profile `pay100k`: plans of varied periods, a quarter of them varying, each paid
    /// on its charge days back to 2025, the payments spread evenly over the plans.
    private func fixture() throws -> String {
        let location = try StoreLocation(dataRoot: scale.fixtures.folder, profile: "pay100k")
        let store = try ExpenseStore(location: location)
        defer { store.close() }
        guard try store.payments().isEmpty else { return location.databasePath }
        var ledger = DomainBenchmark.makeLedger(count: Self.planCount, today: BenchFixtures.today)
        for index in ledger.expenses.indices where index % 4 == 0 && !ledger.expenses[index].isGroup
        {
            var plan = ledger.expenses[index]
            plan.varies = true
            ledger = Self.replacing(plan, in: ledger)
        }
        try store.write { (stored: inout ExpenseLedger) in stored = ledger }
        let plans = try store.read().expenses.filter { !$0.isGroup }
        var payments: [Payment] = []
        payments.reserveCapacity(Self.paymentCount)
        let first = CivilDate(daysSinceEpoch: BenchFixtures.today.daysSinceEpoch - 700)
        for index in 0..<Self.paymentCount {
            let plan = plans[index % plans.count]
            let day = first.addingDays((index / plans.count) * 7 % 700)
            payments.append(
                Payment(
                    expenseID: plan.id, paidOn: day,
                    amount: Money(
                        minorUnits: plan.amount.minorUnits + Int64(index % 300),
                        currency: plan.currency)))
        }
        _ = try store.record(payments: payments)
        return location.databasePath
    }

    private static func replacing(_ plan: RecurringExpense, in ledger: ExpenseLedger)
        -> ExpenseLedger
    {
        ExpenseLedger(
            expenses: ledger.expenses.map { $0.id == plan.id ? plan : $0 },
            killCount: ledger.killCount)
    }
}
