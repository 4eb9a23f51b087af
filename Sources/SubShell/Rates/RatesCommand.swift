import SubDomain

/// `rates` and its subcommands: the exchange rates behind `total --in` and the headline's
/// estimate.
struct RatesCommand: ShellCommand {
    enum Action: Hashable, Sendable {
        /// `rates`: the profile's rates with their days and sources.
        case list
        /// `rates set USD=1.0812 … [--base EUR] [--date DAY]`: typed rates, each 1 base =
        /// rate units of the currency.
        case set([RateQuote], base: CurrencyCode?, date: CivilDate?)
        /// `rates import FILE`: an ECB reference-rate file (CSV or XML, daily or history).
        case importFile(path: String)
        /// `rates base EUR` / `rates base off`: the currency the headline estimates in.
        case base(CurrencyCode?)
        /// `rates clear`: forgets every rate (the way to change the base).
        case clear
    }

    let action: Action

    init(_ action: Action) {
        self.action = action
    }

    var name: CommandName { .rates }

    func run(_ runner: CommandRunner) throws(CommandFailure) -> CommandOutcome {
        switch action {
        case .list: try runner.listRates()
        case .set(let quotes, let base, let date):
            try runner.setRates(quotes, base: base, date: date)
        case .importFile(let path): try runner.importRates(path)
        case .base(let currency): try runner.chooseEstimateCurrency(currency)
        case .clear: try runner.clearRates()
        }
    }
}
