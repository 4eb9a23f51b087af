/// One problem the catalog check found. Typed; worded from the catalogs for translators.
public enum CatalogFinding: Hashable, Sendable, Comparable {
    /// `key` exists in another catalog (or is used by the code) but not in `language`.
    case missingKey(key: String, language: String)
    /// The placeholders of `key` in `language` differ from those in `referenceLanguage`.
    case placeholdersDiffer(
        key: String, language: String, found: [String], referenceLanguage: String,
        expected: [String])
    /// A plural message lacks a category that `language`'s rules can produce.
    case missingPluralCategory(key: String, language: String, category: PluralCategory)
    /// `language` has no `input.commands` entry for a canonical command.
    case missingCommand(command: String, language: String)
    /// `language` has no `input.periods` words for a named period.
    case missingPeriodWords(period: String, language: String)

    /// Findings sort by key, then language, so output is stable.
    var sortKey: String {
        switch self {
        case .missingKey(let key, let language): "\(key) \(language) 0"
        case .placeholdersDiffer(let key, let language, _, _, _): "\(key) \(language) 1"
        case .missingPluralCategory(let key, let language, let category):
            "\(key) \(language) 2\(category)"
        case .missingCommand(let command, let language): "~command.\(command) \(language)"
        case .missingPeriodWords(let period, let language): "~period.\(period) \(language)"
        }
    }

    public static func < (lhs: CatalogFinding, rhs: CatalogFinding) -> Bool {
        lhs.sortKey < rhs.sortKey
    }
}

extension CatalogFinding: LocalizableMessage {
    public var localizedMessage: LocalizedMessage {
        switch self {
        case .missingKey(let key, let language):
            LocalizedMessage(
                .catalogFindingMissingKey, ["key": .text(key), "language": .text(language)])
        case .placeholdersDiffer(let key, let language, let found, let reference, let expected):
            LocalizedMessage(
                .catalogFindingPlaceholdersDiffer,
                [
                    "key": .text(key), "language": .text(language),
                    "found": .text(Self.braced(found)), "reference_language": .text(reference),
                    "expected": .text(Self.braced(expected)),
                ])
        case .missingPluralCategory(let key, let language, let category):
            LocalizedMessage(
                .catalogFindingMissingPluralCategory,
                [
                    "key": .text(key), "language": .text(language),
                    "category": .text(category.rawValue),
                ])
        case .missingCommand(let command, let language):
            LocalizedMessage(
                .catalogFindingMissingCommand,
                ["command": .text(command), "language": .text(language)])
        case .missingPeriodWords(let period, let language):
            LocalizedMessage(
                .catalogFindingMissingPeriodWords,
                ["period": .text(period), "language": .text(language)])
        }
    }

    /// `{amount} {name}`: placeholder names as a translator sees them in the catalog.
    private static func braced(_ names: [String]) -> String {
        names.isEmpty ? "∅" : names.map { "{\($0)}" }.joined(separator: " ")
    }
}
