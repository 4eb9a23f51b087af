/// Reads a yes/no answer from the catalogs' words (`sí`, `si`, `s`, `yes`, `y`, `no`, `n`).
public enum YesNoParser {
    public static func parse(_ text: String, vocabulary: InputVocabulary) -> Result<
        Bool, YesNoParseError
    > {
        let folded = TextFolding.fold(text)
        if vocabulary.yes.contains(folded) { return .success(true) }
        if vocabulary.no.contains(folded) { return .success(false) }
        return .failure(
            .unrecognized(input: text, yes: vocabulary.primaryYes, no: vocabulary.primaryNo))
    }
}

/// The answer was neither a yes nor a no word.
public enum YesNoParseError: Error, Hashable, Sendable, LocalizableMessage {
    case unrecognized(input: String, yes: String, no: String)

    public var localizedMessage: LocalizedMessage {
        switch self {
        case .unrecognized(let input, let yes, let no):
            LocalizedMessage(
                .parseYesNoUnrecognized,
                ["input": .userText(input), "yes": .text(yes), "no": .text(no)])
        }
    }
}
