import FoundationEssentials
import SubDomain

/// How a payment is written as the value of a history entry (kind `ledger`, field
/// `payment`, the plan's id): its columns joined by `|`, `id|plan|day|minor|currency|source`
/// and the statement key when there is one. None of them can hold a `|`: ids, an ISO day,
/// digits, a currency code, a source's name and a key of hexadecimal digits.
public enum PaymentHistoryValue {
    /// The field of a history entry recording a payment.
    public static let field = "payment"

    public static func text(of payment: Payment) -> String {
        var parts = [
            payment.id.uuidString, payment.expenseID.uuidString, payment.paidOn.iso,
            String(payment.amount.minorUnits), payment.amount.currency.code,
            payment.source.rawValue,
        ]
        if let key = payment.statementKey { parts.append(key) }
        return parts.joined(separator: "|")
    }

    /// The payment `text` holds; `nil` when it holds none.
    public static func payment(from text: String) -> Payment? {
        let parts = text.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 6 || parts.count == 7,
            let id = UUID(uuidString: parts[0]), let plan = UUID(uuidString: parts[1]),
            let day = CivilDate(iso: parts[2]), let minor = Int64(parts[3]), minor > 0,
            let currency = try? CurrencyCode(parts[4]),
            let source = Payment.Source(rawValue: parts[5])
        else { return nil }
        return Payment(
            id: id, expenseID: plan, paidOn: day,
            amount: Money(minorUnits: minor, currency: currency), source: source,
            statementKey: parts.count == 7 ? parts[6] : nil)
    }
}
