import SubDomain

/// Reads a SWIFT MT940 customer statement: fields named by tags (`:20:` reference, `:25:`
/// account, `:28C:` number, `:60F:` opening balance, `:61:` movement, `:86:` its text for
/// the owner, `:62F:` closing balance), a line that starts with no tag continuing the field
/// before it. The SWIFT envelope (`{1:…}{2:…}{4:` … `-}`) may wrap each statement, and a
/// file may hold several statements.
///
/// The currency is the opening balance's. A movement is booked on its entry date (`MMDD`,
/// in the year that puts it nearest its value date), else on its value date; a reversal
/// (`RD`, `RC`) moves money the other way from what it reverses and is marked reversed.
/// Its description is the counterparty's name of a structured `:86:` (`?32`/`?33`, German
/// banks), else its purpose (`?20`–`?29`), else the free text of the `:86:`, else the
/// `:61:`'s supplementary details.
public enum MT940Reader {
    /// The width of an `:86:` line, and of a structured `:86:`'s subfield: text that fills
    /// one was cut there and runs on into the next.
    private static let informationLineWidth = 65
    private static let subfieldWidth = 27

    /// Whether a field `:20:` (the statement's reference) comes with a balance or movement
    /// field in the first 4 kB.
    public static func looksLike(_ text: String) -> Bool {
        let tags = StatementLines.split(text.prefix(4096)).compactMap { Field.tag(of: $0)?.tag }
        return tags.contains("20") && tags.contains { ["25", "60F", "60M", "61"].contains($0) }
    }

    /// The movements of every statement in the file, in file order (empty when there are
    /// none), in minor units of the opening balance's currency, else the context's.
    public static func read(_ text: String, context: StatementContext)
        throws(StatementError) -> StatementRows
    {
        var fileCurrency: CurrencyCode?
        var movements: [Movement] = []
        var previousTag: String?
        var fields = Fields(text)
        while let field = try fields.next() {
            defer { previousTag = field.tag }
            switch field.tag {
            case "60F", "60M":
                let currency = try openingCurrency(field)
                if let first = fileCurrency, first != currency {
                    throw .mixedCurrencies(first: first.code, second: currency.code)
                }
                fileCurrency = currency
            case "61":
                let currency = fileCurrency ?? context.defaultCurrency
                movements.append(try Movement(field, minorDigits: currency.minorDigits))
                guard movements.count <= ReadingLimits.rows else {
                    throw .tooManyRows(limit: ReadingLimits.rows)
                }
            case "86" where previousTag == "61":
                movements[movements.count - 1].information = field.lines
            default:
                // The statement's reference, account and number, its closing and available
                // balances, and an `:86:` about the whole statement: nothing a row needs.
                continue
            }
        }
        return StatementRows(
            format: .mt940, currency: fileCurrency, rows: movements.compactMap(\.row))
    }

    /// The fields of the text, in order, outside the SWIFT envelope, one at a time: a field
    /// is given when the next begins, so one field is held, never longer than
    /// `ReadingLimits.fieldBytes` with its continuation lines (a 100 MB field was read
    /// whole, and took 851 MB).
    private struct Fields {
        private var lines: StatementLines
        /// The field being read.
        private var field: Field?
        /// Whether a line without a tag continues the field (not after a `-}`).
        private var inField = false

        init(_ text: String) {
            lines = StatementLines(text)
        }

        mutating func next() throws(StatementError) -> Field? {
            while let (number, raw) = try lines.next() {
                var line = StatementLines.trimmingTrailingBlanks(raw)
                if let body = line.firstRange(of: "{4:") {
                    line = line[body.upperBound...]
                } else if line.hasPrefix("{") {
                    continue  // the envelope's header blocks
                }
                if line.hasPrefix("-") {
                    inField = false  // the end of a message (`-}`, or `-` between statements)
                    continue
                }
                if let (tag, value) = Field.tag(of: line) {
                    let finished = field
                    field = Field(tag: tag, line: number, lines: [value], bytes: value.utf8.count)
                    inField = true
                    if let finished { return finished }
                } else if inField, !line.isEmpty, var continued = field {
                    continued.bytes += line.utf8.count
                    guard continued.bytes <= ReadingLimits.fieldBytes else {
                        throw .fieldTooLong(line: continued.line, limit: ReadingLimits.fieldBytes)
                    }
                    field = nil  // so the append below does not copy the lines
                    continued.lines.append(line)
                    field = continued
                }
            }
            defer { field = nil }
            return field
        }
    }

    /// The currency of a balance: `C` or `D`, `YYMMDD`, then three letters.
    private static func openingCurrency(_ field: Field) throws(StatementError) -> CurrencyCode {
        let code = field.lines[0].dropFirst(7).prefix(3)
        guard code.count == 3, let currency = try? CurrencyCode(String(code)),
            currency.code == String(code)
        else { throw .unknownCurrency(line: field.line, text: String(code)) }
        return currency
    }

    /// `pieces` of one text broken at `width`: a piece that fills the width was cut there
    /// (mid-word as often as not) and runs on into the next; a shorter one ended a phrase.
    private static func joinWrapped(_ pieces: [Substring], width: Int) -> String {
        var text = ""
        var runsOn = false
        for piece in pieces {
            if !text.isEmpty, !runsOn { text += " " }
            text += piece
            runsOn = piece.count >= width
        }
        return text.split(separator: " ").joined(separator: " ")
    }

    /// One tagged field: its tag (`61`, `60F`), the line it starts on, and its text, the
    /// first line without the tag.
    private struct Field {
        let tag: String
        let line: Int
        var lines: [Substring]
        /// The bytes of `lines` together.
        var bytes: Int

        /// `:61:2601…` is tag `61` and value `2601…`: two or three letters or digits between
        /// colons (a bank's own tags, such as `:NS:`, end the field before them too).
        static func tag(of line: Substring) -> (tag: String, value: Substring)? {
            guard line.first == ":", let close = line.dropFirst().firstIndex(of: ":") else {
                return nil
            }
            let tag = line[line.index(after: line.startIndex)..<close]
            guard (2...3).contains(tag.count),
                tag.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
            else { return nil }
            return (String(tag), line[line.index(after: close)...])
        }
    }

    /// A `:61:` statement line and the `:86:` after it.
    private struct Movement {
        let line: Int
        let date: CivilDate
        let amountMinor: Int64
        let direction: StatementRow.Direction
        let status: StatementRow.Status
        let reference: String?
        let supplementaryDetails: String?
        var information: [Substring] = []

        /// `YYMMDD[MMDD](D|C|RD|RC)[funds letter]amount` `Nxxx` `reference[//bank reference]`,
        /// and on a second line the supplementary details.
        init(_ field: Field, minorDigits: Int) throws(StatementError) {
            var rest = field.lines[0]
            guard let valueDate = CivilDate(yymmdd: rest.prefix(6)) else {
                throw .malformed(format: .mt940, line: field.line)
            }
            rest = rest.dropFirst(6)
            var date = valueDate
            let entry = rest.prefix(4)
            if entry.count == 4, entry.allSatisfy({ $0.isASCII && $0.isNumber }) {
                guard let entryDate = Self.entryDate(entry, near: valueDate) else {
                    throw .malformed(format: .mt940, line: field.line)
                }
                date = entryDate
                rest = rest.dropFirst(4)
            }
            let marks: [(String, StatementRow.Direction, StatementRow.Status)] = [
                ("RD", .into, .reversed), ("RC", .out, .reversed), ("D", .out, .booked),
                ("C", .into, .booked),
            ]
            guard let (mark, direction, status) = marks.first(where: { rest.hasPrefix($0.0) })
            else { throw .malformed(format: .mt940, line: field.line) }
            rest = rest.dropFirst(mark.count)
            if let funds = rest.first, funds.isLetter { rest = rest.dropFirst() }
            let amountText = rest.prefix { ($0.isASCII && $0.isNumber) || $0 == "," }
            guard amountText.first?.isNumber == true,
                amountText.filter({ $0 == "," }).count == 1,
                let amount = DecimalText.minorUnits(
                    String(amountText.map { $0 == "," ? "." : $0 }), digits: minorDigits)
            else { throw .malformed(format: .mt940, line: field.line) }
            rest = rest.dropFirst(amountText.count)
            // The transaction type: `N`, `F` or `S` and three characters (`NDDT`, `NTRF`).
            rest = rest.dropFirst(4)
            let bankMark = rest.firstRange(of: "//")
            let own = CSVReader.trimmed(String(rest[..<(bankMark?.lowerBound ?? rest.endIndex)]))
            let bank = bankMark.map { CSVReader.trimmed(String(rest[$0.upperBound...])) } ?? ""
            line = field.line
            self.date = date
            amountMinor = amount
            self.direction = direction
            self.status = status
            reference = own.isEmpty || own == "NONREF" ? (bank.isEmpty ? nil : bank) : own
            let details = field.lines.dropFirst().map { CSVReader.trimmed(String($0)) }
                .joined(separator: " ")
            supplementaryDetails = details.isEmpty ? nil : details
        }

        /// The entry date `MMDD` in the year that puts it nearest the value date: a
        /// movement valued on 31 December may be booked on 2 January.
        private static func entryDate(_ monthDay: Substring, near value: CivilDate)
            -> CivilDate?
        {
            guard let digits = Int(monthDay) else { return nil }
            return (value.year - 1...value.year + 1)
                .compactMap { year in
                    try? CivilDate(year: year, month: digits / 100, day: digits % 100)
                        .checkedAccepted()
                }
                .min { abs($0.days(until: value)) < abs($1.days(until: value)) }
        }

        /// The row, or `nil` for a movement of nothing.
        var row: StatementRow? {
            guard amountMinor > 0 else { return nil }
            return StatementRow(
                line: line, date: date, amountMinor: amountMinor, direction: direction,
                status: status, description: description, reference: reference)
        }

        private var description: String {
            guard !information.isEmpty else { return supplementaryDetails ?? reference ?? "" }
            let text = information.joined()
            guard let subfields = Self.subfields(of: text) else {
                return MT940Reader.joinWrapped(
                    information, width: MT940Reader.informationLineWidth)
            }
            let name = CSVReader.trimmed((subfields["32"] ?? "") + (subfields["33"] ?? ""))
            if !name.isEmpty { return name }
            let purpose = MT940Reader.joinWrapped(
                (20...29).compactMap { subfields[String($0)].map { Substring($0) } },
                width: MT940Reader.subfieldWidth)
            return purpose.isEmpty ? CSVReader.trimmed(subfields["00"] ?? "") : purpose
        }

        /// The subfields of a structured `:86:` (`166?00GUTSCHRIFT?20…?32NAME`), by their
        /// two digits; `nil` for free text. The line breaks of such a field mean nothing.
        private static func subfields(of text: String) -> [String: String]? {
            var body = Substring(text)
            if body.prefix(3).allSatisfy({ $0.isASCII && $0.isNumber }), body.count > 3 {
                body = body.dropFirst(3)  // the business transaction code
            }
            guard isSubfieldStart(body) else { return nil }
            var subfields: [String: String] = [:]
            while !body.isEmpty {
                let key = String(body.dropFirst().prefix(2))
                body = body.dropFirst(3)
                var end = body.startIndex
                while end < body.endIndex, !isSubfieldStart(body[end...]) {
                    end = body.index(after: end)
                }
                subfields[key, default: ""] += body[..<end]
                body = body[end...]
            }
            return subfields
        }

        private static func isSubfieldStart(_ text: Substring) -> Bool {
            let digits = text.dropFirst().prefix(2)
            return text.first == "?" && digits.count == 2
                && digits.allSatisfy { $0.isASCII && $0.isNumber }
        }
    }
}
