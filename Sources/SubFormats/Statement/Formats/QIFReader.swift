import SubDomain

/// Reads the Quicken Interchange Format: a `!Type:` line names what the records after it
/// are, and each record is lines of one letter and a value (`D` date, `T` or `U` signed
/// amount, `P` payee, `M` memo, `N` number, `L` category), ended by `^`.
///
/// Only the account types that hold movements of money (`Bank`, `CCard`, `Cash`, `Oth A`,
/// `Oth L`) give rows; investment, category, class, memorized-transaction and account-list
/// records are skipped. Split lines (`S`, `E`, `$`) detail a row's amount and add none. The
/// cleared mark (`C`) changes nothing: cleared or not, the movement was made. A category
/// in brackets (`L[Savings]`) is a transfer between the owner's own accounts.
///
/// QIF names no currency and no date order: the dates are read as one column (`DateColumn`:
/// a date only one order can read decides, else the context's order), and the amounts'
/// decimal mark is the one they agree on.
public enum QIFReader {
    /// The `!Type:` names (lower case) whose records are movements of an account.
    private static let movementTypes: Set<String> = ["bank", "ccard", "cash", "oth a", "oth l"]

    /// Whether the first line that is not blank is a QIF header (`!Type:`, `!Account`, or
    /// one of Quicken's `!Option:`/`!Clear:` switches).
    public static func looksLike(_ text: String) -> Bool {
        guard
            let first = StatementLines.split(text.prefix(1024))
                .map({ CSVReader.trimmed(String($0)).lowercased() })
                .first(where: { !$0.isEmpty })
        else { return false }
        return ["!type:", "!account", "!option:", "!clear:"].contains { first.hasPrefix($0) }
    }

    /// The movements of the money accounts, in file order (empty when there are none), in
    /// minor units of the context's currency.
    public static func read(_ text: String, context: StatementContext)
        throws(StatementError) -> StatementRows
    {
        var records: [Record] = []
        var readsMovements = false
        var current: Record?
        var lines = StatementLines(text)
        while let (line, raw) = try lines.next() {
            // Held whole to be read, so bounded, as a table's rows are.
            guard records.count <= ReadingLimits.rows else {
                throw .tooManyRows(limit: ReadingLimits.rows)
            }
            let trimmed = CSVReader.trimmed(String(raw))
            guard let code = trimmed.first else { continue }
            if code == "!" {
                if let unfinished = current { records.append(unfinished) }
                current = nil
                let header = trimmed.lowercased()
                if header.hasPrefix("!type:") {
                    readsMovements = movementTypes.contains(
                        CSVReader.trimmed(String(header.dropFirst("!type:".count))))
                } else if header.hasPrefix("!account") {
                    // The account's name, type and limit, until the next `!Type:`.
                    readsMovements = false
                }
                continue
            }
            guard readsMovements else { continue }
            if code == "^" {
                if let finished = current { records.append(finished) }
                current = nil
                continue
            }
            var record = current ?? Record(line: line)
            record.take(code, String(trimmed.dropFirst()), line: line)
            current = record
        }
        // The last record of a file written by hand often lacks its `^`.
        if let unfinished = current { records.append(unfinished) }
        guard records.count <= ReadingLimits.rows else {
            throw .tooManyRows(limit: ReadingLimits.rows)
        }
        return StatementRows(
            format: .qif, currency: nil, rows: try rows(of: records, context: context))
    }

    private static func rows(of records: [Record], context: StatementContext)
        throws(StatementError) -> [StatementRow]
    {
        var cells: [(date: Cell, amount: Cell)] = []
        for record in records {
            guard let date = record.date, let amount = record.amount else {
                throw .malformed(format: .qif, line: record.line)
            }
            cells.append((date, amount))
        }
        let dates = try readDates(cells.map(\.date), preferred: context.preferredOrder)
        // QIF has no delimiter: without a vote, amounts are point-decimal, Quicken's own.
        let decimal = StatementReader.decimalSeparator(
            of: cells.map(\.amount.text), delimiter: ",")
        var rows: [StatementRow] = []
        for (index, record) in records.enumerated() {
            let amount = cells[index].amount
            guard
                let minor = AmountCell.minorUnits(
                    amount.text, decimal: decimal, digits: context.defaultCurrency.minorDigits,
                    currency: context.defaultCurrency)
            else { throw .unreadableAmount(line: amount.line, text: amount.text) }
            guard minor != 0 else { continue }
            let transfer = record.category?.hasPrefix("[") == true
            rows.append(
                StatementRow(
                    line: record.line, date: dates[index], amountMinor: abs(minor),
                    direction: minor < 0 ? .out : .into,
                    status: transfer ? .notCounted : .booked,
                    description: record.payee ?? record.memo ?? "", reference: record.number))
        }
        return rows
    }

    /// The dates read as one column. Quicken writes `1/ 5'26`: a space for a leading zero
    /// and an apostrophe before the year of the 2000s; both become what `DateColumn` reads.
    /// A date that does not read is reported as written.
    private static func readDates(_ cells: [Cell], preferred: StatementDateOrder)
        throws(StatementError) -> [CivilDate]
    {
        let written = cells.map { cell in
            (
                line: cell.line,
                text: String(cell.text.filter { $0 != " " }.map { $0 == "'" ? "/" : $0 })
            )
        }
        do {
            return try DateColumn(written, preferred: preferred).values
        } catch .unreadableDate(let line, _) {
            let original = cells.first { $0.line == line }?.text ?? ""
            throw .unreadableDate(line: line, text: original)
        }
    }

    /// A field's value and the line it was on.
    private struct Cell {
        let line: Int
        let text: String
    }

    /// The fields of one record that make a row.
    private struct Record {
        /// The record's first line.
        let line: Int
        var date: Cell?
        var amount: Cell?
        var payee: String?
        var memo: String?
        var number: String?
        var category: String?

        init(line: Int) {
            self.line = line
        }

        mutating func take(_ code: Character, _ value: String, line: Int) {
            let text = CSVReader.trimmed(value)
            let given = text.isEmpty ? nil : text
            switch code {
            case "D": date = Cell(line: line, text: text)
            // `U` repeats `T` (with more digits in newer Quicken); either may come alone.
            case "T", "U": if amount == nil { amount = Cell(line: line, text: text) }
            case "P": payee = given
            case "M": memo = given
            case "N": number = given
            case "L": category = given
            default: break
            }
        }
    }
}
