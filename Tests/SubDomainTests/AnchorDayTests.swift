import Foundation
import SubDomain
import TestSupport
import Testing

/// A plan added on the 31st (or on Feb 29) comes back on that day in every month (or year)
/// that has it, even though its first charge was shortened.
@Suite struct AnchorDayTests {
    /// What the shell builds for `add NAME AMOUNT` on `added` without `--next`.
    private func added(on added: String, period: Period) -> RecurringExpense {
        let day = Sample.date(added)
        return RecurringExpense(
            name: "Rent", amount: Sample.money(1000), period: period,
            nextCharge: period.advance(day, by: 1), anchorDay: day.day, createdOn: day)
    }

    private func charges(_ expense: RecurringExpense, through end: String) -> [String] {
        BillingCalendar.charges(
            of: expense, from: expense.createdOn, through: Sample.date(end)
        ).map(\.iso)
    }

    @Test func monthlyFromJanuary31ReturnsToThe31st() {
        let rent = added(on: "2026-01-31", period: .monthly)
        #expect(rent.nextCharge.iso == "2026-02-28")
        #expect(
            charges(rent, through: "2026-06-30") == [
                "2026-02-28", "2026-03-31", "2026-04-30", "2026-05-31", "2026-06-30",
            ])
        #expect(
            BillingCalendar.nextCharge(of: rent, onOrAfter: Sample.date("2026-03-01")).iso
                == "2026-03-31")
    }

    @Test func quarterlyFromJanuary31ReturnsToThe31st() {
        let rent = added(on: "2026-01-31", period: .quarterly)
        #expect(
            charges(rent, through: "2027-01-31") == [
                "2026-04-30", "2026-07-31", "2026-10-31", "2027-01-31",
            ])
    }

    @Test func annualFromFebruary29ReturnsInLeapYears() {
        let rent = added(on: "2028-02-29", period: .annual)
        #expect(
            charges(rent, through: "2032-12-31") == [
                "2029-02-28", "2030-02-28", "2031-02-28", "2032-02-29",
            ])
    }

    @Test func upcomingUsesTheAnchorDay() throws {
        var ledger = ExpenseLedger()
        let today = Sample.date("2026-03-01")
        _ = try ledger.add(added(on: "2026-01-31", period: .monthly), asOf: today)
        let upcoming = BillingCalendar.upcoming(in: ledger, from: today, days: 31)
        #expect(upcoming.map(\.date.iso) == ["2026-03-31"])
    }

    @Test func theAnchorDefaultsToTheNextChargeDay() {
        let given = Sample.expense("Gym", 500, next: "2026-02-28")
        #expect(given.anchorDay == 28)
        #expect(
            BillingCalendar.charges(
                of: given, from: Sample.date("2026-02-01"), through: Sample.date("2026-03-31")
            ).map(\.iso) == ["2026-02-28", "2026-03-28"])
    }

    @Test func aNextChargeOffItsAnchorDayIsRefused() throws {
        var ledger = ExpenseLedger()
        let today = Sample.date("2026-01-01")
        var wrong = Sample.expense("Rent", 1000, next: "2026-05-15")
        wrong.anchorDay = 31
        #expect(
            throws: DomainError.invalidAnchorDay(day: 31, nextCharge: Sample.date("2026-05-15"))
        ) {
            try ledger.add(wrong, asOf: today)
        }
        wrong.anchorDay = 32
        #expect(
            throws: DomainError.invalidAnchorDay(day: 32, nextCharge: Sample.date("2026-05-15"))
        ) {
            try ledger.add(wrong, asOf: today)
        }
        var weekly = Sample.expense("Gym", 500, period: .weekly, next: "2026-05-15")
        weekly.anchorDay = 31
        #expect(throws: Never.self) { try ledger.add(weekly, asOf: today) }
    }

    @Test func editingTheNextChargeMovesTheAnchor() throws {
        var ledger = ExpenseLedger()
        let today = Sample.date("2026-01-31")
        var rent = try ledger.add(added(on: "2026-01-31", period: .monthly), asOf: today).value
        rent.nextCharge = Sample.date("2026-03-15")
        let edited = try ledger.update(rent, asOf: today).value
        #expect(edited.anchorDay == 15)
        #expect(
            BillingCalendar.nextCharge(of: edited, onOrAfter: Sample.date("2026-03-16")).iso
                == "2026-04-15")
    }

    /// Found by the reference model: a weekly plan added on the 29th kept 29 as
    /// its anchor, so making it monthly or annual was refused ("charged on day 29 … cannot
    /// have its next charge on Dec 6").
    @Test func aWeeklyPlanMadeMonthlyChargesFromItsNextCharge() throws {
        var ledger = ExpenseLedger()
        let today = Sample.date("2026-11-29")
        var gym = try ledger.add(added(on: "2026-11-29", period: .weekly), asOf: today).value
        #expect(gym.nextCharge.iso == "2026-12-06")
        gym.period = .monthly
        let monthly = try ledger.update(gym, asOf: today).value
        #expect(monthly.anchorDay == 6)
        #expect(
            BillingCalendar.nextCharge(of: monthly, onOrAfter: Sample.date("2026-12-07")).iso
                == "2027-01-06")
        var annual = monthly
        annual.period = .annual
        #expect(try ledger.update(annual, asOf: today).value.anchorDay == 6)
    }
}
