import SubDomain

/// Reads AEB cuaderno 43 ("Norma 43"), the statement every Spanish bank gives: records of
/// 80 fixed columns, each named by its first two digits. 11 opens an account and names its
/// currency by ISO 4217 number; 22 is a movement; up to five 23s after it carry its concept
/// text; 24 gives its amount in another currency; 33 closes the account and 88 the file.
///
/// A line shorter than 80 columns is read as if padded with spaces (many programs trim
/// them), but a record type the norm does not define, a movement without a real date or
/// amount, or a line cut inside a numeric field stops the reading: the file is damaged, and
/// nothing is guessed from it.
public enum Norma43Reader {
    private static let recordWidth = 80

    /// Whether the text opens with an account header (11), after the optional file header
    /// (00): its bank, branch, account, dates and balance sign are digits.
    public static func looksLike(_ text: String) -> Bool {
        let lines = StatementLines.split(text.prefix(4 * recordWidth))
            .map(StatementLines.trimmingTrailingBlanks)
            .filter { !$0.isEmpty }
        guard var first = lines.first else { return false }
        if first.hasPrefix("00"), lines.count > 1 { first = lines[1] }
        guard first.count <= recordWidth, first.hasPrefix("11") else { return false }
        let record = Record(line: 1, text: first)
        return isDigits(record.field(3, 31)) && isDigits(record.field(48, 3))
    }

    /// The movements of every account in the file, in file order (empty when it has none),
    /// in minor units of the accounts' one currency.
    public static func read(_ text: String, context: StatementContext)
        throws(StatementError) -> StatementRows
    {
        var fileCurrency: CurrencyCode?
        // The open account's currency; `nil` outside an account (before its 11, after its 33).
        var accountCurrency: CurrencyCode?
        var movements: [Movement] = []
        // Whether the record before was a movement or one of its 23/24 records.
        var inMovement = false
        var lines = StatementLines(text)
        while let (line, raw) = try lines.next() {
            let trimmed = StatementLines.trimmingTrailingBlanks(raw)
            guard !trimmed.isEmpty else { continue }
            guard trimmed.unicodeScalars.count <= recordWidth else {
                throw .malformed(format: .norma43, line: line)
            }
            let record = Record(line: line, text: trimmed)
            switch record.field(1, 2) {
            case "00":
                // The file header of the 2003 edition: only the bank and a date.
                continue
            case "11":
                let currency = try record.accountCurrency()
                if let first = fileCurrency, first != currency {
                    throw .mixedCurrencies(first: first.code, second: currency.code)
                }
                fileCurrency = currency
                accountCurrency = currency
                inMovement = false
            case "22":
                guard let currency = accountCurrency else {
                    throw .malformed(format: .norma43, line: line)
                }
                movements.append(try Movement(record, currency: currency))
                guard movements.count <= ReadingLimits.rows else {
                    throw .tooManyRows(limit: ReadingLimits.rows)
                }
                inMovement = true
            case "23":
                guard inMovement else { throw .malformed(format: .norma43, line: line) }
                movements[movements.count - 1].concepts += [
                    record.field(5, 38), record.field(43, 38),
                ]
                // The standard allows five; a movement's text past a field's limit is a
                // hostile file's, and would be held whole.
                let concepts = movements[movements.count - 1].concepts
                guard concepts.count * 38 <= ReadingLimits.fieldBytes else {
                    throw .fieldTooLong(
                        line: movements[movements.count - 1].line,
                        limit: ReadingLimits.fieldBytes)
                }
            case "24":
                // The amount in the currency of origin: the account's own amount is the one
                // that left or reached it.
                guard inMovement else { throw .malformed(format: .norma43, line: line) }
            case "33":
                accountCurrency = nil
                inMovement = false
            case "88":
                // What follows the end of the file (a DOS end-of-file mark) is not the bank's.
                return rows(movements, currency: fileCurrency)
            default:
                throw .malformed(format: .norma43, line: line)
            }
        }
        return rows(movements, currency: fileCurrency)
    }

    private static func rows(_ movements: [Movement], currency: CurrencyCode?) -> StatementRows {
        StatementRows(format: .norma43, currency: currency, rows: movements.compactMap(\.row))
    }

    private static func isDigits(_ text: some StringProtocol) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// A field that is only zeros or blanks says nothing.
    private static func meaningful(_ text: String) -> String? {
        let trimmed = CSVReader.trimmed(text)
        return trimmed.allSatisfy { $0 == "0" } ? nil : trimmed
    }

    /// One line, padded with spaces to the full record, its fields addressed as the norm
    /// numbers them: from column 1.
    private struct Record {
        let line: Int
        /// By Unicode scalar, not by Character: the record is Latin-1 text, one scalar a
        /// column, and breaking 40,000 records into graphemes costs half a second.
        let columns: [Unicode.Scalar]

        init(line: Int, text: Substring) {
            self.line = line
            var columns = Array(text.unicodeScalars)
            columns += repeatElement(" ", count: max(0, Norma43Reader.recordWidth - columns.count))
            self.columns = columns
        }

        func field(_ start: Int, _ length: Int) -> String {
            var text = String.UnicodeScalarView()
            text.append(contentsOf: columns[(start - 1)..<(start - 1 + length)])
            return String(text)
        }

        /// The account header's currency (columns 48–50, an ISO 4217 number).
        func accountCurrency() throws(StatementError) -> CurrencyCode {
            let number = field(48, 3)
            guard let currency = CurrencyCode(numeric: number) else {
                throw .unknownCurrency(line: line, text: CSVReader.trimmed(number))
            }
            return currency
        }

        /// The amount field at `start`: 14 digits with two implied decimals, whatever the
        /// currency's own decimals are; `nil` when it is not 14 digits.
        func amount(at start: Int, currency: CurrencyCode) -> Int64? {
            let digits = field(start, 14)
            guard Norma43Reader.isDigits(digits) else { return nil }
            return DecimalText.minorUnits(
                String(digits.dropLast(2)) + "." + digits.suffix(2), digits: currency.minorDigits)
        }
    }

    /// A 22 record and the concept lines of its 23 records.
    private struct Movement {
        /// Common concept 98: "anulaciones", the entry that cancels an earlier one.
        static let cancellationConcept = "98"
        /// Common concept 14: "devoluciones e impagados", a direct debit sent back.
        static let returnConcept = "14"

        let line: Int
        let date: CivilDate
        let amountMinor: Int64
        let direction: StatementRow.Direction
        let commonConcept: String
        let documentNumber: String
        let reference1: String
        let reference2: String
        var concepts: [String] = []

        init(_ record: Record, currency: CurrencyCode) throws(StatementError) {
            let direction: StatementRow.Direction? =
                switch record.field(28, 1) {
                case "1": .out
                case "2": .into
                default: nil
                }
            // The document number is the last numeric field: digits, flush right, or blank.
            // Digits followed by blanks are a line cut inside it.
            let document = record.field(43, 10)
            let documentDigits = document.drop { $0 == " " }
            // The row's date is the operation's; the value date must read too, or the
            // columns have slipped.
            guard let date = CivilDate(yymmdd: record.field(11, 6)),
                CivilDate(yymmdd: record.field(17, 6)) != nil,
                let direction,
                let amount = record.amount(at: 29, currency: currency),
                documentDigits.isEmpty || Norma43Reader.isDigits(documentDigits)
            else { throw .malformed(format: .norma43, line: record.line) }
            line = record.line
            self.date = date
            amountMinor = amount
            self.direction = direction
            commonConcept = record.field(23, 2)
            documentNumber = document
            reference1 = record.field(53, 12)
            reference2 = record.field(65, 16)
        }

        /// The row, or `nil` for a movement of nothing.
        var row: StatementRow? {
            guard amountMinor > 0 else { return nil }
            let text = concepts.map(CSVReader.trimmed).filter { !$0.isEmpty }
                .joined(separator: " ")
            let description =
                text.isEmpty
                ? meaningful(reference2) ?? meaningful(reference1) ?? "" : text
            return StatementRow(
                line: line, date: date, amountMinor: amountMinor, direction: direction,
                status: status, description: description,
                reference: meaningful(documentNumber) ?? meaningful(reference1))
        }

        private var status: StatementRow.Status {
            if commonConcept == Self.cancellationConcept { return .reversed }
            if commonConcept == Self.returnConcept, direction == .into { return .refund }
            return .booked
        }
    }
}
