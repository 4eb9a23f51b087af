import SubDomain

/// `cards`: every card the profile names or gave an expiry, with what it pays.
struct CardsCommand: ShellCommand {
    var name: CommandName { .cards }

    func run(_ runner: CommandRunner) throws(CommandFailure) -> CommandOutcome {
        let ledger = try runner.session.readLedger()
        let (cards, withoutCard) = CardSummary.cards(
            of: ledger, expiries: try runner.cardExpiries(), on: runner.today)
        return CommandOutcome(.report(CardsReport(cards: cards, withoutCard: withoutCard)))
    }
}
