/// Finds the command a typed word names: its canonical English name or an alias of any
/// loaded language, in any case and with or without accents (`Añadir`, `anadir`, `kill`).
/// Commands are the shell's; here they are their canonical names, as the catalogs list them.
public enum CommandResolver {
    public static func command(for word: String, vocabulary: InputVocabulary) -> String? {
        vocabulary.command(folded: TextFolding.fold(word))
    }

    /// The words that name `command` in `catalog`'s language: the canonical name, then aliases.
    /// For completion and help.
    public static func names(of command: String, in catalog: Catalog) -> [String] {
        var names = [command]
        for alias in catalog.input.commandAliases[command] ?? [] where !names.contains(alias) {
            names.append(alias)
        }
        return names
    }
}
