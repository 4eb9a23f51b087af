import FoundationEssentials
import SubDomain
import SubJSON
import SubRecords

/// One payment as a JSON export writes it under its plan (`payments`), and reads it back.
///
/// The members are `show --json`'s (`on`, `amount_minor`, `currency`, `source`), with the
/// payment's `id`, so the same day's payments keep their order (a varying bill's estimate
/// is the mean of its latest three, the latest by day and then by id), and the statement
/// row's key, by which a statement's payment is known again (`Payment.importIdentity`).
enum ExchangePayment {
    /// The member of a row that holds its payments.
    static let key = "payments"

    /// A payment read, or what is wrong with it.
    enum Reading {
        case payment(Payment)
        case problem(ExchangeError.Problem)
    }

    /// One payment of a plan read from its JSON object; `expenseID` is the row's.
    static func read(_ value: JSONValue, number: Int, expenseID: UUID) -> Reading {
        func wrong(_ member: String, _ found: JSONValue?) -> Reading {
            .problem(
                .invalidPayment(
                    number: number, member: member, value: found.map(ExpenseExchange.quoted) ?? ""))
        }
        guard let members = value.valuesByName else { return wrong(Self.key, value) }
        var id = UUID()
        switch members["id"] {
        case nil, .null?: break
        case .string(let text)?:
            guard let read = UUID(uuidString: text) else { return wrong("id", members["id"]) }
            id = read
        case let other?: return wrong("id", other)
        }
        guard let day = members["on"]?.string.flatMap(CivilDate.init(iso:)),
            ReadableRow.acceptsDate(day)
        else { return wrong("on", members["on"]) }
        guard let minor = members["amount_minor"]?.number?.int64,
            (1...Money.maximumMinorUnits).contains(minor)
        else { return wrong("amount_minor", members["amount_minor"]) }
        guard let currency = members["currency"]?.string.flatMap({ try? CurrencyCode($0) })
        else { return wrong("currency", members["currency"]) }
        guard let source = members["source"]?.string.flatMap(Payment.Source.init(rawValue:))
        else { return wrong("source", members["source"]) }
        var key: String?
        switch members["statement_key"] {
        case nil, .null?: break
        case .string(let text)?
        where (1...Payment.statementKeyLimit).contains(
            text.unicodeScalars.count):
            key = text
        case let other?: return wrong("statement_key", other)
        }
        let payment = Payment(
            id: id, expenseID: expenseID, paidOn: day,
            amount: Money(minorUnits: minor, currency: currency), source: source,
            statementKey: key)
        // What every cache stores, checked once more by the rule the household's server
        // holds payments to.
        guard ReadableRow.acceptsPayment(payment) else { return wrong(Self.key, value) }
        return .payment(payment)
    }

    /// `payments` and its list as the export writes them at a row's depth, in
    /// JSONSerialization's layout (sorted keys, two-space indent), oldest first.
    static func append(_ payments: [Payment], to output: inout String) {
        guard !payments.isEmpty else {
            output += "[\n\n      ]"
            return
        }
        output += "[\n"
        for (index, payment) in payments.enumerated() {
            output += "        {\n          \"amount_minor\" : \(payment.amount.minorUnits),\n"
            output += "          \"currency\" : \"\(payment.amount.currency.code)\",\n"
            output += "          \"id\" : \"\(payment.id.uuidString.lowercased())\",\n"
            output += "          \"on\" : \"\(payment.paidOn.iso)\",\n"
            output += "          \"source\" : \"\(payment.source.rawValue)\",\n"
            output += "          \"statement_key\" : "
            if let key = payment.statementKey {
                JSONString.append(key, to: &output)
            } else {
                output += "null"
            }
            output += index == payments.count - 1 ? "\n        }\n      ]" : "\n        },\n"
        }
    }
}
