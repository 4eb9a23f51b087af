import SubDomain

/// A command, parsed and typed before anything runs. The interactive dialogue, script lines
/// and one-shot arguments all produce these, so they all behave the same.
public enum Command: Hashable, Sendable {
    /// A command of its own folder (`cards`, `card expires`): see `FamilyCommand`.
    case family(AnyFamilyCommand)
    /// `onboard`: the starter pack of the locale's region; with picks (`1-3,5`, names), adds
    /// them at their reference prices once confirmed.
    case onboard(picks: String?, confirmed: Bool)
    /// The shell's starter-pack dialogue, confirmed: every pick with its answers, added in
    /// one transaction.
    case onboardChosen([AddRequest])
    case help(topic: String?)
    case quit

    /// The command this is, for its entry in `CommandTable`.
    public var name: CommandName {
        switch self {
        case .family(let command): command.base.name
        case .onboard, .onboardChosen: .onboard
        case .help: .help
        case .quit: .quit
        }
    }

    public enum LedgerAccess: Sendable {
        case none, reads, writes
    }
}
