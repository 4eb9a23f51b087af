/// What a command's entry in `CommandTable` says about it.
extension Command {
    /// Whether running the command may change the profile.
    public var writes: Bool { CommandTable.spec(for: name).writes }

    /// Whether the shell may page what it prints when it does not fit.
    public var pages: Bool {
        if case .family(let command) = self, let pages = command.base.pages { return pages }
        return CommandTable.spec(for: name).pages
    }

    /// How the command uses the subscriptions of a linked profile: reads are refreshed from
    /// the household's server first when that is quick, writes are also pushed afterwards.
    /// The household commands talk to the server themselves. Its spec's `access` says, but
    /// for the two forms that only show what the command would do.
    public var ledgerAccess: LedgerAccess {
        switch self {
        case .family(let command) where command.base.ledgerAccess != nil:
            command.base.ledgerAccess ?? .none
        default: CommandTable.spec(for: name).ledgerAccess
        }
    }
}
