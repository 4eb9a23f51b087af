import Foundation

/// Reads any bank's CSV export into charges, deciding from the file itself what it cannot
/// know in advance: the delimiter (`;`, `,` or tab), where the header is (the bank's block of
/// account details above it is skipped), the columns (Spanish or English names; one signed
/// amount, or debit and credit columns), the decimal separator (`1.234,56` or `1,234.56`) and
/// whether dates are day-first or month-first.
///
/// A row with no date is a footer or a blank line and is skipped; a row whose date or amount
/// does not read stops the whole reading, so nothing is imported from a file read wrongly.
public enum StatementReader {
    /// How far down the header may be.
    static let headerSearchLines = 40

    /// - Parameters:
    ///   - minorDigits: the decimals of the statement's currency.
    ///   - preferredOrder: the reader's own convention, used only when no date and not the
    ///     rows' order can decide.
    public static func read(
        _ text: String, minorDigits: Int, preferredOrder: StatementDateOrder = .dayFirst
    ) throws(StatementError) -> StatementReading {
        var content = Substring(text)
        if content.unicodeScalars.first == "\u{FEFF}" {
            content = Substring(content.unicodeScalars.dropFirst())
        }
        let bytes = Array(content.utf8)
        guard let header = findHeader(bytes) else { throw .noHeader }
        let columns = header.columns
        // The raw cells of each row, before deciding how to read dates and amounts. A quoted
        // field may hold line breaks (a memo): a row is a CSV record, numbered by its first
        // line.
        var rows: [(line: Int, date: String, description: String, amounts: [String?])] = []
        let records = CSVReader(
            bytes: bytes, delimiter: header.delimiter, unclosedQuote: .endsWithItsLine)
        for record in records where record.line > header.line {
            let cells = record.cells
            func cell(_ column: Int?) -> String? {
                guard let column, column < cells.count else { return nil }
                let value = CSVReader.trimmed(cells[column])
                return value.isEmpty ? nil : value
            }
            guard let date = cell(columns.date) else { continue }
            rows.append(
                (
                    record.line, date, cell(columns.description) ?? "",
                    [cell(columns.amount), cell(columns.debit), cell(columns.credit)]
                ))
        }
        let amountCells = rows.flatMap { $0.amounts.compactMap { $0 } }
        let decimal = decimalSeparator(of: amountCells, delimiter: header.delimiter)
        let dates = try DateColumn(rows.map { ($0.line, $0.date) }, preferred: preferredOrder)

        var charges: [StatementCharge] = []
        var credits = 0
        // A single amount column with no negative value is a card statement: every row is
        // a charge. Otherwise money out is negative.
        let signedAmounts =
            columns.amount != nil
            && rows.contains { row in
                row.amounts[0].map { AmountCell.isNegative($0) } ?? false
            }
        for (offset, row) in rows.enumerated() {
            func value(_ text: String?) throws(StatementError) -> Int64? {
                guard let text else { return nil }
                guard let minor = AmountCell.minorUnits(text, decimal: decimal, digits: minorDigits)
                else { throw .unreadableAmount(line: row.line, text: text) }
                return minor
            }
            var out: Int64 = 0
            if columns.amount != nil, let amount = try value(row.amounts[0]) {
                out = signedAmounts ? -amount : amount
            }
            if let debit = try value(row.amounts[1]) { out += abs(debit) }
            if let credit = try value(row.amounts[2]) { out -= abs(credit) }
            if out > 0 {
                charges.append(
                    StatementCharge(
                        line: row.line, date: dates.values[offset], description: row.description,
                        amountMinor: out))
            } else if out < 0 {
                credits += 1
            }
        }
        guard !charges.isEmpty else { throw .noCharges }
        return StatementReading(
            charges: charges, delimiter: header.delimiter, dateOrder: dates.order,
            dateEvidence: dates.evidence, decimalSeparator: decimal, skippedLines: header.line - 1,
            creditCount: credits, firstDate: dates.values.min(), lastDate: dates.values.max())
    }

    /// The first record that reads as a header with one of the delimiters, within the first
    /// `headerSearchLines` lines; on one line, the delimiter that recognises the most columns.
    static func findHeader(_ bytes: [UInt8])
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
                guard record.cells.count >= 2, let columns = StatementColumns(header: record.cells)
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
