import Foundation
import SubDomain
import SubRecords
import Testing

@testable import SubStore

@Suite struct ExpenseStoreOpeningTests {
    /// Makes a real SubHub database with a few pages of rows, closed cleanly (no -wal left).
    private func makeDatabase(at path: String, rows: Int = 200) throws {
        let store = try ExpenseStore(path: path)
        try store.write { ledger in
            for index in 0..<rows {
                ledger.append(Sample.expense("Row \(index) with a longer name to fill pages", 100))
            }
        }
        store.close()
    }

    @Test func garbageIsRefusedNamingTheFileAndLeftUntouched() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("subhub.sqlite")
        var generator = SystemRandomNumberGenerator()
        let garbage = Data((0..<10_000).map { _ in UInt8.random(in: 0...255, using: &generator) })
        try garbage.write(to: URL(fileURLWithPath: path))
        #expect(throws: StoreError.notADatabase(path: path)) { try ExpenseStore(path: path) }
        #expect(Sample.bytes(path) == garbage)
        #expect(!FileSystem.exists(path + "-wal"))

        // Text that starts like SQLite but is not one.
        let fake = Data("SQLite format 3\0 but then nothing sensible at all".utf8)
        try fake.write(to: URL(fileURLWithPath: path))
        #expect(throws: StoreError.notADatabase(path: path)) { try ExpenseStore(path: path) }
        #expect(Sample.bytes(path) == fake)
    }

    @Test func aTruncatedDatabaseIsRefusedAndLeftUntouched() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("subhub.sqlite")
        try makeDatabase(at: path)
        let whole = try #require(Sample.bytes(path))
        #expect(whole.count > 8 * 4096)
        for cut in [whole.count / 2, 4096, 4000, 60] {
            let truncated = whole.prefix(cut)
            try truncated.write(to: URL(fileURLWithPath: path))
            #expect(throws: StoreError.notADatabase(path: path), "cut at \(cut)") {
                try ExpenseStore(path: path)
            }
            #expect(Sample.bytes(path) == truncated)
        }
    }

    @Test func anotherApplicationsSQLiteIsRefusedAndLeftUntouched() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("subhub.sqlite")
        // Made with SQLite directly: other tables, no SubHub application id, rollback journal.
        let other = try SQLiteConnection(path: path, mode: .readWriteCreate)
        try other.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)")
        try other.prepare("INSERT INTO notes (body) VALUES (?1)").run([.text("keep me")])
        other.close()
        let before = try #require(Sample.bytes(path))
        #expect(throws: StoreError.notADatabase(path: path)) { try ExpenseStore(path: path) }
        #expect(Sample.bytes(path) == before)

        // Another application that set its own application id, even with our table name.
        let tagged = folder.file("tagged.sqlite")
        let another = try SQLiteConnection(path: tagged, mode: .readWriteCreate)
        try another.execute("PRAGMA application_id = 42; PRAGMA user_version = 1")
        try another.execute("CREATE TABLE expenses (id TEXT)")
        another.close()
        let taggedBefore = try #require(Sample.bytes(tagged))
        #expect(throws: StoreError.notADatabase(path: tagged)) { try ExpenseStore(path: tagged) }
        #expect(Sample.bytes(tagged) == taggedBefore)
    }

    @Test func aZeroLengthFileIsTakenAsANewDatabase() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("subhub.sqlite")
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        let store = try ExpenseStore(path: path)
        try store.write { $0.append(Sample.expense("First", 100)) }
        #expect(try store.read().expenses.count == 1)
    }

    @Test func aNewerDatabaseIsRefusedAndLeftByteForByteUntouched() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("subhub.sqlite")
        try makeDatabase(at: path, rows: 3)
        let raw = try SQLiteConnection(path: path, mode: .readWrite)
        try raw.execute("PRAGMA user_version = 99")
        raw.close()
        let before = try #require(Sample.bytes(path))
        #expect(
            throws: StoreError.newerSchema(
                path: path, found: 99, supported: ExpenseStore.currentSchemaVersion)
        ) {
            try ExpenseStore(path: path)
        }
        #expect(Sample.bytes(path) == before)
        #expect(!FileSystem.exists(path + "-wal"))
    }

    @Test func theVersionOneFixtureIsUpgradedWithEveryRowKept() throws {
        let fixture = try #require(
            Bundle.module.path(
                forResource: "subhub-v1", ofType: "sqlite",
                inDirectory: "Fixtures"))
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("subhub.sqlite")
        try FileManager.default.copyItem(atPath: fixture, toPath: path)

        let store = try ExpenseStore(path: path)
        #expect(
            try store.connection.integer("PRAGMA user_version")
                == Int64(ExpenseStore.currentSchemaVersion))
        let ledger = try store.read()
        // Version 5 took each row's anchor day from its next charge; no row has a link yet.
        #expect(ledger.expenses.map(\.anchorDay) == [5, 10, 10, 10, 1, 1])
        #expect(ledger.expenses.allSatisfy { $0.manageURL == nil })
        #expect(
            ledger.expenses.map(\.name) == [
                "Netflix", "Música en familia", "Spotify 🎵", "Deezer", "Gym", "Cloud",
            ])
        let byName = Dictionary(uniqueKeysWithValues: ledger.expenses.map { ($0.name, $0) })
        // Version 3 brought the automatic group's stale amount (500) in line with its children.
        let musicGroup = try #require(byName["Música en familia"])
        #expect(musicGroup.amount.minorUnits == 1799 + 1199)
        #expect(byName["Spotify 🎵"]?.sharedWith == 4)
        #expect(byName["Spotify 🎵"]?.trialEnds == Sample.date("2026-12-01"))
        #expect(byName["Spotify 🎵"]?.notes == "plan familiar")
        #expect(byName["Gym"]?.period == (try Period(every: 4, .week)))
        #expect(byName["Gym"]?.archivedOn == Sample.date("2026-06-30"))
        #expect(byName["Cloud"]?.amount == Money(minorUnits: 10_000, currency: .usd))
        // Version 2 seeded the kill count from the items already archived.
        #expect(ledger.killCount == 1)
        // And the upgraded file takes writes, enforcing the new triggers.
        let group = try #require(byName["Música en familia"])
        try store.write { $0.append(Sample.expense("Tidal", 1000, parent: group.id)) }
        #expect(
            try store.read().expenses.first { $0.id == group.id }?.amount.minorUnits
                == 1799 + 1199 + 1000)
        #expect(try store.integrityCheck())
    }

    /// Before version 4 an archived group left its members active but counted nowhere; the
    /// upgrade archives them with it, as the domain now does, so restoring the group brings
    /// them back and nothing live hides inside an archived group.
    @Test func upgradingArchivesMembersLeftActiveInAnArchivedGroup() throws {
        let fixture = try #require(
            Bundle.module.path(
                forResource: "subhub-v1", ofType: "sqlite",
                inDirectory: "Fixtures"))
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("subhub.sqlite")
        try FileManager.default.copyItem(atPath: fixture, toPath: path)
        // As version 1 archived a group: the group alone.
        let raw = try SQLiteConnection(path: path, mode: .readWrite)
        try raw.execute(
            """
            UPDATE expenses SET status = 'archived', archived_on = '2026-07-15'
            WHERE id = '22222222-2222-4222-8222-222222222222'
            """)
        raw.close()

        let store = try ExpenseStore(path: path)
        var ledger = try store.read()
        let byName = Dictionary(uniqueKeysWithValues: ledger.expenses.map { ($0.name, $0) })
        for name in ["Spotify 🎵", "Deezer"] {
            let member = try #require(byName[name])
            #expect(member.status == .archived, "\(name)")
            #expect(member.archivedOn == Sample.date("2026-07-15"))
            #expect(member.archivedWithGroup)
        }
        #expect(byName["Netflix"]?.archivedWithGroup == false)
        #expect(byName["Gym"]?.archivedWithGroup == false, "archived on its own")
        #expect(ledger.killCount == 2, "the upgrade counts no new kills")

        let group = try #require(byName["Música en familia"])
        let restored = try ledger.restoreWithMembers(group.id)
        #expect(Set(restored.value.cascaded.map(\.name)) == ["Spotify 🎵", "Deezer"])
        #expect(restored.value.target.amount.minorUnits == 1799 + 1199)
        #expect(try store.integrityCheck())
    }

    @Test func theFixtureSchemaIsExactlyVersionOne() throws {
        let url = try #require(
            Bundle.module.url(
                forResource: "schema-v1", withExtension: "sql",
                subdirectory: "Fixtures"))
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text == StoreSchema.version1)
    }

    @Test func foldersAre0700AndFiles0600IncludingWalAndShm() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let root = folder.file("data/subhub")
        let location = try StoreLocation(dataRoot: root, profile: "bea")
        let previous = umask(0o022)  // a typical, lax umask must not widen the modes
        defer { umask(previous) }
        let store = try ExpenseStore(location: location)
        try store.write { $0.append(Sample.expense("One", 100)) }
        #expect(FileSystem.permissions(folder.file("data")) == 0o700)
        #expect(FileSystem.permissions(root) == 0o700)
        #expect(FileSystem.permissions(location.profileDirectory) == 0o700)
        for suffix in ["", "-wal", "-shm"] {
            #expect(FileSystem.permissions(location.databasePath + suffix) == 0o600, "\(suffix)")
        }
        #expect(try store.connection.integer("PRAGMA foreign_keys") == 1)
        #expect(try store.connection.integer("PRAGMA busy_timeout") == 5_000)
        let mode = try store.connection.prepare("PRAGMA journal_mode")
        #expect(try mode.step() && mode.text(0) == "wal")
    }

    @Test func profilesNeverSeeEachOthersData() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let ana = try StoreLocation(dataRoot: folder.path, profile: "ana")
        let bob = try StoreLocation(dataRoot: folder.path, profile: "bob")
        try ExpenseStore(location: ana).write { $0.append(Sample.expense("Ana's", 100)) }
        #expect(try ExpenseStore(location: bob).read().expenses.isEmpty)
        #expect(try ExpenseStore(location: ana).read().expenses.map(\.name) == ["Ana's"])
        #expect(ana.databasePath != bob.databasePath)
    }

    @Test func writingThroughAReadOnlyOpeningFailsAndWritesNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("subhub.sqlite")
        try makeDatabase(at: path, rows: 3)
        let before = try #require(Sample.bytes(path))
        let store = try ExpenseStore(path: path, accessMode: .readOnly)
        #expect(try store.read().expenses.count == 3)
        #expect(throws: StoreError.readOnly(path: path)) {
            try store.write { $0.append(Sample.expense("Nope", 100)) }
        }
        // The connection itself refuses writes too (SQLITE_OPEN_READONLY), not just `write`.
        #expect(throws: SQLiteConnection.Failure.self) {
            try store.connection.execute("DELETE FROM expenses")
        }
        store.close()
        #expect(Sample.bytes(path) == before)
        #expect(throws: StoreError.missingDatabase(path: folder.file("none.sqlite"))) {
            try ExpenseStore(path: folder.file("none.sqlite"), accessMode: .readOnly)
        }
    }

    /// Reading never changes the file, so a zero-length file (what an interrupted first run
    /// leaves) reads as an empty ledger; it once answered "read-only" to every command.
    @Test func aZeroLengthFileReadsAsAnEmptyLedgerAndIsLeftAlone() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("subhub.sqlite")
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        let store = try ExpenseStore(path: path, accessMode: .readOnly)
        #expect(try store.read() == ExpenseLedger())
        #expect(try store.reminderOffsets() == ExpenseStore.defaultReminderOffsets)
        #expect(try store.preferredLanguage() == nil)
        #expect(try store.profileSummary().isEmpty)
        #expect(try store.history().isEmpty)
        #expect(throws: StoreError.readOnly(path: path)) {
            try store.write { $0.append(Sample.expense("Nope", 100)) }
        }
        store.close()
        #expect(Sample.bytes(path) == Data())
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["subhub.sqlite"])
    }

    /// An older file is read as its upgrade would read, and stays at its version until a
    /// command writes.
    @Test func anOlderSchemaIsReadWithoutBeingUpgraded() throws {
        let fixture = try #require(
            Bundle.module.path(forResource: "subhub-v1", ofType: "sqlite", inDirectory: "Fixtures"))
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("subhub.sqlite")
        try FileManager.default.copyItem(atPath: fixture, toPath: path)
        let before = try #require(Sample.bytes(path))
        let reader = try ExpenseStore(path: path, accessMode: .readOnly)
        let ledger = try reader.read()
        reader.close()
        #expect(ledger.expenses.count == 6)
        #expect(ledger.killCount == 1)
        // Byte for byte: still version 1 (SQLite may leave its empty -wal and -shm beside it).
        #expect(Sample.bytes(path) == before)
        #expect(try ExpenseStore(path: path).read() == ledger)
    }

    /// On a read-only mount SQLite cannot create the -shm file a WAL database needs, so every
    /// command once failed with "read-only". Reads work; writes say why they cannot.
    @Test(.enabled(if: ScratchMount.isAvailable))
    func aStoreOnAReadOnlyMountIsReadAndRefusesWrites() throws {
        let mount = try #require(ScratchMount(size: 1024 * 1024))
        defer { mount.remove() }
        let location = try StoreLocation(dataRoot: mount.path, profile: "ana")
        let writer = try ExpenseStore(location: location)
        try writer.write { ledger in
            ledger.append(Sample.expense("Kept", 100))
            ledger.setKillCount(3)
        }
        try writer.setPreferredLanguage("en")
        let written = try writer.read()
        writer.close()
        let empty = mount.file("ana/empty.sqlite")
        #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
        let files = try FileManager.default.contentsOfDirectory(atPath: location.profileDirectory)
        #expect(mount.remountReadOnly())

        let reader = try ExpenseStore(location: location, accessMode: .readOnly)
        #expect(try reader.read() == written)
        #expect(try reader.preferredLanguage() == "en")
        reader.close()
        #expect(try ExpenseStore(path: empty, accessMode: .readOnly).read() == ExpenseLedger())

        #expect(throws: StoreError.readOnly(path: location.databasePath)) {
            let store = try ExpenseStore(location: location)
            try store.write { $0.append(Sample.expense("Nope", 100)) }
        }
        #expect(throws: StoreError.readOnly(path: empty)) {
            try ExpenseStore(path: empty).write { $0.append(Sample.expense("Nope", 100)) }
        }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: location.profileDirectory) == files)
    }

    /// Tests run as root, which ignores permission bits, so a read-only folder is simulated
    /// with the immutable attribute (`chattr +i`), which binds root too. Skipped where the
    /// file system or the container does not allow it.
    @Test(.enabled(if: ExpenseStoreOpeningTests.immutableFoldersWork()))
    func aReadOnlyFolderIsAReadOnlyErrorWithNothingWritten() throws {
        let folder = try TemporaryFolder()
        defer {
            run("/usr/bin/chattr", ["-i", folder.file("existing")])
            run("/usr/bin/chattr", ["-i", folder.file("empty")])
            folder.remove()
        }
        // A new profile in a folder that cannot take files.
        let empty = folder.file("empty")
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: false)
        #expect(run("/usr/bin/chattr", ["+i", empty]) == 0)
        let newPath = empty + "/subhub.sqlite"
        #expect(throws: StoreError.readOnly(path: newPath)) { try ExpenseStore(path: newPath) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: empty).isEmpty)
        let location = try StoreLocation(dataRoot: empty, profile: "ana")
        #expect(throws: StoreError.readOnly(path: location.profileDirectory)) {
            try ExpenseStore(location: location)
        }

        // An existing database in a folder that became read-only: WAL cannot start.
        let existing = folder.file("existing")
        try FileManager.default.createDirectory(
            atPath: existing, withIntermediateDirectories: false)
        let path = existing + "/subhub.sqlite"
        try makeDatabase(at: path, rows: 3)
        let before = try #require(Sample.bytes(path))
        #expect(run("/usr/bin/chattr", ["+i", existing]) == 0)
        #expect(throws: StoreError.readOnly(path: path)) {
            let store = try ExpenseStore(path: path)
            try store.write { $0.append(Sample.expense("Nope", 100)) }
        }
        #expect(Sample.bytes(path) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: existing) == ["subhub.sqlite"])
    }

    /// A full disk is simulated inside SQLite with `max_page_count`, which makes SQLite fail
    /// exactly as on a full disk (`SQLITE_FULL`); filling a real file system needs a mount
    /// the tests cannot make.
    @Test func aFullDiskIsADiskFullErrorAndTheTransactionIsRolledBack() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("subhub.sqlite")
        let store = try ExpenseStore(path: path)
        try store.write { $0.append(Sample.expense("Before", 100)) }
        let before = try store.read()
        let pages = try #require(try store.connection.integer("PRAGMA page_count"))
        _ = try store.connection.integer("PRAGMA max_page_count = \(pages + 2)")
        #expect(throws: StoreError.diskFull(path: path)) {
            try store.write { ledger in
                for index in 0..<2_000 {
                    ledger.append(
                        Sample.expense("Filler \(index) " + String(repeating: "x", count: 80), 100))
                }
            }
        }
        #expect(!store.connection.isInTransaction)
        #expect(try store.read() == before)
        #expect(try store.integrityCheck())
    }

    static func immutableFoldersWork() -> Bool {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/chattr"),
            let folder = try? TemporaryFolder()
        else { return false }
        defer {
            run("/usr/bin/chattr", ["-i", folder.path])
            folder.remove()
        }
        guard run("/usr/bin/chattr", ["+i", folder.path]) == 0 else { return false }
        return !FileManager.default.createFile(atPath: folder.file("probe"), contents: Data())
    }
}
