import SubDomain
import SubJSON

/// A payment as `--json` gives it everywhere (`paid`, `payments`, `show`).
enum PaymentJSON {
    static func object(_ payment: Payment, name: String? = nil) -> OrderedJSON {
        var members: [(String, OrderedJSON)] = []
        if let name { members.append(("name", .string(name))) }
        members += [
            ("id", .string(payment.expenseID.uuidString)),
            ("on", .string(payment.paidOn.iso)),
            ("amount_minor", .int(payment.amount.minorUnits)),
            ("currency", .string(payment.amount.currency.code)),
            ("source", .string(payment.source.rawValue)),
        ]
        return .object(members)
    }

    /// The sums of `payments` per currency, with their counts.
    static func totals(_ payments: [Payment]) -> OrderedJSON {
        .array(
            PaymentSums(payments).lines.map { line in
                .object([
                    ("currency", .string(line.amount.currency.code)),
                    ("paid_minor", .int(line.amount.minorUnits)),
                    ("count", .int(Int64(line.count))),
                ])
            })
    }
}
