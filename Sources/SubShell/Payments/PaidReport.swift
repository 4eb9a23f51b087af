import SubDomain
import SubJSON

/// What `paid` recorded, the plan's next charge now, and what it has cost so far.
struct PaidReport: CommandReport {
    let payment: Payment
    let expense: RecurringExpense
    /// Every payment of the plan, the new one included.
    let payments: [Payment]

    func lines(_ setting: ReportSetting) -> [String] {
        let localizer = setting.localizer
        var lines = [
            localizer.text(
                .paymentsRecorded,
                [
                    "name": .userText(expense.name),
                    "amount": .text(localizer.money(payment.amount)),
                    "date": .text(localizer.date(payment.paidOn)),
                ])
        ]
        // The next charge from today: the stored one may be months behind, where nothing
        // moved it on since.
        if expense.isActive, !expense.hasEnded(on: setting.today),
            let next = BillingCalendar.upcomingCharge(of: expense, onOrAfter: setting.today)
        {
            lines.append(
                localizer.text(.paymentsNextCharge, ["date": .text(localizer.date(next))]))
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
            ("payment", PaymentJSON.object(payment, plan: expense.name)),
            (
                "next_charge",
                expense.isActive
                    ? .optional(
                        BillingCalendar.upcomingCharge(of: expense, onOrAfter: setting.today)?.iso)
                    : .null
            ),
            ("paid", PaymentJSON.totals(payments)),
        ])
    }
}
