import Foundation
import SubDomain
import TestSupport
import Testing

/// Achievements come from what happened, and a saved milestone is reached the day the saved
/// sums `killed` shows reach it: at the last amount really paid when one was recorded.
@Suite struct AchievementsTests {
    private typealias Generator = TestSupport.Sample.SeededGenerator

    @Test func savingsAtTheLastAmountPaidReachTheMilestone() {
        // Typed at 10 €, last paid 60 €, killed on Sep 15: Oct 10 and Nov 10 did not happen.
        var plan = Sample.expense("Gym", 1_000, next: "2026-09-10", created: "2026-09-01")
        plan.status = .archived
        plan.archivedOn = Sample.date("2026-09-15")
        plan.lastPaid = Sample.money(6_000)
        let ledger = ExpenseLedger(expenses: [plan], killCount: 1)
        let today = Sample.date("2026-12-07")
        #expect(ledger.savedSoFar(of: plan, asOf: today) == Sample.money(12_000))
        let earned = Achievements.earned(
            by: ledger, today: today, currency: .eur, priceRises: [:])
        let milestone = earned.first { if case .savedPassed = $0.kind { true } else { false } }
        // 60 € on Oct 10, 120 € on Nov 10: past 100 € that day.
        #expect(milestone?.earnedOn == Sample.date("2026-11-10"))
        #expect(earned.first?.kind == .firstKill)
    }

    /// Over random kills: each saved milestone's day is the first on which the saved sums
    /// reach it, and none is earned that the sums have not reached.
    @Test(arguments: 1...8)
    func aSavedMilestoneIsTheFirstDayTheSumsReachIt(seed: UInt64) {
        var random = Generator(seed: seed)
        let today = Sample.date("2026-12-07")
        var plans: [RecurringExpense] = []
        for index in 0..<Int.random(in: 1...6, using: &random) {
            var plan = Sample.expense(
                "K\(index)", Int64.random(in: 500...20_000, using: &random),
                next: "2025-01-0\(Int.random(in: 1...9, using: &random))", created: "2024-12-01")
            plan.status = .archived
            plan.archivedOn = Sample.date("2025-01-15").addingDays(
                Int.random(in: 0...400, using: &random))
            if Bool.random(using: &random) {
                plan.lastPaid = Sample.money(Int64.random(in: 500...20_000, using: &random))
            }
            plans.append(plan)
        }
        let ledger = ExpenseLedger(expenses: plans, killCount: plans.count)
        func saved(_ day: CivilDate) -> Int64 {
            plans.reduce(0) { $0 + ledger.savedSoFar(of: $1, asOf: day).minorUnits }
        }
        let earned = Achievements.earned(
            by: ledger, today: today, currency: .eur, priceRises: [:])
        for threshold in Achievement.savedMilestones.map({ $0 * 100 }) {
            let found = earned.first {
                if case .savedPassed(let amount) = $0.kind {
                    amount.minorUnits == threshold
                } else {
                    false
                }
            }
            if let day = found?.earnedOn {
                #expect(saved(day) >= threshold, "seed \(seed)")
                #expect(saved(day.addingDays(-1)) < threshold, "seed \(seed)")
            } else {
                #expect(saved(today) < threshold, "seed \(seed)")
            }
        }
    }
}
