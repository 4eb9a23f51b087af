import SubDomain

/// `list`'s layout handed to Rendering as the runner reads it: the column facts first, then
/// each entry in print order. A store hands its rows over as it reads them, so the first
/// lines leave long before the last row is read, and Rendering never sees the store.
///
/// Results are `Sendable` because they are values; this one reads a connection instead, made
/// and used on the one thread that runs the command and presents it, never sent elsewhere.
public struct ListEntries: @unchecked Sendable {
    /// Calls `extents` once, then `entry` for every entry.
    public typealias Reader = (
        _ extents: (ListExtents) -> Void, _ entry: (ListEntry) -> Void
    ) throws(CommandFailure) -> Void

    private let reader: Reader

    public init(_ reader: @escaping Reader) {
        self.reader = reader
    }

    public func read(
        extents: (ListExtents) -> Void, entry: (ListEntry) -> Void
    ) throws(CommandFailure) {
        try reader(extents, entry)
    }
}
