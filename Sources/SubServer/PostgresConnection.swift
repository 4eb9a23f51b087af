import CPostgres
import Foundation

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
                as: (@convention(c) (OpaquePointer?, Int32) -> UnsafeMutablePointer<CChar>?).self)
        else { return nil }
        return LibPQ(
            connectdbParams: connectdbParams, status: status, errorMessage: errorMessage,
            finish: finish, user: user, execParams: execParams, exec: exec, clear: clear,
            resultStatus: resultStatus, ntuples: ntuples, nfields: nfields, getisnull: getisnull,
            getvalue: getvalue, resultErrorField: resultErrorField)
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
        let keywords = ["dbname", "connect_timeout", "application_name"]
        let values = [conninfo, String(timeout), "subhub"]
        // `expand_dbname` lets the first dbname be a whole conninfo or URI; the later keywords
        // only fill what it leaves unset.
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
    }

    deinit { pq.finish(handle) }

    /// The login this connection runs as (`current_user`).
    public var login: String { pq.user(handle).map { String(cString: $0) } ?? "" }

    /// Runs one statement with `$1…` parameters; the rows, each column as text or nil.
    @discardableResult
    public func query(_ sql: String, _ parameters: [String?] = []) throws(ServerError)
        -> [[String?]]
    {
        let result = Self.withOptionalCStrings(parameters) { pointers in
            pq.execParams(handle, sql, Int32(parameters.count), nil, pointers, nil, nil, 0)
        }
        defer { pq.clear(result) }
        return try rows(of: result)
    }

    /// Runs several statements in one string (a migration script); no parameters.
    public func execute(script: String) throws(ServerError) {
        let result = pq.exec(handle, script)
        defer { pq.clear(result) }
        _ = try rows(of: result)
    }

    /// Runs `body` inside BEGIN … COMMIT; rolls back when it throws.
    public func transaction<T>(_ body: () throws(ServerError) -> T) throws(ServerError) -> T {
        try query("BEGIN")
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

    /// Our triggers raise `subhub:<rule>`; everything else is classified by SQLSTATE.
    static func failure(sqlState: String, message: String) -> ServerError {
        if message.hasPrefix("subhub:"),
            let rule = ServerRule(rawValue: String(message.dropFirst(7)))
        {
            return .ruleViolated(rule)
        }
        switch sqlState {
        case "42501": return .permissionDenied
        case "42P01", "42883": return .schemaMissing
        case let state where state.hasPrefix("23"): return .constraintViolated(sqlState: state)
        case let state where state.hasPrefix("08"): return .unreachable
        case "28000", "28P01": return .authenticationFailed
        default: return .failed(sqlState: sqlState)
        }
    }

    /// libpq reports connection failures only as text; authentication ones say so.
    static func connectionFailure(_ message: String) -> ServerError {
        let lowered = message.lowercased()
        if lowered.contains("authentication") || lowered.contains("password")
            || lowered.contains("role") && lowered.contains("does not exist")
        {
            return .authenticationFailed
        }
        return .unreachable
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
