import SubDomain
import TestSupport
import Testing

/// Shares add up to the bill exactly: the odd cents go to the payer's share first, never
/// lost and never invented.
@Suite struct ShareSplitTests {
    @Test func aSpotifyFamilyPlanAmongFourLeavesTheOthersOwingWhatThePayerPaidForThem() {
        let split = ShareSplit(1799, among: 4)
        #expect(split.shares == [450, 450, 450, 449])
        #expect(split.sum(from: 1) == 1349)
        #expect(split.smallestCount == 1)
        #expect(ShareSplit(1800, among: 4).smallestCount == 0)
    }

    /// Random bills (negative and huge ones too) among random numbers of people.
    @Test func randomSplitsAddUpAndDifferByAtMostACent() {
        var generator = Sample.SeededGenerator(seed: 1_799)
        for _ in 0..<20_000 {
            let bill = Int64.random(in: -1_000_000_000...999_999_999_999_999, using: &generator)
            let count = Int.random(in: 1...50, using: &generator)
            let split = ShareSplit(bill, among: count)
            #expect(split.shares.count == count)
            #expect(split.shares.reduce(0, +) == bill, "\(bill) among \(count)")
            #expect(split.shares.max()! - split.shares.min()! <= 1)
            #expect(split.first.magnitude >= split.shares.map(\.magnitude).max()!)
        }
    }

    /// In a settle-up, the payer's share, yours and the unnamed sharers' add up to the plan's
    /// monthly cost, whoever pays.
    @Test func aSettleUpNeverLosesOrInventsACent() throws {
        var generator = Sample.SeededGenerator(seed: 449)
        let today = Sample.date("2026-11-29")
        for _ in 0..<300 {
            var ledger = ExpenseLedger()
            let shared = Int.random(in: 2...9, using: &generator)
            var expense = Sample.expense(
                "Plan", Int64.random(in: 1...99_999, using: &generator), "EUR", sharedWith: shared)
            let youPay = Bool.random(using: &generator)
            expense.paidBy = youPay ? "ana" : "Bob"
            _ = try ledger.add(expense, asOf: today)
            let settlement = SettleUp.settle(ledger, yourNames: ["ana"], on: today)
            let plan = try #require(settlement.plans.first)
            let owedToPayer =
                settlement.transfers.map(\.amount.minorUnits).reduce(0, +)
                + settlement.unnamedDebts.map(\.amount.minorUnits).reduce(0, +)
            #expect(plan.share.minorUnits + owedToPayer == plan.monthly.minorUnits)
        }
    }
}
