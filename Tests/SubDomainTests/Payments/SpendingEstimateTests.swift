import Foundation
import SubDomain
import TestSupport
import Testing

/// `spent`'s estimate across currencies: what was paid and what was expected, each converted
/// by the conversion `total`'s estimate uses and never added together.
@Suite struct SpendingEstimateTests {
    private typealias Generator = TestSupport.Sample.SeededGenerator
    private let today = Sample.date("2026-12-07")
    private let codes = ["EUR", "USD", "GBP", "JPY", "CHF", "KWD"]

    /// Over random plans, payments in several currencies and rate tables (some currencies
    /// without a rate): each figure is the sum of each currency's sum converted by
    /// `RateTable.convert`, which is exactly what `CurrencyEstimate` gives for totals of
    /// those sums; a currency without a rate is named and left out of both; the parts add up
    /// to the figures; and with one currency only, in the target, nothing crosses.
    @Test(arguments: 1...10 as ClosedRange<UInt64>)
    func eachFigureIsItsCurrenciesConvertedAsTotalConvertsThem(seed: UInt64) throws {
        var random = Generator(seed: seed)
        for round in 0..<40 {
            var plans: [RecurringExpense] = []
            var payments: [Payment] = []
            for index in 0..<Int.random(in: 1...8, using: &random) {
                let created = today.addingDays(-Int.random(in: 0...400, using: &random))
                let plan = Sample.expense(
                    "P\(index)", Int64.random(in: 100...900_000, using: &random),
                    codes.randomElement(using: &random)!,
                    next: created.addingDays(Int.random(in: 0...40, using: &random)).iso,
                    created: created.iso)
                for _ in 0..<Int.random(in: 0...5, using: &random) {
                    // Now and then paid in another currency than the plan's.
                    let code =
                        Int.random(in: 0..<5, using: &random) == 0
                        ? codes.randomElement(using: &random)! : plan.currency.code
                    payments.append(
                        Payment(
                            expenseID: plan.id,
                            paidOn: created.addingDays(Int.random(in: 0...400, using: &random)),
                            amount: Sample.money(
                                Int64.random(in: 1...900_000, using: &random), code)))
                }
                plans.append(plan)
            }
            let spending = Spending.summary(
                of: ExpenseLedger(expenses: plans, killCount: 0), payments: payments,
                from: today.addingDays(-400), through: today, today: today)
            var rates: [ExchangeRate] = []
            for code in codes.dropFirst() where Int.random(in: 0..<4, using: &random) > 0 {
                rates.append(
                    ExchangeRate(
                        currency: try CurrencyCode(code),
                        value: try RateValue(
                            reading: DecimalText.text(
                                minorUnits: Int64.random(in: 1...9_999_999, using: &random),
                                digits: 4)),
                        date: today.addingDays(-Int.random(in: 0...60, using: &random)),
                        source: .manual))
            }
            let table = RateTable(base: .eur, rates: rates)
            let target = try CurrencyCode(codes.randomElement(using: &random)!)
            let estimate = SpendingEstimate(totals: spending.totals, into: target, rates: table)
            let context = "seed \(seed) round \(round) into \(target)"

            var paid: Int64 = 0
            var expected: Int64 = 0
            var missing: [CurrencyCode] = []
            for line in spending.totals where line.paidMinor != 0 || line.expectedMinor != 0 {
                switch (
                    table.convert(line.paidMinor, from: line.currency, to: target),
                    table.convert(line.expectedMinor, from: line.currency, to: target)
                ) {
                case (.converted(let p), .converted(let e)):
                    paid += p
                    expected += e
                default: missing.append(line.currency)
                }
            }
            #expect(estimate.paid == Money(minorUnits: paid, currency: target), "\(context)")
            #expect(
                estimate.expected == Money(minorUnits: expected, currency: target), "\(context)")
            #expect(estimate.missing == missing.sorted(), "\(context)")
            #expect(estimate.parts.reduce(0) { $0 + $1.paid.minorUnits } == paid)
            #expect(estimate.parts.reduce(0) { $0 + $1.expected.minorUnits } == expected)

            // `total`'s estimate of totals that are these sums gives the same figures.
            let rated = spending.totals.filter { !missing.contains($0.currency) }
            func asTotals(_ minor: (Spending.Line) -> Int64) -> [CurrencyTotal] {
                rated.map {
                    CurrencyTotal(
                        currency: $0.currency, monthlyMinor: minor($0), shareMinor: minor($0),
                        activeCount: 1)
                }
            }
            let paidAsTotal = CurrencyEstimate(
                totals: asTotals(\.paidMinor), into: target, rates: table)
            let expectedAsTotal = CurrencyEstimate(
                totals: asTotals(\.expectedMinor), into: target, rates: table)
            #expect(paidAsTotal.monthly == estimate.paid, "\(context)")
            #expect(expectedAsTotal.monthly == estimate.expected, "\(context)")
            #expect(
                estimate.crossesCurrencies
                    == (!missing.isEmpty
                        || spending.totals.contains {
                            $0.currency != target && ($0.paidMinor != 0 || $0.expectedMinor != 0)
                        }),
                "\(context)")
        }
    }
}
