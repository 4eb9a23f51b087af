import SubLocalization

/// The canonical (English) names of the shell's commands. Their aliases in each language
/// live in the catalogs' `input.commands`; the catalog check asserts every catalog lists each.
public enum CommandName: String, CaseIterable, Hashable, Sendable {
    case add, list, total, show, edit, archive, restore, delete, group, confirm, risks, upcoming
    case export, `import`, profile, server, help, brands, lang, quit, exit, catalog
    case link, household, sync, status, pending, unlink
    case chart, history, undo
    case version, completions, manpage
    case onboard
    case remind, settle
    case rates
    case cards, card
}

extension Localizer {
    /// The command a typed word names: its canonical name or an alias of any loaded language.
    func command(named word: String) -> CommandName? {
        commandIdentifier(named: word).flatMap(CommandName.init(rawValue:))
    }
}
