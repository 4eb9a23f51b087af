extension CatalogLoadError: LocalizableMessage {
    /// The sentence telling a translator what is wrong with an override catalog.
    public var localizedMessage: LocalizedMessage {
        switch self {
        case .unreadable(let file, let reason):
            LocalizedMessage(
                .catalogLoadUnreadable, ["file": .userText(file), "reason": .text(reason)])
        case .notUTF8(let file):
            LocalizedMessage(.catalogLoadNotUTF8, ["file": .userText(file)])
        case .invalidJSON(let file, let problem):
            LocalizedMessage(
                .catalogLoadInvalidJSON,
                ["file": .userText(file), "reason": .messages([problem.localizedMessage])])
        case .missingField(let file, let field):
            LocalizedMessage(
                .catalogLoadMissingField, ["file": .userText(file), "field": .text(field)])
        case .languageMismatch(let file, let declared):
            LocalizedMessage(
                .catalogLoadLanguageMismatch,
                ["file": .userText(file), "language": .userText(declared)])
        case .invalidPluralRules(let file, .unknownCategory(let category)):
            LocalizedMessage(
                .catalogLoadUnknownPluralCategory,
                ["file": .userText(file), "category": .userText(category)])
        case .invalidPluralRules(let file, .syntax(let category, let error)):
            LocalizedMessage(
                .catalogLoadInvalidPluralRule,
                [
                    "file": .userText(file), "category": .text(category.rawValue),
                    "rule": .userText(error.rule),
                    "token": .userText(error.token),
                ])
        case .invalidMessage(let file, let key, let problem):
            LocalizedMessage(
                .catalogLoadInvalidMessage,
                [
                    "file": .userText(file), "key": .userText(key),
                    "reason": .messages([problem.localizedMessage]),
                ])
        case .invalidPluralMessage(let file, let key, let problem):
            LocalizedMessage(
                .catalogLoadInvalidPluralMessage,
                [
                    "file": .userText(file), "key": .userText(key),
                    "reason": .messages([problem.localizedMessage]),
                ])
        case .invalidInputWords(let file, let section):
            LocalizedMessage(
                .catalogLoadInvalidInputWords,
                ["file": .userText(file), "section": .userText(section)])
        }
    }
}
