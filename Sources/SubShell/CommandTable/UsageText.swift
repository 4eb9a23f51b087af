import SubLocalization

/// Usage lines and command words in the reader's language, built from `CommandTable`:
/// "Uso: añadir NOMBRE IMPORTE [MONEDA] [PERIODO] [--next FECHA] …".
public struct UsageText {
    public let localizer: Localizer

    public init(localizer: Localizer) {
        self.localizer = localizer
    }

    /// The whole usage line of a command, its subcommands separated by " · ".
    public func line(for name: CommandName) -> String {
        let spec = CommandTable.spec(for: name)
        let forms = spec.grammars.map { subcommand, grammar in
            ([commandWord(name)] + (subcommand.map { [subcommandWord($0)] } ?? [])
                + parts(of: grammar))
                .joined(separator: " ")
        }
        return localizer.text(.helpUsageLine, ["usage": .text(forms.joined(separator: " · "))])
    }

    /// The arguments and options of one grammar as usage words.
    func parts(of grammar: CommandSpec.Grammar) -> [String] {
        var parts: [String] = []
        func optionWords(_ option: OptionSpec) -> String {
            option.value.map { "\(option.name) \(metavar($0.name))" } ?? option.name
        }
        let choice = grammar.options.filter { grammar.oneOf.contains($0.name) }
        for positional in grammar.positionals.prefix(1) where !choice.isEmpty {
            parts.append(metavar(positional.name))
        }
        if !choice.isEmpty {
            parts.append("(" + choice.map(optionWords).joined(separator: " | ") + ")")
        }
        for positional in grammar.positionals.dropFirst(choice.isEmpty ? 0 : 1) {
            let word = metavar(positional.name)
            switch positional.arity {
            case .one, .joined(required: true): parts.append(word)
            case .optional, .joined(required: false): parts.append("[\(word)]")
            case .list(let minimum): parts.append(minimum > 0 ? "\(word)…" : "[\(word)…]")
            }
            if let last = positional.lastWord { parts.append(metavar(last)) }
        }
        for option in grammar.options where !grammar.oneOf.contains(option.name) {
            parts.append("[" + optionWords(option) + "]")
        }
        return parts
    }

    /// The word for a command in the reader's language: its first alias there, else the
    /// canonical English name (so Spanish messages never say «add»).
    public func commandWord(_ name: CommandName) -> String {
        localizer.library.catalogs[localizer.language]?.commandAliases[name.rawValue]?.first
            ?? name.rawValue
    }

    public func subcommandWord(_ subcommand: Subcommand) -> String {
        localizer.library.catalogs[localizer.language]?.input.subcommandWords[subcommand.rawValue]?
            .first
            ?? subcommand.canonicalWord
    }

    public func fieldWord(_ field: EditField) -> String {
        localizer.library.catalogs[localizer.language]?.input.fieldWords[field.rawValue]?.first
            ?? field.rawValue
    }

    public func metavar(_ name: ArgumentName) -> String {
        localizer.text(.metavar(name.rawValue))
    }

    /// How an error names an argument: an option by its name, a positional by its metavar.
    public func reference(_ argument: ArgumentReference) -> String {
        switch argument {
        case .option(let option): option
        case .positional(let name): metavar(name)
        }
    }
}
