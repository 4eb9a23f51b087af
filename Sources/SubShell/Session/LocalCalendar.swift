import FoundationEssentials
import Glibc
import SubDomain

/// Dates and times where the user is: `TZ`, else `/etc/localtime`, read by the C library.
///
/// Not Foundation's `TimeZone.current`: without its ICU half (which the product does not
/// link) Foundation knows only GMT.
enum LocalCalendar {
    /// A moment as the wall clock shows it.
    struct WallTime: Equatable {
        let day: CivilDate
        let hour: Int
        let minute: Int
    }

    static func today(now: Date = Date()) -> CivilDate {
        wallTime(of: now)?.day ?? CivilDate(daysSinceEpoch: Int(now.timeIntervalSince1970 / 86_400))
    }

    /// The zone read from TZ or /etc/localtime once per process, not per date worded
    /// (`history` words one per change).
    private static let zoneRead: Void = tzset()

    /// `instant` on the local wall clock, or `nil` when the C library cannot place it.
    static func wallTime(of instant: Date) -> WallTime? {
        _ = zoneRead
        var seconds = time_t(instant.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        guard localtime_r(&seconds, &parts) != nil,
            let day = try? CivilDate(
                year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1,
                day: Int(parts.tm_mday))
        else { return nil }
        return WallTime(day: day, hour: Int(parts.tm_hour), minute: Int(parts.tm_min))
    }
}
