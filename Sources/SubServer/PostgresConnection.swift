import CPostgres
import Foundation

/// One libpq connection: the only file that imports CPostgres, as `SQLiteConnection` is for
/// SQLite. Parameters travel separately from the SQL text (PQexecParams), always as text.
public final class PostgresConnection {
    private let handle: OpaquePointer

    /// Connects with `conninfo` (a libpq keyword string or URI); `timeout` seconds at most
    /// unless the conninfo sets its own `connect_timeout`. libpq's `.pgpass`, `PGPASSFILE`,
    /// `PGSERVICE` and environment apply as in psql.
    public init(conninfo: String, timeout: Int = 5) throws(ServerError) {
        let keywords = ["dbname", "connect_timeout", "application_name"]
        let values = [conninfo, String(timeout), "subhub"]
        // `expand_dbname` lets the first dbname be a whole conninfo or URI; the later keywords
        // only fill what it leaves unset.
        let connection = Self.withCStrings(keywords) { keywordPointers in
            Self.withCStrings(values) { valuePointers in
                PQconnectdbParams(keywordPointers, valuePointers, 1)
            }
        }
        guard let connection else { throw .unreachable }
        guard PQstatus(connection) == CONNECTION_OK else {
            let message = String(cString: PQerrorMessage(connection))
            PQfinish(connection)
            throw Self.connectionFailure(message)
        }
        handle = connection
    }

    deinit { PQfinish(handle) }

    /// The login this connection runs as (`current_user`).
    public var login: String { String(cString: PQuser(handle)) }

    /// Runs one statement with `$1…` parameters; the rows, each column as text or nil.
    @discardableResult
    public func query(_ sql: String, _ parameters: [String?] = []) throws(ServerError)
        -> [[String?]]
    {
        let result = Self.withOptionalCStrings(parameters) { pointers in
            PQexecParams(handle, sql, Int32(parameters.count), nil, pointers, nil, nil, 0)
        }
        defer { PQclear(result) }
        return try rows(of: result)
    }

    /// Runs several statements in one string (a migration script); no parameters.
    public func execute(script: String) throws(ServerError) {
        let result = PQexec(handle, script)
        defer { PQclear(result) }
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
        switch PQresultStatus(result) {
        case PGRES_COMMAND_OK, PGRES_EMPTY_QUERY: return []
        case PGRES_TUPLES_OK:
            let rowCount = PQntuples(result)
            let columnCount = PQnfields(result)
            var rows: [[String?]] = []
            rows.reserveCapacity(Int(rowCount))
            for row in 0..<rowCount {
                var values: [String?] = []
                values.reserveCapacity(Int(columnCount))
                for column in 0..<columnCount {
                    if PQgetisnull(result, row, column) == 1 {
                        values.append(nil)
                    } else {
                        values.append(String(cString: PQgetvalue(result, row, column)))
                    }
                }
                rows.append(values)
            }
            return rows
        default:
            if PQstatus(handle) != CONNECTION_OK { throw .unreachable }
            let state =
                PQresultErrorField(result, Int32(UInt8(ascii: "C")))
                .map { String(cString: $0) } ?? ""
            let message =
                PQresultErrorField(result, Int32(UInt8(ascii: "M")))
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
