import SubDomain

/// Reads ISO 20022 bank-to-customer statements: camt.053 (`BkToCstmrStmt/Stmt`) of any
/// version from .001.02 to .001.10, and the account report camt.052 (`Rpt`) and notification
/// camt.054 (`Ntfctn`), whose entries have the same shape. Elements are matched by local
/// name, so the namespace prefix and version do not matter.
///
/// Each `Ntry` is a row: `Amt` and its `Ccy`, `CdtDbtInd` (`DBIT` out, `CRDT` in), the
/// booking date (else the value date), `AcctSvcrRef` as reference. `RvslInd` true makes it
/// reversed. `Sts` (text before .001.08, `<Cd>` inside from .001.08) `BOOK` or none is booked;
/// any other (`PDNG`, `FUTR`, `INFO`: information only, never booked) is pending, so it is
/// never a charge. The description is the counterparty (the creditor of a debit, the debtor
/// of a credit), else the unstructured remittance lines, else `AddtlNtryInf`.
public enum CAMT053Reader {
    /// Whether `text` names a camt.052/053/054 namespace or root element near its top.
    public static func looksLike(_ text: String) -> Bool {
        let head = String(decoding: text.utf8.prefix(2048), as: UTF8.self)
        return ["camt.052", "camt.053", "camt.054", "BkToCstmr"].contains { head.contains($0) }
    }

    /// The entries of every statement in `text`, in the file's order.
    public static func read(_ text: String, context: StatementContext) throws(StatementError)
        -> StatementRows
    {
        var scanner = XMLScanner(text)
        // Local names of the open elements, innermost last.
        var path: [String] = []
        var entry: Entry?
        var entryDepth = 0
        var currency: CurrencyCode?
        var rows: [StatementRow] = []
        while let event = try nextEvent(&scanner) {
            switch event.kind {
            case .start(let name, let attributes):
                let name = XMLScanner.localName(name)
                path.append(name)
                if name == "Ntry", isInStatement(path[...]) {
                    entry = Entry(line: event.line)
                    entryDepth = path.count
                } else if entry != nil, path.count == entryDepth + 1, name == "Amt",
                    let code = attributes.first(where: { $0.name == "Ccy" })?.value
                {
                    entry?.currency = try checked(code, line: event.line, against: &currency)
                }
            case .text(let value):
                let value = XMLScanner.trimmed(value)
                guard !value.isEmpty else { continue }
                if entry != nil {
                    entry?.read(value, at: path[entryDepth...], line: event.line)
                } else if path.suffix(2) == ["Acct", "Ccy"], isInStatement(path.dropLast()) {
                    _ = try checked(value, line: event.line, against: &currency)
                }
            case .end:
                if let finished = entry, path.count == entryDepth {
                    let digits = (finished.currency ?? currency ?? context.defaultCurrency)
                        .minorDigits
                    if let row = try finished.row(digits: digits) {
                        rows.append(row)
                        guard rows.count <= ReadingLimits.rows else {
                            throw .tooManyRows(limit: ReadingLimits.rows)
                        }
                    }
                    entry = nil
                }
                path.removeLast()
            }
        }
        return StatementRows(format: .camt053, currency: currency, rows: rows)
    }

    private static func nextEvent(_ scanner: inout XMLScanner) throws(StatementError)
        -> XMLEvent?
    {
        do {
            return try scanner.next()
        } catch  where error.reason == .nestedTooDeep {
            throw .nestedTooDeep(line: error.line, limit: ReadingLimits.depth)
        } catch {
            throw .malformed(format: .camt053, line: error.line)
        }
    }

    /// Whether `path` ends in a child of a statement, report or notification (an entry, an
    /// account).
    private static func isInStatement(_ path: ArraySlice<String>) -> Bool {
        path.count >= 2 && ["Stmt", "Rpt", "Ntfctn"].contains(path.dropLast().last ?? "")
    }

    /// The currency `text` names, which must be the file's first one (set when none yet).
    private static func checked(_ text: String, line: Int, against first: inout CurrencyCode?)
        throws(StatementError) -> CurrencyCode
    {
        guard let code = try? CurrencyCode(text) else {
            throw .unknownCurrency(line: line, text: text)
        }
        if let first, first != code {
            throw .mixedCurrencies(first: first.code, second: code.code)
        }
        first = code
        return code
    }

    /// What one `Ntry` says, as written.
    private struct Entry {
        let line: Int
        var currency: CurrencyCode?
        var amount: (text: String, line: Int)?
        var indicator: String?
        var reversal = false
        var status: String?
        var booked: (text: String, line: Int)?
        var valued: (text: String, line: Int)?
        var reference: String?
        var creditor: String?
        var debtor: String?
        var remittance: [String] = []
        var additional: String?

        /// Keeps `value` when `path` (below `Ntry`) is one of the elements read.
        mutating func read(_ value: String, at path: ArraySlice<String>, line: Int) {
            switch path {
            case ["Amt"]: amount = (value, line)
            case ["CdtDbtInd"]: indicator = value
            case ["RvslInd"]: reversal = value == "true" || value == "1"
            case ["Sts"], ["Sts", "Cd"]: status = value
            case ["BookgDt", "Dt"], ["BookgDt", "DtTm"]: booked = (value, line)
            case ["ValDt", "Dt"], ["ValDt", "DtTm"]: valued = (value, line)
            case ["AcctSvcrRef"]: reference = value
            case ["AddtlNtryInf"]: additional = value
            default:
                guard path.first == "NtryDtls" else { return }
                // The first transaction's parties name the entry (a batch has several).
                if path.suffix(2) == ["RmtInf", "Ustrd"] {
                    remittance.append(value)
                } else if path.suffix(3) == ["RltdPties", "Cdtr", "Nm"]
                    || path.suffix(4) == ["RltdPties", "Cdtr", "Pty", "Nm"]
                {
                    creditor = creditor ?? value
                } else if path.suffix(3) == ["RltdPties", "Dbtr", "Nm"]
                    || path.suffix(4) == ["RltdPties", "Dbtr", "Pty", "Nm"]
                {
                    debtor = debtor ?? value
                }
            }
        }

        /// The row of the entry; `nil` for a zero amount, which moves no money.
        func row(digits: Int) throws(StatementError) -> StatementRow? {
            guard let amount, let indicator, indicator == "DBIT" || indicator == "CRDT",
                let day = booked ?? valued
            else { throw .malformed(format: .camt053, line: line) }
            guard let minor = DecimalText.minorUnits(amount.text, digits: digits), minor >= 0
            else { throw .unreadableAmount(line: amount.line, text: amount.text) }
            // `2026-01-05` or `2026-01-05T10:30:00+01:00`: the day as the bank wrote it.
            guard let date = CivilDate(iso: String(day.text.prefix(10))) else {
                throw .unreadableDate(line: day.line, text: day.text)
            }
            guard minor > 0 else { return nil }
            let isDebit = indicator == "DBIT"
            let counterparty = isDebit ? creditor : debtor
            let remitted = remittance.isEmpty ? nil : remittance.joined(separator: " ")
            let rowStatus: StatementRow.Status =
                reversal ? .reversed : (status == nil || status == "BOOK" ? .booked : .pending)
            return StatementRow(
                line: line, date: date, amountMinor: minor, direction: isDebit ? .out : .into,
                status: rowStatus, description: counterparty ?? remitted ?? additional ?? "",
                reference: reference)
        }
    }
}
