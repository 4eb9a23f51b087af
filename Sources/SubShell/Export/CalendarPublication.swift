/// What `export ics --caldav` did to a CalDAV collection, event by event.
public struct CalendarPublication: Hashable, Sendable {
    /// Why an event was left as the server has it.
    public enum Conflict: Hashable, Sendable {
        /// Someone changed (or created) the resource on the server since SubHub wrote it: the
        /// ETag no longer matches, and it is not overwritten.
        case changedOnServer
        /// The server refused it with this status.
        case refused(status: Int)
    }

    /// The collection's address as it may be shown (no user, password or query).
    public let collection: String
    public internal(set) var created: [String] = []
    public internal(set) var updated: [String] = []
    public internal(set) var removed: [String] = []
    public internal(set) var unchanged = 0
    /// The plan's name and why its event was left alone.
    public internal(set) var conflicts: [(name: String, reason: Conflict)] = []

    init(collection: String) { self.collection = collection }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.collection == rhs.collection && lhs.created == rhs.created
            && lhs.updated == rhs.updated && lhs.removed == rhs.removed
            && lhs.unchanged == rhs.unchanged
            && lhs.conflicts.map(\.name) == rhs.conflicts.map(\.name)
            && lhs.conflicts.map(\.reason) == rhs.conflicts.map(\.reason)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(collection)
        hasher.combine(created)
        hasher.combine(updated)
        hasher.combine(removed)
    }
}
