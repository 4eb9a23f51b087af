extension CatalogProblem: LocalizableMessage {
    /// The words for the problem, which the sentence about its file quotes.
    public var localizedMessage: LocalizedMessage {
        switch self {
        case .notJSON(let line, let column):
            LocalizedMessage(
                .catalogProblemNotJSON, ["line": .count(line), "column": .count(column)])
        case .tooDeep: LocalizedMessage(.catalogProblemTooDeep)
        case .notAnObject: LocalizedMessage(.catalogProblemNotAnObject)
        case .inputNotJSON: LocalizedMessage(.catalogProblemInputNotJSON)
        case .notTextOrObject: LocalizedMessage(.catalogProblemNotTextOrObject)
        case .messageNotJSON: LocalizedMessage(.catalogProblemMessageNotJSON)
        case .template(.unclosedPlaceholder(let text)):
            LocalizedMessage(.catalogProblemUnclosedPlaceholder, ["text": .userText(text)])
        case .template(.unopenedBrace(let text)):
            LocalizedMessage(.catalogProblemUnopenedBrace, ["text": .userText(text)])
        case .template(.invalidPlaceholderName(let name)):
            LocalizedMessage(.catalogProblemInvalidPlaceholderName, ["name": .userText(name)])
        case .countArgumentNotAName: LocalizedMessage(.catalogProblemCountArgumentNotAName)
        case .variantNotText(let variant):
            LocalizedMessage(.catalogProblemVariantNotText, ["variant": .userText(variant)])
        case .variantNotNumber(let variant):
            LocalizedMessage(.catalogProblemVariantNotNumber, ["variant": .userText(variant)])
        case .unknownVariant(let variant):
            LocalizedMessage(.catalogProblemUnknownVariant, ["variant": .userText(variant)])
        case .otherMissing: LocalizedMessage(.catalogProblemOtherMissing)
        }
    }
}
