/// Why a catalog file could not be used. Typed, so the shell words it from the catalogs
/// (a broken catalog cannot be trusted to word its own error; English is used then).
public enum CatalogLoadError: Error, Hashable, Sendable {
    /// The file or folder could not be read; `reason` is the system's (`strerror`).
    case unreadable(file: String, reason: String)
    /// The file is not UTF-8 text.
    case notUTF8(file: String)
    /// The text is not a JSON object.
    case invalidJSON(file: String, problem: CatalogProblem)
    /// A required top-level field is missing or has the wrong type.
    case missingField(file: String, field: String)
    /// The file is named for one language but declares another.
    case languageMismatch(file: String, declared: String)
    case invalidPluralRules(file: String, PluralRuleSetError)
    /// A message is neither a string, a plural object, nor a group of messages.
    case invalidMessage(file: String, key: String, problem: CatalogProblem)
    /// A plural message lacks `other` or `count_argument`, or names an unknown variant.
    case invalidPluralMessage(file: String, key: String, problem: CatalogProblem)
    /// An entry of the `input` section has the wrong shape.
    case invalidInputWords(file: String, section: String)
}
