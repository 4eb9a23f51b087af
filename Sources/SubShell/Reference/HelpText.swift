import SubDomain
import SubJSON
import SubLocalization

/// `help` lists the commands with one line each, named in the reader's language; `help
/// COMMAND` shows its usage line (built from the command table), what it does and its other
/// names.
struct HelpText {
    let localizer: Localizer

    func lines(for command: CommandName?) -> [String] {
        let usage = UsageText(localizer: localizer)
        if let command {
            var lines = [usage.line(for: command), detail(of: command)]
            let aliases = aliases(of: command)
            if !aliases.isEmpty {
                lines.append(localizer.text(.helpAliases, ["aliases": .list(aliases)]))
            }
            return lines
        }
        let shown = CommandTable.shown
        let names = shown.map(usage.commandWord)
        let width = names.map(DisplayWidth.of).max() ?? 0
        var lines = [localizer.text(.helpIntro)]
        for (command, name) in zip(shown, names) {
            lines.append(
                "  " + DisplayWidth.padded(name, to: width) + "  "
                    + localizer.text(.helpSummary(command)))
        }
        lines.append(localizer.text(.helpOutro))
        return lines
    }

    /// A command's detail, with what it lists taken from the definitions: `edit`'s fields
    /// are every `EditField` in the reader's words (a hand-kept list had lost `paid-with`).
    func detail(of command: CommandName) -> String {
        let usage = UsageText(localizer: localizer)
        return localizer.text(
            .helpDetail(command), ["fields": .list(EditField.allCases.map(usage.fieldWord))])
    }

    /// `--json help [COMMAND]`: every command (its canonical name, the word shown in the
    /// reader's language and its summary), or one command's usage, detail and other names.
    func json(for command: CommandName?) -> OrderedJSON {
        let usage = UsageText(localizer: localizer)
        if let command {
            return .object([
                ("command", .string(command.rawValue)),
                ("word", .string(usage.commandWord(command))),
                ("usage", .string(usage.line(for: command))),
                ("detail", .string(detail(of: command))),
                ("aliases", .array(aliases(of: command).map(OrderedJSON.string))),
            ])
        }
        let shown = CommandTable.shown
        return .object([
            (
                "commands",
                .array(
                    shown.map { command in
                        .object([
                            ("command", .string(command.rawValue)),
                            ("word", .string(usage.commandWord(command))),
                            ("summary", .string(localizer.text(.helpSummary(command)))),
                        ])
                    })
            )
        ])
    }

    /// The other words that name a command: the reader's language's other aliases, then the
    /// canonical English name when it is not the one shown.
    func aliases(of command: CommandName) -> [String] {
        guard let catalog = localizer.library.catalogs[localizer.language] else { return [] }
        let shown = UsageText(localizer: localizer).commandWord(command)
        var names = catalog.commandAliases[command.rawValue] ?? []
        names.append(command.rawValue)
        var seen: Set<String> = [shown]
        return names.filter { seen.insert($0).inserted }
    }
}
