import SubDomain
import SubJSON
import SubLocalization
import SubRecords
import SubStore

/// What `import` added, left out or proposes.
enum ImportReport: CommandReport {
    /// `import FILE`: what was added and left out; `ledger` as it is now (for `--json`).
    case imported(ExchangeImportReport, path: String, ledger: ExpenseLedger)
    case wallosImported(WallosImportReport)
    /// `import statement` without `--yes` where nobody can tick: the proposals, nothing
    /// saved.
    case statementProposals(StatementProposals, tableShown: Bool)
    /// `picked`: the proposals imported (their numbers, from 1); `payments`: the charges
    /// recorded as payments of the plans saved and of those already tracked.
    case statementImported(
        StatementProposals, picked: [Int], tableShown: Bool, payments: StatementPaymentsRecorded)

    func lines(_ setting: ReportSetting) -> [String] {
        let statement = StatementWording(localizer: setting.localizer)
        switch self {
        case .imported(let report, let path, _):
            return ImportWording(localizer: setting.localizer).imported(report, path: path)
        case .wallosImported(let report):
            return ImportWording(localizer: setting.localizer).wallos(report)
        case .statementProposals(let proposals, let tableShown):
            return (tableShown ? [] : statement.proposals(proposals)) + statement.hint(proposals)
        case .statementImported(let proposals, let picked, let tableShown, let payments):
            var lines =
                (tableShown ? [] : statement.proposals(proposals))
                + statement.imported(proposals, picked: picked)
            if payments.count > 0 || payments.hadCharges {
                lines.append(
                    setting.localizer.text(
                        proposals.reading.mail == nil
                            ? .statementPaymentsRecorded : .mailPaymentsRecorded,
                        ["count": .count(payments.count), "names": .userList(payments.names)]))
            }
            return lines
        }
    }

    func json(_ setting: ReportSetting) -> OrderedJSON {
        switch self {
        case .imported(let report, _, let ledger):
            ImportWording(localizer: setting.localizer).json(
                report, ledger: ledger, today: setting.today)
        case .wallosImported(let report):
            .object([
                ("user", report.user.map { .string($0) } ?? .null),
                ("imported", .array(report.imported.map { .string($0.name) })),
                ("already_there", .array(report.alreadyThere.map { .string($0) })),
                ("links_dropped", .array(report.droppedLinks.map { .string($0) })),
                ("assumed_currency", report.assumedCurrency.map { .string($0.code) } ?? .null),
            ])
        case .statementProposals(let proposals, _):
            StatementWording.json(proposals, imported: [])
        case .statementImported(let proposals, let picked, _, let payments):
            StatementWording.json(
                proposals, imported: picked, paymentsRecorded: payments.byProposal)
        }
    }
}
