import SubDomain

/// The commands that only read: `list`, `total`, `show`, `risks`, `upcoming`, `chart` and
/// `settle`.
struct ReadingCommand: ShellCommand {
    enum Action: Hashable, Sendable {
        case list
        /// `list --by category|card`: the list split by category or card, with each one's
        /// totals.
        case listBy(TotalsGrouping)
        case total
        /// `total --in EUR`: the totals, then one estimate across currencies in that currency.
        case totalEstimate(in: CurrencyCode)
        /// `total --by category|card`: the totals per currency within each category or card.
        case totalBy(TotalsGrouping)
        /// `total --without A,B`: the totals as they would be with those archived.
        case whatIf(names: [String])
        case show(name: String)
        case risks
        case upcoming(days: Int)
        /// `chart [--months N]`: the real charges of the next N months, per month and
        /// currency.
        case chart(months: Int)
        /// `settle`: who owes whom each month for the shared plans someone pays.
        case settle
    }

    let action: Action

    init(_ action: Action) {
        self.action = action
    }

    var name: CommandName {
        switch action {
        case .list, .listBy: .list
        case .total, .totalEstimate, .totalBy, .whatIf: .total
        case .show: .show
        case .risks: .risks
        case .upcoming: .upcoming
        case .chart: .chart
        case .settle: .settle
        }
    }

    func run(_ runner: CommandRunner) throws(CommandFailure) -> CommandOutcome {
        switch action {
        case .list: CommandOutcome(.report(try runner.listResult()))
        case .listBy(let grouping): try runner.list(by: grouping)
        case .total: try runner.totals(estimatingIn: nil)
        case .totalEstimate(let target): try runner.totals(estimatingIn: target)
        case .totalBy(let grouping): try runner.totals(by: grouping)
        case .whatIf(let names): try runner.whatIf(without: names)
        case .show(let name): try runner.show(name)
        case .risks: try runner.risks()
        case .upcoming(let days): try runner.upcoming(days: days)
        case .chart(let months): try runner.chart(months: months)
        case .settle: try runner.settle()
        }
    }
}
