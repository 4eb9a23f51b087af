/// One entry of a catalog's `messages`: a plain sentence or a plural message.
public enum CatalogMessage: Hashable, Sendable {
    case text(MessageTemplate)
    case plural(PluralMessage)

    /// The placeholder names used by any variant (and the count argument), sorted.
    public var placeholders: Set<String> {
        switch self {
        case .text(let template):
            Set(template.placeholders)
        case .plural(let plural):
            Set(plural.allTemplates.flatMap(\.placeholders)).union([plural.countArgument])
        }
    }
}
