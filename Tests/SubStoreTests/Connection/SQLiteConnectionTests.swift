import SubRecords
import Testing

@testable import SubStore

@Suite struct SQLiteConnectionTests {
    @Test func boundTextIsStoredVerbatimNeverRunAsSQL() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let db = try SQLiteConnection(path: folder.file("c.sqlite"), mode: .readWriteCreate)
        try db.execute("CREATE TABLE t (v TEXT, n INTEGER)")
        let hostile = "x'); DROP TABLE t; --\u{0}\u{1B}[31m ñ"
        try db.cachedStatement("INSERT INTO t (v, n) VALUES (?1, ?2)").run([
            .text(hostile), .integer(Int64.min),
        ])
        let read = try db.prepare("SELECT v, n, typeof(n) FROM t")
        #expect(try read.step())
        #expect(read.text(0) == hostile)
        #expect(read.int64(1) == Int64.min)
        #expect(read.text(2) == "integer")
        #expect(try db.integer("SELECT count(*) FROM t") == 1)
    }

    @Test func failuresCarryTheSQLiteCodeAndMessage() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let db = try SQLiteConnection(path: folder.file("c.sqlite"), mode: .readWriteCreate)
        try db.execute("CREATE TABLE t (v INTEGER NOT NULL)")
        do {
            try db.prepare("INSERT INTO t (v) VALUES (?1)").run([.null])
            Issue.record("NULL was accepted")
        } catch {
            #expect(error.code == SQLiteConnection.ResultCode.constraint)
            #expect(error.extendedCode != error.code)  // extended codes are on
            #expect(error.message.contains("NOT NULL"))
        }
        #expect(throws: SQLiteConnection.Failure.self) { try db.prepare("SELEC nonsense") }
        #expect(throws: SQLiteConnection.Failure.self) {
            try SQLiteConnection(path: folder.file("missing/dir/c.sqlite"), mode: .readWriteCreate)
        }
    }
}
