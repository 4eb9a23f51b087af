import SubDomain
import Testing
@testable import SubLocalization

@Suite struct DateInputParserTests {
    let today = TestLocalizers.date("2026-06-10")
    let es = TestLocalizers.spanish
    let us = TestLocalizers.american
    let gb = TestLocalizers.british

    @Test func localeOrders() {
        #expect(DateOrder(locale: es.formatter.dateLocale) == .dayMonthYear)
        #expect(DateOrder(locale: us.formatter.dateLocale) == .monthDayYear)
        #expect(DateOrder(locale: gb.formatter.dateLocale) == .dayMonthYear)
        #expect(DateOrder(locale: "zh_CN") == .yearMonthDay)
    }

    @Test func numericAndISODates() throws {
        let expected = TestLocalizers.date("2026-12-15")
        #expect(try es.parseDate("2026-12-15", today: today).get() == expected)
        #expect(try us.parseDate("2026-12-15", today: today).get() == expected)
        #expect(try es.parseDate("15/12/2026", today: today).get() == expected)
        #expect(try us.parseDate("12/15/2026", today: today).get() == expected)
        #expect(try gb.parseDate("15/12/2026", today: today).get() == expected)
        #expect(try es.parseDate("15.12.26", today: today).get() == expected)
        #expect(try es.parseDate("15/12", today: today).get() == expected)
        // Already past this year: next year.
        #expect(try es.parseDate("1/2", today: today).get() == TestLocalizers.date("2027-02-01"))
        #expect(try es.parseDate("10/6", today: today).get() == today)
        #expect(try es.parseDate("29/02", today: today).get() == TestLocalizers.date("2028-02-29"))
    }

    @Test func relativeWordsOfBothLanguages() throws {
        #expect(try es.parseDate("hoy", today: today).get() == today)
        #expect(try es.parseDate("Mañana", today: today).get() == today.addingDays(1))
        #expect(try es.parseDate("manana", today: today).get() == today.addingDays(1))
        #expect(try es.parseDate("pasado mañana", today: today).get() == today.addingDays(2))
        #expect(try es.parseDate("tomorrow", today: today).get() == today.addingDays(1))
        #expect(try us.parseDate("Today", today: today).get() == today)
        #expect(try us.parseDate("in 3 days", today: today).get() == today.addingDays(3))
        #expect(try es.parseDate("dentro de 10 días", today: today).get() == today.addingDays(10))
    }

    /// What the shell prints is what it reads: every day the formatter shows (`5 dic 2026`,
    /// `Dec 5, 2026`, `5 Dec 2026`) parses back to the same day, in every month.
    @Test(arguments: ["es_ES", "en_US", "en_GB", "es_MX"])
    func printedDatesReadBack(locale: String) throws {
        let localizer = TestLocalizers.make(["LANG": "\(locale).UTF-8"])
        for month in 1...12 {
            for day in [1, 5, 28] {
                let date = try CivilDate(year: 2026, month: month, day: day)
                let printed = localizer.date(date)
                #expect(try localizer.parseDate(printed, today: today).get() == date, "\(printed)")
            }
        }
    }

    @Test(arguments: [
        ("5 dic 2026", "2026-12-05"), ("5 dic. 2026", "2026-12-05"), ("5 DIC", "2026-12-05"),
        ("5 de diciembre de 2026", "2026-12-05"), ("5 de diciembre", "2026-12-05"),
        ("5 sept 2026", "2026-09-05"), ("5 sep 2026", "2026-09-05"), ("5 septiembre", "2026-09-05"),
        ("1 ene", "2027-01-01"), ("10 junio", "2026-06-10"), ("15 ago. 26", "2026-08-15"),
        ("Dec 5, 2026", "2026-12-05"), ("dec 5", "2026-12-05"), ("December 5th", "2026-12-05"),
        ("5 Dec 2026", "2026-12-05"), ("5 December 2026", "2026-12-05"),
        ("Sept. 5, 2026", "2026-09-05"),
        ("febrero 3 2027", "2027-02-03"), ("3 Feb", "2027-02-03"), ("Mayo 5", "2027-05-05"),
    ])
    func monthNamesInBothLanguages(text: String, iso: String) throws {
        let expected = TestLocalizers.date(iso)
        #expect(try es.parseDate(text, today: today).get() == expected)
        #expect(try us.parseDate(text, today: today).get() == expected)
    }

    @Test func wordedDatesAreCheckedLikeNumericOnes() throws {
        #expect(
            es.parseDate("30 feb 2026", today: today)
                == .failure(
                    .invalidDay(
                        input: "30 feb 2026", day: 30, month: 2, year: 2026, daysInMonth: 28)))
        #expect(
            us.parseDate("Feb 30", today: today)
                == .failure(
                    .invalidDay(input: "Feb 30", day: 30, month: 2, year: 2027, daysInMonth: 28)))
        // The February meant in June is next year's, and the message names it so.
        #expect(
            es.text(try #require(es.parseDate("31/02", today: today).failure))
                == "«31/02»: el día 31 no existe; feb 2027 tiene 28 días.")
        #expect(
            TestLocalizers.chinese.text(
                try #require(TestLocalizers.chinese.parseDate("2月31日", today: today).failure))
                == "“2月31日”：没有31日，2027年2月只有28天。")
        for text in ["5 dicx 2026", "ma 5", "5 dic 2026 2027", "dic 2026", "5 5 dic", "5 dic de"] {
            #expect(es.parseDate(text, today: today) == .failure(.unrecognized(input: text)))
        }
    }

    @Test func invalidDatesSayWhy() {
        #expect(
            es.parseDate("2026-02-30", today: today)
                == .failure(
                    .invalidDay(input: "2026-02-30", day: 30, month: 2, year: 2026, daysInMonth: 28)
                ))
        #expect(
            es.parseDate("2026-13-01", today: today)
                == .failure(.invalidMonth(input: "2026-13-01", month: 13)))
        #expect(es.parseDate("", today: today) == .failure(.empty))
        #expect(es.parseDate("ayer no", today: today) == .failure(.unrecognized(input: "ayer no")))
        #expect(
            us.parseDate("15/12/2026", today: today)
                == .failure(.invalidMonth(input: "15/12/2026", month: 15)))
        #expect(
            es.text(
                DateParseError.invalidDay(
                    input: "2026-02-30", day: 30, month: 2, year: 2026, daysInMonth: 28))
                == "«2026-02-30»: el día 30 no existe; feb 2026 tiene 28 días.")
        #expect(
            us.text(
                DateParseError.invalidDay(
                    input: "2026-02-30", day: 30, month: 2, year: 2026, daysInMonth: 28))
                == "\"2026-02-30\": there is no day 30; Feb 2026 has 28 days.")
    }

    /// `0001-01-01` was shown as "Jan 3, 1" and `9999-12-31` reached SQLite's CHECK: every
    /// date read lies in 1900-01-01…9998-12-31, and the refusal names the range.
    @Test(arguments: [
        "0001-01-01", "1899-12-31", "9999-01-01", "9999-12-31", "31/12/9999", "1/1/1899",
        "5 dic 9999",
    ])
    func datesOutsideTheAcceptedRangeAreRefused(text: String) {
        #expect(es.parseDate(text, today: today) == .failure(.outOfRange(input: text)))
    }

    @Test func theRangeEndsAreAccepted() {
        #expect(
            es.parseDate("1900-01-01", today: today) == .success(TestLocalizers.date("1900-01-01")))
        #expect(
            es.parseDate("9998-12-31", today: today) == .success(TestLocalizers.date("9998-12-31")))
        #expect(
            us.parseDate("12/31/9998", today: today) == .success(TestLocalizers.date("9998-12-31")))
    }

    @Test func theOutOfRangeRefusalNamesTheRangeInBothLanguages() {
        let error = DateParseError.outOfRange(input: "0001-01-01")
        #expect(
            us.text(error)
                == "\"0001-01-01\" is outside the dates I can keep: from Jan 1, 1900 to Dec 31, 9998."
        )
        #expect(
            es.text(error)
                == "«0001-01-01» está fuera de las fechas que puedo guardar: del 1 ene 1900 al"
                + " 31 dic 9998.")
    }

    /// What `--as-of` reads: ISO only, inside the range, with the reason when not.
    @Test func anEvaluationDayIsISOInsideTheRange() {
        #expect(
            DateInputParser.parseISO("2026-11-29") == .success(TestLocalizers.date("2026-11-29")))
        #expect(
            DateInputParser.parseISO("9998-12-31") == .success(TestLocalizers.date("9998-12-31")))
        #expect(
            DateInputParser.parseISO("9999-12-31") == .failure(.outOfRange(input: "9999-12-31")))
        #expect(
            DateInputParser.parseISO("0001-01-01") == .failure(.outOfRange(input: "0001-01-01")))
        #expect(
            DateInputParser.parseISO("2026-02-30")
                == .failure(
                    .invalidDay(input: "2026-02-30", day: 30, month: 2, year: 2026, daysInMonth: 28)
                ))
        for text in ["29/11/2026", "2026-1-05", "+026-01-05", "2026-01-05 ", "today", ""] {
            #expect(DateInputParser.parseISO(text) == .failure(.unrecognized(input: text)))
        }
    }
}

extension Result {
    /// The error, when there is one.
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
