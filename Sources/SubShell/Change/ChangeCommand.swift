/// The commands that change one subscription: `edit`, `archive` (and `archive --dry-run`),
/// `restore`, `delete` and `confirm`.
struct ChangeCommand: ShellCommand {
    enum Action: Hashable, Sendable {
        case edit(name: String, field: EditField, value: String)
        case archive(name: String)
        /// `archive NAME --dry-run`: what archiving would do; changes nothing.
        case archivePreview(name: String)
        case restore(name: String)
        case delete(name: String, confirmed: Bool)
        case confirm(name: String)
    }

    let action: Action

    init(_ action: Action) {
        self.action = action
    }

    var name: CommandName {
        switch action {
        case .edit: .edit
        case .archive, .archivePreview: .archive
        case .restore: .restore
        case .delete: .delete
        case .confirm: .confirm
        }
    }

    /// `archive --dry-run` only reads: a linked profile refreshes first and pushes nothing.
    var ledgerAccess: Command.LedgerAccess? {
        if case .archivePreview = action { return .reads }
        return nil
    }

    func run(_ runner: CommandRunner) throws(CommandFailure) -> CommandOutcome {
        switch action {
        case .edit(let name, let field, let value):
            try runner.edit(name, field: field, value: value)
        case .archive(let name): try runner.archive(name)
        case .archivePreview(let name): try runner.archivePreview(name)
        case .restore(let name): try runner.restore(name)
        case .delete(let name, let confirmed): try runner.delete(name, confirmed: confirmed)
        case .confirm(let name): try runner.confirm(name)
        }
    }
}
