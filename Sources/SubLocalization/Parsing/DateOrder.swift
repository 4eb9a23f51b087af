import Foundation

/// The order of day, month and year in a locale's numeric dates (`15/12/2026` in es and
/// en_GB, `12/15/2026` in en_US, `2026/12/15` in zh).
public enum DateOrder: Hashable, Sendable {
    case dayMonthYear, monthDayYear, yearMonthDay

    /// Asks Foundation how the locale writes 3 February 2001 numerically and reads the order
    /// from where the 3 and the 2 land, so no locale table is kept here.
    public init(locale: Locale) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let sample = Date(timeIntervalSince1970: 981_201_600)  // 2001-02-03 12:00 UTC
        let text = sample.formatted(
            Date.FormatStyle(
                date: .numeric, time: .omitted, locale: locale, calendar: calendar,
                timeZone: calendar.timeZone))
        let numbers = text.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        switch numbers.first {
        case 2: self = .monthDayYear
        case 2001, 1: self = .yearMonthDay
        default: self = .dayMonthYear
        }
    }
}
