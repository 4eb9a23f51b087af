import FoundationEssentials
import SubDomain

/// Reads a statement laid out as a table — any bank's CSV export, the wallets' bills (支付宝,
/// 微信支付), a spreadsheet's rows — deciding from the file itself what it cannot know in
/// advance: the delimiter (`;`, `,` or tab), where the header is (the bank's or wallet's block
/// of account details above it is skipped), the columns (named in any catalog's words,
/// `StatementWords`; one signed amount, debit and credit columns, or an amount with 收/支), the decimal
/// separator (`1.234,56` or `1,234.56`), whether dates are day-first or month-first, and the
/// currency when a column or the wallet names it.
///
/// A row with no date is a footer or a blank line and is skipped, and so is one whose date
/// says it is still pending; a row whose date or amount does not read stops the whole
/// reading, so nothing is imported from a file read wrongly.
public enum StatementReader {
    /// How far down the header may be: Alipay's block of account details and notes takes
    /// some 25 lines.
    static let headerSearchLines = 60

    /// One row of a table before it is understood: its cells and where it is in the file.
    public struct TableRow: Hashable, Sendable {
        public let line: Int
        public let cells: [String]

        public init(line: Int, cells: [String]) {
            self.line = line
            self.cells = cells
        }
    }

    /// Reads CSV text (`;`, `,` or tab separated).
    public static func read(_ text: String, context: StatementContext) throws(StatementError)
        -> StatementRows
    {
        var content = Substring(text)
        if content.unicodeScalars.first == "\u{FEFF}" {
            content = Substring(content.unicodeScalars.dropFirst())
        }
        let bytes = Array(content.utf8)
        guard let header = findHeader(bytes, words: context.words) else { throw .noHeader }
        // A quoted field may hold line breaks (a memo): a row is a CSV record, numbered by
        // its first line.
        var preamble: [TableRow] = []
        var body: [TableRow] = []
        var headerCells: [String] = []
        var records = CSVReader(
            bytes: bytes, delimiter: header.delimiter, unclosedQuote: .endsWithItsLine)
        var cellCount = 0
        while let record = records.next() {
            // Each cell is held until the file is read: within the row and column limits,
            // 100 MB of one-byte cells would still be 50 million of them.
            cellCount += record.cells.count
            guard cellCount <= ReadingLimits.cells else {
                throw .tooManyCells(limit: ReadingLimits.cells)
            }
            if record.line < header.line {
                preamble.append(TableRow(line: record.line, cells: record.cells))
            } else if record.line == header.line {
                headerCells = record.cells
            } else {
                body.append(TableRow(line: record.line, cells: record.cells))
                // Held whole to be read, so bounded: a 100 MB file of 3 million rows took
                // over a gigabyte.
                guard body.count <= ReadingLimits.rows else {
                    throw .tooManyRows(limit: ReadingLimits.rows)
                }
            }
        }
        switch records.exceeded {
        case .fieldLength(let line)?:
            throw .fieldTooLong(line: line, limit: ReadingLimits.fieldBytes)
        case .cells(let line)?:
            throw .tooManyColumns(line: line, limit: ReadingLimits.columns)
        case nil: break
        }
        let format = walletFormat(preamble: preamble, header: headerCells) ?? .csv
        return try rows(
            body, columns: header.columns, format: format, delimiter: header.delimiter,
            skippedLines: header.line - 1, context: context)
    }

    /// Reads a spreadsheet's rows (an XLSX sheet): the header is the first row, within the
    /// first `headerSearchLines`, that names a date and an amount.
    public static func read(
        table: [TableRow], format: StatementFormat, context: StatementContext
    ) throws(StatementError) -> StatementRows {
        for (index, row) in table.prefix(headerSearchLines).enumerated() {
            guard row.cells.count >= 2,
                let columns = StatementColumns(header: row.cells, words: context.words)
            else { continue }
            let preamble = Array(table[..<index])
            return try rows(
                Array(table[(index + 1)...]), columns: columns,
                format: walletFormat(preamble: preamble, header: row.cells) ?? format,
                delimiter: nil, skippedLines: index, context: context)
        }
        throw .noHeader
    }

    /// Alipay's and WeChat Pay's bills, told by their block of details ("支付宝交易记录明细查询",
    /// "微信支付账单明细") or their order-number columns; `nil` for a bank's table.
    static func walletFormat(preamble: [TableRow], header: [String]) -> StatementFormat? {
        let words =
            preamble.flatMap(\.cells).joined(separator: " ") + " "
            + header.joined(separator: " ")
        if words.contains("支付宝") || words.contains("商家订单号") { return .alipay }
        if words.contains("微信") || words.contains("商户单号") { return .wechat }
        return nil
    }

    /// Whether rows are in the order of their text (a statement sorted by payee): at least
    /// two different texts, never going backwards, case and accents aside.
    static func isSortedByText(_ texts: [String]) -> Bool {
        let folded = texts.map(NameKey.fold)
        guard Set(folded).count > 1 else { return false }
        return zip(folded, folded.dropFirst()).allSatisfy { $0 <= $1 }
    }

    /// The rows under the header, read with the columns found.
    static func rows(
        _ body: [TableRow], columns: StatementColumns, format: StatementFormat,
        delimiter: Character?, skippedLines: Int, context: StatementContext
    ) throws(StatementError) -> StatementRows {
        struct RawRow {
            let line: Int
            let date: String
            let description: String
            let amounts: [String?]
            let direction: String?
            let status: String?
            let reference: String?
        }
        var raw: [RawRow] = []
        var undatedPending = 0
        var currencyCell: (line: Int, code: String)?
        for row in body {
            let cells = row.cells
            func cell(_ column: Int?) -> String? {
                guard let column, column < cells.count else { return nil }
                let value = CSVReader.trimmed(cells[column])
                // The wallets write "/" for a cell with nothing to say.
                return value.isEmpty || value == "/" ? nil : value
            }
            guard let date = cell(columns.date) else { continue }
            if context.words.isPending(date) {
                undatedPending += 1
                continue
            }
            if let code = cell(columns.currency) {
                if let first = currencyCell, first.code.uppercased() != code.uppercased() {
                    throw .mixedCurrencies(first: first.code, second: code)
                }
                currencyCell = currencyCell ?? (row.line, code)
            }
            raw.append(
                RawRow(
                    line: row.line, date: date,
                    description: cell(columns.description) ?? cell(columns.detail) ?? "",
                    amounts: [cell(columns.amount), cell(columns.debit), cell(columns.credit)],
                    direction: cell(columns.direction), status: cell(columns.status),
                    reference: cell(columns.reference)))
        }
        let currency: CurrencyCode?
        if let currencyCell {
            guard let code = try? CurrencyCode(currencyCell.code) else {
                throw .unknownCurrency(line: currencyCell.line, text: currencyCell.code)
            }
            currency = code
        } else if format == .alipay || format == .wechat {
            currency = try? CurrencyCode("CNY")
        } else {
            currency = nil
        }
        let minorDigits = (currency ?? context.defaultCurrency).minorDigits

        let amountCells = raw.flatMap { $0.amounts.compactMap { $0 } }
        let decimal = decimalSeparator(of: amountCells, delimiter: delimiter ?? ",")
        let dates = try DateColumn(
            raw.map { ($0.line, $0.date) }, preferred: context.preferredOrder,
            sortedByAnotherColumn: Self.isSortedByText(raw.map(\.description)))
        // A single amount column with no negative value and no 收/支 is a card statement:
        // every row is money out. Otherwise money out is negative.
        let signedAmounts =
            columns.amount != nil
            && raw.contains { row in row.amounts[0].map { AmountCell.isNegative($0) } ?? false }

        // A wallet's status and 收/支 columns hold a handful of words over thousands of
        // rows: each is folded and understood once.
        var statuses: [String: StatementRow.Status?] = [:]
        var directions: [String: StatementRow.Direction?] = [:]
        func statusWord(_ cell: String, _ direction: StatementRow.Direction?)
            -> StatementRow.Status?
        {
            let key = cell + (direction == .out ? "\u{0}out" : direction == nil ? "" : "\u{0}in")
            if let known = statuses[key] { return known }
            let found = context.words.status(cell, direction: direction)
            statuses[key] = found
            return found
        }
        func directionWord(_ cell: String) -> StatementRow.Direction? {
            if let known = directions[cell] { return known }
            let found = context.words.direction(cell)
            directions[cell] = found
            return found
        }
        var rows: [StatementRow] = []
        rows.reserveCapacity(raw.count)
        for (offset, row) in raw.enumerated() {
            func value(_ text: String?) throws(StatementError) -> Int64? {
                guard let text else { return nil }
                guard
                    let minor = AmountCell.minorUnits(
                        text, decimal: decimal, digits: minorDigits,
                        currency: currency ?? context.defaultCurrency)
                else { throw .unreadableAmount(line: row.line, text: text) }
                return minor
            }
            var out: Int64 = 0
            var neutral = false
            if let amount = try value(row.amounts[0]) {
                // With a 收/支 column, an empty or "/" cell is the wallets' neutral row.
                if columns.direction != nil {
                    let words = row.direction ?? "/"
                    switch directionWord(words) {
                    case .out: out = abs(amount)
                    case .into: out = -abs(amount)
                    case nil:
                        neutral = context.words.isNeutral(words)
                        out = abs(amount)
                    }
                } else {
                    out = signedAmounts ? -amount : amount
                }
            }
            if let debit = try value(row.amounts[1]) { out += abs(debit) }
            if let credit = try value(row.amounts[2]) { out -= abs(credit) }
            guard out != 0 else { continue }
            let direction: StatementRow.Direction = out > 0 ? .out : .into
            // A neutral row's status reads with no direction: its 退款成功 is a refund.
            var status =
                row.status.flatMap { statusWord($0, neutral ? nil : direction) } ?? .booked
            if neutral, status != .refund { status = .notCounted }
            rows.append(
                StatementRow(
                    line: row.line, date: dates.values[offset], amountMinor: abs(out),
                    direction: direction, status: status, description: row.description,
                    reference: row.reference))
        }
        return StatementRows(
            format: format, currency: currency, rows: rows,
            layout: StatementLayout(
                delimiter: delimiter, dateOrder: dates.order, dateEvidence: dates.evidence,
                decimalSeparator: decimal, skippedLines: skippedLines,
                undatedPending: undatedPending))
    }

    /// The first record that reads as a header with one of the delimiters, within the first
    /// `headerSearchLines` lines; on one line, the delimiter that recognises the most columns.
    static func findHeader(_ bytes: [UInt8], words: StatementWords)
        -> (line: Int, delimiter: Character, columns: StatementColumns)?
    {
        var best: (line: Int, delimiter: Character, columns: StatementColumns)?
        for delimiter in [";", "\t", ","] as [Character] {
            let records = CSVReader(
                bytes: bytes, delimiter: delimiter, unclosedQuote: .endsWithItsLine)
            for record in records {
                guard record.line <= headerSearchLines, record.line <= best?.line ?? .max else {
                    break
                }
                guard record.cells.count >= 2,
                    let columns = StatementColumns(header: record.cells, words: words)
                else { continue }
                if let found = best, found.line == record.line,
                    columns.recognised <= found.columns.recognised
                {
                    break
                }
                best = (record.line, delimiter, columns)
                break
            }
        }
        return best
    }

    /// The decimal separator the amounts agree on: a cell with both marks ends with its
    /// decimal one; a mark followed by one or two digits is decimal; one repeated is
    /// grouping. Without a vote, `;` files are taken as comma-decimal, others as point.
    static func decimalSeparator(of cells: [String], delimiter: Character) -> Character {
        var comma = 0
        var point = 0
        for cell in cells {
            let marks = cell.filter { $0 == "," || $0 == "." }
            guard let last = marks.last else { continue }
            if marks.contains(","), marks.contains(".") {
                if last == "," { comma += 1 } else { point += 1 }
                continue
            }
            if marks.count > 1 {
                if last == "," { point += 1 } else { comma += 1 }
                continue
            }
            let after = cell.reversed().prefix { $0 != last }.filter(\.isNumber).count
            if after == 1 || after == 2 {
                if last == "," { comma += 1 } else { point += 1 }
            }
        }
        if comma != point { return comma > point ? "," : "." }
        return delimiter == ";" ? "," : "."
    }
}
