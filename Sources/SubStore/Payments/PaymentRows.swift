import FoundationEssentials
import SubDomain
import SubRecords

/// How a payment is a row of `payments` and a history value, in one place.
enum PaymentRows {
    /// The columns read, in the order `payment(from:)` reads them.
    static let selectColumns =
        "p.id, p.expense_id, p.paid_on, p.amount_minor, p.currency, p.source, p.statement_key"

    static let insert = """
        INSERT OR IGNORE INTO payments (id, expense_id, paid_on, amount_minor, currency, source,
            statement_key) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
        """

    /// `insert` for a payment from the household's server: it replaces a stored payment of
    /// the same plan and statement row.
    static let replace = """
        INSERT OR REPLACE INTO payments (id, expense_id, paid_on, amount_minor, currency, source,
            statement_key) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
        """

    static func values(of payment: Payment) -> [SQLiteValue] {
        [
            .text(TextParsing.uuidText(payment.id)), .text(TextParsing.uuidText(payment.expenseID)),
            .text(payment.paidOn.iso), .integer(payment.amount.minorUnits),
            .text(payment.amount.currency.code), .text(payment.source.rawValue),
            payment.statementKey.map { .text($0) } ?? .null,
        ]
    }

    /// The payment of the current row of a statement selecting `selectColumns`; `nil` for a
    /// row the table's CHECKs should have kept out.
    static func payment(from statement: SQLiteConnection.Statement) -> Payment? {
        guard let id = statement.withUTF8(0, TextParsing.uuid) ?? nil,
            let expenseID = statement.withUTF8(1, TextParsing.uuid) ?? nil,
            let day = statement.withUTF8(2, TextParsing.date) ?? nil,
            let currency = statement.text(4).flatMap({ try? CurrencyCode($0) }),
            let source = statement.text(5).flatMap(Payment.Source.init(rawValue:))
        else { return nil }
        return Payment(
            id: id, expenseID: expenseID, paidOn: day,
            amount: Money(minorUnits: statement.int64(3), currency: currency), source: source,
            statementKey: statement.text(6))
    }

}
