import Foundation
import SubDomain
import TestSupport
import Testing

/// What `spent` adds up: payments recorded, and apart the charges the calendar expected while
/// a plan was tracked and charging, never before its free trial ended.
@Suite struct SpendingTests {
    private typealias Generator = TestSupport.Sample.SeededGenerator

    @Test func aFreeTrialIsNoExpectedCharge() {
        // Entered on Nov 1 on a trial to Dec 1, which is its first charge.
        let trial = Sample.expense(
            "Max", 999, next: "2026-12-01", created: "2026-11-01", trialEnds: "2026-12-01")
        let ledger = ExpenseLedger(expenses: [trial], killCount: 0)
        let spending = Spending.summary(
            of: ledger, payments: [], from: Sample.date("2026-11-01"),
            through: Sample.date("2026-12-31"), today: Sample.date("2026-12-07"))
        #expect(spending.totals.map(\.expectedCount) == [1])
        #expect(spending.totals.map(\.expectedMinor) == [999])
    }

    /// Over random plans and payments: paid is the sum of the payments in the span; expected
    /// is, per plan, its calendar's charges in the span while tracked (listed one by one,
    /// from entry to archive or today) less its payments there, never
    /// below zero, at its expected charge; and the two are never added together.
    @Test(arguments: 1...8)
    func paidAndExpectedFollowTheCalendar(seed: UInt64) {
        var random = Generator(seed: seed)
        let today = Sample.date("2026-12-07")
        let periods: [Period] = [.weekly, .monthly, .quarterly, .annual]
        var plans: [RecurringExpense] = []
        var payments: [Payment] = []
        for index in 0..<Int.random(in: 1...8, using: &random) {
            let created = today.addingDays(-Int.random(in: 0...700, using: &random))
            var plan = Sample.expense(
                "P\(index)", Int64.random(in: 100...9_000, using: &random),
                period: periods.randomElement(using: &random) ?? .monthly,
                next: created.addingDays(Int.random(in: 0...40, using: &random)).iso,
                created: created.iso)
            if Bool.random(using: &random) {
                plan.trialEnds = plan.nextCharge
            }
            if Int.random(in: 0..<3, using: &random) == 0 {
                plan.status = .archived
                plan.archivedOn = created.addingDays(Int.random(in: 0...300, using: &random))
            }
            for _ in 0..<Int.random(in: 0...6, using: &random) {
                payments.append(
                    Payment(
                        expenseID: plan.id,
                        paidOn: created.addingDays(Int.random(in: 0...700, using: &random)),
                        amount: plan.amount))
            }
            plans.append(plan)
        }
        let ledger = ExpenseLedger(expenses: plans, killCount: 0)
        let from = today.addingDays(-Int.random(in: 0...500, using: &random))
        let through = today.addingDays(Int.random(in: -100...100, using: &random))
        guard from <= through else { return }
        let spending = Spending.summary(
            of: ledger, payments: payments, from: from, through: through, today: today)
        let end = min(through, today)
        var paid: Int64 = 0
        var expected: Int64 = 0
        for plan in plans {
            let mine = payments.filter {
                $0.expenseID == plan.id && $0.paidOn >= from && $0.paidOn <= end
            }
            paid += mine.reduce(0) { $0 + $1.amount.minorUnits }
            var last = end
            if let archived = plan.archivedOn { last = min(last, archived) }
            let first = max(from, plan.createdOn)
            let charges =
                first <= last
                ? BillingCalendar.charges(of: plan, from: first, through: last).count : 0
            expected += Int64(max(0, charges - mine.count)) * plan.amount.minorUnits
        }
        let total = spending.totals.first
        #expect((total?.paidMinor ?? 0) == paid, "seed \(seed)")
        #expect((total?.expectedMinor ?? 0) == expected, "seed \(seed)")
    }
}
