import Foundation
import SubDomain

/// Totals, risks and a 12-month projection over 100,000 expenses (target: totals
/// ≤ 20 ms in a release build).
enum DomainBenchmark {
    static func run() -> [String] {
        let today = CivilDate(daysSinceEpoch: 20_786)  // 2026-11-29
        let ledger = makeLedger(count: 100_000, today: today)
        let totals = Stopwatch.measure(runs: 15) { _ = ledger.monthlyTotals }
        let risks = Stopwatch.measure(runs: 5) { _ = RiskAssessor.assess(ledger, asOf: today) }
        let projection = Stopwatch.measure(runs: 5) {
            _ = BillingCalendar.projection(of: ledger, from: today)
        }
        return [
            "domain: 100,000 expenses (3 currencies, 5 periods, 1,000 groups)",
            "  totals      median \(Stopwatch.milliseconds(Stopwatch.median(totals)))  (target ≤ 20 ms)",
            "  risks       median \(Stopwatch.milliseconds(Stopwatch.median(risks)))",
            "  projection  median \(Stopwatch.milliseconds(Stopwatch.median(projection))) (12 months)",
        ]
    }

    /// A deterministic ledger: every 100th expense is a group holding the next 9.
    static func makeLedger(count: Int, today: CivilDate) -> ExpenseLedger {
        let currencies: [CurrencyCode] = [.eur, .usd, .jpy]
        let periods: [Period] = [.weekly, .monthly, .quarterly, .semiannual, .annual]
        var expenses: [RecurringExpense] = []
        expenses.reserveCapacity(count)
        var group: RecurringExpense?
        for index in 0..<count {
            let currency = currencies[index % 3]
            let period = periods[(index / 3) % 5]
            var expense = RecurringExpense(
                name: "Expense \(index)",
                amount: Money(minorUnits: Int64(100 + (index * 7919) % 50_000), currency: currency),
                period: period, nextCharge: today.addingDays(index % 400 - 100),
                trialEnds: index % 50 == 0 ? today.addingDays(3) : nil,
                createdOn: today.addingDays(-(index % 200)))
            if index % 100 == 0 {
                expense.groupMode = .manual
                group = expense
            } else if let current = group, index % 100 < 10 {
                expense.parentID = current.id
                expense.amount.currency = current.currency
                expense.period = current.period
            }
            expenses.append(expense)
        }
        return ExpenseLedger(expenses: expenses)
    }
}
