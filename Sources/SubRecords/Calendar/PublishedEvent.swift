import FoundationEssentials

/// One calendar resource as SubHub last wrote it to a CalDAV collection: what
/// `export ics --caldav` compares the next calendar with, and the ETag it sends back so that
/// a change made on the server is never overwritten unseen.
public struct PublishedEvent: Hashable, Sendable {
    /// The collection's address, without any user or password.
    public var collection: String
    /// The resource's name in the collection (`<plan id>-<kind>.ics`).
    public var fileName: String
    /// The plan the event belongs to.
    public var expenseID: UUID
    /// The plan's name when the event was written.
    public var name: String
    /// The server's entity tag for what was written, quotes included; `nil` when it gave none.
    public var etag: String?
    /// The calendar text written, without its DTSTAMP.
    public var content: String

    public init(
        collection: String, fileName: String, expenseID: UUID, name: String, etag: String?,
        content: String
    ) {
        self.collection = collection
        self.fileName = fileName
        self.expenseID = expenseID
        self.name = name
        self.etag = etag
        self.content = content
    }
}
