import Foundation
import SubDomain

/// Today's date where the user is (TZ or /etc/localtime), as a civil date.
enum LocalCalendar {
    static func today(now: Date = Date()) -> CivilDate {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone.current
        let parts = calendar.dateComponents([.year, .month, .day], from: now)
        return
            (try? CivilDate(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1))
            ?? CivilDate(daysSinceEpoch: Int(now.timeIntervalSince1970 / 86_400))
    }
}
