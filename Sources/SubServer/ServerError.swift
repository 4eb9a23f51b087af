/// Why the server could not do what was asked, typed so the shell words it from the
/// catalogs; libpq's and PostgreSQL's own English never reaches the user.
public enum ServerError: Error, Hashable, Sendable {
    /// The server could not be reached (down, wrong socket, past the deadline).
    case unreachable
    /// libpq (Debian's `libpq5`) is not installed, so no server can be reached at all.
    case clientLibraryMissing
    /// The server refused the login (no such role, bad password, pg_hba).
    case authenticationFailed
    /// Row-level security or a grant refused the write (a viewer, a stranger).
    case permissionDenied
    /// One of the household's rules, enforced by the server's triggers.
    case ruleViolated(ServerRule)
    /// A check or uniqueness the tables declare.
    case constraintViolated(sqlState: String)
    /// The schema is missing or older than this program needs (`server init`).
    case schemaMissing
    case schemaNewer(found: Int, supported: Int)
    /// Anything else, by its SQLSTATE.
    case failed(sqlState: String)
    /// libpq cannot parse the connection string or URI.
    case invalidConninfo
    /// The row a pushed update was made on no longer exists on the server.
    case rowDeleted
    /// A row on the server (written by another app) is not a valid subscription: `field` is
    /// the first column that does not read.
    case unreadableRow(field: String)
}

extension ServerError {
    /// A stable code for the error, kept with a rejected pending change
    /// (`PendingProblem.rejected(reason:)`) and read back with `init?(code:)`. A rule is its
    /// own code (`currency_mismatch`), as the server raises it.
    public var code: String {
        switch self {
        case .unreachable: "unreachable"
        case .clientLibraryMissing: "client_library_missing"
        case .authenticationFailed: "authentication_failed"
        case .permissionDenied: "permission_denied"
        case .ruleViolated(let rule): rule.rawValue
        case .constraintViolated(let state): "constraint:" + state
        case .schemaMissing: "schema_missing"
        case .schemaNewer(let found, let supported): "schema_newer:\(found):\(supported)"
        case .failed(let state): "failed:" + state
        case .invalidConninfo: "invalid_conninfo"
        case .rowDeleted: "deleted"
        case .unreadableRow(let field): "unreadable_row:" + field
        }
    }

    /// The error a `code` stands for; nil for a code this version does not know.
    public init?(code: String) {
        if let rule = ServerRule(rawValue: code) {
            self = .ruleViolated(rule)
            return
        }
        let parts = code.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        switch (parts.first ?? "", parts.count) {
        case ("unreachable", 1): self = .unreachable
        case ("client_library_missing", 1): self = .clientLibraryMissing
        case ("authentication_failed", 1): self = .authenticationFailed
        case ("permission_denied", 1): self = .permissionDenied
        case ("constraint", 2): self = .constraintViolated(sqlState: parts[1])
        case ("schema_missing", 1): self = .schemaMissing
        case ("schema_newer", 3):
            guard let found = Int(parts[1]), let supported = Int(parts[2]) else { return nil }
            self = .schemaNewer(found: found, supported: supported)
        case ("failed", 2): self = .failed(sqlState: parts[1])
        case ("invalid_conninfo", 1): self = .invalidConninfo
        case ("deleted", 1): self = .rowDeleted
        case ("unreadable_row", 2): self = .unreadableRow(field: parts[1])
        default: return nil
        }
    }
}

/// The rules the server's triggers enforce, named by the code each raises
/// (`subhub:currency_mismatch`), the same codes the local SQLite triggers raise.
public enum ServerRule: String, CaseIterable, Hashable, Sendable {
    case nestedGroup = "nested_group"
    case parentNotGroup = "parent_not_group"
    case currencyMismatch = "currency_mismatch"
    case periodMismatch = "period_mismatch"
    case otherHousehold = "other_household"
    case notOwner = "not_owner"
    case unknownLogin = "unknown_login"
    case lastOwner = "last_owner"
    /// The login already owns a household of that name: names are unique only among one
    /// owner's households (another login's names are theirs, and never revealed).
    case householdNameTaken = "household_name_taken"
    /// The login named is neither a member of the household nor invited to it.
    case notMember = "not_member"
    /// There is no invitation to that household waiting for this login.
    case noInvitation = "no_invitation"
    /// The write would make the household's active plans of one currency cost more a year
    /// (or their amounts add up to more) than any total SubHub can add up.
    case totalOverLimit = "total_over_limit"
}
