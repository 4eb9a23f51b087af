/// `undo [N] [--yes]`: reverts the newest N changes as one new change.
struct UndoCommand: ShellCommand {
    let count: Int
    let confirmed: Bool

    var name: CommandName { .undo }

    func run(_ runner: CommandRunner) throws(CommandFailure) -> CommandOutcome {
        try runner.undo(count, confirmed: confirmed)
    }
}
