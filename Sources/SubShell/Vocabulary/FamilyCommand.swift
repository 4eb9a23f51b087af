/// A command whose grammar, work, report and words live together in a folder of their own
/// (`Cards/`): the parser builds it, the runner runs it (`ShellCommand`) and the presenter
/// words its report (`CommandReport`), without a case of its own in `Command`,
/// `CommandResult` or the presenter's switch.
public protocol FamilyCommand: Hashable, Sendable {
    /// The command word it was typed with.
    var name: CommandName { get }
    /// How it uses a linked profile's subscriptions when that differs from its command's
    /// spec (`archive --dry-run` only reads); `nil`, the default, for the spec's.
    var ledgerAccess: Command.LedgerAccess? { get }
    /// Whether the shell may page its output when that differs from its command's spec
    /// (an export to a file, which may ask first); `nil`, the default, for the spec's.
    var pages: Bool? { get }
}

extension FamilyCommand {
    public var ledgerAccess: Command.LedgerAccess? { nil }
    public var pages: Bool? { nil }
}
