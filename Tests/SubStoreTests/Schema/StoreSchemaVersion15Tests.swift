import Foundation
import SubRecords
import Testing

@testable import SubStore

/// Version 15: `published_events`, what `export ics --caldav` wrote where. A profile written
/// by version 14 gains the empty table; records are kept per collection and replaced whole.
@Suite struct StoreSchemaVersion15Tests {
    @Test func upgradingAddsTheTableAndRecordsArePerCollection() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("subhub.sqlite")
        do {
            let store = try ExpenseStore(path: path)
            try store.connection.execute(withoutVersions18To20)
            try store.connection.execute("DROP TABLE published_events")
            try store.connection.execute("PRAGMA user_version = 14")
            store.close()
        }
        let store = try ExpenseStore(path: path)
        #expect(
            try store.connection.integer("PRAGMA user_version")
                == Int64(ExpenseStore.currentSchemaVersion))
        let id = UUID()
        let first = PublishedEvent(
            collection: "http://h/a/", fileName: "x-charge.ics", expenseID: id, name: "Gym",
            etag: "\"1\"",
            content: "BEGIN:VCALENDAR")
        try store.recordPublished(first)
        try store.recordPublished(
            PublishedEvent(
                collection: "http://h/b/", fileName: "x-charge.ics", expenseID: id, name: "Gym",
                etag: nil,
                content: "other"))
        var changed = first
        changed.etag = "\"2\""
        changed.content = "BEGIN:VCALENDAR\r\nX"
        try store.recordPublished(changed)
        #expect(try store.publishedEvents(in: "http://h/a/") == [changed])
        #expect(try store.publishedEvents(in: "http://h/b/").map(\.etag) == [nil])
        try store.forgetPublished(collection: "http://h/a/", fileName: "x-charge.ics")
        #expect(try store.publishedEvents(in: "http://h/a/") == [])
        #expect(try store.publishedEvents(in: "http://h/b/").count == 1)
        #expect(try store.integrityCheck())
    }
}
