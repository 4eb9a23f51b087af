import SubDomain
import SubJSON

/// What `add` saved: the subscription, with the ledger as it is afterwards (for `--json`'s
/// group and id); `typedName` when the name saved is a brand's that differs from what was
/// typed by more than case and accents ("Office" saved as "Microsoft 365").
struct AddedReport: CommandReport {
    let expense: RecurringExpense
    let typedName: String?
    let ledger: ExpenseLedger

    /// "Añadida Netflix: 12,99 € mensual (12,99 € al mes).", then how the typed name was
    /// saved when it was a brand's other name.
    func lines(_ setting: ReportSetting) -> [String] {
        let localizer = setting.localizer
        let added = localizer.text(
            .resultAdded,
            [
                "name": .userText(expense.name),
                "amount": .money(expense.amount),
                "period": .period(expense.period), "monthly": .money(expense.monthlyEstimate),
            ])
        guard let typedName else { return [added] }
        return [
            added,
            localizer.text(
                .resultRenamed, ["typed": .userText(typedName), "name": .userText(expense.name)]),
        ]
    }

    func json(_ setting: ReportSetting) -> OrderedJSON {
        .object([
            ("items", .array([JSONReports.item(expense, in: ledger, today: setting.today)]))
        ])
    }
}
