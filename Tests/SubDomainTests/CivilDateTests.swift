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
