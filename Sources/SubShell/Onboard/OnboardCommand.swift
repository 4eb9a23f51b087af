/// `onboard`: the starter pack of the locale's region, and the picks added from it.
struct OnboardCommand: ShellCommand {
    enum Action: Hashable, Sendable {
        /// `onboard [PICKS] [--yes]`: without picks, the pack to choose from; with picks
        /// (`1-3,5`, names), those added at their reference prices once confirmed.
        case offer(picks: String?, confirmed: Bool)
        /// The shell's starter-pack dialogue, confirmed: every pick with its answers, added
        /// in one transaction.
        case chosen([AddRequest])
    }

    let action: Action

    init(_ action: Action) {
        self.action = action
    }

    var name: CommandName { .onboard }

    /// The picks typed with `onboard`, if any.
    var picks: String? {
        if case .offer(let picks, _) = action { return picks }
        return nil
    }

    /// Showing the pack reads nothing of the profile's subscriptions.
    var ledgerAccess: Command.LedgerAccess? {
        if case .offer(nil, _) = action { return Command.LedgerAccess.none }
        return nil
    }

    func run(_ runner: CommandRunner) throws(CommandFailure) -> CommandOutcome {
        switch action {
        case .offer(let picks, let confirmed):
            try runner.onboard(picks: picks, confirmed: confirmed)
        case .chosen(let requests): try runner.addStarter(requests)
        }
    }
}
