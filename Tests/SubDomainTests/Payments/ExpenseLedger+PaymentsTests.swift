import Foundation
import SubDomain
import TestSupport
import Testing

/// A payment that covers a charge moves the next charge along the plan's own calendar:
/// over random plans (month ends among them) paid charge after charge, on the day or up to a
/// week early, the next charge is always the calendar's next one, anchor day and all.
@Suite struct ExpenseLedgerPaymentsTests {
    @Test(arguments: (1...40) as ClosedRange<UInt64>)
    func paymentsMoveTheNextChargeAlongThePlansCalendar(seed: UInt64) throws {
        var random = Sample.SeededGenerator(seed: seed)
        func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
        let periods: [Period] = [
            .monthly, .annual, .weekly, try Period(every: 3, .month), try Period(every: 2, .month),
        ]
        let month = int(1...12)
        let first = try CivilDate(
            year: 2027, month: month,
            day: min(int(26...31), CivilDate.daysIn(month: month, year: 2027)))
        var plan = Sample.expense(
            "Rent", 90_000, period: periods[int(0...4)], created: "2026-01-01")
        plan.nextCharge = first
        plan.anchorDay = first.day
        var ledger = ExpenseLedger()
        _ = try ledger.add(plan, asOf: Sample.date("2026-11-29"))
        let calendar = BillingCalendar.charges(
            of: plan, from: first, through: first.addingDays(3 * 366))
        for (charge, next) in zip(calendar, calendar.dropFirst()).prefix(int(1...14)) {
            let day = charge.addingDays(-int(0...PaymentLog.earlyPaymentDays))
            #expect(try ledger.coverCharge(of: plan.id, paidOn: day, today: day), "seed \(seed)")
            let moved = try #require(ledger.expense(withID: plan.id))
            #expect(moved.nextCharge == next, "seed \(seed): paid \(day) for \(charge)")
            #expect(moved.anchorDay == first.day, "seed \(seed)")
        }
    }
}
