/// What the server's refusals and libpq's connection errors mean, as typed `ServerError`s the
/// shell words: pure classification, apart from the C boundary in `PostgresConnection.swift`.
extension PostgresConnection {
    /// Our triggers raise `subhub:<rule>`; everything else is classified by SQLSTATE.
    static func failure(sqlState: String, message: String) -> ServerError {
        if message.hasPrefix("subhub:") {
            let code = String(message.dropFirst(7))
            if let rule = ServerRule(rawValue: code) { return .ruleViolated(rule) }
            // The server's own words for two refusals a client already has a type for.
            if code == "not_writer" { return .permissionDenied }
            if code == "row_deleted" { return .rowDeleted }
        }
        switch sqlState {
        case "42501": return .permissionDenied
        // 42703, an unknown column: a server older than this client's columns (the notice
        // and payer columns came with version 3), which `server init` upgrades like a missing
        // schema.
        case "42P01", "42883", "42703": return .schemaMissing
        case let state where state.hasPrefix("23"): return .constraintViolated(sqlState: state)
        case let state where state.hasPrefix("08"): return .unreachable
        // A statement past its timeout: a server too slow to wait for is as good as away.
        case "57014": return .unreachable
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
}
