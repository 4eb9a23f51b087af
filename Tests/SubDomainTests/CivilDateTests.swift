import SubDomain
import TestSupport
import Testing

@Suite struct CivilDateTests {
    @Test func rejectsDaysThatDoNotExist() {
        #expect(throws: DomainError.invalidDate(year: 2026, month: 2, day: 30)) {
            try CivilDate(year: 2026, month: 2, day: 30)
        }
        #expect(throws: DomainError.invalidDate(year: 2026, month: 2, day: 29)) {
            try CivilDate(year: 2026, month: 2, day: 29)
        }
        #expect(throws: DomainError.invalidDate(year: 2026, month: 13, day: 1)) {
            try CivilDate(year: 2026, month: 13, day: 1)
        }
        #expect((try? CivilDate(year: 2028, month: 2, day: 29)) != nil)
        #expect((try? CivilDate(year: 2000, month: 2, day: 29)) != nil)
        #expect((try? CivilDate(year: 1900, month: 2, day: 29)) == nil)
    }

    @Test func readsAndWritesISO() {
        #expect(CivilDate(iso: "2026-12-15")?.iso == "2026-12-15")
        #expect(CivilDate(iso: "2026-02-30") == nil)
        #expect(CivilDate(iso: "2026-1-5") == nil)
        #expect(CivilDate(iso: "15/12/2026") == nil)
        #expect(CivilDate(iso: "") == nil)
    }

    @Test func epochDaysRoundTripAcrossCenturies() {
        #expect(Sample.date("1970-01-01").daysSinceEpoch == 0)
        #expect(Sample.date("2000-03-01").daysSinceEpoch == 11017)
        for days in stride(from: -800_000, through: 800_000, by: 997) {
            #expect(CivilDate(daysSinceEpoch: days).daysSinceEpoch == days)
        }
    }

    @Test func arithmetic() {
        #expect(Sample.date("2026-12-31").addingDays(1) == Sample.date("2027-01-01"))
        #expect(Sample.date("2026-03-31").addingMonths(-1) == Sample.date("2026-02-28"))
        #expect(Sample.date("2026-01-01").days(until: Sample.date("2027-01-01")) == 365)
        #expect(Sample.date("2026-03-15").wholeMonths(until: Sample.date("2026-04-14")) == 0)
        #expect(Sample.date("2026-03-15").wholeMonths(until: Sample.date("2026-04-15")) == 1)
        #expect(Sample.date("2026-01-31").wholeMonths(until: Sample.date("2026-02-28")) == 1)
        #expect(Sample.date("2026-05-01").wholeMonths(until: Sample.date("2026-01-01")) == 0)
    }
}

/// Every date SubHub keeps lies in 1900-01-01…9998-12-31, a year before the end of year
/// 9999, so a year of charges after it is still a real date.
@Suite struct AcceptedDateRangeTests {
    let today = Sample.date("2026-11-29")

    @Test func theRangeEndsAYearBeforeTheLastSupportedDay() throws {
        #expect(CivilDate.acceptedRange == Sample.date("1900-01-01")...Sample.date("9998-12-31"))
        #expect(CivilDate.latestSupported == Sample.date("9999-12-31"))
        #expect(try Sample.date("9998-12-31").checkedAccepted() == Sample.date("9998-12-31"))
        #expect(throws: DomainError.dateOutOfRange(Sample.date("9999-01-01"))) {
            try Sample.date("9999-01-01").checkedAccepted()
        }
        #expect(throws: DomainError.dateOutOfRange(Sample.date("0001-01-01"))) {
            try Sample.date("0001-01-01").checkedAccepted()
        }
        #expect(throws: DomainError.dateOutOfRange(Sample.date("1899-12-31"))) {
            try Sample.date("1899-12-31").checkedAccepted()
        }
    }

    @Test func everyDateOfAnExpenseIsChecked() throws {
        var ledger = ExpenseLedger()
        let late = Sample.date("9999-12-31")
        #expect(throws: DomainError.dateOutOfRange(late)) {
            try ledger.add(Sample.expense("X", 500, next: "9999-12-31"), asOf: today)
        }
        #expect(throws: DomainError.dateOutOfRange(Sample.date("0001-01-01"))) {
            try ledger.add(Sample.expense("X", 500, trialEnds: "0001-01-01"), asOf: today)
        }
        #expect(throws: DomainError.dateOutOfRange(late)) {
            try ledger.add(Sample.expense("X", 500, created: "9999-12-31"), asOf: today)
        }
        let kept = try ledger.add(Sample.expense("X", 500), asOf: today).value
        #expect(throws: DomainError.dateOutOfRange(late)) { try ledger.archive(kept.id, on: late) }
        #expect(throws: DomainError.dateOutOfRange(late)) { try ledger.confirm(kept.id, on: late) }
        #expect(ledger.expenses == [kept])
    }

    /// From the last accepted day, a year of charges of an annual plan anchored on the 31st
    /// still has real dates, and no listed charge goes past 9999-12-31.
    @Test func chargesNeverGoPastTheLastSupportedDay() throws {
        let annual = Sample.expense("A", 500, period: .annual, next: "9998-12-31")
        let last = Sample.date("9998-12-31")
        #expect(
            BillingCalendar.nextCharge(of: annual, onOrAfter: last.addingDays(1)).iso
                == "9999-12-31")
        let everyTwoYears = Sample.expense(
            "B", 500, period: try Period(every: 2, .year), next: "9998-06-30")
        #expect(
            BillingCalendar.charges(
                of: everyTwoYears, from: Sample.date("9998-07-01"),
                through: CivilDate.latestSupported.addingDays(5000)
            ).isEmpty)
        var ledger = ExpenseLedger()
        _ = try ledger.add(annual, asOf: last)
        #expect(
            BillingCalendar.upcoming(in: ledger, from: last, days: 400).map(\.date.iso) == [
                "9998-12-31", "9999-12-31",
            ])
        #expect(BillingCalendar.projection(of: ledger, from: last).count == 12)
    }
}
