import FoundationEssentials
import SubRecords

extension ExpenseStore {
    /// What `export ics --caldav` last wrote to `collection`, by file name.
    public func publishedEvents(in collection: String) throws(StoreError) -> [PublishedEvent] {
        try sql { () throws(SQLiteConnection.Failure) in
            let statement = try connection.cachedStatement(
                """
                SELECT file_name, expense_id, name, etag, content FROM published_events
                WHERE collection = ?1 ORDER BY file_name
                """)
            defer { statement.reset() }
            try statement.bind(collection, at: 1)
            var events: [PublishedEvent] = []
            while try statement.step() {
                guard let fileName = statement.text(0),
                    let id = statement.text(1).flatMap(UUID.init(uuidString:)),
                    let name = statement.text(2), let content = statement.text(4)
                else { continue }
                events.append(
                    PublishedEvent(
                        collection: collection, fileName: fileName, expenseID: id, name: name,
                        etag: statement.text(3), content: content))
            }
            return events
        }
    }

    /// Records one resource as written, in a transaction of its own: each request's outcome
    /// is kept as soon as the server has answered, so a run cut short loses nothing it did.
    public func recordPublished(_ event: PublishedEvent) throws(StoreError) {
        try inTransaction { () throws(StoreError) in
            try sql { () throws(SQLiteConnection.Failure) in
                try connection.cachedStatement(
                    """
                    INSERT INTO published_events
                        (collection, file_name, expense_id, name, etag, content)
                    VALUES (?1, ?2, ?3, ?4, ?5, ?6)
                    ON CONFLICT (collection, file_name) DO UPDATE SET
                        expense_id = excluded.expense_id, name = excluded.name,
                        etag = excluded.etag, content = excluded.content
                    """
                ).run([
                    .text(event.collection), .text(event.fileName),
                    .text(event.expenseID.uuidString.lowercased()), .text(event.name),
                    event.etag.map(SQLiteValue.text) ?? .null, .text(event.content),
                ])
            }
        }
    }

    /// Forgets a resource that was removed from the server (or found gone).
    public func forgetPublished(collection: String, fileName: String) throws(StoreError) {
        try inTransaction { () throws(StoreError) in
            try sql { () throws(SQLiteConnection.Failure) in
                try connection.cachedStatement(
                    "DELETE FROM published_events WHERE collection = ?1 AND file_name = ?2"
                ).run([.text(collection), .text(fileName)])
            }
        }
    }
}
