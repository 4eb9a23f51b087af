import FoundationEssentials

/// What a profile linked to a household server remembers about the link, in its settings.
public struct HouseholdLink: Hashable, Sendable {
    /// The libpq connection string or URI, never holding a password (libpq's `.pgpass`,
    /// `PGPASSFILE`, `PGSERVICE` and environment supply one).
    public var conninfo: String
    public var householdID: UUID
    public var householdName: String
    /// The PostgreSQL login the profile acts as.
    public var login: String
    /// The last role the server reported; `nil` before the first answer. Offline it is kept,
    /// never lowered, like the seed's cached entitlement.
    public var role: HouseholdRole?
    /// The newest server change the cache holds: the next pull asks for what came after.
    public var pulledVersion: Int64
    /// When the cache last heard from the server.
    public var lastSync: Date?

    public init(
        conninfo: String, householdID: UUID, householdName: String, login: String,
        role: HouseholdRole?, pulledVersion: Int64 = 0, lastSync: Date? = nil
    ) {
        self.conninfo = conninfo
        self.householdID = householdID
        self.householdName = householdName
        self.login = login
        self.role = role
        self.pulledVersion = pulledVersion
        self.lastSync = lastSync
    }
}
