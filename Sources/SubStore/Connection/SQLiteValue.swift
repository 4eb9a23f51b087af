/// A value bound to a statement parameter.
enum SQLiteValue: Hashable, Sendable {
    case null
    case integer(Int64)
    case text(String)
}
