/// What is wrong inside a catalog file, as a value: the shell words it from the catalogs
/// (`catalog.problem.*`), so a translator reads it in their own language.
public enum CatalogProblem: Hashable, Sendable {
    /// The text stops being JSON at `line`, `column` (both counted from 1).
    case notJSON(line: Int, column: Int)
    /// The text is not JSON the reader follows (nested deeper than it goes).
    case tooDeep
    /// The text is JSON, but not an object.
    case notAnObject
    /// The `input` section is not JSON by itself.
    case inputNotJSON
    /// A message is neither a string nor an object.
    case notTextOrObject
    /// A message's value is not JSON by itself.
    case messageNotJSON
    /// A message's text is not a template.
    case template(MessageTemplateSyntaxError)
    /// A plural's `count_argument` is not a placeholder name.
    case countArgumentNotAName
    /// A plural variant is not a string.
    case variantNotText(String)
    /// An `=N` plural variant does not name a number.
    case variantNotNumber(String)
    /// A plural variant is neither `=N` nor a CLDR category.
    case unknownVariant(String)
    /// A plural lacks its `other` variant.
    case otherMissing
}
