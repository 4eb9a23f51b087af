import FoundationEssentials
import Glibc
import SubRecords

extension ExpenseStore {
    /// Opens `path` only after checking it is a SubHub database (or nothing yet), then sets the
    /// connection up and upgrades the schema.
    ///
    /// Nothing is written before the file is known to be ours: the header is read with plain
    /// `read(2)`, then SQLite reads `application_id`, `user_version` and the table list. Only
    /// then are WAL mode and migrations applied. So garbage, a truncated file, another
    /// application's SQLite or a database from a newer SubHub is refused byte-for-byte
    /// untouched. A zero-length file is taken as a new database: it is exactly what an
    /// interrupted first run leaves (the store creates the file, mode 0600, before SQLite
    /// writes it), and SQLite itself treats it as empty.
    ///
    /// Opened `.readOnly`, nothing is ever written, yet everything that can be read is: a
    /// zero-length file or an older schema is copied into memory and brought up to date
    /// there (an empty ledger, or the rows as the upgrade would give them), and a folder
    /// where SQLite cannot create its -shm file (a read-only mount) is read as immutable.
    ///
    /// Two processes opening a new database at once can meet while one still sets it up:
    /// SQLite then answers the other's schema read or WAL switch "busy" at once, without
    /// waiting (a lock it could only get by deadlock). Opening is retried from the start for
    /// as long as the busy timeout, so such a start waits as a write would, never fails.
    static func openValidated(path: String, accessMode: AccessMode) throws(StoreError)
        -> SQLiteConnection
    {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .milliseconds(Int(busyTimeoutMilliseconds)))
        while true {
            do throws(StoreError) {
                return try openValidatedOnce(path: path, accessMode: accessMode)
            } catch .busy where clock.now < deadline {
                usleep(20_000)
            }
        }
    }

    private static func openValidatedOnce(path: String, accessMode: AccessMode)
        throws(StoreError) -> SQLiteConnection
    {
        var info = stat()
        let found = stat(path, &info) == 0
        let lookup = errno
        if found {
            guard FileSystem.isRegularFile(info) else { throw StoreError.notADatabase(path: path) }
            // A file this user may not read is no empty profile and no foreign file either.
            if access(path, R_OK) != 0, errno == EACCES {
                throw StoreError.fileSystem(path: path, errno: EACCES)
            }
            if info.st_size > 0 { try DatabaseHeader.check(path: path, size: Int64(info.st_size)) }
        } else if lookup != ENOENT {
            // A profile folder that cannot be searched (mode 000, another user's) or that is a
            // file: reading it as empty would show an empty profile and exit 0.
            throw StoreError.fileSystem(path: path, errno: lookup)
        } else if accessMode == .readOnly {
            throw StoreError.missingDatabase(path: path)
        } else {
            try FileSystem.createFileIfMissing(path)
        }

        let connection: SQLiteConnection
        do {
            connection = try SQLiteConnection(path: path, mode: openMode(path, accessMode))
        } catch {
            throw StoreError(error, path: path)
        }
        connection.setBusyTimeout(milliseconds: busyTimeoutMilliseconds)
        do throws(StoreError) {
            let version = try inspect(connection, path: path)
            if accessMode == .readOnly, version < StoreSchema.currentVersion {
                let upgraded = try upgradedCopyInMemory(of: connection, path: path)
                connection.close()
                return upgraded
            }
            try configure(connection, path: path, accessMode: accessMode)
            if version < StoreSchema.currentVersion { try migrate(connection, path: path) }
        } catch {
            connection.close()
            throw error
        }
        // SQLite gives -wal and -shm the database file's mode; make sure of it anyway, in case
        // the file was created by something else with a wider mode.
        if accessMode == .readWrite {
            for suffix in ["", "-wal", "-shm"] {
                FileSystem.restrict(path + suffix, to: FileSystem.fileMode)
            }
        }
        return connection
    }

    /// How SQLite opens the file. Read-only in a folder that cannot take new files, SQLite
    /// cannot create the -shm file a WAL database needs and refuses to read at all; nobody
    /// can be writing there either, so the file is opened as immutable, which needs none.
    /// Unless a -wal file holds transactions not yet copied into the database: immutable
    /// would ignore them, and a plain read-only opening can still use an existing -shm.
    private static func openMode(_ path: String, _ accessMode: AccessMode)
        -> SQLiteConnection.OpenMode
    {
        guard accessMode == .readOnly else { return .readWrite }
        let pendingLog = FileSystem.status(path + "-wal").map { $0.st_size > 0 } ?? false
        if !pendingLog, !FileSystem.isWritableDirectory(FileSystem.parent(of: path)) {
            return .readOnlyImmutable
        }
        return .readOnly
    }

    /// The database copied into memory and upgraded there: how a read-only store reads a
    /// zero-length file (an empty ledger) or an older schema without changing the file.
    private static func upgradedCopyInMemory(of file: SQLiteConnection, path: String)
        throws(StoreError) -> SQLiteConnection
    {
        let memory: SQLiteConnection
        do {
            memory = try SQLiteConnection(path: ":memory:", mode: .readWriteCreate)
            try file.copy(into: memory)
        } catch {
            throw StoreError(error, path: path)
        }
        do throws(StoreError) {
            try configure(memory, path: path, accessMode: .readOnly)
            try migrate(memory, path: path)
        } catch {
            memory.close()
            throw error
        }
        return memory
    }

    /// Reads (never writes) what identifies the file and returns its schema version.
    private static func inspect(_ connection: SQLiteConnection, path: String) throws(StoreError)
        -> Int
    {
        let applicationID: Int64
        let version: Int64
        var tables: Set<String> = []
        // One read transaction, so the three reads see one state of the file: read apart,
        // a second process could see the application id of a file still being created (0)
        // and the version another process committed a moment later, and call a SubHub
        // database someone else's.
        do {
            try connection.execute("BEGIN")
            applicationID = try connection.integer("PRAGMA application_id") ?? 0
            version = try connection.integer("PRAGMA user_version") ?? 0
            let statement = try connection.prepare(
                "SELECT name FROM sqlite_schema WHERE type = 'table'")
            while try statement.step() {
                if let name = statement.text(0) { tables.insert(name) }
            }
            try connection.execute("COMMIT")
        } catch {
            if connection.isInTransaction { try? connection.execute("ROLLBACK") }
            throw StoreError(error, path: path)
        }
        if applicationID == 0, version == 0, tables.isEmpty { return 0 }  // new, empty file
        guard applicationID == Int64(StoreSchema.applicationID), version >= 1 else {
            throw StoreError.notADatabase(path: path)
        }
        guard version <= StoreSchema.currentVersion else {
            throw StoreError.newerSchema(
                path: path, found: Int(version), supported: StoreSchema.currentVersion)
        }
        let required: Set<String> =
            version >= 2 ? ["expenses", "history", "settings"] : ["expenses"]
        guard required.isSubset(of: tables) else { throw StoreError.notADatabase(path: path) }
        return Int(version)
    }

    /// WAL (readers never block the writer and a killed process loses no committed
    /// transaction), full sync on commit, foreign keys on, recursive triggers off (the
    /// automatic-sum triggers rely on it).
    ///
    /// Temporary storage in memory: every insert or update that fires a trigger keeps a
    /// statement journal, and past 64 KiB SQLite moved it to a temporary file, created,
    /// written and deleted per statement. That was half of the writing of an import of
    /// 100,000 rows (measured with SQLite's own C API: 12.5 s on files, 4.7 s in memory).
    /// Nothing this program runs sorts or stages more than a few megabytes there.
    private static func configure(
        _ connection: SQLiteConnection, path: String, accessMode: AccessMode
    ) throws(StoreError) {
        do {
            try connection.execute(
                "PRAGMA foreign_keys = ON; PRAGMA recursive_triggers = OFF; PRAGMA synchronous = FULL;"
                    + " PRAGMA temp_store = MEMORY"
            )
            guard accessMode == .readWrite else { return }
            let statement = try connection.prepare("PRAGMA journal_mode = WAL")
            let mode = try statement.step() ? statement.text(0) : nil
            if mode?.lowercased() != "wal" {
                // SQLite keeps the old mode when it cannot create the -wal file.
                throw FileSystem.isWritableDirectory(FileSystem.parent(of: path))
                    ? StoreError.sqlite(path: path, code: 1, message: "journal_mode=\(mode ?? "")")
                    : StoreError.readOnly(path: path)
            }
        } catch let error as StoreError {
            throw error
        } catch let failure as SQLiteConnection.Failure {
            throw StoreError(failure, path: path)
        } catch {
            throw StoreError.sqlite(path: path, code: 1, message: String(describing: error))
        }
    }

    /// Runs every migration above the file's version, each in its own transaction. The
    /// version is read again under the write lock, because another process may have
    /// upgraded the file since it was inspected.
    private static func migrate(_ connection: SQLiteConnection, path: String) throws(StoreError) {
        for migration in StoreSchema.migrations {
            do {
                try connection.execute("BEGIN IMMEDIATE")
                let version = try connection.integer("PRAGMA user_version") ?? 0
                if version >= migration.version {
                    try connection.execute("COMMIT")
                    continue
                }
                try connection.execute(migration.sql)
                try migration.fill?(connection)
                try connection.execute("COMMIT")
            } catch {
                if connection.isInTransaction { try? connection.execute("ROLLBACK") }
                throw StoreError(error, path: path)
            }
        }
    }
}
