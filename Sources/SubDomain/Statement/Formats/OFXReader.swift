/// Reads Open Financial Exchange statements: OFX 1.x SGML (a `OFXHEADER:100` block, then
/// tags whose leaves are never closed: `<TRNAMT>-12.99`), OFX 2.x XML (`<?OFX …?>`, every
/// element closed) and Quicken's QFX, which is OFX. Both go through one path: `XMLScanner`
/// in its SGML dialect reports end tags as they come, and an end tag here closes every leaf
/// left open inside its element.
///
/// Bank (`STMTRS`) and credit-card (`CCSTMTRS`) statements are read; each `STMTTRN` of their
/// `BANKTRANLIST` is a booked row and each `STMTTRNP` of OFX 2.2's `BANKTRANLISTP` a pending
/// one. The sign of `TRNAMT` gives the direction; `TRNTYPE` does not change it (a transfer
/// out may pay a subscription, so `XFER` stays a booked movement). A correction
/// (`CORRECTFITID` with `CORRECTACTION`) deletes or replaces the movement it names: the
/// deleted one is kept as reversed, the replaced one is dropped.
public enum OFXReader {
    /// Whether `text` starts like OFX: an OFX header or an `<OFX>` element near the top.
    public static func looksLike(_ text: String) -> Bool {
        let head = head(of: text)
        return head.contains("OFXHEADER") || head.contains("<OFX>")
    }

    /// The movements of every statement in `text`, in the file's order.
    public static func read(_ text: String, context: StatementContext) throws(StatementError)
        -> StatementRows
    {
        var reading = Reading()
        let head = head(of: text)
        let isXML = head.contains("<?XML") || head.contains("<?OFX")
        var scanner = XMLScanner(text, dialect: isXML ? .xml : .sgml)
        // A leaf whose value was read and whose end tag SGML omits: the next tag closes it.
        var leafOpen = false
        while let event = try nextEvent(&scanner) {
            switch event.kind {
            case .start(let name, _):
                if leafOpen {
                    reading.close(count: 1)
                    leafOpen = false
                }
                reading.open(name.uppercased(), line: event.line)
            case .text(let value):
                let value = XMLScanner.trimmed(value)
                guard !value.isEmpty, !reading.openElements.isEmpty else { continue }
                try reading.leaf(value, line: event.line)
                leafOpen = !isXML
            case .end(let name):
                leafOpen = false
                guard let index = reading.openElements.lastIndex(of: name.uppercased()) else {
                    throw .malformed(format: .ofx, line: event.line)
                }
                reading.close(count: reading.openElements.count - index)
            }
        }
        // An SGML file cut short leaves `OFX` open; XML's scanner has already said so.
        guard reading.openElements.isEmpty else {
            throw .malformed(format: .ofx, line: scanner.line)
        }
        return try reading.rows(context: context)
    }

    /// The top of the file, upper-cased: where the header says which OFX it is.
    private static func head(of text: String) -> String {
        String(decoding: text.utf8.prefix(2048), as: UTF8.self).uppercased()
    }

    private static func nextEvent(_ scanner: inout XMLScanner) throws(StatementError)
        -> XMLEvent?
    {
        do {
            return try scanner.next()
        } catch {
            throw .malformed(format: .ofx, line: error.line)
        }
    }

    /// One statement aggregate: its `CURDEF` and its movements.
    private struct Statement {
        var currency: (code: String, line: Int)?
        var movements: [Movement] = []
    }

    /// One `STMTTRN` or `STMTTRNP`, as written.
    private struct Movement {
        let line: Int
        let isPending: Bool
        var fields: [String: (value: String, line: Int)] = [:]
        var payeeName: String?
        var currency: (code: String, line: Int)?
    }

    /// The aggregates whose leaves are read; any other element is skipped with its content.
    private static let readAggregates: Set<String> = [
        "STMTRS", "CCSTMTRS", "INVSTMTRS", "STMTTRN", "STMTTRNP", "PAYEE", "CURRENCY",
        "ORIGCURRENCY", "EXTDPAYEE",
    ]

    /// The state of one reading: the open elements and what was read so far.
    private struct Reading {
        /// Upper-cased names, innermost last; SGML leaves stay here until a tag closes them.
        var openElements: [String] = []
        var statements: [Statement] = []
        var movement: Movement?

        mutating func open(_ name: String, line: Int) {
            switch name {
            case "STMTRS", "CCSTMTRS":
                statements.append(Statement())
            case "STMTTRN" where isInStatement(list: "BANKTRANLIST"),
                "STMTTRNP" where isInStatement(list: "BANKTRANLISTP"):
                movement = Movement(line: line, isPending: name == "STMTTRNP")
            default:
                break
            }
            openElements.append(name)
        }

        /// Whether the element being opened sits in `list` of a bank or card statement (not
        /// an investment statement's `INVBANKTRAN`).
        private func isInStatement(list: String) -> Bool {
            guard
                let statement = openElements.lastIndex(where: {
                    ["STMTRS", "CCSTMTRS", "INVSTMTRS"].contains($0)
                })
            else { return false }
            return openElements[statement] != "INVSTMTRS"
                && openElements[statement...].contains(list)
        }

        /// The innermost `count` elements end; a movement that ends is kept.
        mutating func close(count: Int) {
            for name in openElements.suffix(count).reversed()
            where name == "STMTTRN" || name == "STMTTRNP" {
                if let finished = movement, !statements.isEmpty {
                    statements[statements.count - 1].movements.append(finished)
                }
                movement = nil
            }
            openElements.removeLast(count)
        }

        /// The value of the innermost open element, read for the aggregate it belongs to.
        /// An SGML leaf left empty (`<MEMO>` and a new line) stays open above its siblings,
        /// so the aggregate is the nearest one read, not the element just above.
        mutating func leaf(_ value: String, line: Int) throws(StatementError) {
            guard let name = openElements.last,
                let aggregate = openElements.dropLast().last(where: readAggregates.contains)
            else { return }
            switch (aggregate, name) {
            case ("STMTRS", "CURDEF"), ("CCSTMTRS", "CURDEF"):
                statements[statements.count - 1].currency = (value, line)
            case ("PAYEE", "NAME"):
                movement?.payeeName = value
            case ("CURRENCY", "CURSYM"):
                movement?.currency = (value, line)
            case ("STMTTRN", _), ("STMTTRNP", _):
                movement?.fields[name] = (value, line)
            default:
                break
            }
        }

        /// The rows of every statement, in one currency.
        func rows(context: StatementContext) throws(StatementError) -> StatementRows {
            var currency: CurrencyCode?
            for statement in statements {
                guard let named = statement.currency else { continue }
                let code = try OFXReader.currency(named)
                if let first = currency, first != code {
                    throw .mixedCurrencies(first: first.code, second: code.code)
                }
                currency = code
            }
            let digits = (currency ?? context.defaultCurrency).minorDigits
            var rows: [StatementRow] = []
            // FITID → index in `rows`, for the corrections that name an earlier movement.
            var rowByReference: [String: Int] = [:]
            for movement in statements.flatMap(\.movements) {
                if let named = movement.currency, let statementCurrency = currency {
                    let code = try OFXReader.currency(named)
                    if code != statementCurrency {
                        throw .mixedCurrencies(first: statementCurrency.code, second: code.code)
                    }
                }
                guard let row = try OFXReader.row(movement, digits: digits) else { continue }
                if let corrected = movement.fields["CORRECTFITID"]?.value,
                    let index = rowByReference[corrected]
                {
                    let action = movement.fields["CORRECTACTION"]?.value.uppercased()
                    if action == "DELETE" {
                        rows[index] = OFXReader.reversed(rows[index])
                        continue
                    }
                    rows.remove(at: index)
                    rowByReference = rowByReference.mapValues { $0 > index ? $0 - 1 : $0 }
                }
                if let reference = row.reference { rowByReference[reference] = rows.count }
                rows.append(row)
            }
            return StatementRows(format: .ofx, currency: currency, rows: rows)
        }
    }

    private static func reversed(_ row: StatementRow) -> StatementRow {
        StatementRow(
            line: row.line, date: row.date, amountMinor: row.amountMinor,
            direction: row.direction, status: .reversed, description: row.description,
            reference: row.reference)
    }

    private static func currency(_ named: (code: String, line: Int)) throws(StatementError)
        -> CurrencyCode
    {
        guard let code = try? CurrencyCode(named.code) else {
            throw .unknownCurrency(line: named.line, text: named.code)
        }
        return code
    }

    /// The row of one movement; `nil` for a zero amount, which moves no money.
    private static func row(_ movement: Movement, digits: Int) throws(StatementError)
        -> StatementRow?
    {
        let fields = movement.fields
        guard let amount = fields["TRNAMT"],
            let posted = fields[movement.isPending ? "DTTRAN" : "DTPOSTED"]
        else { throw .malformed(format: .ofx, line: movement.line) }
        guard let minor = minorUnits(amount.value, digits: digits) else {
            throw .unreadableAmount(line: amount.line, text: amount.value)
        }
        guard let date = date(posted.value) else {
            throw .unreadableDate(line: posted.line, text: posted.value)
        }
        guard minor != 0 else { return nil }
        let description =
            [fields["NAME"]?.value, movement.payeeName, fields["MEMO"]?.value]
            .lazy.compactMap { $0 }.first ?? ""
        return StatementRow(
            line: movement.line, date: date, amountMinor: abs(minor),
            direction: minor < 0 ? .out : .into,
            status: movement.isPending ? .pending : .booked, description: description,
            reference: fields["FITID"]?.value)
    }

    /// `-12.99`, `+1234.5`, and `-12,99` as some European banks write it: the last `.` or `,`
    /// is the decimal mark (OFX has no grouping).
    private static func minorUnits(_ text: String, digits: Int) -> Int64? {
        let decimal: Character = text.last { $0 == "." || $0 == "," } ?? "."
        return AmountCell.minorUnits(text, decimal: decimal, digits: digits)
    }

    /// The day of `YYYYMMDD[HHMMSS[.XXX]][[±h:TZ]]`, as the bank wrote it (its own zone).
    private static func date(_ text: String) -> CivilDate? {
        let digits = text.utf8.prefix(8)
        guard digits.count == 8, digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
            return nil
        }
        let day = String(decoding: digits, as: UTF8.self)
        return CivilDate(iso: "\(day.prefix(4))-\(day.dropFirst(4).prefix(2))-\(day.suffix(2))")
    }
}
