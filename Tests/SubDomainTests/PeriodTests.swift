import SubDomain
import TestSupport
import Testing

@Suite struct PeriodTests {
    @Test(arguments: [
        (Int64(1000), Period.weekly, Int64(4333)),  // 10,00 €/week → 43,33 €
        (999, .weekly, 4329),  // 9,99 €/week → 43,29 €
        (12000, .annual, 1000),  // 120,00 €/year → 10,00 €
        (10000, .annual, 833),  // 100,00 €/year → 8,33 €
        (1000, .quarterly, 333),  // 10,00 €/quarter → 3,33 €
        (5, .weekly, 22),  // 0,05 €/week → 0,22 €
        (1299, .monthly, 1299),
        (6000, .semiannual, 1000),
    ])
    func monthlyEstimateMatchesTheProductVectors(amount: Int64, period: Period, monthly: Int64) {
        #expect(period.monthlyEstimate(ofMinorUnits: amount) == monthly)
    }

    @Test func weeklyIsNeverTimesFour() {
        // 52/12 weeks a month, not 4: ×4 would be an eleven-month year.
        #expect(Period.weekly.monthlyEstimate(ofMinorUnits: 1200) == 5200)
        #expect(Period.weekly.monthlyEstimate(ofMinorUnits: 1200) != 4800)
    }

    @Test func generalPeriodsUseTheirUnit() throws {
        // 1000×52/24
        #expect(try Period(every: 2, .week).monthlyEstimate(ofMinorUnits: 1000) == 2167)
        // 3000×365/360
        #expect(try Period(every: 30, .day).monthlyEstimate(ofMinorUnits: 3000) == 3042)
        #expect(try Period(every: 2, .year).monthlyEstimate(ofMinorUnits: 2400) == 100)
        // 500.5 rounds up
        #expect(try Period(every: 2, .month).monthlyEstimate(ofMinorUnits: 1001) == 501)
    }

    @Test func roundingIsHalfAwayFromZero() throws {
        #expect(Period.monthly.monthlyEstimate(ofMinorUnits: -5) == -5)
        #expect(try Period(every: 2, .month).monthlyEstimate(ofMinorUnits: -1001) == -501)
        #expect(try Period(every: 2, .month).monthlyEstimate(ofMinorUnits: 1003) == 502)  // 501.5
        #expect(try Period(every: 4, .month).monthlyEstimate(ofMinorUnits: 1001) == 250)  // 250.25
    }

    @Test func namedPeriodsAreTheCommonCases() throws {
        #expect(try Period(every: 1, .week) == .weekly)
        #expect(try Period(every: 3, .month) == .quarterly)
        #expect(try Period(every: 6, .month) == .semiannual)
        #expect(try Period(every: 12, .month) == .annual)
        #expect(try Period(every: 24, .month) == Period(every: 2, .year))
        #expect(Period.annual.named == .annual)
        #expect(try Period(every: 2, .week).named == nil)
    }

    @Test func countOutsideRangeIsAnError() {
        #expect(throws: DomainError.invalidPeriodCount(0)) { try Period(every: 0, .month) }
        #expect(throws: DomainError.invalidPeriodCount(1001)) { try Period(every: 1001, .day) }
    }

    @Test func identifierRoundTrips() throws {
        let periods: [Period] = [
            .weekly, .monthly, .quarterly, .semiannual, .annual, try Period(every: 2, .week),
            try Period(every: 10, .day), try Period(every: 5, .month), try Period(every: 3, .year),
        ]
        for period in periods {
            #expect(Period(identifier: period.identifier) == period)
        }
        #expect(try Period(every: 2, .week).identifier == "every-2-weeks")
        #expect(Period(identifier: "every-0-days") == nil)
        #expect(Period(identifier: "fortnightly") == nil)
    }

    @Test func advanceKeepsTheAnchorDay() {
        let jan31 = Sample.date("2026-01-31")
        #expect(Period.monthly.advance(jan31, by: 1) == Sample.date("2026-02-28"))
        #expect(Period.monthly.advance(jan31, by: 2) == Sample.date("2026-03-31"))
        #expect(
            Period.monthly.advance(Sample.date("2028-01-31"), by: 1) == Sample.date("2028-02-29"))
        #expect(
            Period.annual.advance(Sample.date("2028-02-29"), by: 1) == Sample.date("2029-02-28"))
        #expect(
            Period.annual.advance(Sample.date("2028-02-29"), by: 4) == Sample.date("2032-02-29"))
        #expect(
            Period.weekly.advance(Sample.date("2026-12-29"), by: 1) == Sample.date("2027-01-05"))
    }
}
