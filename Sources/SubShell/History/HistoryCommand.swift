/// `history [NAME]`: the profile's changes in words, newest first.
struct HistoryCommand: ShellCommand {
    /// The subscription whose changes are asked for; all of them when `nil`.
    let subscription: String?

    init(name: String?) {
        subscription = name
    }

    var name: CommandName { .history }

    func run(_ runner: CommandRunner) throws(CommandFailure) -> CommandOutcome {
        try runner.history(subscription)
    }
}
