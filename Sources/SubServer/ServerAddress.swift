/// Which server, database and login a conninfo names, without its secrets: what `status`
/// shows and what a linked profile can display. Read from the conninfo's own text (libpq's
/// PQconninfoParse), so a part left out is `nil` and libpq's defaults (`PGHOST`, the local
/// socket, the login's name) apply when connecting.
public struct ServerAddress: Hashable, Sendable {
    /// A host name, an address, or a folder holding the server's Unix socket (it starts with
    /// `/`); libpq accepts a comma-separated list, kept as written.
    public let host: String?
    public let port: String?
    public let database: String?
    public let user: String?
    /// A `pg_service.conf` entry the conninfo names instead of spelling the server out.
    public let service: String?

    /// Reads `conninfo`; `.invalidConninfo` when libpq cannot parse it.
    public init(conninfo: String) throws(ServerError) {
        let options = try PostgresConnection.conninfoOptions(conninfo)
        host = options["host"] ?? options["hostaddr"]
        port = options["port"]
        database = options["dbname"]
        user = options["user"]
        service = options["service"]
    }

    public init(
        host: String? = nil, port: String? = nil, database: String? = nil, user: String? = nil,
        service: String? = nil
    ) {
        self.host = host
        self.port = port
        self.database = database
        self.user = user
        self.service = service
    }

    /// Whether the host is a socket folder on this machine rather than a network host.
    public var isLocalSocket: Bool { host?.hasPrefix("/") ?? false }
}
