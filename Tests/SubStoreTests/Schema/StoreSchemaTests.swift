import SubRecords
import Testing

@testable import SubStore

/// The database's own defences, exercised with raw SQL that bypasses the domain entirely.
@Suite struct StoreSchemaTests {
    private let folder: TemporaryFolder
    private let db: SQLiteConnection

    init() throws {
        folder = try TemporaryFolder()
        let path = folder.file("s.sqlite")
        ExpenseStoreLifetime.keep(try ExpenseStore(path: path))
        db = try SQLiteConnection(path: path, mode: .readWrite)
        try db.execute("PRAGMA foreign_keys = ON")
    }

    private func insert(
        _ id: String, amount: Int64 = 100, currency: String = "EUR", period: String = "monthly",
        parent: String? = nil, group: String? = nil, status: String = "active",
        archivedOn: String? = nil, sharedWith: Int64 = 1, next: String = "2026-12-01"
    ) throws {
        try db.prepare(
            """
            INSERT INTO expenses (id, position, name, amount_minor, currency, period, next_charge,
                status, archived_on, parent_id, group_mode, shared_with, created_on)
            VALUES (?1, 0, 'n', ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, '2026-11-29')
            """
        ).run([
            .text(Self.id(id)), .integer(amount), .text(currency), .text(period), .text(next),
            .text(status), archivedOn.map { .text($0) } ?? .null,
            parent.map { .text(Self.id($0)) } ?? .null, group.map { .text($0) } ?? .null,
            .integer(sharedWith),
        ])
    }

    private static func id(_ letter: String) -> String {
        String(repeating: letter, count: 8) + "-AAAA-4AAA-8AAA-AAAAAAAAAAAA"
    }

    private func amount(_ id: String) throws -> Int64? {
        let statement = try db.prepare("SELECT amount_minor FROM expenses WHERE id = ?1")
        try statement.bind(Self.id(id), at: 1)
        return try statement.step() ? statement.int64(0) : nil
    }

    private func refused(_ message: String, _ body: () throws -> Void) {
        do {
            try body()
            Issue.record("expected a refusal containing \(message)")
        } catch let failure as SQLiteConnection.Failure {
            #expect(failure.code == SQLiteConnection.ResultCode.constraint)
            #expect(failure.message.contains(message), "\(failure.message)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func checkConstraintsRefuseImpossibleValues() throws {
        defer { folder.remove() }
        refused("CHECK") { try insert("B", amount: 0) }
        refused("CHECK") { try insert("B", amount: -5) }
        refused("CHECK") { try insert("B", currency: "eur") }
        refused("CHECK") { try insert("B", currency: "EURO") }
        refused("CHECK") { try insert("B", period: "fortnightly") }
        refused("CHECK") { try insert("B", next: "01/12/2026") }
        refused("CHECK") { try insert("B", status: "deleted") }
        refused("CHECK") { try insert("B", status: "archived") }  // without its date
        refused("CHECK") { try insert("B", sharedWith: 0) }
        refused("CHECK") { try insert("B", group: "sometimes") }
        try insert("B", amount: 0, group: "automatic")  // an empty automatic group sums to 0
        // A missing parent is refused before the foreign key is even checked.
        refused("subhub:parent_not_group") { try insert("C", parent: "F") }
    }

    /// Version 5: an anchor day is a day of a month, and a manage link at least a web one.
    @Test func anchorDayAndManageURLAreChecked() throws {
        defer { folder.remove() }
        try insert("A")
        let anchor = "UPDATE expenses SET anchor_day = ?1 WHERE id = ?2"
        let link = "UPDATE expenses SET manage_url = ?1 WHERE id = ?2"
        let row = SQLiteValue.text(Self.id("A"))
        for day: Int64 in [0, 32, -1] {
            refused("CHECK") { try db.prepare(anchor).run([.integer(day), row]) }
        }
        try db.prepare(anchor).run([.integer(31), row])
        for url in ["", "ftp://a.com", "javascript:alert(1)", String(repeating: "h", count: 2049)] {
            refused("CHECK") { try db.prepare(link).run([.text(url), row]) }
        }
        try db.prepare(link).run([.text("HTTPS://a.com/cancel"), row])
        try db.prepare(link).run([.null, row])
    }

    @Test func onlyAnArchivedRowCanBeMarkedArchivedWithItsGroup() throws {
        defer { folder.remove() }
        try insert("A", group: "manual")
        try insert("B", parent: "A")
        let mark = "UPDATE expenses SET archived_with_group = ?1 WHERE id = ?2"
        refused("CHECK") { try db.prepare(mark).run([.integer(1), .text(Self.id("B"))]) }
        try db.prepare(
            "UPDATE expenses SET status = 'archived', archived_on = '2026-11-29' WHERE id = ?1"
        ).run([.text(Self.id("B"))])
        refused("CHECK") { try db.prepare(mark).run([.integer(2), .text(Self.id("B"))]) }
        try db.prepare(mark).run([.integer(1), .text(Self.id("B"))])
    }

    @Test func triggersRefuseNestingAndMismatchedChildren() throws {
        defer { folder.remove() }
        try insert("A", group: "manual")
        try insert("B")
        try insert("C", parent: "A")
        refused("subhub:parent_not_group") { try insert("D", parent: "B") }
        // C is a child, so it cannot be a group: a grandchild is refused.
        refused("subhub:parent_not_group") { try insert("D", parent: "C") }
        refused("subhub:nested_group") { try insert("D", parent: "A", group: "manual") }
        refused("subhub:currency_mismatch") { try insert("D", currency: "USD", parent: "A") }
        refused("subhub:period_mismatch") { try insert("D", period: "annual", parent: "A") }
        refused("subhub:currency_mismatch") {
            try db.prepare("UPDATE expenses SET currency = 'USD' WHERE id = ?1").run([
                .text(Self.id("A"))
            ])
        }
        refused("subhub:parent_not_group") {
            try db.prepare("UPDATE expenses SET group_mode = NULL WHERE id = ?1").run([
                .text(Self.id("A"))
            ])
        }
        try insert("E", group: "manual")
        refused("subhub:nested_group") {
            try db.prepare("UPDATE expenses SET parent_id = ?1 WHERE id = ?2")
                .run([.text(Self.id("E")), .text(Self.id("A"))])
        }
    }

    @Test func anAutomaticGroupAlwaysEqualsItsActiveChildren() throws {
        defer { folder.remove() }
        try insert("A", amount: 0, group: "automatic")
        try insert("B", amount: 1099, parent: "A")
        try insert("C", amount: 500, parent: "A")
        #expect(try amount("A") == 1599)
        try db.prepare("UPDATE expenses SET amount_minor = 700 WHERE id = ?1").run([
            .text(Self.id("C"))
        ])
        #expect(try amount("A") == 1799)
        try db.prepare(
            "UPDATE expenses SET status = 'archived', archived_on = '2026-11-29' WHERE id = ?1"
        )
        .run([.text(Self.id("B"))])
        #expect(try amount("A") == 700)
        // Setting the group's amount by hand cannot move it off the sum.
        try db.prepare("UPDATE expenses SET amount_minor = 1 WHERE id = ?1").run([
            .text(Self.id("A"))
        ])
        #expect(try amount("A") == 700)
        try db.prepare("DELETE FROM expenses WHERE id = ?1").run([.text(Self.id("C"))])
        #expect(try amount("A") == 0)
    }

    @Test func migrationsAreNumberedInOrderAndSetTheirVersion() {
        defer { folder.remove() }
        #expect(StoreSchema.migrations.map(\.version) == Array(1...StoreSchema.currentVersion))
        #expect(StoreSchema.currentVersion >= 2)
        for migration in StoreSchema.migrations {
            #expect(migration.sql.contains("PRAGMA user_version = \(migration.version);"))
        }
    }
}

/// Keeps nothing alive: opening and dropping a store is how the schema tests create the file.
enum ExpenseStoreLifetime {
    static func keep(_ store: ExpenseStore) { store.close() }
}
