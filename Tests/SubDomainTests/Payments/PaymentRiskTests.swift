import Foundation
import SubDomain
import TestSupport
import Testing

/// Risks read from what was charged: a varying bill's payment above 1.5 times what its
/// earlier payments made it expected to cost, and a fixed price charged more twice in a row.
@Suite struct PaymentRiskTests {
    private typealias Generator = TestSupport.Sample.SeededGenerator
    private let today = Sample.date("2026-12-07")

    private func payment(_ plan: RecurringExpense, _ minor: Int64, _ day: String) -> Payment {
        Payment(expenseID: plan.id, paidOn: Sample.date(day), amount: Sample.money(minor))
    }

    private func reasons(_ plan: RecurringExpense, _ payments: [Payment]) -> [RiskReason] {
        RiskAssessor.assessment(
            of: plan, sharesOfItsCurrency: nil, asOf: today, payments: payments)?.reasons ?? []
    }

    @Test func aFixedPriceChargedMoreTwiceInARowIsARiseToAccept() {
        var plan = Sample.expense("Netflix", 1_299, created: "2026-01-01")
        plan.lastConfirmed = today
        let once = [payment(plan, 1_299, "2026-10-05"), payment(plan, 1_499, "2026-11-05")]
        #expect(reasons(plan, once).isEmpty)
        let twice = once + [payment(plan, 1_499, "2026-12-05")]
        #expect(
            reasons(plan, twice)
                == [
                    .chargedMore(name: "Netflix", charged: Sample.money(1_499), amount: plan.amount)
                ])
        // A drop is no rise, and a plan that varies has no fixed price to rise from.
        #expect(
            reasons(plan, [payment(plan, 999, "2026-11-05"), payment(plan, 999, "2026-12-05")])
                .isEmpty)
        plan.varies = true
        #expect(!reasons(plan, twice).contains { $0.identifier == "charged_more" })
    }

    /// Over random logs: a varying plan's latest payment is a risk exactly when it is more
    /// than 1.5 times the mean of up to three payments before it (its amount with none), and
    /// it was made within the last 90 days.
    @Test(arguments: 1...10)
    func aPaymentAboveTheEstimateIsARisk(seed: UInt64) {
        var random = Generator(seed: seed)
        var plan = Sample.expense("Luz", 6_000, created: "2025-01-01")
        plan.varies = true
        plan.lastConfirmed = today
        var log: [Payment] = []
        var day = Sample.date("2026-01-01")
        for _ in 0..<Int.random(in: 1...6, using: &random) {
            day = day.addingDays(Int.random(in: 10...70, using: &random))
            log.append(
                Payment(
                    expenseID: plan.id, paidOn: day,
                    amount: Sample.money(Int64.random(in: 1_000...20_000, using: &random))))
        }
        let latest = log[log.count - 1]
        let before = log.dropLast().suffix(3)
        let expected =
            before.isEmpty
            ? plan.amount.minorUnits
            : IntegerRounding.divide(
                before.reduce(0) { $0 + $1.amount.minorUnits }, by: Int64(before.count))
        let recent = latest.paidOn <= today && latest.paidOn.days(until: today) <= 90
        let isRisk = recent && latest.amount.minorUnits * 2 > expected * 3
        let found = reasons(plan, log.shuffled(using: &random)).contains {
            if case .paymentAboveEstimate(let paid, let estimate, let on) = $0 {
                return paid == latest.amount && estimate.minorUnits == expected
                    && on == latest.paidOn
            }
            return false
        }
        #expect(found == isRisk, "seed \(seed)")
    }
}
