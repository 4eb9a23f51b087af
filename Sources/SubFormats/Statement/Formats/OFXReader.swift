import SubDomain

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
                    try reading.close(count: 1)
                    leafOpen = false
                }
                // SGML's leaves left empty stay open, so the scanner cannot count: bounded
                // here, as XML's scanner bounds its own.
                guard reading.openElements.count < ReadingLimits.depth else {
                    throw .nestedTooDeep(line: event.line, limit: ReadingLimits.depth)
                }
                reading.open(name.uppercased(), line: event.line)
            case .text(let value):
                let value = XMLScanner.trimmed(value)
                guard !value.isEmpty, !reading.openElements.isEmpty else { continue }
                try reading.leaf(value, line: event.line)
                leafOpen = !isXML
            case .end(let name):
                leafOpen = false
                // The walk back is as long as what it closes, so each element costs once.
                let name = name.uppercased()
                guard let index = reading.openElements.lastIndex(where: { $0.name == name })
                else { throw .malformed(format: .ofx, line: event.line) }
                try reading.close(count: reading.openElements.count - index)
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
        } catch  where error.reason == .nestedTooDeep {
            throw .nestedTooDeep(line: error.line, limit: ReadingLimits.depth)
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

    /// One open element and where it sits, worked out from its parent's when it opens: no
    /// tag walks the elements open above it, so half a million tags never closed read in
    /// one pass (they took minutes when each tag looked up its statement).
    private struct OpenElement {
        /// Upper-cased.
        let name: String
        /// The innermost statement aggregate (`STMTRS`, `CCSTMTRS`, `INVSTMTRS`) at or above.
        let statement: String?
        /// Whether a `BANKTRANLIST`, or a `BANKTRANLISTP`, is open inside that statement.
        let inList: Bool
        let inPendingList: Bool
        /// The innermost of `readAggregates` at or above.
        let aggregate: String?
    }

    /// The state of one reading: the open elements and what was read so far.
    private struct Reading {
        /// Innermost last; SGML leaves stay here until a tag closes them.
        var openElements: [OpenElement] = []
        var statements: [Statement] = []
        var movement: Movement?
        var movementCount = 0

        mutating func open(_ name: String, line: Int) {
            let parent = openElements.last
            // Bank and card statements' lists, not an investment statement's `INVBANKTRAN`.
            let inBankStatement = parent?.statement.map { $0 != "INVSTMTRS" } ?? false
            switch name {
            case "STMTRS", "CCSTMTRS":
                statements.append(Statement())
            case "STMTTRN" where inBankStatement && parent?.inList == true,
                "STMTTRNP" where inBankStatement && parent?.inPendingList == true:
                movement = Movement(line: line, isPending: name == "STMTTRNP")
            default:
                break
            }
            let opensStatement = ["STMTRS", "CCSTMTRS", "INVSTMTRS"].contains(name)
            openElements.append(
                OpenElement(
                    name: name, statement: opensStatement ? name : parent?.statement,
                    inList: !opensStatement && (name == "BANKTRANLIST" || parent?.inList == true),
                    inPendingList: !opensStatement
                        && (name == "BANKTRANLISTP" || parent?.inPendingList == true),
                    aggregate: readAggregates.contains(name) ? name : parent?.aggregate))
        }

        /// The innermost `count` elements end; a movement that ends is kept.
        mutating func close(count: Int) throws(StatementError) {
            for element in openElements.suffix(count).reversed()
            where element.name == "STMTTRN" || element.name == "STMTTRNP" {
                if let finished = movement, !statements.isEmpty {
                    statements[statements.count - 1].movements.append(finished)
                    movementCount += 1
                    guard movementCount <= ReadingLimits.rows else {
                        throw .tooManyRows(limit: ReadingLimits.rows)
                    }
                }
                movement = nil
            }
            openElements.removeLast(count)
        }

        /// The value of the innermost open element, read for the aggregate it belongs to.
        /// An SGML leaf left empty (`<MEMO>` and a new line) stays open above its siblings,
        /// so the aggregate is the nearest one read, not the element just above.
        mutating func leaf(_ value: String, line: Int) throws(StatementError) {
            guard let name = openElements.last?.name, openElements.count >= 2,
                let aggregate = openElements[openElements.count - 2].aggregate
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
            // A replaced row is left as `nil` rather than removed, so indices stay put and
            // every correction costs the same however many came before.
            var rows: [StatementRow?] = []
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
                    let index = rowByReference[corrected], let earlier = rows[index]
                {
                    let action = movement.fields["CORRECTACTION"]?.value.uppercased()
                    if action == "DELETE" {
                        rows[index] = OFXReader.reversed(earlier)
                        continue
                    }
                    rows[index] = nil
                }
                if let reference = row.reference { rowByReference[reference] = rows.count }
                rows.append(row)
            }
            return StatementRows(format: .ofx, currency: currency, rows: rows.compactMap { $0 })
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
