/// A calendar day (proleptic Gregorian), with no time and no time zone.
///
/// Charges happen on days, not instants; keeping dates civil avoids the time-zone and
/// daylight-saving shifts that `Date` arithmetic brings, and keeps the domain free of Foundation.
public struct CivilDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// Validates the day against its month (leap years included); years 1…9999.
    public init(year: Int, month: Int, day: Int) throws(DomainError) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...CivilDate.daysIn(month: month, year: year)).contains(day)
        else { throw .invalidDate(year: year, month: month, day: day) }
        self.year = year
        self.month = month
        self.day = day
    }

    private init(uncheckedYear year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Reads `YYYY-MM-DD`; `nil` when the text is not that shape or not a real day.
    public init?(iso text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            let date = try? CivilDate(year: year, month: month, day: day)
        else { return nil }
        self = date
    }

    /// The day of the week, ISO 8601's way: 1 Monday … 7 Sunday.
    public var weekday: Int {
        // 2024-01-01 was a Monday.
        let offset = CivilDate(uncheckedYear: 2024, month: 1, day: 1).days(until: self) % 7
        return (offset + 7) % 7 + 1
    }

    public static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days since 1970-01-01 (negative before), by Howard Hinnant's civil-date algorithm.
    public var daysSinceEpoch: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let shiftedMonth = month > 2 ? month - 3 : month + 9
        let dayOfYear = (153 * shiftedMonth + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    public init(daysSinceEpoch: Int) {
        let z = daysSinceEpoch + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        self.init(uncheckedYear: year, month: month, day: day)
    }

    public func addingDays(_ days: Int) -> CivilDate {
        CivilDate(daysSinceEpoch: daysSinceEpoch + days)
    }

    /// Adds calendar months, clamping the day to the target month's length.
    public func addingMonths(_ months: Int) -> CivilDate {
        addingMonths(months, anchorDay: day)
    }

    /// Adds calendar months and lands on `anchorDay`, or on the last day of a month too
    /// short for it: from Feb 28 with anchor 31, one month is Mar 31, not Mar 28.
    public func addingMonths(_ months: Int, anchorDay: Int) -> CivilDate {
        let index = year * 12 + (month - 1) + months
        let newYear = index / 12
        let newMonth = index % 12 + 1
        let newDay = min(max(1, anchorDay), CivilDate.daysIn(month: newMonth, year: newYear))
        return CivilDate(uncheckedYear: newYear, month: newMonth, day: newDay)
    }

    /// Whole days from `self` to `other` (positive when `other` is later).
    public func days(until other: CivilDate) -> Int {
        other.daysSinceEpoch - daysSinceEpoch
    }

    /// Whole calendar months from `self` to `later` (0 when `later` is not later): the
    /// largest n with `addingMonths(n) <= later`. Mar 15 → Apr 14 is 0; Mar 15 → Apr 15 is 1.
    public func wholeMonths(until later: CivilDate) -> Int {
        guard later > self else { return 0 }
        var months = (later.year - year) * 12 + (later.month - month)
        if addingMonths(months) > later { months -= 1 }
        return max(0, months)
    }

    // MARK: The dates SubHub accepts

    /// The first day SubHub stores, shows or evaluates on. Earlier dates are typing mistakes
    /// far more often than real charges, and before 1582 Foundation's Gregorian calendar
    /// turns Julian, so 0001-01-01 would be shown as "Jan 3, 1".
    public static let earliestAccepted = CivilDate(uncheckedYear: 1900, month: 1, day: 1)

    /// The last day any charge may fall on: the last day of a four-digit year, which is
    /// also the last one SQLite's `date()` (and so the store's CHECK constraints) reads.
    public static let latestSupported = CivilDate(uncheckedYear: 9999, month: 12, day: 31)

    /// The last day accepted as the evaluation day (`--as-of`), a next charge, a trial end
    /// or any other date typed, imported or stored: one year before `latestSupported`, so
    /// the year of charges after it that `upcoming`, the 12-month projection and an annual
    /// plan's next charge show are still real dates.
    public static let latestAccepted = CivilDate(uncheckedYear: 9998, month: 12, day: 31)

    /// `earliestAccepted...latestAccepted`.
    public static var acceptedRange: ClosedRange<CivilDate> { earliestAccepted...latestAccepted }

    /// Returns `self` when it lies in `acceptedRange`; throws `dateOutOfRange` otherwise.
    @discardableResult
    public func checkedAccepted() throws(DomainError) -> CivilDate {
        guard Self.acceptedRange.contains(self) else { throw .dateOutOfRange(self) }
        return self
    }

    /// The first day of this date's month.
    public var startOfMonth: CivilDate { CivilDate(uncheckedYear: year, month: month, day: 1) }

    /// `YYYY-MM-DD`.
    public var iso: String {
        let y = String(year)
        let m = month < 10 ? "0\(month)" : "\(month)"
        let d = day < 10 ? "0\(day)" : "\(day)"
        return String(repeating: "0", count: max(0, 4 - y.count)) + y + "-" + m + "-" + d
    }

    public var description: String { iso }

    public static func < (lhs: CivilDate, rhs: CivilDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}
