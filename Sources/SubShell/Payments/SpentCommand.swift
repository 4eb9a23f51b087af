import SubDomain
import SubLocalization
import SubRecords
import SubStore

/// `spent [YEAR | --from DATE --to DATE] [--by category|card|plan] [--in CURRENCY]`: what
/// was paid, per currency, and apart from it what the calendar expected where nothing was
/// recorded. Without a span: this year so far. Beside them, as `total` does, an estimate of
/// each in `--in`'s currency, or in the one `rates base` chose when it converts something.
struct SpentCommand: ShellCommand {
    let year: Int?
    let from: CivilDate?
    let through: CivilDate?
    /// The `--by` word as typed, in any language SubHub speaks.
    let grouping: String?
    /// `--in`: the currency the estimate is asked in.
    var estimateIn: CurrencyCode? = nil

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
        let asked = estimateIn
        let read = try runner.session.reading {
            store throws(StoreError) -> ([Spending.PaidSum], (CurrencyCode, RateTable)?) in
            let paid = try store.paymentSums(from: start, through: min(end, today))
            var target = asked
            if target == nil { target = try store.estimateCurrency() }
            guard let target else { return (paid, nil) }
            return (paid, (target, try store.rateTable()))
        }
        let spending = Spending.summary(
            of: ledger, paid: read?.0 ?? [], from: start, through: end, today: today, grouping: by
        )
        var report = SpentReport(spending: spending, grouping: by)
        // What was asked is answered, a profile with no database yet included; the chosen
        // currency speaks only when it converts something, as on `total`.
        if let (target, rates) = read?.1
            ?? asked.map({ ($0, RateTable(base: RateTable.defaultBase)) })
        {
            let estimate = SpendingEstimate(totals: spending.totals, into: target, rates: rates)
            if asked != nil || estimate.crossesCurrencies { report.estimate = estimate }
        }
        return CommandOutcome(.report(report))
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
