import FoundationEssentials

/// What applying a pull did to the cache: rows written and removed, and the rows it skipped
/// because this client cannot read them.
public struct ServerChangesApplied: Hashable, Sendable {
    /// Rows the cache took from the server (new or different from the cached copy).
    public let written: Int
    /// Cached rows removed because the server deleted them.
    public let deleted: Int
    /// Server rows left out of the cache, in the order they came.
    public let unreadable: [UnreadableServerRow]
    /// Payments the cache took from the server, and payments it removed because the server
    /// deleted them.
    public var paymentsWritten = 0
    public var paymentsDeleted = 0

    public init(written: Int, deleted: Int, unreadable: [UnreadableServerRow] = []) {
        self.written = written
        self.deleted = deleted
        self.unreadable = unreadable
    }
}

/// A server row this client cannot read (another app wrote a value SubHub does not know):
/// what there is to name it by, as the server has it.
public struct UnreadableServerRow: Hashable, Sendable {
    /// The row's id as text (empty when even that is missing).
    public let id: String
    /// Its name, when it has one.
    public let name: String?
    /// The first column that could not be read (empty when the row had the wrong shape).
    public let field: String

    public init(id: String, name: String?, field: String) {
        self.id = id
        self.name = name
        self.field = field
    }
}
