/// `import FILE`, `import wallos PATH [--user NAME]`, and the bills of `import statement FILE`.
struct ImportCommand: ShellCommand {
    enum Action: Hashable, Sendable {
        /// A SubHub export (JSON) or a CSV file.
        case file(path: String)
        /// A Wallos database or its API's JSON.
        case wallos(path: String, user: String?)
        /// The recurring charges found in a bank statement, or in any other source of bills.
        case bills(BillSource, choice: StatementChoice)
    }

    let action: Action

    init(_ action: Action) {
        self.action = action
    }

    var name: CommandName { .import }

    func run(_ runner: CommandRunner) throws(CommandFailure) -> CommandOutcome {
        switch action {
        case .file(let path): try runner.importFile(path)
        case .wallos(let path, let user): try runner.importWallos(path, user: user)
        case .bills(let source, let choice): try runner.importBills(source, choice)
        }
    }
}
