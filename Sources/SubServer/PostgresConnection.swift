import CPostgres
import FoundationEssentials
import Glibc

/// libpq's functions, resolved once with dlopen: `subhub help` and every local command start
/// without loading libpq (and the TLS, Kerberos and LDAP libraries it pulls in).
private struct LibPQ {
    typealias Strings = UnsafePointer<UnsafePointer<CChar>?>?
    let connectdbParams: @convention(c) (Strings, Strings, Int32) -> OpaquePointer?
    let status: @convention(c) (OpaquePointer?) -> ConnStatusType
    let errorMessage: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
    let finish: @convention(c) (OpaquePointer?) -> Void
    let user: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
    let execParams:
        @convention(c) (
            OpaquePointer?, UnsafePointer<CChar>?, Int32, UnsafePointer<Oid>?, Strings,
            UnsafePointer<Int32>?, UnsafePointer<Int32>?, Int32
        ) -> OpaquePointer?
    let exec: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> OpaquePointer?
    let clear: @convention(c) (OpaquePointer?) -> Void
    let resultStatus: @convention(c) (OpaquePointer?) -> ExecStatusType
    let ntuples: @convention(c) (OpaquePointer?) -> Int32
    let nfields: @convention(c) (OpaquePointer?) -> Int32
    let getisnull: @convention(c) (OpaquePointer?, Int32, Int32) -> Int32
    let getvalue: @convention(c) (OpaquePointer?, Int32, Int32) -> UnsafeMutablePointer<CChar>?
    let resultErrorField: @convention(c) (OpaquePointer?, Int32) -> UnsafeMutablePointer<CChar>?
    let connectStartParams: @convention(c) (Strings, Strings, Int32) -> OpaquePointer?
    let connectPoll: @convention(c) (OpaquePointer?) -> PostgresPollingStatusType
    let socket: @convention(c) (OpaquePointer?) -> Int32
    let conninfoParse:
        @convention(c) (
            UnsafePointer<CChar>?, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
        ) -> UnsafeMutablePointer<PQconninfoOption>?
    let conninfoFree: @convention(c) (UnsafeMutablePointer<PQconninfoOption>?) -> Void
    let freemem: @convention(c) (UnsafeMutableRawPointer?) -> Void
    let setNoticeProcessor:
        @convention(c) (OpaquePointer?, PQnoticeProcessor?, UnsafeMutableRawPointer?) ->
            PQnoticeProcessor?

    static let loaded: LibPQ? = {
        guard let library = dlopen("libpq.so.5", RTLD_NOW | RTLD_LOCAL) else { return nil }
        func symbol<T>(_ name: String, as type: T.Type) -> T? {
            dlsym(library, name).map { unsafeBitCast($0, to: type) }
        }
        guard let connectdbParams = symbol("PQconnectdbParams", as: type(of: placeholderConnect)),
            let status = symbol(
                "PQstatus", as: (@convention(c) (OpaquePointer?) -> ConnStatusType).self),
            let errorMessage = symbol(
                "PQerrorMessage",
                as: (@convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?).self),
            let finish = symbol("PQfinish", as: (@convention(c) (OpaquePointer?) -> Void).self),
            let user = symbol(
                "PQuser", as: (@convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?).self
            ),
            let execParams = symbol("PQexecParams", as: type(of: placeholderExecParams)),
            let exec = symbol(
                "PQexec",
                as: (@convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> OpaquePointer?).self),
            let clear = symbol("PQclear", as: (@convention(c) (OpaquePointer?) -> Void).self),
            let resultStatus = symbol(
                "PQresultStatus", as: (@convention(c) (OpaquePointer?) -> ExecStatusType).self),
            let ntuples = symbol("PQntuples", as: (@convention(c) (OpaquePointer?) -> Int32).self),
            let nfields = symbol("PQnfields", as: (@convention(c) (OpaquePointer?) -> Int32).self),
            let getisnull = symbol(
                "PQgetisnull", as: (@convention(c) (OpaquePointer?, Int32, Int32) -> Int32).self),
            let getvalue = symbol(
                "PQgetvalue",
                as: (@convention(c) (OpaquePointer?, Int32, Int32) -> UnsafeMutablePointer<CChar>?)
                    .self),
            let resultErrorField = symbol(
                "PQresultErrorField",
                as: (@convention(c) (OpaquePointer?, Int32) -> UnsafeMutablePointer<CChar>?).self),
            let connectStartParams = symbol(
                "PQconnectStartParams", as: type(of: placeholderConnect)),
            let connectPoll = symbol(
                "PQconnectPoll",
                as: (@convention(c) (OpaquePointer?) -> PostgresPollingStatusType).self),
            let socket = symbol("PQsocket", as: (@convention(c) (OpaquePointer?) -> Int32).self),
            let conninfoParse = symbol("PQconninfoParse", as: type(of: placeholderConninfoParse)),
            let conninfoFree = symbol(
                "PQconninfoFree",
                as: (@convention(c) (UnsafeMutablePointer<PQconninfoOption>?) -> Void).self),
            let freemem = symbol(
                "PQfreemem", as: (@convention(c) (UnsafeMutableRawPointer?) -> Void).self),
            let setNoticeProcessor = symbol(
                "PQsetNoticeProcessor",
                as: (@convention(c) (
                    OpaquePointer?, PQnoticeProcessor?, UnsafeMutableRawPointer?
                ) -> PQnoticeProcessor?).self)
        else { return nil }
        return LibPQ(
            connectdbParams: connectdbParams, status: status, errorMessage: errorMessage,
            finish: finish, user: user, execParams: execParams, exec: exec, clear: clear,
            resultStatus: resultStatus, ntuples: ntuples, nfields: nfields, getisnull: getisnull,
            getvalue: getvalue, resultErrorField: resultErrorField,
            connectStartParams: connectStartParams, connectPoll: connectPoll, socket: socket,
            conninfoParse: conninfoParse, conninfoFree: conninfoFree, freemem: freemem,
            setNoticeProcessor: setNoticeProcessor)
    }()

    // Only their types are used, to spell the long signatures once.
    private static let placeholderConnect:
        @convention(c) (Strings, Strings, Int32) -> OpaquePointer? = {
            _, _, _ in nil
        }
    private static let placeholderExecParams:
        @convention(c) (
            OpaquePointer?, UnsafePointer<CChar>?, Int32, UnsafePointer<Oid>?, Strings,
            UnsafePointer<Int32>?, UnsafePointer<Int32>?, Int32
        ) -> OpaquePointer? = { _, _, _, _, _, _, _, _ in nil }
    private static let placeholderConninfoParse:
        @convention(c) (
            UnsafePointer<CChar>?, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
        ) -> UnsafeMutablePointer<PQconninfoOption>? = { _, _ in nil }
}

/// libpq's asynchronous calls, for statements that must finish by a deadline: send, wait on
/// the socket with poll(2), and cancel past the deadline instead of blocking in PQexec.
private struct LibPQAsync {
    let sendQueryParams:
        @convention(c) (
            OpaquePointer?, UnsafePointer<CChar>?, Int32, UnsafePointer<Oid>?, LibPQ.Strings,
            UnsafePointer<Int32>?, UnsafePointer<Int32>?, Int32
        ) -> Int32
    let consumeInput: @convention(c) (OpaquePointer?) -> Int32
    let isBusy: @convention(c) (OpaquePointer?) -> Int32
    let getResult: @convention(c) (OpaquePointer?) -> OpaquePointer?
    let getCancel: @convention(c) (OpaquePointer?) -> OpaquePointer?
    let cancel: @convention(c) (OpaquePointer?, UnsafeMutablePointer<CChar>?, Int32) -> Int32
    let freeCancel: @convention(c) (OpaquePointer?) -> Void

    static let loaded: LibPQAsync? = {
        guard let library = dlopen("libpq.so.5", RTLD_NOW | RTLD_LOCAL) else { return nil }
        func symbol<T>(_ name: String, as type: T.Type) -> T? {
            dlsym(library, name).map { unsafeBitCast($0, to: type) }
        }
        typealias Handle = @convention(c) (OpaquePointer?) -> Int32
        guard let sendQueryParams = symbol("PQsendQueryParams", as: type(of: placeholderSend)),
            let consumeInput = symbol("PQconsumeInput", as: Handle.self),
            let isBusy = symbol("PQisBusy", as: Handle.self),
            let getResult = symbol(
                "PQgetResult", as: (@convention(c) (OpaquePointer?) -> OpaquePointer?).self),
            let getCancel = symbol(
                "PQgetCancel", as: (@convention(c) (OpaquePointer?) -> OpaquePointer?).self),
            let cancel = symbol(
                "PQcancel",
                as: (@convention(c) (OpaquePointer?, UnsafeMutablePointer<CChar>?, Int32) -> Int32)
                    .self),
            let freeCancel = symbol(
                "PQfreeCancel", as: (@convention(c) (OpaquePointer?) -> Void).self)
        else { return nil }
        return LibPQAsync(
            sendQueryParams: sendQueryParams, consumeInput: consumeInput, isBusy: isBusy,
            getResult: getResult, getCancel: getCancel, cancel: cancel, freeCancel: freeCancel)
    }()

    private static let placeholderSend:
        @convention(c) (
            OpaquePointer?, UnsafePointer<CChar>?, Int32, UnsafePointer<Oid>?, LibPQ.Strings,
            UnsafePointer<Int32>?, UnsafePointer<Int32>?, Int32
        ) -> Int32 = { _, _, _, _, _, _, _, _ in 0 }
}

/// One libpq connection: the only file that imports CPostgres, as `SQLiteConnection` is for
/// SQLite. Parameters travel separately from the SQL text (PQexecParams), always as text.
public final class PostgresConnection {
    private let handle: OpaquePointer
    private let pq: LibPQ

    /// Connects with `conninfo` (a libpq keyword string or URI); `timeout` seconds at most
    /// unless the conninfo sets its own `connect_timeout`. libpq's `.pgpass`, `PGPASSFILE`,
    /// `PGSERVICE` and environment apply as in psql.
    public init(conninfo: String, timeout: Int = 5) throws(ServerError) {
        guard let pq = LibPQ.loaded else { throw .clientLibraryMissing }
        self.pq = pq
        // `expand_dbname` lets dbname be a whole conninfo or URI. libpq takes the last value
        // of a repeated keyword, so these defaults come first and the user's conninfo, after
        // them, overrides any it sets itself.
        // No statement waits forever either (a lock someone holds, a stalled server): an
        // explicit command gives up after `explicitStatementTimeout`, as a quick one does
        // after `quickStatementTimeout`.
        let keywords = ["connect_timeout", "application_name", "options", "dbname"]
        let values = [
            String(timeout), "subhub",
            "-c statement_timeout=\(Self.explicitStatementTimeout)"
                + " -c lock_timeout=\(Self.explicitStatementTimeout / 2)", conninfo,
        ]
        let connection = Self.withCStrings(keywords) { keywordPointers in
            Self.withCStrings(values) { valuePointers in
                pq.connectdbParams(keywordPointers, valuePointers, 1)
            }
        }
        guard let connection else { throw .unreachable }
        guard pq.status(connection) == CONNECTION_OK else {
            let message = pq.errorMessage(connection).map { String(cString: $0) } ?? ""
            pq.finish(connection)
            throw Self.connectionFailure(message)
        }
        handle = connection
        Self.silenceNotices(of: connection, pq: pq)
    }

    /// Connects with `conninfo`, giving up once `deadline` has passed: a command that would
    /// rather answer from its cache than wait tries the server for a few tens of milliseconds.
    /// libpq's own `connect_timeout` counts whole seconds (2 at least), so this drives libpq's
    /// nonblocking connect (PQconnectStartParams, PQconnectPoll) and waits on its socket with
    /// poll(2). Past the deadline the server is `.unreachable`, as when it is down.
    public init(conninfo: String, deadline: Duration) throws(ServerError) {
        guard let pq = LibPQ.loaded else { throw .clientLibraryMissing }
        self.pq = pq
        // libpq would report a malformed conninfo only as text, like a server that is down.
        _ = try Self.conninfoOptions(conninfo, pq: pq)
        let clock = ContinuousClock()
        let end = clock.now.advanced(by: deadline)
        // A server that answers the connection but then stalls would still hold the command:
        // each statement of a quick connection gives up after a few seconds (57014, read as
        // unreachable), and the command answers from its cache.
        // Defaults first, the user's conninfo last, as above.
        let keywords = ["application_name", "options", "dbname"]
        let values = ["subhub", "-c statement_timeout=\(Self.quickStatementTimeout)", conninfo]
        let connection = Self.withCStrings(keywords) { keywordPointers in
            Self.withCStrings(values) { valuePointers in
                pq.connectStartParams(keywordPointers, valuePointers, 1)
            }
        }
        guard let connection else { throw .unreachable }
        if pq.status(connection) == CONNECTION_BAD {
            let message = pq.errorMessage(connection).map { String(cString: $0) } ?? ""
            pq.finish(connection)
            throw Self.connectionFailure(message)
        }
        // libpq's protocol: start as if PQconnectPoll had asked to write, then wait for what
        // each call asks for until it says OK or FAILED. The socket may change between calls
        // (another host, another address), so it is asked for every time.
        var polling = PGRES_POLLING_WRITING
        while polling != PGRES_POLLING_OK {
            guard polling != PGRES_POLLING_FAILED,
                Self.wait(
                    on: pq.socket(connection), forWriting: polling == PGRES_POLLING_WRITING,
                    until: end, clock: clock)
            else {
                let message =
                    polling == PGRES_POLLING_FAILED
                    ? pq.errorMessage(connection).map { String(cString: $0) } ?? "" : ""
                pq.finish(connection)
                throw polling == PGRES_POLLING_FAILED
                    ? Self.connectionFailure(message) : .unreachable
            }
            polling = pq.connectPoll(connection)
        }
        handle = connection
        Self.silenceNotices(of: connection, pq: pq)
    }

    /// Milliseconds each statement of a deadline connection may take.
    static let quickStatementTimeout = 3_000
    /// Milliseconds each statement of an explicit command's connection may take (`sync`,
    /// `link`, `server init`): long enough for a migration or a large upload, never forever.
    static let explicitStatementTimeout = 30_000

    /// When set, every statement must have answered by then: past it the statement is
    /// cancelled and `.unreachable` thrown, and the connection is no longer used (its owner
    /// opens another). A quick exchange sets it for the whole exchange, not just the connect.
    public var deadline: ContinuousClock.Instant?
    private var broken = false

    /// Waits until `socket` is ready, or `end` passes (false). A socket of -1 (libpq has
    /// none yet) counts as not ready.
    private static func wait(
        on socket: Int32, forWriting: Bool, until end: ContinuousClock.Instant,
        clock: ContinuousClock
    ) -> Bool {
        guard socket >= 0 else { return false }
        let events = Int16(truncatingIfNeeded: forWriting ? POLLOUT : POLLIN)
        while true {
            let left = clock.now.duration(to: end)
            guard left > .zero else { return false }
            let (seconds, attoseconds) = left.components
            // Round up: a wait of 0 ms would spin.
            let milliseconds =
                seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
            var descriptor = pollfd(fd: socket, events: events, revents: 0)
            let ready = poll(&descriptor, 1, Int32(clamping: milliseconds))
            if ready > 0 { return true }
            if ready == 0 || errno != EINTR { return ready > 0 }
        }
    }

    deinit { pq.finish(handle) }

    /// libpq prints the server's NOTICEs ("relation … already exists, skipping") on standard
    /// error by default: PostgreSQL's English must never reach the user, so they are dropped.
    private static func silenceNotices(of connection: OpaquePointer, pq: LibPQ) {
        _ = pq.setNoticeProcessor(connection, { _, _ in }, nil)
    }

    /// The login this connection runs as (`current_user`).
    public var login: String { pq.user(handle).map { String(cString: $0) } ?? "" }

    /// Runs one statement with `$1…` parameters; the rows, each column as text or nil.
    @discardableResult
    public func query(_ sql: String, _ parameters: [String?] = []) throws(ServerError)
        -> [[String?]]
    {
        guard !broken else { throw .unreachable }
        if let deadline, let async = LibPQAsync.loaded {
            return try query(sql, parameters, before: deadline, async: async)
        }
        let result = Self.withOptionalCStrings(parameters) { pointers in
            pq.execParams(handle, sql, Int32(parameters.count), nil, pointers, nil, nil, 0)
        }
        defer { pq.clear(result) }
        return try rows(of: result)
    }

    /// `query` through libpq's asynchronous calls, waiting on the socket until `end`. Past
    /// it the server is asked to cancel the statement (it rolls back) and the connection is
    /// marked broken: what it would answer next belongs to the cancelled statement.
    private func query(
        _ sql: String, _ parameters: [String?], before end: ContinuousClock.Instant,
        async: LibPQAsync
    ) throws(ServerError) -> [[String?]] {
        let sent = Self.withOptionalCStrings(parameters) { pointers in
            async.sendQueryParams(handle, sql, Int32(parameters.count), nil, pointers, nil, nil, 0)
        }
        guard sent == 1 else { throw .unreachable }
        let clock = ContinuousClock()
        var last: OpaquePointer?
        defer { pq.clear(last) }
        while true {
            while async.isBusy(handle) == 1 {
                guard
                    Self.wait(on: pq.socket(handle), forWriting: false, until: end, clock: clock),
                    async.consumeInput(handle) == 1
                else {
                    cancel(async)
                    throw .unreachable
                }
            }
            guard let result = async.getResult(handle) else { break }
            pq.clear(last)
            last = result
        }
        return try rows(of: last)
    }

    private func cancel(_ async: LibPQAsync) {
        broken = true
        guard let request = async.getCancel(handle) else { return }
        defer { async.freeCancel(request) }
        var message = [CChar](repeating: 0, count: 256)
        _ = async.cancel(request, &message, Int32(message.count))
    }

    /// Runs several statements in one string (a migration script); no parameters.
    public func execute(script: String) throws(ServerError) {
        let result = pq.exec(handle, script)
        defer { pq.clear(result) }
        _ = try rows(of: result)
    }

    /// Runs `body` inside BEGIN … COMMIT; rolls back when it throws. With
    /// `readOnlySnapshot`, every statement of `body` reads the same snapshot and none writes
    /// (REPEATABLE READ READ ONLY): several queries that must agree with each other.
    public func transaction<T>(
        readOnlySnapshot: Bool = false, _ body: () throws(ServerError) -> T
    ) throws(ServerError) -> T {
        try query(readOnlySnapshot ? "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY" : "BEGIN")
        do {
            let value = try body()
            try query("COMMIT")
            return value
        } catch {
            _ = try? query("ROLLBACK")
            throw error
        }
    }

    private func rows(of result: OpaquePointer?) throws(ServerError) -> [[String?]] {
        guard let result else { throw .unreachable }
        switch pq.resultStatus(result) {
        case PGRES_COMMAND_OK, PGRES_EMPTY_QUERY: return []
        case PGRES_TUPLES_OK:
            let rowCount = pq.ntuples(result)
            let columnCount = pq.nfields(result)
            var rows: [[String?]] = []
            rows.reserveCapacity(Int(rowCount))
            for row in 0..<rowCount {
                var values: [String?] = []
                values.reserveCapacity(Int(columnCount))
                for column in 0..<columnCount {
                    if pq.getisnull(result, row, column) == 1 {
                        values.append(nil)
                    } else {
                        values.append(pq.getvalue(result, row, column).map { String(cString: $0) })
                    }
                }
                rows.append(values)
            }
            return rows
        default:
            if pq.status(handle) != CONNECTION_OK { throw .unreachable }
            let state =
                pq.resultErrorField(result, Int32(UInt8(ascii: "C")))
                .map { String(cString: $0) } ?? ""
            let message =
                pq.resultErrorField(result, Int32(UInt8(ascii: "M")))
                .map { String(cString: $0) } ?? ""
            throw Self.failure(sqlState: state, message: message)
        }
    }

    /// Whether `conninfo` carries a password: a `password` keyword, `?password=` or
    /// `user:password@` in a URI (libpq parses all three into the same option), also inside a
    /// conninfo given as the `dbname`, which libpq expands. A password is never stored.
    public static func conninfoHasPassword(_ conninfo: String) throws(ServerError) -> Bool {
        try conninfoSecrets(conninfo).contains("password")
    }

    /// The secret keywords `conninfo` sets, sorted and each once: `password` (also a URI's
    /// `user:password@` and `?password=`), `sslpassword`, and any other option libpq itself
    /// marks as one to hide (`dispchar` "*"), also inside a conninfo given as the `dbname`,
    /// which libpq expands. None of them is ever stored.
    public static func conninfoSecrets(_ conninfo: String) throws(ServerError) -> [String] {
        guard let pq = LibPQ.loaded else { throw .clientLibraryMissing }
        return try secrets(in: conninfo, pq: pq).sorted()
    }

    /// The keywords every libpq version keeps secret, whatever its `dispchar` says.
    static let secretKeywords: Set<String> = ["password", "sslpassword"]

    private static func secrets(in conninfo: String, pq: LibPQ) throws(ServerError) -> Set<String> {
        var found: Set<String> = []
        var database: String?
        try forEachOption(of: conninfo, pq: pq) { keyword, value, hidden in
            if hidden || secretKeywords.contains(keyword) { found.insert(keyword) }
            if keyword == "dbname" { database = value }
        }
        if let database, looksLikeConninfo(database) {
            found.formUnion(try secrets(in: database, pq: pq))
        }
        return found
    }

    /// The options `conninfo` sets, by libpq keyword (`host`, `port`, `dbname`, `user`…),
    /// without libpq's environment and compiled-in defaults: what the text itself names.
    static func conninfoOptions(_ conninfo: String) throws(ServerError) -> [String: String] {
        guard let pq = LibPQ.loaded else { throw .clientLibraryMissing }
        var options = try conninfoOptions(conninfo, pq: pq)
        // libpq expands a dbname that is itself a conninfo when it connects: so do we.
        if let database = options["dbname"], looksLikeConninfo(database) {
            options.removeValue(forKey: "dbname")
            options.merge(try conninfoOptions(database, pq: pq)) { outer, _ in outer }
        }
        return options
    }

    private static func conninfoOptions(_ conninfo: String, pq: LibPQ) throws(ServerError)
        -> [String: String]
    {
        var options: [String: String] = [:]
        try forEachOption(of: conninfo, pq: pq) { keyword, value, _ in options[keyword] = value }
        return options
    }

    /// Calls `body` with each option `conninfo` sets: its keyword, its value and whether
    /// libpq marks it as a secret to hide ("*").
    private static func forEachOption(
        of conninfo: String, pq: LibPQ, _ body: (String, String, Bool) -> Void
    ) throws(ServerError) {
        var parseError: UnsafeMutablePointer<CChar>?
        guard let parsed = pq.conninfoParse(conninfo, &parseError) else {
            // The message is libpq's English (and may echo the conninfo): only freed.
            pq.freemem(parseError)
            throw .invalidConninfo
        }
        defer { pq.conninfoFree(parsed) }
        var option = parsed
        while let keyword = option.pointee.keyword {
            if let value = option.pointee.val {
                let hidden = option.pointee.dispchar.map { String(cString: $0) == "*" } ?? false
                body(String(cString: keyword), String(cString: value), hidden)
            }
            option += 1
        }
    }

    /// libpq's own test for a dbname to expand: a URI prefix or an `=`.
    private static func looksLikeConninfo(_ text: String) -> Bool {
        text.contains("=") || text.hasPrefix("postgresql://") || text.hasPrefix("postgres://")
    }

    private static func withCStrings<R>(
        _ strings: [String], _ body: ([UnsafePointer<CChar>?]) -> R
    ) -> R {
        let duplicates = strings.map { strdup($0) }
        defer { duplicates.forEach { free($0) } }
        return body(duplicates.map { UnsafePointer($0) } + [nil])
    }

    private static func withOptionalCStrings<R>(
        _ strings: [String?], _ body: ([UnsafePointer<CChar>?]) -> R
    ) -> R {
        let duplicates = strings.map { $0.map { strdup($0) } ?? nil }
        defer { duplicates.forEach { free($0) } }
        return body(duplicates.map { UnsafePointer($0) })
    }
}
