import SubDomain
import SubJSON
import SubRecords

/// What `history` found: the changes, newest first; `subject` when one subscription's were
/// asked for.
struct HistoryReport: CommandReport {
    let changes: [HistoryChange]
    let subject: RecurringExpense?
    let ledger: ExpenseLedger

    func lines(_ setting: ReportSetting) -> [String] {
        ChangeWording(localizer: setting.localizer).history(
            changes, subject: subject, ledger: ledger)
    }

    func json(_ setting: ReportSetting) -> OrderedJSON {
        ChangeJSON.history(changes, ledger: ledger)
    }
}
