import SubDomain
import SubRecords

/// What `import` understands in a CSV file beyond the columns' own names and the values'
/// identifiers, which are always read: headings and period, notice and date words in any
/// language, as `export csv` writes them or a person types them in a spreadsheet. The store
/// knows no words, so the shell fills them in from every catalog.
public struct CSVVocabulary: Sendable {
    /// Folded heading (`NameKey.fold`) → column; the columns' own names come first.
    private let columnsByHeading: [String: CSVColumn]
    private let readPeriod: @Sendable (String) -> Period?
    private let readNotice: @Sendable (String) -> NoticePeriod?
    private let readDate: @Sendable (String) -> CivilDate?
    private let readStatus: @Sendable (String) -> RecurringExpense.Status?
    private let readWord: @Sendable (CSVColumn, String) -> String?

    /// - Parameter headings: each column's other names; when two columns claim one, the
    ///   first listed keeps it.
    public init(
        headings: [(String, CSVColumn)],
        readPeriod: @escaping @Sendable (String) -> Period?,
        readNotice: @escaping @Sendable (String) -> NoticePeriod?,
        readDate: @escaping @Sendable (String) -> CivilDate?,
        readStatus: @escaping @Sendable (String) -> RecurringExpense.Status?,
        readWord: @escaping @Sendable (CSVColumn, String) -> String? = { _, _ in nil }
    ) {
        var columns: [String: CSVColumn] = [:]
        for (heading, column) in CSVColumn.allCases.map({ ($0.rawValue, $0) }) + headings {
            let folded = NameKey.fold(heading)
            if !folded.isEmpty, columns[folded] == nil { columns[folded] = column }
        }
        self.columnsByHeading = columns
        self.readPeriod = readPeriod
        self.readNotice = readNotice
        self.readDate = readDate
        self.readStatus = readStatus
        self.readWord = readWord
    }

    /// The columns' own names and the values' identifiers only: what `--plain` writes.
    public static let identifiers = CSVVocabulary(
        headings: [], readPeriod: { _ in nil }, readNotice: { _ in nil }, readDate: { _ in nil },
        readStatus: { _ in nil })

    /// The column a heading names, case, accents and surrounding blanks aside.
    func column(named heading: String) -> CSVColumn? {
        columnsByHeading[NameKey.fold(heading)]
    }

    /// `monthly`, `every-2-weeks`, or a period word (`mensual`, `每年`, `cada 3 semanas`).
    func period(_ text: String) -> Period? {
        Period(identifier: CSVReader.trimmed(text).lowercased()) ?? readPeriod(text)
    }

    /// `30d`, or a notice as people write it (`30 días`, `1 month`).
    func notice(_ text: String) -> NoticePeriod? {
        NoticePeriod(identifier: CSVReader.trimmed(text).lowercased()) ?? readNotice(text)
    }

    /// An ISO 8601 day, or one as a spreadsheet of the user's locale writes it back
    /// (`15/12/2026`).
    func date(_ text: String) -> CivilDate? {
        CivilDate(iso: CSVReader.trimmed(text)) ?? readDate(text)
    }

    /// `active` or `archived`, or the word for it (`archivada`, `已斩`).
    /// The identifier a word of a worded column stands for (`música` → `music`, `sí` →
    /// `true`), in any language; the text itself when it is no such word.
    func identifier(_ column: CSVColumn, _ text: String) -> String {
        readWord(column, CSVReader.trimmed(text)) ?? text
    }

    func status(_ text: String) -> RecurringExpense.Status? {
        RecurringExpense.Status(rawValue: CSVReader.trimmed(text).lowercased()) ?? readStatus(text)
    }
}
