import SubDomain
import SubJSON
import SubLocalization

/// What `list`, `total`, `show`, `risks`, `upcoming`, `chart` and `settle` found.
enum ReadingReport: CommandReport {
    case list(ExpenseLedger)
    /// `list` of a profile this run has not loaded: its entries read from the store as they
    /// are printed, so a large profile's first lines come at once.
    case listEntries(ListEntries)
    case totals(TotalsSummary)
    /// `total --by`: each group's totals; `total` the whole profile's, which they add up to.
    case totalsBy([TotalsGroup], grouping: TotalsGrouping, total: TotalsSummary)
    /// `list --by`: the list split by group; `ledger` for `--json`'s items.
    case listBy(GroupedListing, grouping: TotalsGrouping, ledger: ExpenseLedger)
    /// `prices`: its recorded price changes, newest first (see `ExpenseStore.priceChanges`);
    /// `yourNames`: the names that mean the user as its payer; `payments`: its recorded
    /// payments, oldest first.
    case detail(
        RecurringExpense, ledger: ExpenseLedger, prices: [PriceChange] = [],
        yourNames: [String] = [], payments: [Payment] = [])
    case risks([RiskAssessment])
    /// `deadlines`: the last days to cancel plans with a notice that fall in the same days.
    case upcoming(ChargeSchedule, days: Int, deadlines: [CancellationDeadline] = [])
    case chart(ChargeChart)
    case settlement(Settlement)

    func lines(_ setting: ReportSetting) -> [String] {
        let renderer = Renderer(setting)
        switch self {
        case .list(let ledger): return renderer.list(ledger)
        case .listEntries(let entries):
            // `write` streams it; here (a caller wanting lines) it is gathered first.
            var text: [UInt8] = []
            do throws(CommandFailure) {
                try renderer.list(entries) { text += $0 }
            } catch {
                return FailureWording(localizer: setting.localizer).lines(for: error)
            }
            return String(decoding: text, as: UTF8.self).split(
                separator: "\n", omittingEmptySubsequences: false
            ).dropLast().map(String.init)
        case .totals(let summary): return renderer.totals(summary)
        case .totalsBy(let groups, let grouping, let total):
            return CardWording(renderer: renderer).totals(groups, by: grouping, total: total)
        case .listBy(let listing, let grouping, _):
            return CardWording(renderer: renderer).list(listing, by: grouping)
        case .detail(let expense, let ledger, let prices, let yourNames, let payments):
            return renderer.detail(
                of: expense, in: ledger, prices: prices, yourNames: yourNames, payments: payments)
        case .risks(let assessments): return renderer.risks(assessments)
        case .upcoming(let schedule, let days, let deadlines):
            return renderer.upcoming(schedule, days: days) + renderer.deadlines(deadlines)
        case .chart(let chart):
            return ChartRenderer(
                localizer: setting.localizer, colors: setting.colors, width: setting.width
            ).lines(for: chart)
        case .settlement(let settlement):
            return SettlementWording(localizer: setting.localizer).lines(for: settlement)
        }
    }

    func json(_ setting: ReportSetting) -> OrderedJSON {
        let today = setting.today
        switch self {
        case .list(let ledger): return JSONReports.list(ledger, today: today)
        case .listEntries:
            // `list --json` reads the whole ledger (`listResult`): entries are text only.
            return JSONReports.list(ExpenseLedger(), today: today)
        case .totals(let summary): return JSONReports.total(summary, today: today)
        case .totalsBy(let groups, let grouping, _): return CardWording.json(groups, by: grouping)
        case .listBy(let listing, let grouping, let ledger):
            return CardWording.json(listing, by: grouping, ledger: ledger, today: today)
        case .detail(let expense, let ledger, _, _, let payments):
            return JSONReports.item(
                expense, in: ledger, today: today,
                adding: [
                    ("payments", .array(payments.map { PaymentJSON.object($0) })),
                    ("paid", PaymentJSON.totals(payments)),
                ])
        case .risks(let assessments): return JSONReports.risks(assessments)
        case .upcoming(let schedule, _, let deadlines):
            return JSONReports.upcoming(schedule.scheduledCharges, deadlines: deadlines)
        case .chart(let chart): return ChartRenderer.json(chart)
        case .settlement(let settlement): return JSONReports.settlement(settlement)
        }
    }

    /// A year of charges, a list of ten thousand or every risk is streamed in blocks.
    func write(_ setting: ReportSetting, json: Bool, to out: OutputSink) throws(CommandFailure) {
        let renderer = Renderer(setting)
        switch self {
        case .upcoming(let schedule, let days, let deadlines) where !json:
            renderer.upcoming(schedule, days: days) { out.write(utf8: $0) }
            renderer.deadlines(deadlines).forEach { out.line($0) }
        case .risks(let assessments) where !json:
            renderer.risks(assessments) { out.write(utf8: $0) }
        case .list(let ledger) where !json:
            renderer.list(ledger) { out.write(utf8: $0) }
        case .listEntries(let entries):
            try renderer.list(entries) { out.write(utf8: $0) }
        default:
            out.lines(json ? [self.json(setting).serialized()] : lines(setting))
        }
    }
}
