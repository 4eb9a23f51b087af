import FoundationEssentials
import SubBrandsCore
import SubDomain
import SubFormats
import SubLocalization
import SubRecords

/// The words of SubHub's CSV files, from the catalogs: the dialect `export csv` writes in
/// the reader's language, and the vocabulary `import` reads CSV with (every catalog's).
struct CSVWording {
    let localizer: Localizer

    /// Headings (`exchange.column.*`), period, notice and status words and the decimal mark
    /// of the reader's language; `;` between cells where that mark is `,`. A byte-order mark, so
    /// Excel reads the file as UTF-8.
    var dialect: CSVDialect {
        let localizer = localizer
        let decimalMark = localizer.formatter.messageDecimalSeparator.first ?? "."
        return CSVDialect(
            decimalMark: decimalMark == "," ? "," : ".", byteOrderMark: true,
            heading: { localizer.text(.exchangeColumn($0)) },
            periodText: { Self.periodText($0, localizer) }, noticeText: { localizer.notice($0) },
            statusText: { localizer.text($0 == .active ? .statusActive : .statusArchived) },
            wordText: { Self.word(for: $1, in: $0, localizer) })
    }

    /// A category, a group's kind or a yes/no flag in the reader's words: a Spanish
    /// spreadsheet says `música`, `automático` and `no`, not `music`, `automatic`, `false`.
    private static func word(for identifier: String, in column: CSVColumn, _ localizer: Localizer)
        -> String
    {
        switch column {
        case .category: CategoryWording.name(identifier, localizer: localizer)
        case .groupMode:
            GroupTotalMode(rawValue: identifier).map {
                localizer.text($0 == .automatic ? .exchangeValueAutomatic : .exchangeValueManual)
            } ?? identifier
        case .archivedWithGroup, .varies:
            localizer.text(identifier == "true" ? .historyYes : .historyNo)
        default: identifier
        }
    }

    /// Every language's words for the identifiers of the worded columns, folded.
    private func identifiersByWord() -> [CSVColumn: [String: String]] {
        var words: [CSVColumn: [String: String]] = [:]
        for catalog in localizer.library.catalogsPreferring(localizer.language) {
            guard let speaker = localizer.switching(to: catalog.language) else { continue }
            for category in BrandCategory.allCases {
                let word = NameKey.fold(CategoryWording.name(category.rawValue, localizer: speaker))
                if words[.category]?[word] == nil {
                    words[.category, default: [:]][word] = category.rawValue
                }
            }
            for mode in GroupTotalMode.allCases {
                let word = NameKey.fold(Self.word(for: mode.rawValue, in: .groupMode, speaker))
                if words[.groupMode]?[word] == nil {
                    words[.groupMode, default: [:]][word] = mode.rawValue
                }
            }
            for flag in ["true", "false"] {
                let word = NameKey.fold(Self.word(for: flag, in: .archivedWithGroup, speaker))
                for column in [CSVColumn.archivedWithGroup, .varies]
                where words[column]?[word] == nil {
                    words[column, default: [:]][word] = flag
                }
            }
        }
        return words
    }

    /// `localizer.period`, but a count is written without grouping (`every 1000 days`, not
    /// `every 1,000 days`): a cell holds no thousands separator, and the period reader takes
    /// a count as digits only.
    private static func periodText(_ period: Period, _ localizer: Localizer) -> String {
        guard period.named == nil, !MessageKey.wordedPeriods.contains(period) else {
            return localizer.period(period)
        }
        return localizer.text(
            .periodEvery(period.unit), ["count": .decimal(String(period.count))])
    }

    /// Every catalog's headings and the field words `edit` takes (`importe`, `precio`,
    /// `金额`), this language's first; period, notice and status words of every language;
    /// dates as `add --next` reads them, ISO 8601 always.
    func vocabulary(today: CivilDate) -> CSVVocabulary {
        var headings: [(String, CSVColumn)] = []
        var statuses: [String: RecurringExpense.Status] = [:]
        let catalogs = localizer.library.catalogsPreferring(localizer.language)
        for catalog in catalogs {
            guard let speaker = localizer.switching(to: catalog.language) else { continue }
            headings += CSVColumn.allCases.map { (speaker.text(.exchangeColumn($0)), $0) }
            statuses[NameKey.fold(speaker.text(.statusActive))] = .active
            statuses[NameKey.fold(speaker.text(.statusArchived))] = .archived
        }
        for catalog in catalogs {
            for field in EditField.allCases {
                let words = [field.rawValue] + (catalog.input.fieldWords[field.rawValue] ?? [])
                guard let column = field.csvColumn else { continue }
                headings += words.map { ($0, column) }
            }
        }
        let localizer = localizer
        return CSVVocabulary(
            headings: headings,
            readPeriod: { try? localizer.parsePeriod($0).get() },
            readNotice: { try? localizer.parseNotice($0).get() },
            readDate: { try? localizer.parseDate($0, today: today).get() },
            readStatus: { [statuses] in statuses[NameKey.fold($0)] },
            readWord: { [words = identifiersByWord()] column, text in
                words[column]?[NameKey.fold(text)]
            })
    }
}

extension EditField {
    /// The CSV column holding what this field changes.
    fileprivate var csvColumn: CSVColumn? {
        switch self {
        case .name: .name
        case .amount: .amount
        case .currency: .currency
        case .period: .period
        case .next: .nextCharge
        case .trialEnds: .trialEnds
        case .shared: .sharedWith
        case .category: .category
        case .notes: .notes
        case .url: .manageURL
        case .notice: .noticePeriod
        case .paidBy: .paidBy
        case .paidWith: .paidWith
        case .remind: .reminderOffsets
        case .varies: .varies
        // `until` and `payments` name a day and a count a plan's last charge is worked out
        // from, not the last charge (`ends_on`) or the count kept beside it: a column headed
        // so would read a day that may be no charge as one.
        case .until, .payments: nil
        }
    }
}
