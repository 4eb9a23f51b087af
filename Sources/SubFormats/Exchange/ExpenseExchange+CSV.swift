import SubDomain
import SubRecords

// CSV, written for a spreadsheet (`CSVDialect`) and read back whatever a spreadsheet or a
// person made of it (`CSVVocabulary`).
extension ExpenseExchange {
    /// One row per expense in `exportOrder`, one column per `CSVColumn`, lines ending in
    /// CRLF (RFC 4180). The kill count fills its column on the first row only; a profile
    /// with kills but no expenses writes a row holding nothing else.
    ///
    /// The monthly figure is `ExpenseLedger.effectiveMonthly`, what `list` shows on the line
    /// (a group: the larger of its cap and its members), left empty where `list` shows none:
    /// archived plans, the members of an archived group and, with `today`, the plans that
    /// have ended by then. The cells of the rows outside a group so add up to `total`.
    static func exportCSV(
        _ ledger: ExpenseLedger, dialect: CSVDialect = .plain, asOf today: CivilDate? = nil
    ) -> String {
        let delimiter = String(dialect.delimiter)
        func line(_ cells: [String]) -> String {
            cells.map { CSVWriter.escape($0, delimiter: dialect.delimiter) }
                .joined(separator: delimiter) + "\r\n"
        }
        var output = dialect.byteOrderMark ? "\u{FEFF}" : ""
        output += line(CSVColumn.allCases.map(dialect.heading))
        let killCount = String(ledger.killCount)
        for (offset, expense) in exportOrder(ledger).enumerated() {
            let counts = today.map { ledger.isLive(expense, on: $0) } ?? ledger.isLive(expense)
            let monthly = counts ? ledger.effectiveMonthly(of: expense) : nil
            let cells = csvCells(
                of: expense, monthly: monthly, killCount: offset == 0 ? killCount : "",
                dialect: dialect)
            output += line(cells.map(CSVWriter.neutralizingFormula))
        }
        if ledger.expenses.isEmpty, ledger.killCount > 0 {
            output += line(CSVColumn.allCases.map { $0 == .killCount ? killCount : "" })
        }
        return output
    }

    /// Where each column's field stands in `fields(of:)`, which lists `ExchangeField`'s cases
    /// in order; `nil` for the columns that are no field.
    private static let fieldPositions: [Int?] = CSVColumn.allCases.map { column in
        column.field.flatMap { ExchangeField.allCases.firstIndex(of: $0) }
    }

    /// The cells of one expense, in `CSVColumn` order.
    private static func csvCells(
        of expense: RecurringExpense, monthly: Money?, killCount: String, dialect: CSVDialect
    ) -> [String] {
        let fields = fields(of: expense)
        let digits = expense.currency.minorDigits
        return zip(CSVColumn.allCases, fieldPositions).map { column, position in
            switch column {
            case .amount: dialect.decimal(minorUnits: expense.amount.minorUnits, digits: digits)
            case .monthly:
                monthly.map { dialect.decimal(minorUnits: $0.minorUnits, digits: digits) } ?? ""
            case .period: dialect.periodText(expense.period)
            case .noticePeriod: expense.noticePeriod.map(dialect.noticeText) ?? ""
            case .status: dialect.statusText(expense.status)
            case .killCount: killCount
            case .category, .groupMode, .archivedWithGroup, .varies:
                position.flatMap { fields[$0].1 }.map { dialect.wordText(column, $0) } ?? ""
            default: position.flatMap { fields[$0].1 } ?? ""
            }
        }
    }

    /// What a heading of a CSV file stands for.
    private enum HeadingMeaning: Equatable {
        case column(CSVColumn)
        /// `amount_minor`, the integer column of files written before the decimal `amount`.
        case minorUnits
    }

    /// The expense rows and the kill count (0 for files written before CSV carried it).
    ///
    /// The delimiter (`,`, `;` or tab) is the one under which the first line names the most
    /// columns; headings are matched case and accents aside, in any language `vocabulary`
    /// knows. The decimal mark of amounts is decided once for the file (`CSVDecimalMark`).
    /// The monthly figure and unknown columns are ignored; cells that export neutralised as
    /// formulas get their text back.
    static func parseCSVRows(_ text: String, vocabulary: CSVVocabulary = .identifiers)
        throws(ExchangeError) -> ([ExchangeRowReader.Cells], Int)
    {
        let delimiter = csvDelimiter(of: text, vocabulary: vocabulary)
        // Held whole to be read, so bounded as a statement is, each limit named.
        var reader = CSVReader(text, delimiter: delimiter, unclosedQuote: .stops)
        var table: [[String]] = []
        var cellCount = 0
        while let record = reader.next() {
            cellCount += record.cells.count
            guard cellCount <= ReadingLimits.cells else {
                throw .tooManyCells(limit: ReadingLimits.cells)
            }
            table.append(record.cells)
            // The header and the rows.
            guard table.count <= ReadingLimits.rows + 1 else {
                throw .tooManyRows(limit: ReadingLimits.rows)
            }
        }
        switch reader.exceeded {
        case .fieldLength(let line)?:
            throw .fieldTooLong(line: line, limit: ReadingLimits.fieldBytes)
        case .cells(let line)?:
            throw .tooManyColumns(line: line, limit: ReadingLimits.columns)
        case nil: break
        }
        guard !reader.sawUnclosedQuote, let header = table.first else {
            throw .malformedDocument(format: .csv)
        }
        var meanings = header.map { meaning(of: $0, vocabulary: vocabulary) }
        let hasDecimalAmount = meanings.contains(.column(.amount))
        if hasDecimalAmount {
            // Both amount columns: the decimal one is what a spreadsheet user edited.
            meanings = meanings.map { $0 == .minorUnits ? nil : $0 }
        }
        guard meanings.contains(.column(.name)),
            hasDecimalAmount || meanings.contains(.minorUnits)
        else {
            throw .malformedDocument(format: .csv)
        }
        let killCountIndex = meanings.firstIndex(of: .column(.killCount))
        var killCount: Int?
        var rows: [ExchangeRowReader.Cells] = []
        for cells in table.dropFirst() where cells != [""] {
            var holdsKillCount = false
            if let killCountIndex, killCountIndex < cells.count,
                !CSVReader.trimmed(cells[killCountIndex]).isEmpty
            {
                // One count per file: two rows claiming it would be two profiles pasted together.
                guard killCount == nil, let count = Int(CSVReader.trimmed(cells[killCountIndex])),
                    (0...killCountLimit).contains(count)
                else {
                    throw .malformedDocument(format: .csv)
                }
                killCount = count
                holdsKillCount = true
            }
            var row = ExchangeRowReader.Cells()
            for (meaning, cell) in zip(meanings, cells) where !cell.isEmpty {
                switch meaning {
                case .column(let column)?:
                    if let field = column.field {
                        row.text[field] = CSVWriter.restoringFormula(cell)
                    }
                case .minorUnits?: row.text[.amountMinor] = CSVWriter.restoringFormula(cell)
                case nil: break
                }
            }
            // The row a profile with no expenses writes for its kill count alone.
            if row.text.isEmpty, holdsKillCount { continue }
            rows.append(row)
        }
        if hasDecimalAmount {
            let amounts = rows.compactMap { $0.text[.amountMinor] }
            let shown = CSVDecimalMark.shown(by: amounts)
            let mark = shown ?? CSVDecimalMark.guess(delimiter: delimiter)
            for index in rows.indices {
                rows[index].amountDecimalMark = mark
                rows[index].amountDecimalMarkIsGuessed = shown == nil
            }
        }
        return (rows, killCount ?? 0)
    }

    /// What `heading` names; `nil` for a column import does not read.
    private static func meaning(of heading: String, vocabulary: CSVVocabulary)
        -> HeadingMeaning?
    {
        if CSVReader.trimmed(heading) == ExchangeField.amountMinor.rawValue { return .minorUnits }
        return vocabulary.column(named: heading).map(HeadingMeaning.column)
    }

    /// The delimiter under which the first line of `text` names the most columns, then
    /// splits into the most cells; `,` when nothing tells them apart.
    private static func csvDelimiter(of text: String, vocabulary: CSVVocabulary) -> Character {
        let firstLine = Array(text.utf8.prefix { $0 != UInt8(ascii: "\n") })
        var best: (delimiter: Character, known: Int, cells: Int) = (",", -1, -1)
        for delimiter: Character in [",", ";", "\t"] {
            var reader = CSVReader(
                bytes: firstLine, delimiter: delimiter, unclosedQuote: .endsWithItsLine)
            let cells = reader.next()?.cells ?? []
            let known = cells.filter { meaning(of: $0, vocabulary: vocabulary) != nil }.count
            if (known, cells.count) > (best.known, best.cells) {
                best = (delimiter, known, cells.count)
            }
        }
        return best.delimiter
    }
}
