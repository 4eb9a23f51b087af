extension CatalogLoadError: LocalizableMessage {
    /// The sentence telling a translator what is wrong with an override catalog.
    public var localizedMessage: LocalizedMessage {
        switch self {
        case .unreadable(let file, let reason):
            LocalizedMessage(
                .catalogLoadUnreadable, ["file": .text(file), "reason": .text(reason)])
        case .invalidJSON(let file, let reason):
            LocalizedMessage(
                .catalogLoadInvalidJSON, ["file": .text(file), "reason": .text(reason)])
        case .missingField(let file, let field):
            LocalizedMessage(
                .catalogLoadMissingField, ["file": .text(file), "field": .text(field)])
        case .languageMismatch(let file, let declared):
            LocalizedMessage(
                .catalogLoadLanguageMismatch, ["file": .text(file), "language": .text(declared)])
        case .invalidPluralRules(let file, .unknownCategory(let category)):
            LocalizedMessage(
                .catalogLoadUnknownPluralCategory,
                ["file": .text(file), "category": .text(category)])
        case .invalidPluralRules(let file, .syntax(let category, let error)):
            LocalizedMessage(
                .catalogLoadInvalidPluralRule,
                [
                    "file": .text(file), "category": .text(category.rawValue),
                    "rule": .text(error.rule),
                    "token": .text(error.token),
                ])
        case .invalidMessage(let file, let key, let reason):
            LocalizedMessage(
                .catalogLoadInvalidMessage,
                ["file": .text(file), "key": .text(key), "reason": .text(reason)])
        case .invalidPluralMessage(let file, let key, let reason):
            LocalizedMessage(
                .catalogLoadInvalidPluralMessage,
                ["file": .text(file), "key": .text(key), "reason": .text(reason)])
        case .invalidInputWords(let file, let section):
            LocalizedMessage(
                .catalogLoadInvalidInputWords, ["file": .text(file), "section": .text(section)])
        }
    }
}
