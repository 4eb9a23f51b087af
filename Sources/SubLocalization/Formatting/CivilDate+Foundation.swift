import Foundation
import SubDomain

extension CivilDate {
    /// This day at 12:00 UTC. Formatting that instant in UTC always shows this same day,
    /// whatever the machine's time zone (midnight would slip to the previous day west of UTC).
    var noonUTC: Date {
        Date(timeIntervalSince1970: Double(daysSinceEpoch) * 86_400 + 43_200)
    }
}

extension Calendar {
    /// Gregorian in UTC: the one calendar every civil date is formatted with.
    static let civilUTC: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()
}
