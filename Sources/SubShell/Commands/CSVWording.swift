import FoundationEssentials
import SubDomain
import SubLocalization
import SubStore

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
            statusText: { localizer.text($0 == .active ? .statusActive : .statusArchived) })
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
                headings += words.map { ($0, field.csvColumn) }
            }
        }
        let localizer = localizer
        return CSVVocabulary(
            headings: headings,
            readPeriod: { try? localizer.parsePeriod($0).get() },
            readNotice: { try? localizer.parseNotice($0).get() },
            readDate: { try? localizer.parseDate($0, today: today).get() },
            readStatus: { [statuses] in statuses[NameKey.fold($0)] })
    }
}

extension EditField {
    /// The CSV column holding what this field changes.
    fileprivate var csvColumn: CSVColumn {
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
        }
    }
}
