import SubDomain
import SubLocalization
import SubRecords
import SubStore

/// `spent [YEAR | --from DATE --to DATE] [--by category|card|plan]`: what was paid, per
/// currency, and apart from it what the calendar expected where nothing was recorded.
/// Without a span: this year so far.
struct SpentCommand: ShellCommand {
    let year: Int?
    let from: CivilDate?
    let through: CivilDate?
    /// The `--by` word as typed, in any language SubHub speaks.
    let grouping: String?

    var name: CommandName { .spent }

    func run(_ runner: CommandRunner) throws(CommandFailure) -> CommandOutcome {
        let today = runner.today
        let start: CivilDate
        let end: CivilDate
        // A year within the dates SubHub computes with (the grammar's range), so its first
        // and last days always exist.
        func day(_ year: Int, _ month: Int, _ day: Int) -> CivilDate {
            (try? CivilDate(year: year, month: month, day: day)) ?? today
        }
        if let year {
            start = day(year, 1, 1)
            end = day(year, 12, 31)
        } else {
            start = from ?? day(today.year, 1, 1)
            end = through ?? today
        }
        guard start <= end else {
            throw .family(PaymentsFailure.emptySpan(from: start, through: end))
        }
        let by = try grouping.map { (word: String) throws(CommandFailure) in
            try Self.grouping(word, localizer: runner.words)
        }
        let ledger = try runner.session.readLedger()
        let paid =
            try runner.session.reading { store throws(StoreError) in
                try store.paymentSums(from: start, through: min(end, today))
            } ?? []
        let spending = Spending.summary(
            of: ledger, paid: paid, from: start, through: end, today: today, grouping: by)
        return CommandOutcome(.report(SpentReport(spending: spending, grouping: by)))
    }

    /// The grouping a word names, in any catalog's words.
    static func grouping(_ word: String, localizer: Localizer) throws(CommandFailure)
        -> Spending.Grouping
    {
        let meanings = Spending.Grouping.allCases.map(\.rawValue)
        guard let meaning = localizer.valueMeaning(word, among: meanings),
            let grouping = Spending.Grouping(rawValue: meaning)
        else {
            throw .family(
                PaymentsFailure.unknownGrouping(
                    word: word, choices: localizer.valueWords(for: meanings)))
        }
        return grouping
    }
}
