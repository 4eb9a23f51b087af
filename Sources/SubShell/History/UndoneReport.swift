import SubDomain
import SubJSON
import SubRecords

/// What `undo` put back, with the ledger as it is now.
struct UndoneReport: CommandReport {
    let report: UndoReport
    let ledger: ExpenseLedger

    func lines(_ setting: ReportSetting) -> [String] {
        ChangeWording(localizer: setting.localizer).undone(report, ledger: ledger)
    }

    func json(_ setting: ReportSetting) -> OrderedJSON {
        ChangeJSON.undo(report, ledger: ledger, today: setting.today)
    }
}
