/// A family command's work: what it does with the session, as an outcome whose result is
/// its own report (`CommandResult.report`).
public protocol ShellCommand: FamilyCommand {
    func run(_ runner: CommandRunner) throws(CommandFailure) -> CommandOutcome
}
