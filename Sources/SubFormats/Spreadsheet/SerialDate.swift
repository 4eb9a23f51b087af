import SubDomain

/// Excel's dates: a number of days, the day's time as the fraction. Only the day is kept, as
/// `YYYY-MM-DD`, the one date shape every statement reader takes without guessing an order.
enum SerialDate {
    /// 1899-12-30 as days since 1970-01-01: day 0 of the 1900 system. (Excel counts from
    /// 1900-01-01 as day 1 but also counts a 1900-02-29 that never was, so from March 1900 on,
    /// every serial is the days since 1899-12-30.)
    private static let dayZero1900 = -25_569
    /// The 1904 system (old Mac workbooks, `date1904` in workbook.xml) counts from
    /// 1904-01-01, 1462 days later.
    private static let dayZero1904 = dayZero1900 + 1_462
    /// 1900-03-01: the serials before it are off by Excel's phantom leap day and no
    /// statement holds them, so they stay numbers.
    private static let first1900Serial = 61.0
    /// 9999-12-31, the last day Excel shows.
    private static let lastDay = try! CivilDate(year: 9999, month: 12, day: 31)

    /// The day `serial` falls on; `nil` outside the days Excel itself shows as dates.
    static func isoText(serial: Double, date1904: Bool) -> String? {
        guard serial >= (date1904 ? 0 : first1900Serial), serial < Double(Int32.max) else {
            return nil
        }
        let days = Int(serial.rounded(.down)) + (date1904 ? dayZero1904 : dayZero1900)
        guard days <= lastDay.daysSinceEpoch else { return nil }
        return CivilDate(daysSinceEpoch: days).iso
    }
}
