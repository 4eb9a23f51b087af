import Foundation
import Testing

@testable import SubStore

/// `looksLinked` decides whether a command loads libpq ahead; a wrong "yes" costs a few
/// milliseconds of another core, a wrong "no" only the head start, and nothing may throw.
@Suite struct ExpenseStoreLooksLinkedTests {
    @Test func onlyAProfileWithAServerSaysYes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("s.sqlite")
        #expect(!ExpenseStore.looksLinked(path: path))  // no file yet
        let store = try ExpenseStore(path: path)
        #expect(!ExpenseStore.looksLinked(path: path))
        try store.connection.execute(
            "INSERT INTO settings (key, value) VALUES ('server_conninfo', 'host=/nowhere')")
        // Closing copies the WAL into the file, as every command's end does.
        store.close()
        #expect(ExpenseStore.looksLinked(path: path))

        let garbage = folder.file("garbage.sqlite")
        try Data("not a database at all".utf8).write(to: URL(fileURLWithPath: garbage))
        #expect(!ExpenseStore.looksLinked(path: garbage))
        #expect(!ExpenseStore.looksLinked(path: folder.path))  // a folder

        // A damaged file is left exactly as it was: no -wal, no -shm beside it.
        let truncated = folder.file("truncated.sqlite")
        let whole = try Data(contentsOf: URL(fileURLWithPath: path))
        try whole.prefix(1_000).write(to: URL(fileURLWithPath: truncated))
        #expect(!ExpenseStore.looksLinked(path: truncated))
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(left.filter { $0.hasPrefix("truncated") } == ["truncated.sqlite"])
    }
}
