import CSQLite
import SubRecords

/// One open SQLite database handle, and the only code in SubHub that touches the C API.
///
/// Everything else in SubStore talks to this type, so the unsafe pointer handling, the
/// result-code checks and the text-binding lifetime rule live in one place. Values only ever
/// reach SQL through bound parameters (`Statement.bind`): there is no API here that splices a
/// value into SQL text, which is how the store stays free of SQL injection.
///
/// Not thread-safe by design: each thread or task opens its own connection, which is also how
/// SQLite's locking gives two writers a consistent view.
final class SQLiteConnection {
    /// The SQLite library this process runs with (`sqlite3_libversion`), e.g. "3.40.1".
    static var libraryVersion: String { String(cString: sqlite3_libversion()) }

    /// How the file is opened.
    enum OpenMode {
        /// Read and write; creates the file when it is missing.
        case readWriteCreate
        /// Read and write an existing file only.
        case readWrite
        /// Never writes; every write attempt fails with `SQLITE_READONLY`.
        case readOnly
        /// Read-only, and SQLite may assume nobody changes the file while it is open, so it
        /// needs no -shm file: the only way to read a WAL database from a folder where that
        /// file cannot be created (a read-only mount).
        case readOnlyImmutable
    }

    /// Primary result codes the store reacts to, named here so no other file needs the C header.
    enum ResultCode {
        static let error: Int32 = SQLITE_ERROR
        static let busy: Int32 = SQLITE_BUSY
        static let locked: Int32 = SQLITE_LOCKED
        static let readOnly: Int32 = SQLITE_READONLY
        static let ioError: Int32 = SQLITE_IOERR
        static let corrupt: Int32 = SQLITE_CORRUPT
        static let full: Int32 = SQLITE_FULL
        static let cantOpen: Int32 = SQLITE_CANTOPEN
        static let constraint: Int32 = SQLITE_CONSTRAINT
        static let notADatabase: Int32 = SQLITE_NOTADB
    }

    /// A failed SQLite call: the primary and extended result codes and SQLite's own message.
    struct Failure: Error, Hashable, Sendable {
        /// The primary result code (`SQLITE_BUSY`, `SQLITE_FULL`, …).
        var code: Int32 { extendedCode & 0xFF }
        /// The extended result code (`SQLITE_CONSTRAINT_CHECK`, …), as precise as SQLite gives.
        let extendedCode: Int32
        let message: String
    }

    /// The path the connection was opened on, for error reports.
    let path: String
    private var handle: OpaquePointer?
    /// Prepared statements kept for the life of the connection, keyed by their SQL text, so
    /// hot paths (loading, diff writes) compile each statement once.
    private var statementCache: [String: Statement] = [:]

    /// Opens `path`. Extended result codes are switched on so callers can tell a CHECK
    /// constraint from a trigger's refusal.
    init(path: String, mode: OpenMode) throws(Failure) {
        self.path = path
        var flags = SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE
        switch mode {
        case .readWriteCreate: flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
        case .readWrite: flags |= SQLITE_OPEN_READWRITE
        case .readOnly, .readOnlyImmutable: flags |= SQLITE_OPEN_READONLY
        }
        var name = path
        if mode == .readOnlyImmutable {
            flags |= SQLITE_OPEN_URI
            name = Self.immutableURI(path)
        }
        var opened: OpaquePointer?
        let status = sqlite3_open_v2(name, &opened, flags, nil)
        guard status == SQLITE_OK, let opened else {
            let message = opened.map { String(cString: sqlite3_errmsg($0)) } ?? "open failed"
            sqlite3_close_v2(opened)
            throw Failure(extendedCode: status, message: message)
        }
        handle = opened
        sqlite3_extended_result_codes(opened, 1)
    }

    deinit { close() }

    /// `file:` URI for `path` with `immutable=1`. Only `%`, `?` and `#` mean something in a
    /// URI's path to SQLite, so only they are escaped; an absolute path gets an empty
    /// authority (`file:///…`) so a path starting with `//` is not read as a host.
    private static func immutableURI(_ path: String) -> String {
        var escaped = ""
        for character in path.unicodeScalars {
            switch character {
            case "%": escaped += "%25"
            case "?": escaped += "%3f"
            case "#": escaped += "%23"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return (path.hasPrefix("/") ? "file://" : "file:") + escaped + "?immutable=1"
    }

    /// Copies the whole database into `destination` (SQLite's online backup), replacing
    /// what it held. Used to read a file in memory without ever writing to it.
    func copy(into destination: SQLiteConnection) throws(Failure) {
        guard let backup = sqlite3_backup_init(destination.handle, "main", handle, "main") else {
            throw destination.lastFailure
        }
        let stepStatus = sqlite3_backup_step(backup, -1)
        let finishStatus = sqlite3_backup_finish(backup)
        guard stepStatus == SQLITE_DONE, finishStatus == SQLITE_OK else {
            throw Failure(
                extendedCode: stepStatus == SQLITE_DONE ? finishStatus : stepStatus,
                message: destination.lastMessage)
        }
    }

    /// Finalizes every cached statement and closes the handle; safe to call twice.
    func close() {
        for statement in statementCache.values { statement.finalize() }
        statementCache.removeAll()
        if let handle { sqlite3_close_v2(handle) }
        handle = nil
    }

    /// How long a locked database is retried before `SQLITE_BUSY` is returned.
    func setBusyTimeout(milliseconds: Int32) {
        sqlite3_busy_timeout(handle, milliseconds)
    }

    /// Runs SQL that takes no parameters and returns no rows we need (PRAGMAs, DDL, BEGIN).
    /// Several statements may be separated by semicolons. Never pass values in `sql`.
    func execute(_ sql: String) throws(Failure) {
        var errorMessage: UnsafeMutablePointer<CChar>?
        let status = sqlite3_exec(handle, sql, nil, nil, &errorMessage)
        if status != SQLITE_OK {
            let message = errorMessage.map { String(cString: $0) } ?? lastMessage
            sqlite3_free(errorMessage)
            throw Failure(extendedCode: sqlite3_extended_errcode(handle), message: message)
        }
    }

    /// A prepared statement for `sql`, compiled once and reused (reset and unbound) afterwards.
    func cachedStatement(_ sql: String) throws(Failure) -> Statement {
        if let cached = statementCache[sql] {
            cached.reset()
            return cached
        }
        let statement = try prepare(sql)
        statementCache[sql] = statement
        return statement
    }

    /// A fresh prepared statement that the caller owns (finalized when released).
    func prepare(_ sql: String) throws(Failure) -> Statement {
        var prepared: OpaquePointer?
        let status = sqlite3_prepare_v3(
            handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT),
            &prepared, nil)
        guard status == SQLITE_OK, let prepared else {
            throw Failure(extendedCode: sqlite3_extended_errcode(handle), message: lastMessage)
        }
        return Statement(connection: self, pointer: prepared)
    }

    /// The first column of the first row of `sql` as an integer; `nil` when no row or NULL.
    func integer(_ sql: String) throws(Failure) -> Int64? {
        let statement = try cachedStatement(sql)
        defer { statement.reset() }
        guard try statement.step() else { return nil }
        return statement.isNull(0) ? nil : statement.int64(0)
    }

    /// Every row of `sql` (which takes no parameters), each turned into a value by `row`.
    func rows<Row>(_ sql: String, _ row: (Statement) -> Row) throws(Failure) -> [Row] {
        let statement = try cachedStatement(sql)
        defer { statement.reset() }
        var result: [Row] = []
        while try statement.step() { result.append(row(statement)) }
        return result
    }

    /// Every row of `sql` with `parameters` bound (1, 2, …), each turned into a value by `row`.
    func rows<Row>(_ sql: String, _ parameters: [SQLiteValue], _ row: (Statement) -> Row)
        throws(Failure) -> [Row]
    {
        let statement = try cachedStatement(sql)
        defer { statement.reset() }
        try statement.bind(parameters)
        var result: [Row] = []
        while try statement.step() { result.append(row(statement)) }
        return result
    }

    /// Whether the connection is inside an open transaction.
    var isInTransaction: Bool { handle.map { sqlite3_get_autocommit($0) == 0 } ?? false }

    /// Rows changed by the last INSERT, UPDATE or DELETE (not counting trigger work).
    var changes: Int { Int(sqlite3_changes(handle)) }

    fileprivate var lastMessage: String {
        handle.map { String(cString: sqlite3_errmsg($0)) } ?? "closed connection"
    }

    fileprivate var lastFailure: Failure {
        Failure(
            extendedCode: handle.map { sqlite3_extended_errcode($0) } ?? SQLITE_MISUSE,
            message: lastMessage)
    }

    /// One compiled SQL statement: bind parameters (1-based), step, read columns (0-based).
    final class Statement {
        private unowned let connection: SQLiteConnection
        private var pointer: OpaquePointer?

        fileprivate init(connection: SQLiteConnection, pointer: OpaquePointer) {
            self.connection = connection
            self.pointer = pointer
        }

        deinit { finalize() }

        fileprivate func finalize() {
            if let pointer { sqlite3_finalize(pointer) }
            pointer = nil
        }

        /// Resets the statement so it can run again and clears every binding.
        func reset() {
            sqlite3_reset(pointer)
            sqlite3_clear_bindings(pointer)
        }

        // MARK: Binding

        func bind(_ value: Int64, at index: Int32) throws(Failure) {
            try check(sqlite3_bind_int64(pointer, index, value))
        }

        func bind(_ value: Int, at index: Int32) throws(Failure) {
            try bind(Int64(value), at: index)
        }

        /// Binds text, copied by SQLite (`SQLITE_TRANSIENT`), so the Swift string may go away.
        /// The length is passed explicitly: with -1 SQLite would stop at an embedded NUL and
        /// silently store a shorter string than the one given.
        func bind(_ value: String, at index: Int32) throws(Failure) {
            guard value.utf8.count <= Int(Int32.max) else {
                throw Failure(extendedCode: SQLITE_TOOBIG, message: "string or blob too big")
            }
            var text = value
            let status = text.withUTF8 { bytes -> Int32 in
                guard let base = bytes.baseAddress, bytes.count > 0 else {
                    // A nil pointer would bind NULL; an empty string must stay a string.
                    return sqlite3_bind_text(pointer, index, "", 0, subhub_sqlite_transient())
                }
                return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                    sqlite3_bind_text(
                        pointer, index, $0, Int32(bytes.count), subhub_sqlite_transient())
                }
            }
            try check(status)
        }

        /// Binds text or NULL.
        func bind(_ value: String?, at index: Int32) throws(Failure) {
            if let value { try bind(value, at: index) } else { try bindNull(at: index) }
        }

        func bind(_ value: Int64?, at index: Int32) throws(Failure) {
            if let value { try bind(value, at: index) } else { try bindNull(at: index) }
        }

        func bindNull(at index: Int32) throws(Failure) {
            try check(sqlite3_bind_null(pointer, index))
        }

        /// Binds every value in order, starting at parameter 1.
        func bind(_ values: [SQLiteValue]) throws(Failure) {
            for (offset, value) in values.enumerated() {
                let index = Int32(offset + 1)
                switch value {
                case .null: try bindNull(at: index)
                case .integer(let number): try bind(number, at: index)
                case .text(let text): try bind(text, at: index)
                }
            }
        }

        private func check(_ status: Int32) throws(Failure) {
            if status != SQLITE_OK { throw connection.lastFailure }
        }

        // MARK: Stepping

        /// Advances to the next row: `true` when a row is ready, `false` when done.
        @discardableResult
        func step() throws(Failure) -> Bool {
            switch sqlite3_step(pointer) {
            case SQLITE_ROW: return true
            case SQLITE_DONE: return false
            default:
                // Read the failure before reset, which would clear the message on some paths.
                let failure = connection.lastFailure
                sqlite3_reset(pointer)
                throw failure
            }
        }

        /// Binds `values`, runs the statement to completion and resets it for reuse.
        func run(_ values: [SQLiteValue] = []) throws(Failure) {
            reset()
            try bind(values)
            defer { reset() }
            while try step() {}
        }

        // MARK: Reading columns of the current row

        func isNull(_ column: Int32) -> Bool {
            sqlite3_column_type(pointer, column) == SQLITE_NULL
        }

        /// Whether the column holds an integer (not text or a real that would be coerced).
        func isInteger(_ column: Int32) -> Bool {
            sqlite3_column_type(pointer, column) == SQLITE_INTEGER
        }

        func int64(_ column: Int32) -> Int64 {
            sqlite3_column_int64(pointer, column)
        }

        /// The column as a Swift string; `nil` for NULL. Invalid UTF-8 is repaired, never trusted.
        func text(_ column: Int32) -> String? {
            withUTF8(column) { String(decoding: $0, as: UTF8.self) }
        }

        /// Calls `body` with the column's UTF-8 bytes without copying them into a String; `nil`
        /// for NULL. The buffer is only valid inside `body`. This is the fast path for ids,
        /// dates and codes that are parsed straight from bytes.
        func withUTF8<Result>(_ column: Int32, _ body: (UnsafeBufferPointer<UInt8>) -> Result)
            -> Result?
        {
            guard let bytes = sqlite3_column_text(pointer, column) else { return nil }
            let count = Int(sqlite3_column_bytes(pointer, column))
            return body(UnsafeBufferPointer(start: bytes, count: count))
        }
    }
}
