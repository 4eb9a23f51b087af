import SubDomain
import SubLocalization

/// A command's result with what the user should also hear: warnings that never stop a
/// command, and notes on how a typed value was read when reading it took a guess.
public struct CommandOutcome: Sendable {
    public var result: CommandResult
    public var warnings: [DomainWarning]
    public var notes: [LocalizedMessage]

    public init(
        _ result: CommandResult, warnings: [DomainWarning] = [], notes: [LocalizedMessage] = []
    ) {
        self.result = result
        self.warnings = warnings
        self.notes = notes
    }
}
