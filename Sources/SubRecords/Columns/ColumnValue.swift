/// A column's value as SQLite keeps it (and as a statement parameter binds it): the one
/// form the store, history and the household's records all write a field in.
public enum ColumnValue: Hashable, Sendable {
    case null
    case integer(Int64)
    case text(String)
}
