import SubDomain

/// A command, parsed and typed before anything runs. The interactive dialogue, script lines
/// and one-shot arguments all produce these, so they all behave the same.
public enum Command: Hashable, Sendable {
    /// A command of its own folder (`cards`, `card expires`): see `FamilyCommand`.
    case family(AnyFamilyCommand)
    case help(topic: String?)
    case quit

    /// The command this is, for its entry in `CommandTable`.
    public var name: CommandName {
        switch self {
        case .family(let command): command.base.name
        case .help: .help
        case .quit: .quit
        }
    }

    public enum LedgerAccess: Sendable {
        case none, reads, writes
    }
}
