import Foundation
import SubDomain

extension ValueFormatter {
    /// `dic 2026` / `Dec 2026`: the calendar month of `date`, in the date locale, from
    /// Foundation's own month names (the words `MonthNames` reads back).
    public func month(_ date: CivilDate) -> String {
        date.noonUTC.formatted(
            Date.FormatStyle(
                locale: dateLocale, calendar: .civilUTC, timeZone: Calendar.civilUTC.timeZone
            )
            .month(.abbreviated).year())
    }
}

extension Localizer {
    /// `dic 2026` / `Dec 2026` (see `ValueFormatter.month(_:)`).
    public func month(_ date: CivilDate) -> String { formatter.month(date) }
}
