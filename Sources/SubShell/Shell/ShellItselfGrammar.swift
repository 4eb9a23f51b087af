import SubLocalization

/// The grammar of `brands`, `lang`, `catalog check`, `version`, `completions` and
/// `manpage`.
extension CommandTable {
    /// `action` as the command the parser returns.
    static func shellItself(_ action: ShellItselfCommand.Action) -> Command {
        .family(AnyFamilyCommand(ShellItselfCommand(action)))
    }

    static let brands = CommandSpec(
        .brands,
        .init([.init(.query, .text, .joined(required: true))]) { values throws(UsageError) in
            shellItself(.brands(query: values.text(.query) ?? ""))
        },
        pages: true, json: true)

    static let lang = CommandSpec(
        .lang,
        .init([.init(.language, .language, .optional)]) { values throws(UsageError) in
            shellItself(.lang(code: values.text(.language)))
        })

    static let catalog = CommandSpec(
        .catalog,
        subcommands: [(.catalogCheck, .init { _ throws(UsageError) in shellItself(.catalogCheck) })]
    )

    static let version = CommandSpec(
        .version, .init { _ throws(UsageError) in shellItself(.version) }, json: true)

    /// `completions bash|zsh|fish`: the shell's completion script, which asks `subhub` back.
    static let completions = CommandSpec(
        .completions,
        .init([.init(.shell, .shell)]) { values throws(UsageError) in
            guard case .shell(let shell)? = values.value(.shell) else {
                throw .missingArgument(command: .completions, argument: .shell)
            }
            return shellItself(.completions(shell))
        })

    /// `manpage [--lang LANGUAGE]`: the manual page as roff, in the session's language or
    /// the one named.
    static let manpage = CommandSpec(
        .manpage,
        .init(options: [.value(GlobalOption.language.spec.name, .language, .language)]) {
            values throws(UsageError) in
            shellItself(.manpage(language: values.option(GlobalOption.language.spec.name)?.text))
        })

    static let profile = CommandSpec(
        .profile,
        subcommands: [
            (
                .profileDelete,
                .init([.init(.name, .text)], options: [.yes]) {
                    values throws(UsageError) in
                    shellItself(
                        .deleteProfile(name: values.text(.name) ?? "", confirmed: values.flag(.yes))
                    )
                }
            )
        ],
        access: .writesElsewhere)
}

/// The shell's own commands as the modes and the tests write them.
extension Command {
    static func lang(code: String?) -> Command { CommandTable.shellItself(.lang(code: code)) }
    static var version: Command { CommandTable.shellItself(.version) }

    static func profileDelete(name: String, confirmed: Bool) -> Command {
        CommandTable.shellItself(.deleteProfile(name: name, confirmed: confirmed))
    }
}
