import SubDomain
import TestSupport
import Testing

@testable import SubFormats

@Suite struct RecurrenceRuleTests {
    static func rule(_ period: Period, anchor: Int, first: String) -> String {
        RecurrenceRule(
            period: period, anchorDay: anchor, firstCharge: Sample.date(first)
        ).value
    }

    @Test func daysAndWeeksRepeatFromTheFirstCharge() throws {
        #expect(
            Self.rule(try Period(every: 1, .day), anchor: 5, first: "2027-01-05") == "FREQ=DAILY")
        #expect(
            Self.rule(try Period(every: 10, .day), anchor: 5, first: "2027-01-05")
                == "FREQ=DAILY;INTERVAL=10")
        #expect(Self.rule(.weekly, anchor: 31, first: "2027-01-31") == "FREQ=WEEKLY")
        #expect(
            Self.rule(try Period(every: 2, .week), anchor: 31, first: "2027-01-31")
                == "FREQ=WEEKLY;INTERVAL=2")
    }

    @Test func monthsUpToThe28thNeedOnlyTheStartDay() throws {
        #expect(Self.rule(.monthly, anchor: 15, first: "2027-01-15") == "FREQ=MONTHLY")
        #expect(Self.rule(.monthly, anchor: 28, first: "2027-02-28") == "FREQ=MONTHLY")
        #expect(Self.rule(.quarterly, anchor: 1, first: "2027-03-01") == "FREQ=MONTHLY;INTERVAL=3")
        #expect(Self.rule(.semiannual, anchor: 9, first: "2027-03-09") == "FREQ=MONTHLY;INTERVAL=6")
    }

    @Test func monthEndAnchorsKeepTheLastDayAMonthHasUpToTheAnchor() throws {
        #expect(
            Self.rule(.monthly, anchor: 31, first: "2027-01-31")
                == "FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1")
        // A shortened first charge (Feb 28 of a plan on the 31st) gives the same rule.
        #expect(
            Self.rule(.monthly, anchor: 31, first: "2027-02-28")
                == "FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1")
        #expect(
            Self.rule(.monthly, anchor: 30, first: "2027-01-30")
                == "FREQ=MONTHLY;BYMONTHDAY=28,29,30;BYSETPOS=-1")
        #expect(
            Self.rule(.monthly, anchor: 29, first: "2027-01-29")
                == "FREQ=MONTHLY;BYMONTHDAY=28,29;BYSETPOS=-1")
        #expect(
            Self.rule(.quarterly, anchor: 31, first: "2027-01-31")
                == "FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=28,29,30,31;BYSETPOS=-1")
    }

    @Test func yearsKeepFebruary29InLeapYearsOnly() throws {
        #expect(
            Self.rule(.annual, anchor: 29, first: "2028-02-29")
                == "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=28,29;BYSETPOS=-1")
        #expect(
            Self.rule(.annual, anchor: 31, first: "2027-02-28")
                == "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=28,29;BYSETPOS=-1")
        // Every other month has the same length every year.
        #expect(Self.rule(.annual, anchor: 31, first: "2027-01-31") == "FREQ=YEARLY")
        #expect(Self.rule(.annual, anchor: 31, first: "2027-04-30") == "FREQ=YEARLY")
        #expect(
            Self.rule(try Period(every: 2, .year), anchor: 10, first: "2027-06-10")
                == "FREQ=YEARLY;INTERVAL=2")
        // Twelve months are a year.
        #expect(
            Self.rule(try Period(every: 24, .month), anchor: 10, first: "2027-06-10")
                == "FREQ=YEARLY;INTERVAL=2")
    }
}
