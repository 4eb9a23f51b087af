import Foundation
import SubDomain
import TestSupport
import Testing

/// Totals never saturate nor trap. A write that would take a currency's
/// totals past what they can hold is refused, so every sum the program shows fits.
@Suite struct TotalLimitTests {
    static let today = Sample.date("2026-11-29")

    /// Seeded plans of huge amounts, added one by one: some are refused, and over what is
    /// kept ten years of charges (the longest `upcoming`) still add up inside Int64, as do
    /// the monthly totals and a year of them.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func hugeAmountsAreRefusedBeforeATotalOverflows(seed: UInt64) throws {
        var random = Sample.SeededGenerator(seed: seed)
        let periods: [Period] = [
            try Period(every: 1, .day), .weekly, .monthly, .annual, try Period(every: 1000, .year),
        ]
        var ledger = ExpenseLedger()
        var refused = 0
        for index in 0..<3000 {
            let amount = Int64.random(
                in: Money.maximumMinorUnits / 2...Money.maximumMinorUnits, using: &random)
            let expense = Sample.expense(
                "H\(index)", amount, ["EUR", "USD"].randomElement(using: &random)!,
                period: periods.randomElement(using: &random)!)
            do {
                _ = try ledger.add(expense, asOf: Self.today)
            } catch {
                refused += 1
            }
        }
        #expect(refused > 0)
        let days = BillingCalendar.upcomingDayLimit.upperBound
        let schedule = ChargeSchedule(items: ledger.chargedItems, from: Self.today, days: days)
        var sums: [CurrencyCode: Int128] = [:]
        for charge in schedule.charges {
            let amount = schedule.items[Int(charge.item)].amount
            sums[amount.currency, default: 0] += Int128(amount.minorUnits)
        }
        for sum in sums.values { #expect(sum <= Int128(Int64.max)) }
        // What upcoming prints: the same sums, exact.
        #expect(
            Set(schedule.totals)
                == Set(sums.map { Money(minorUnits: Int64($0.value), currency: $0.key) }))
        for total in ledger.monthlyTotals {
            #expect(total.monthlyMinor < Int64.max / 12)
            #expect(total.shareMinor <= total.monthlyMinor)
        }
    }
}
