import Foundation
import SubDomain
import SubRecords
import TestSupport
import Testing

@testable import SubStore

/// Payments as the store keeps them: recorded once, read back in order, taken back by undo
/// and recorded again by undoing the undo; a plan that varies costs the mean of its last
/// three, in the ledger and in the SQL totals alike.
@Suite struct PaymentStoreTests {
    private let today = Sample.date("2026-12-07")

    private func store(in folder: TemporaryFolder) throws -> ExpenseStore {
        try ExpenseStore(path: folder.file("subhub.sqlite"))
    }

    @Test func aPaymentIsReadBackAndAStatementRowIsRecordedOnce() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try store(in: folder)
        let netflix = Sample.expense("Netflix", 1299)
        try store.write { ledger in _ = try ledger.add(netflix, asOf: today) }
        let typed = Payment(
            expenseID: netflix.id, paidOn: Sample.date("2026-11-15"),
            amount: TestSupport.Sample.money(1299, "EUR"))
        let charged = Payment(
            expenseID: netflix.id, paidOn: Sample.date("2026-10-15"),
            amount: TestSupport.Sample.money(1199, "EUR"), source: .statement, statementKey: "ab12")
        #expect(try store.record(payments: [typed, charged]).count == 2)
        // The same statement row again, under a new id: nothing new.
        var again = charged
        again.id = UUID()
        #expect(try store.record(payments: [again]).isEmpty)
        let read = try store.payments(of: netflix.id)
        #expect(read == [charged, typed])
        #expect(try store.payments(from: Sample.date("2026-11-01")) == [typed])
        #expect(try store.payments(through: Sample.date("2026-10-31")) == [charged])
    }

    @Test func undoTakesAPaymentBackAndUndoingTheUndoRecordsItAgain() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try store(in: folder)
        let gym = Sample.expense("Gym", 3000)
        try store.write { ledger in _ = try ledger.add(gym, asOf: today) }
        let payment = Payment(
            expenseID: gym.id, paidOn: Sample.date("2026-12-01"),
            amount: TestSupport.Sample.money(3000, "EUR"))
        _ = try store.record(payments: [payment])
        _ = try store.undo(count: 1)
        #expect(try store.payments().isEmpty)
        #expect(try store.read().expense(withID: gym.id) != nil)
        _ = try store.undo(count: 1)
        #expect(try store.payments() == [payment])
        // The history says what happened, newest first.
        let changes = try store.changes(of: gym.id)
        #expect(changes.first?.entries.first?.field == PaymentHistoryValue.field)
        #expect(changes.first?.entries.first?.newValue != nil)
    }

    @Test func aDeletedPlansPaymentsAreHiddenAndComeBackWithIt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try store(in: folder)
        let gym = Sample.expense("Gym", 3000)
        try store.write { ledger in _ = try ledger.add(gym, asOf: today) }
        let payment = Payment(
            expenseID: gym.id, paidOn: Sample.date("2026-12-01"),
            amount: TestSupport.Sample.money(3000, "EUR"))
        _ = try store.record(payments: [payment])
        try store.write { ledger in _ = try ledger.delete(gym.id) }
        #expect(try store.payments().isEmpty)
        _ = try store.undo(count: 1)
        #expect(try store.payments() == [payment])
    }

    /// The rule, over random payment logs: a plan that varies costs the mean of its last
    /// three payments in its currency (its typed amount with none), and the SQL totals say
    /// the same as the ledger after every payment and every undo.
    @Test(arguments: 1...6)
    func aVaryingPlanCostsTheMeanOfItsLastThreePayments(seed: UInt64) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try store(in: folder)
        var random = TestSupport.Sample.SeededGenerator(seed: seed)
        var light = Sample.expense("Luz", 6000)
        light.varies = true
        let fixed = Sample.expense("Gym", 3000)
        try store.write { ledger in
            _ = try ledger.add(light, asOf: today)
            _ = try ledger.add(fixed, asOf: today)
        }
        var model: [Payment] = []
        var day = Sample.date("2025-02-01")
        for _ in 0..<Int.random(in: 3...9, using: &random) {
            day = day.addingDays(Int.random(in: 0...40, using: &random))
            let currency = Int.random(in: 0..<5, using: &random) == 0 ? "USD" : "EUR"
            let payment = Payment(
                expenseID: light.id, paidOn: day,
                amount: TestSupport.Sample.money(
                    Int64.random(in: 1...20_000, using: &random), currency))
            _ = try store.record(payments: [payment])
            model.append(payment)
            if Int.random(in: 0..<4, using: &random) == 0 {
                _ = try store.undo(count: 1)
                model.removeLast()
            }
            let inEuros = model.filter { $0.amount.currency.code == "EUR" }
                .sorted { ($0.paidOn, $0.id.uuidString) > ($1.paidOn, $1.id.uuidString) }
                .prefix(3)
            let expected: Int64 =
                inEuros.isEmpty
                ? 6000
                : IntegerRounding.divide(
                    inEuros.reduce(0) { $0 + $1.amount.minorUnits }, by: Int64(inEuros.count))
            let ledger = try store.read()
            let read = try #require(ledger.expense(withID: light.id))
            #expect(read.chargeAmount.minorUnits == expected, "seed \(seed)")
            let sql = try store.monthlyTotals().first { $0.currency.code == "EUR" }
            let domain = ledger.monthlyTotals.first { $0.currency.code == "EUR" }
            #expect(sql?.monthlyMinor == domain?.monthlyMinor, "seed \(seed)")
            #expect(sql?.monthlyMinor == expected + 3000, "seed \(seed)")
        }
    }

    /// `spent` sums in SQL what `Spending.sums` sums in memory: over random payments of
    /// random plans (a deleted one among them) and random spans, both give the same sums.
    @Test(arguments: 1...6)
    func theStoresSumsAreTheDomains(seed: UInt64) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try store(in: folder)
        var random = TestSupport.Sample.SeededGenerator(seed: seed)
        let plans = (0..<4).map { Sample.expense("P\($0)", 1_000 + Int64($0)) }
        try store.write { ledger in
            for plan in plans { _ = try ledger.add(plan, asOf: today) }
        }
        var payments: [Payment] = []
        for _ in 0..<Int.random(in: 1...60, using: &random) {
            let plan = plans.randomElement(using: &random) ?? plans[0]
            payments.append(
                Payment(
                    expenseID: plan.id,
                    paidOn: today.addingDays(-Int.random(in: 0...400, using: &random)),
                    amount: TestSupport.Sample.money(
                        Int64.random(in: 1...50_000, using: &random),
                        Bool.random(using: &random) ? "EUR" : "USD")))
        }
        _ = try store.record(payments: payments)
        try store.write { ledger in _ = try ledger.delete(plans[3].id) }
        let kept = payments.filter { $0.expenseID != plans[3].id }
        for _ in 0..<5 {
            let from = today.addingDays(-Int.random(in: 0...400, using: &random))
            let through = from.addingDays(Int.random(in: 0...200, using: &random))
            func key(_ sum: Spending.PaidSum) -> String {
                sum.expenseID.uuidString + sum.currency.code + "\(sum.minorUnits)/\(sum.count)"
            }
            let sql = try store.paymentSums(from: from, through: through).map(key).sorted()
            let domain = Spending.sums(of: kept, from: from, through: through).map(key).sorted()
            #expect(sql == domain, "seed \(seed)")
        }
    }

    /// The SQL totals (each row's stored figures) say what the ledger read fresh says after
    /// every change of plans that vary, however the change came: a payment, `varies` turned
    /// on or off, an edit, an archive, and the undo of any of them, whose rows come back
    /// from history without the estimate their payments make.
    @Test(arguments: 1...8)
    func theSQLTotalsFollowEveryChangeOfAVaryingPlan(seed: UInt64) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try store(in: folder)
        var random = TestSupport.Sample.SeededGenerator(seed: seed)
        func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
        var plans = (0..<3).map { Sample.expense("P\($0)", 1_000 + Int64($0) * 777) }
        plans[0].varies = true
        try store.write { ledger in
            for plan in plans { _ = try ledger.add(plan, asOf: today) }
        }
        var steps: [String] = []
        var changes = 0
        for _ in 0..<30 {
            let plan = plans[int(0...2)]
            switch int(0...5) {
            case 0, 1:
                let payment = Payment(
                    expenseID: plan.id, paidOn: today.addingDays(-int(0...300)),
                    amount: TestSupport.Sample.money(Int64(int(1...90_000)), "EUR"))
                _ = try store.record(payments: [payment])
                steps.append("paid \(plan.name) \(payment.amount.minorUnits)")
            case 2:
                let varies = Bool.random(using: &random)
                try store.write { ledger in
                    var edited = try #require(ledger.expense(withID: plan.id))
                    edited.varies = varies
                    _ = try ledger.update(edited, asOf: today)
                }
                steps.append("\(plan.name) varies \(varies)")
            case 3:
                let shared = int(1...4)
                try store.write { ledger in
                    var edited = try #require(ledger.expense(withID: plan.id))
                    edited.sharedWith = shared
                    _ = try ledger.update(edited, asOf: today)
                }
                steps.append("\(plan.name) shared \(shared)")
            case 4:
                let archived = try store.read().expense(withID: plan.id)?.status == .archived
                try store.write { ledger in
                    if archived {
                        _ = try ledger.restore(plan.id)
                    } else {
                        _ = try ledger.archive(plan.id, on: today)
                    }
                }
                steps.append("\(archived ? "restore" : "archive") \(plan.name)")
            default:
                guard changes > 0 else { continue }
                _ = try store.undo(count: 1)
                steps.append("undo")
            }
            changes += 1
            let sql = try store.monthlyTotals(on: today)
            let domain = try store.read().monthlyTotals(on: today)
            #expect(sql == domain, "seed \(seed): \(steps.joined(separator: "; "))")
            if sql != domain { return }
        }
    }
}
