import Foundation
import SubDomain
import SubRecords
import Testing

@testable import SubStore

/// Version 12: the server version of each cached row, the rows to read again, and the base
/// version of each queued change.
@Suite struct StoreSchemaVersion12Tests {
    /// A linked profile exactly as version 11 left it: a row, a queued edit, a pulled version.
    private func versionElevenDatabase(at path: String, expense: RecurringExpense) throws {
        let raw = try SQLiteConnection(path: path, mode: .readWriteCreate)
        defer { raw.close() }
        for migration in StoreSchema.migrations.prefix(11) {
            try raw.execute("BEGIN IMMEDIATE")
            try raw.execute(migration.sql)
            try migration.fill?(raw)
            try raw.execute("COMMIT")
        }
        // Version 11's record: the columns before version 18's three.
        let values = ExpenseRecord(expense).values.dropLast(3).map {
            $0.map { $0 as Any } ?? NSNull()
        }
        let record = String(
            decoding: try JSONSerialization.data(withJSONObject: Array(values)), as: UTF8.self)
        try raw.prepare(
            """
            INSERT INTO sync_outbox (key, expense_id, kind, before, after, queued_at)
            VALUES (?1, ?2, 'update', ?3, ?3, '1795974005')
            """
        ).run([.text(UUID().uuidString), .text(expense.id.uuidString), .text(record)])
        for (key, value) in [
            ("server_conninfo", "dbname=subhub"), ("household_id", UUID().uuidString),
            ("household_name", "Casa"), ("household_login", "alice"), ("pulled_version", "40"),
        ] {
            try raw.prepare("INSERT INTO settings (key, value) VALUES (?1, ?2)").run([
                .text(key), .text(value),
            ])
        }
        #expect(try raw.integer("PRAGMA user_version") == 11)
    }

    @Test func upgradingALinkedProfilePullsEveryRowAgainForItsVersion() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("subhub.sqlite")
        let netflix = Sample.expense("Netflix", 1299)
        try versionElevenDatabase(at: path, expense: netflix)

        let store = try ExpenseStore(path: path)
        #expect(
            try store.connection.integer("PRAGMA user_version")
                == Int64(ExpenseStore.currentSchemaVersion))
        #expect(ExpenseStore.currentSchemaVersion >= 12)
        // No row's version is known yet: the next pull starts over and brings them all.
        #expect(try store.householdLink()?.pulledVersion == 0)
        #expect(try store.serverVersion(of: netflix.id) == nil)
        let pending = try store.pendingChanges()
        #expect(pending.count == 1)
        #expect(pending.first?.baseVersion == nil)
        try store.applyServerChanges(
            [(ExpenseRecord(netflix), 41)], deletions: [], latestVersion: 41)
        #expect(try store.serverVersion(of: netflix.id) == 41)
        #expect(try store.integrityCheck())
    }

    @Test func theNewTablesRefuseWhatNoSyncWrites() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ExpenseStore(path: folder.file("s.sqlite"))
        #expect(throws: (any Error).self) {
            try store.connection.execute(
                "INSERT INTO sync_versions (expense_id, version) VALUES ('short', 1)")
        }
        #expect(throws: (any Error).self) {
            try store.connection.execute(
                """
                INSERT INTO sync_versions (expense_id, version)
                VALUES ('\(UUID().uuidString)', -1)
                """)
        }
    }
}
