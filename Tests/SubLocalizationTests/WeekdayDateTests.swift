import SubDomain
import Testing

@testable import SubLocalization

/// A day of the week is a date, in every language's words: the coming one (never today),
/// or that day of next week (weeks start on Monday), from any day of the week.
@Suite struct WeekdayDateTests {
    static let coming: [(Localizer, [String])] = [
        (TestLocalizers.american, ["monday", "next monday", "on Monday", "Mon"]),
        (TestLocalizers.spanish, ["lunes", "el lunes", "el próximo lunes", "el lunes que viene"]),
        (TestLocalizers.chinese, ["周一", "星期一", "礼拜一", "这周一"]),
    ]
    static let nextWeek: [(Localizer, [String])] = [
        (TestLocalizers.american, ["monday next week"]),
        (TestLocalizers.spanish, ["el lunes de la semana que viene"]),
        (TestLocalizers.chinese, ["下周一", "下星期一", "下个礼拜一"]),
    ]

    @Test func everyDayOfTheWeekFromEveryDayOfTheWeek() throws {
        let start = TestLocalizers.date("2026-12-07")  // a Monday
        #expect(start.weekday == 1)
        for offset in 0..<14 {
            let today = start.addingDays(offset)
            for (localizer, phrases) in Self.coming {
                for phrase in phrases {
                    let date = try localizer.parseDate(phrase, today: today).get()
                    #expect(date.weekday == 1, "\(phrase) on \(today)")
                    #expect((1...7).contains(today.days(until: date)), "\(phrase) on \(today)")
                }
            }
            for (localizer, phrases) in Self.nextWeek {
                for phrase in phrases {
                    let date = try localizer.parseDate(phrase, today: today).get()
                    let mondayThisWeek = today.addingDays(-(today.weekday - 1))
                    #expect(date == mondayThisWeek.addingDays(7), "\(phrase) on \(today)")
                }
            }
        }
        let wednesday = TestLocalizers.date("2026-12-09")
        #expect(
            try TestLocalizers.chinese.parseDate("下周三", today: wednesday).get()
                == TestLocalizers.date("2026-12-16"))
        #expect(
            try TestLocalizers.chinese.parseDate("周三", today: wednesday).get()
                == TestLocalizers.date("2026-12-16"), "never today itself")
        #expect(
            try TestLocalizers.chinese.parseDate("周五", today: wednesday).get()
                == TestLocalizers.date("2026-12-11"))
    }

    @Test func daysCountedInWords() throws {
        let today = TestLocalizers.date("2026-12-07")
        #expect(
            try TestLocalizers.chinese.parseDate("大后天", today: today).get() == today.addingDays(3))
        #expect(
            try TestLocalizers.chinese.parseDate("一周后", today: today).get() == today.addingDays(7))
        #expect(
            try TestLocalizers.spanish.parseDate("dentro de una semana", today: today).get()
                == today.addingDays(7))
        #expect(
            try TestLocalizers.american.parseDate("in a week", today: today).get()
                == today.addingDays(7))
    }
}

/// Chinese sentences set names and numbers apart, lists included; CLDR's own list stays.
@Suite struct ChineseSpacingTests {
    @Test func aListInASentenceSpacesLatinAndDigits() {
        let zh = TestLocalizers.chinese
        #expect(zh.formatter.messageList(["7", "3", "1"]) == "7、3 和 1")
        #expect(
            zh.formatter.messageList(["The New York Times", "Spotify"])
                == "The New York Times 和 Spotify")
        #expect(zh.formatter.messageList(["爱奇艺", "腾讯视频"]) == "爱奇艺和腾讯视频")
        #expect(zh.formatter.list(["7", "3", "1"]) == "7、3和1", "CLDR's own pattern")
        #expect(
            TestLocalizers.spanish.formatter.messageList(["Spotify", "iCloud"])
                == "Spotify e iCloud")
    }
}
