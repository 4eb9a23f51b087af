import SubDomain
import SubJSON
import SubLocalization

/// The payments `payments` found, oldest first, and their sums per currency.
struct PaymentsReport: CommandReport {
    let payments: [Payment]
    /// The plan asked about, when one was.
    let plan: RecurringExpense?
    let ledger: ExpenseLedger

    func lines(_ setting: ReportSetting) -> [String] {
        let localizer = setting.localizer
        guard !payments.isEmpty else {
            return [
                plan.map {
                    localizer.text(.paymentsNoneFor, ["name": .userText($0.name)])
                } ?? localizer.text(.paymentsNone)
            ]
        }
        var lines = [
            plan.map { localizer.text(.paymentsHeadingFor, ["name": .userText($0.name)]) }
                ?? localizer.text(.paymentsHeading)
        ]
        for payment in payments {
            let name = ledger.expense(withID: payment.expenseID)?.name ?? ""
            let key: MessageKey =
                payment.source == .statement ? .paymentsRowStatement : .paymentsRow
            lines.append(
                "  "
                    + localizer.text(
                        key,
                        [
                            "date": .text(localizer.date(payment.paidOn)),
                            "name": .userText(name),
                            "amount": .text(localizer.money(payment.amount)),
                        ]))
        }
        for line in PaymentSums(payments).lines {
            lines.append(
                localizer.text(
                    .paymentsLifetime,
                    ["count": .count(line.count), "amount": .text(localizer.money(line.amount))]))
        }
        return lines
    }

    func json(_ setting: ReportSetting) -> OrderedJSON {
        .object([
            (
                "payments",
                .array(
                    payments.map {
                        PaymentJSON.object(
                            $0, plan: ledger.expense(withID: $0.expenseID)?.name ?? "")
                    })
            ),
            ("totals", PaymentJSON.totals(payments)),
        ])
    }
}
