import Foundation
import SubDomain
import SubFormats
import SubRecords
import TestSupport
import Testing

@testable import SubStore

/// An import records the file's payments with its plans, in one change: over random
/// profiles, export → import into a fresh profile gives the same payments, estimates,
/// totals and spending; a second import records none twice; `undo` takes them back with the
/// plans; a deleted plan's export brought back does not double its payments.
@Suite struct ExpenseStoreExchangePaymentsTests {
    private let today = Sample.date("2026-12-07")

    private func store(_ folder: TemporaryFolder, _ name: String = "subhub.sqlite") throws
        -> ExpenseStore
    {
        try ExpenseStore(path: folder.file(name))
    }

    private func exported(_ store: ExpenseStore) throws -> String {
        let ledger = try store.read()
        return ExpenseExchange.export(
            ledger, as: .json, profile: try store.exchangeProfile(for: ledger))
    }

    @discardableResult
    private func importing(_ text: String, into store: ExpenseStore) throws
        -> ExchangeImportReport
    {
        try store.importBatch(try ExpenseExchange.parse(text, as: .json), asOf: today)
    }

    /// How many payment rows the table holds, a deleted plan's included.
    private func storedRows(_ store: ExpenseStore) throws -> Int64 {
        try store.sql { () throws(SQLiteConnection.Failure) in
            try store.connection.integer("SELECT count(*) FROM payments") ?? -1
        }
    }

    /// A profile of random plans (varying, ending, archived, one deleted) and payments.
    private func randomStore(_ folder: TemporaryFolder, seed: UInt64) throws -> ExpenseStore {
        var random = TestSupport.Sample.SeededGenerator(seed: seed)
        func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
        let store = try store(folder, "source.sqlite")
        var plans: [RecurringExpense] = []
        for number in 0..<int(1...8) {
            let code = ["EUR", "USD", "JPY"][int(0...2)]
            var plan = RecurringExpense(
                name: "Plan \(number)",
                amount: TestSupport.Sample.money(Int64(int(1...90_000)), code),
                period: [.monthly, .annual, .weekly][int(0...2)],
                nextCharge: today.addingDays(int(-20...40)),
                createdOn: today.addingDays(-int(30...700)))
            plan.varies = int(0...1) == 0
            if int(0...3) == 0 {
                (plan.endsOn, plan.plannedPayments) = try BillingCalendar.end(
                    of: plan, .payments(int(1...30)), today: today.addingDays(-int(0...400)))
            }
            plans.append(plan)
        }
        try store.write { ledger in
            for plan in plans { _ = try ledger.add(plan, asOf: today) }
        }
        var payments: [Payment] = []
        for plan in plans {
            var day = plan.createdOn
            for _ in 0..<int(0...8) {
                day = int(0...3) == 0 ? day : min(today, day.addingDays(int(1...50)))
                let statement = int(0...4) == 0
                payments.append(
                    Payment(
                        expenseID: plan.id, paidOn: day,
                        amount: TestSupport.Sample.money(
                            Int64(int(1...90_000)),
                            int(0...6) == 0 ? "EUR" : plan.currency.code),
                        source: statement ? .statement : .typed,
                        statementKey: statement ? String(random.next(), radix: 16) : nil))
            }
        }
        _ = try store.record(payments: payments)
        try store.write { ledger in
            for plan in plans where int(0...4) == 0 { _ = try ledger.archive(plan.id, on: today) }
            if int(0...2) == 0, let plan = plans.first { _ = try ledger.delete(plan.id) }
        }
        return store
    }

    /// What the commands read of a profile: its plans with their estimates and last
    /// payments, its payments, its totals and what was spent.
    private func figures(_ store: ExpenseStore) throws -> String {
        let ledger = try store.read()
        let spending = Spending.summary(
            of: ledger,
            paid: try store.paymentSums(from: Sample.date("2024-01-01"), through: today),
            from: Sample.date("2024-01-01"), through: today, today: today, grouping: .plan)
        return """
            \(ledger.expenses)
            \(try store.payments())
            \(try store.monthlyTotals(on: today))
            \(spending.lines)
            """
    }

    @Test(arguments: (1...12) as ClosedRange<UInt64>)
    func anExportImportedIntoAFreshProfileGivesTheSameFigures(seed: UInt64) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let source = try randomStore(folder, seed: seed)
        let text = try exported(source)
        let fresh = try store(folder)
        let report = try importing(text, into: fresh)
        #expect(report.payments.count == (try source.payments().count), "seed \(seed)")
        #expect(try figures(fresh) == (try figures(source)), "seed \(seed)")
        // Twice: nothing more, every payment said to be there already.
        let again = try importing(text, into: fresh)
        #expect(again.payments.isEmpty, "seed \(seed)")
        #expect(again.paymentsAlreadyThere == report.payments.count, "seed \(seed)")
        #expect(try figures(fresh) == (try figures(source)), "seed \(seed)")
        #expect(try exported(fresh) == text, "seed \(seed)")
    }

    /// A profile that has the plan under its own id, with some of the payments and others
    /// of its own: the file adds only those it lacks, under the profile's plan.
    @Test func aSecondProfileTakesOnlyThePaymentsItLacks() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let source = try store(folder, "source.sqlite")
        let light = Sample.expense("Luz", 6000)
        try source.write { ledger in _ = try ledger.add(light, asOf: today) }
        let days = ["2026-09-01", "2026-10-01", "2026-10-01", "2026-11-01"].map(Sample.date)
        _ = try source.record(
            payments: days.map {
                Payment(expenseID: light.id, paidOn: $0, amount: TestSupport.Sample.money(6100))
            })
        let target = try store(folder)
        let own = Sample.expense("luz", 6000)
        try target.write { ledger in _ = try ledger.add(own, asOf: today) }
        _ = try target.record(payments: [
            Payment(expenseID: own.id, paidOn: days[1], amount: TestSupport.Sample.money(6100)),
            Payment(expenseID: own.id, paidOn: days[3], amount: TestSupport.Sample.money(6200)),
        ])
        let report = try importing(try exported(source), into: target)
        #expect(report.alreadyThere == ["Luz"])
        // One of the two on Oct 1 was there; Nov 1's differs in amount.
        #expect(report.payments.map(\.paidOn) == [days[0], days[1], days[3]])
        #expect(report.paymentsAlreadyThere == 1)
        #expect(try target.payments().allSatisfy { $0.expenseID == own.id })
        #expect(try target.payments().count == 5)
    }

    @Test func undoTakesAnImportBackWithItsPaymentsAndRedoBringsThem() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let source = try randomStore(folder, seed: 7)
        let text = try exported(source)
        let fresh = try store(folder)
        let report = try importing(text, into: fresh)
        #expect(!report.payments.isEmpty)
        let before = try figures(fresh)
        _ = try fresh.undo(count: 1)
        #expect(try fresh.read().expenses.isEmpty)
        #expect(try storedRows(fresh) == 0)
        _ = try fresh.undo(count: 1)
        #expect(try figures(fresh) == before)
    }

    /// A plan deleted after its export keeps its payments, hidden; the export brought back
    /// brings them back once.
    @Test func aDeletedPlansExportBroughtBackDoesNotDoubleItsPayments() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try store(folder)
        let gym = Sample.expense("Gym", 3000)
        try store.write { ledger in _ = try ledger.add(gym, asOf: today) }
        _ = try store.record(payments: [
            Payment(
                expenseID: gym.id, paidOn: Sample.date("2026-11-01"),
                amount: TestSupport.Sample.money(3000)),
            Payment(
                expenseID: gym.id, paidOn: Sample.date("2026-12-01"),
                amount: TestSupport.Sample.money(3000),
                source: .statement, statementKey: "k1"),
        ])
        let text = try exported(store)
        try store.write { ledger in _ = try ledger.delete(gym.id) }
        let report = try importing(text, into: store)
        #expect(report.payments.isEmpty)
        #expect(report.paymentsAlreadyThere == 2)
        #expect(try store.payments().count == 2)
        #expect(try storedRows(store) == 2)
    }
}
