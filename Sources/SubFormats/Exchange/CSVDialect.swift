import SubDomain
import SubRecords

/// How `export csv` writes its values: for a person's spreadsheet in their language, or
/// `--plain` for a script. The columns are the same (`CSVColumn`); the store knows no
/// words, so the shell fills in the headings and the period and notice words.
public struct CSVDialect: Sendable {
    /// The cell separator: `;` where the decimal mark is `,`, as spreadsheets of those
    /// languages expect (a comma-separated file opens there as one column), else `,`.
    public let delimiter: Character
    /// The decimal mark of amounts. Amounts never group thousands: a spreadsheet reads
    /// `1234,56` as a number in its locale, `1.234,56` only in some.
    public let decimalMark: Character
    /// Whether the file starts with a UTF-8 byte-order mark. Excel reads a CSV file without
    /// one in the system's legacy code page (`Día` becomes `DÃ­a`); LibreOffice and Numbers
    /// read UTF-8 either way. A script would find the mark glued to the first column's name,
    /// so `--plain` leaves it out. Import skips it.
    public let byteOrderMark: Bool
    /// The first row's text for each column.
    public let heading: @Sendable (CSVColumn) -> String
    public let periodText: @Sendable (Period) -> String
    public let noticeText: @Sendable (NoticePeriod) -> String
    public let statusText: @Sendable (RecurringExpense.Status) -> String
    /// The words for a stored identifier of the columns that hold one (`CSVColumn.isWorded`:
    /// a category, a group's kind, a yes/no flag): `music` → `música`. A category the user
    /// named themselves stays as typed.
    public let wordText: @Sendable (CSVColumn, String) -> String

    public init(
        decimalMark: Character, byteOrderMark: Bool,
        heading: @escaping @Sendable (CSVColumn) -> String,
        periodText: @escaping @Sendable (Period) -> String,
        noticeText: @escaping @Sendable (NoticePeriod) -> String,
        statusText: @escaping @Sendable (RecurringExpense.Status) -> String,
        wordText: @escaping @Sendable (CSVColumn, String) -> String = { $1 }
    ) {
        self.delimiter = decimalMark == "," ? ";" : ","
        self.decimalMark = decimalMark
        self.byteOrderMark = byteOrderMark
        self.heading = heading
        self.periodText = periodText
        self.noticeText = noticeText
        self.statusText = statusText
        self.wordText = wordText
    }

    /// `export csv --plain`: the columns' own names, `.` decimals, period, notice and status
    /// identifiers (`monthly`, `every-2-weeks`, `30d`, `archived`), no byte-order mark.
    ///
    /// Dates are ISO 8601 in both forms: every spreadsheet reads `2026-12-15` as a date
    /// whatever its locale, while `12/01/2026` means two days depending on it.
    public static let plain = CSVDialect(
        decimalMark: ".", byteOrderMark: false, heading: { $0.rawValue },
        periodText: { $0.identifier }, noticeText: { $0.identifier },
        statusText: { $0.rawValue })

    /// `minorUnits` of a currency with `digits` decimals as decimal text with this mark:
    /// `1299` → `12,99`; `5` with 3 digits → `0,005`; no grouping.
    func decimal(minorUnits: Int64, digits: Int) -> String {
        let sign = minorUnits < 0 ? "-" : ""
        let magnitude = String(minorUnits.magnitude)
        guard digits > 0 else { return sign + magnitude }
        let padded = String(repeating: "0", count: max(0, digits + 1 - magnitude.count)) + magnitude
        return sign + padded.dropLast(digits) + String(decimalMark) + padded.suffix(digits)
    }
}
