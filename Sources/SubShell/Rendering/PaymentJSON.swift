import SubDomain
import SubJSON

/// A payment as `--json` gives it everywhere (`paid`, `payments`, `show`): `on`,
/// `amount_minor`, `currency`, `source`, and where several plans' payments are listed, the
/// plan's `name` and `plan_id` (lower case, as every id in `--json`) first.
enum PaymentJSON {
    static func object(_ payment: Payment, plan name: String? = nil) -> OrderedJSON {
        var members: [(String, OrderedJSON)] = []
        if let name {
            members.append(("name", .string(name)))
            members.append(("plan_id", .string(payment.expenseID.uuidString.lowercased())))
        }
        members += [
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
