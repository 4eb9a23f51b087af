// Sentences for translators: catalog check findings and catalog loading problems.
extension MessageKey {
    public static let catalogFindingMissingKey = MessageKey("catalog.finding.missing_key")
    public static let catalogFindingPlaceholdersDiffer = MessageKey(
        "catalog.finding.placeholders_differ")
    public static let catalogFindingMissingPluralCategory = MessageKey(
        "catalog.finding.missing_plural_category")
    public static let catalogFindingMissingCommand = MessageKey("catalog.finding.missing_command")
    public static let catalogFindingMissingPeriodWords = MessageKey(
        "catalog.finding.missing_period_words")
    public static let catalogCheckPassed = MessageKey("catalog.check.passed")
    public static let catalogCheckFailed = MessageKey("catalog.check.failed")

    public static let catalogLoadUnreadable = MessageKey("catalog.load.unreadable")
    public static let catalogLoadInvalidJSON = MessageKey("catalog.load.invalid_json")
    public static let catalogLoadMissingField = MessageKey("catalog.load.missing_field")
    public static let catalogLoadLanguageMismatch = MessageKey("catalog.load.language_mismatch")
    public static let catalogLoadUnknownPluralCategory = MessageKey(
        "catalog.load.unknown_plural_category")
    public static let catalogLoadInvalidPluralRule = MessageKey("catalog.load.invalid_plural_rule")
    public static let catalogLoadInvalidMessage = MessageKey("catalog.load.invalid_message")
    public static let catalogLoadInvalidPluralMessage = MessageKey(
        "catalog.load.invalid_plural_message")
    public static let catalogLoadInvalidInputWords = MessageKey("catalog.load.invalid_input_words")

    static let catalogKeys: [MessageKey] = [
        catalogFindingMissingKey, catalogFindingPlaceholdersDiffer,
        catalogFindingMissingPluralCategory,
        catalogFindingMissingCommand, catalogFindingMissingPeriodWords, catalogCheckPassed,
        catalogCheckFailed, catalogLoadUnreadable, catalogLoadInvalidJSON, catalogLoadMissingField,
        catalogLoadLanguageMismatch, catalogLoadUnknownPluralCategory, catalogLoadInvalidPluralRule,
        catalogLoadInvalidMessage, catalogLoadInvalidPluralMessage, catalogLoadInvalidInputWords,
    ]
}
