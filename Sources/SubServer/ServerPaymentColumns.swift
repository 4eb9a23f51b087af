import FoundationEssentials
import SubDomain
import SubJSON
import SubRecords

/// How the server's `payments` travel (ServerSchema.version7): read back as text a client
/// decodes against `ReadableRow.acceptsPayment`, pushed as JSON (`subhub_push_payments`).
enum ServerPaymentColumns {
    /// The select list of `payments p`, every column as text, then its version. The date
    /// goes through `to_char` so a session's `DateStyle` cannot change it.
    static let selectList =
        "p.id::text, p.expense_id::text, to_char(p.paid_on, 'YYYY-MM-DD'), p.amount_minor::text,"
        + " p.currency, p.source, p.statement_key, p.version::text"

    /// The column after the payment's own: its version.
    static let versionColumn = 7

    /// The payment of a row read with `selectList`; `nil` for one no cache stores (the
    /// server's CHECKs dropped by an owner, or a row from another program).
    static func payment(from row: [String?]) -> Payment? {
        guard row.count > versionColumn,
            let id = row[0].flatMap(UUID.init(uuidString:)),
            let plan = row[1].flatMap(UUID.init(uuidString:)),
            let day = row[2].flatMap(CivilDate.init(iso:)),
            let minor = row[3].flatMap({ Int64($0) }),
            let code = row[4], code.utf8.count == 3, code == code.uppercased(),
            let currency = try? CurrencyCode(code),
            let source = row[5].flatMap(Payment.Source.init(rawValue:))
        else { return nil }
        let payment = Payment(
            id: id, expenseID: plan, paidOn: day,
            amount: Money(minorUnits: minor, currency: currency), source: source,
            statementKey: row[6])
        return ReadableRow.acceptsPayment(payment) ? payment : nil
    }

    /// `[{"key", "kind", "payment": {column: text}}, …]`.
    static func json(of changes: [PendingPayment]) -> String {
        var output = "["
        for (index, change) in changes.enumerated() {
            if index > 0 { output += "," }
            output += "{\"key\":"
            JSONString.append(change.key.uuidString, to: &output)
            output += ",\"kind\":"
            JSONString.append(change.kind.rawValue, to: &output)
            let payment = change.payment
            let fields: [(String, String?)] = [
                ("id", payment.id.uuidString), ("expense_id", payment.expenseID.uuidString),
                ("paid_on", payment.paidOn.iso),
                ("amount_minor", String(payment.amount.minorUnits)),
                ("currency", payment.amount.currency.code), ("source", payment.source.rawValue),
                ("statement_key", payment.statementKey),
            ]
            output += ",\"payment\":{"
            for (position, field) in fields.enumerated() {
                if position > 0 { output += "," }
                JSONString.append(field.0, to: &output)
                output += ":"
                if let value = field.1 {
                    JSONString.append(value, to: &output)
                } else {
                    output += "null"
                }
            }
            output += "}}"
        }
        return output + "]"
    }
}
