import FoundationEssentials
import SubDomain
import SubLocalization
import SubRecords
import SubServer
import SubStore

/// What the household commands share: the current link, the connection (secrets refused,
/// the schema checked), and store and server failures mapped to the shell's.
extension CommandRunner {
    /// Push then pull through `client`, as one `sync`. Nothing is pushed to a server whose
    /// schema is newer than this program knows (`.schemaNewer`): its rules may refuse or
    /// misread what an older client writes. The writes stay pending and the cache still
    /// answers reads.
    @discardableResult
    func synchronize(
        store: ExpenseStore, link: HouseholdLink, client: HouseholdClient,
        pageSize: Int = HouseholdSync.pageSize, budget: ContinuousClock.Instant? = nil
    ) throws(CommandFailure) -> SyncReport {
        // Asked only when something is to be sent: a read's refresh asks nothing more.
        if try storeCall({ () throws(StoreError) in try store.pendingCount() }) > 0 {
            try refuseNewerSchema(client.connection)
        }
        do throws(SyncFailure) {
            return try HouseholdSync.run(
                store: store, link: link, client: client, pageSize: pageSize, budget: budget)
        } catch {
            switch error {
            case .server(let error): throw .server(error)
            case .store(let error): throw .store(error)
            }
        }
    }

    /// The profile's link, `nil` for a local-only profile (or one with no database yet).
    func currentLink() throws(CommandFailure) -> HouseholdLink? {
        try session.reading { store throws(StoreError) in try store.householdLink() } ?? nil
    }

    func requireLink() throws(CommandFailure) -> HouseholdLink {
        guard let link = try currentLink() else { throw .notLinked }
        return link
    }

    /// A client for `conninfo`: libpq's timeout in seconds, or a deadline for a quick try.
    func connect(conninfo: String, deadline: Duration? = nil) throws(CommandFailure)
        -> HouseholdClient
    {
        do throws(ServerError) {
            if let deadline {
                return HouseholdClient(
                    connection: try PostgresConnection(conninfo: conninfo, deadline: deadline))
            }
            return HouseholdClient(
                connection: try PostgresConnection(
                    conninfo: conninfo, timeout: Self.householdConnectTimeout))
        } catch {
            throw .server(error)
        }
    }

    /// A conninfo that is kept (a link's) must hold no secret: `password` (a URI's too),
    /// `sslpassword` or any keyword libpq hides; the first is named.
    func refuseSecrets(in conninfo: String) throws(CommandFailure) {
        let secrets = try server { () throws(ServerError) in
            try PostgresConnection.conninfoSecrets(conninfo)
        }
        // The password first: its words say where it goes instead (~/.pgpass).
        if let keyword = secrets.first(where: { $0 == "password" }) ?? secrets.first {
            throw .secretInConninfo(keyword: keyword)
        }
    }

    /// Before linking (and uploading): the server's schema is exactly the one this program
    /// knows; newer is `.schemaNewer`, older or none `.schemaMissing` (`server init`).
    func requireCurrentSchema(_ connection: PostgresConnection) throws(CommandFailure) {
        if try refuseNewerSchema(connection) < ServerSchema.currentVersion {
            throw .server(.schemaMissing)
        }
    }

    /// Before writing (a push, or a household command that changes members): `.schemaNewer`
    /// when the server's schema is newer than this program knows. Returns the server's
    /// version.
    @discardableResult
    func refuseNewerSchema(_ connection: PostgresConnection) throws(CommandFailure) -> Int {
        let version = try server { () throws(ServerError) in
            try ServerSchema.version(of: connection)
        }
        if version > ServerSchema.currentVersion {
            throw .server(.schemaNewer(found: version, supported: ServerSchema.currentVersion))
        }
        return version
    }

    /// Forgets the link after leaving or deleting the household; the subscriptions stay.
    func forgetLink() throws(CommandFailure) -> Int {
        let store = try session.writableStore()
        return try storeCall { () throws(StoreError) -> Int in
            try store.removeLink()
            return try store.expenseCount()
        }
    }

    static func describe(_ address: ServerAddress) -> String {
        var parts: [String] = []
        if let service = address.service { parts.append("service=" + service) }
        if let host = address.host { parts.append(host + (address.port.map { ":" + $0 } ?? "")) }
        if let database = address.database { parts.append(database) }
        return parts.joined(separator: " ")
    }

    func server<Value>(_ body: () throws(ServerError) -> Value) throws(CommandFailure)
        -> Value
    {
        do {
            return try body()
        } catch {
            throw .server(error)
        }
    }

    func storeCall<Value>(_ body: () throws(StoreError) -> Value) throws(CommandFailure) -> Value {
        do {
            return try body()
        } catch {
            throw .store(error)
        }
    }
}
