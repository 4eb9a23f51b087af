/// A day for `ReferenceModel`, counted from 1970-01-01 with its own civil-calendar
/// arithmetic (days from a year, month and day by the proleptic Gregorian rule), never
/// SubDomain's `CivilDate`.
struct ReferenceDay: Comparable, Hashable, CustomStringConvertible {
    /// Days since 1970-01-01.
    var number: Int

    init(number: Int) { self.number = number }

    init(year: Int, month: Int, day: Int) {
        // Days from civil: years counted from March, so February's end is the year's end.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let shifted = (month + 9) % 12
        let dayOfYear = (153 * shifted + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        number = era * 146_097 + dayOfEra - 719_468
    }

    /// `YYYY-MM-DD`.
    init?(iso: String) {
        let parts = iso.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        self.init(year: parts[0], month: parts[1], day: parts[2])
    }

    var parts: (year: Int, month: Int, day: Int) {
        let z = number + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra =
            (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shifted = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shifted + 2) / 5 + 1
        let month = shifted < 10 ? shifted + 3 : shifted - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    var year: Int { parts.year }
    var day: Int { parts.day }

    var iso: String {
        let (year, month, day) = parts
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(year)-\(two(month))-\(two(day))"
    }

    var description: String { iso }

    func adding(days: Int) -> ReferenceDay { ReferenceDay(number: number + days) }

    static func daysIn(year: Int, month: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// `months` months on, on `anchor` (or the month's last day when it is shorter).
    func adding(months: Int, anchor: Int) -> ReferenceDay {
        let (year, month, _) = parts
        let total = year * 12 + (month - 1) + months
        let newYear = total / 12
        let newMonth = total % 12 + 1
        return ReferenceDay(
            year: newYear, month: newMonth,
            day: min(anchor, Self.daysIn(year: newYear, month: newMonth)))
    }

    static func < (lhs: ReferenceDay, rhs: ReferenceDay) -> Bool { lhs.number < rhs.number }
}
