import SubCLDR
import SubDomain

extension ValueFormatter {
    /// `dic 2026` / `Dec 2026`: the calendar month of `date`, in the date locale, with CLDR's
    /// `yMMM` pattern and month names (the words `MonthNames` reads back).
    public func month(_ date: CivilDate) -> String {
        CLDRDatePattern(
            pattern: dateData.string(.yearMonthAbbreviated) ?? "MMM y", locale: dateData
        ).format(date)
    }
}

extension Localizer {
    /// `dic 2026` / `Dec 2026` (see `ValueFormatter.month(_:)`).
    public func month(_ date: CivilDate) -> String { formatter.month(date) }
}
