/// The commands about the shell itself: its language, its brands, its catalogs' check, its
/// version, its completion scripts, its manual page and its profiles.
struct ShellItselfCommand: ShellCommand {
    enum Action: Hashable, Sendable {
        case brands(query: String)
        /// `lang` shows the language (`nil`); `lang CODE` switches to it.
        case lang(code: String?)
        case catalogCheck
        /// `version` (and `--version`): SubHub's, the build's and the libraries' versions.
        case version
        /// `completions SHELL`: the completion script for that shell.
        case completions(CompletionShell)
        /// `manpage [--lang CODE]`: the manual page, in that language or the session's.
        case manpage(language: String?)
        /// `profile delete NAME [--yes]`.
        case deleteProfile(name: String, confirmed: Bool)
    }

    let action: Action

    init(_ action: Action) {
        self.action = action
    }

    var name: CommandName {
        switch action {
        case .brands: .brands
        case .lang: .lang
        case .catalogCheck: .catalog
        case .version: .version
        case .completions: .completions
        case .manpage: .manpage
        case .deleteProfile: .profile
        }
    }

    func run(_ runner: CommandRunner) throws(CommandFailure) -> CommandOutcome {
        switch action {
        case .brands(let query): runner.brands(query)
        case .lang(let code): try runner.switchLanguage(code)
        case .catalogCheck: runner.catalogCheck()
        case .version: CommandOutcome(.report(ShellItselfReport.version(.current)))
        case .completions(let shell):
            CommandOutcome(.exportDocument(CompletionScript(shell: shell).text))
        case .manpage(let language): try runner.manualPage(language)
        case .deleteProfile(let name, let confirmed):
            try runner.deleteProfile(name, confirmed: confirmed)
        }
    }
}
