/// Why the server could not do what was asked, typed so the shell words it from the
/// catalogs; libpq's and PostgreSQL's own English never reaches the user.
public enum ServerError: Error, Hashable, Sendable {
    /// The server could not be reached (down, wrong socket, timeout).
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
}
