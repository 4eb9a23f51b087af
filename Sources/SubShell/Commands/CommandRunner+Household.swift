import Foundation
import SubDomain
import SubLocalization
import SubServer
import SubStore

/// The shared-household commands (issue 12): linking a profile to a household on a
/// PostgreSQL server, managing the household, syncing, and what waits for the server.
extension CommandRunner {
    /// How long an explicit household command waits for the server to answer the connection.
    static let householdConnectTimeout = 5

    // MARK: Link and unlink

    func link(conninfo: String, household name: String, merge: Bool) throws(CommandFailure)
        -> CommandOutcome
    {
        if let existing = try currentLink() {
            throw .alreadyLinked(household: existing.householdName)
        }
        try refuseSecrets(in: conninfo)
        let client = try connect(conninfo: conninfo)
        try requireCurrentSchema(client.connection)
        let store = try session.writableStore()
        let local = try storeCall { () throws(StoreError) in try store.read() }
        let records = local.expenses.map(ExpenseRecord.init)

        let household: Household
        let created: Bool
        let uploaded: Int
        if let found = try server({ () throws(ServerError) in try client.household(named: name) }) {
            guard local.expenses.isEmpty || merge else {
                throw .joinNeedsMerge(household: found.name, count: local.expenses.count)
            }
            (household, created) = (found, false)
            uploaded = try uploadMissing(records, to: found, client: client)
        } else {
            household = try createHousehold(named: name, with: records, client: client)
            (created, uploaded) = (true, records.count)
        }

        let link = HouseholdLink(
            conninfo: conninfo, householdID: household.id, householdName: household.name,
            login: client.login, role: household.role)
        try storeCall { () throws(StoreError) in try store.saveLink(link) }
        let report = try synchronize(store: store, link: link, client: client)
        return CommandOutcome(
            .linked(
                LinkReport(
                    household: household.name, created: created, role: household.role,
                    uploaded: uploaded, pulled: report.pulled)))
    }

    /// Joining with `--merge`: the profile's rows the household does not have yet (a profile
    /// linked before may already have some there).
    private func uploadMissing(
        _ records: [ExpenseRecord], to household: Household, client: HouseholdClient
    ) throws(CommandFailure) -> Int {
        try server { () throws(ServerError) -> Int in
            guard !records.isEmpty else { return 0 }
            let present = Set(
                try client.changes(in: household.id, since: 0).records.compactMap(\.id))
            let missing = records.filter { $0.id.map { !present.contains($0) } ?? false }
            if !missing.isEmpty { try client.upload(missing, to: household.id) }
            return missing.count
        }
    }

    /// A new household with the profile's rows; nothing half-made stays behind when the
    /// upload is refused.
    private func createHousehold(
        named name: String, with records: [ExpenseRecord], client: HouseholdClient
    ) throws(CommandFailure) -> Household {
        let household: Household
        do {
            household = try client.createHousehold(named: name)
        } catch {
            if error == .ruleViolated(.householdNameTaken) {
                throw .householdNotJoinable(household: name)
            }
            throw .server(error)
        }
        do {
            if !records.isEmpty { try client.upload(records, to: household.id) }
        } catch {
            try? client.deleteHousehold(household.id)
            throw .server(error)
        }
        return household
    }

    func unlink(confirmed: Bool) throws(CommandFailure) -> CommandOutcome {
        let link = try requireLink()
        let store = try session.writableStore()
        let pending = try storeCall { () throws(StoreError) in try store.pendingCount() }
        if pending > 0 && !confirmed {
            return CommandOutcome(
                .needsConfirmation(
                    Confirmation(
                        .unlinkWithPending(household: link.householdName, pending: pending),
                        confirmed: .unlink(confirmed: true))))
        }
        let discarded = try storeCall { () throws(StoreError) in try store.removeLink() }
        let kept = try storeCall { () throws(StoreError) in try store.expenseCount() }
        return CommandOutcome(
            .unlinked(household: link.householdName, kept: kept, discarded: discarded))
    }

    // MARK: The household

    func invite(login: String, roleWord: String?) throws(CommandFailure) -> CommandOutcome {
        let link = try requireLink()
        let role =
            try roleWord.map { word throws(CommandFailure) in try invitedRole(word) }
            ?? .editor
        let client = try connect(conninfo: link.conninfo)
        try server { () throws(ServerError) in
            try client.invite(login: login, role: role, to: link.householdID)
        }
        return CommandOutcome(.invited(login: login, role: role, household: link.householdName))
    }

    func householdMembers() throws(CommandFailure) -> CommandOutcome {
        let link = try requireLink()
        let client = try connect(conninfo: link.conninfo)
        let members = try server { () throws(ServerError) in
            try client.members(of: link.householdID)
        }
        guard !members.isEmpty else { throw .server(.permissionDenied) }
        return CommandOutcome(.householdMembers(household: link.householdName, members: members))
    }

    func leaveHousehold(confirmed: Bool) throws(CommandFailure) -> CommandOutcome {
        let link = try requireLink()
        let client = try connect(conninfo: link.conninfo)
        let members = try server { () throws(ServerError) in
            try client.members(of: link.householdID)
        }
        // The server would refuse the last owner anyway; saying so before asking spares a
        // question whose "yes" could not be carried out.
        let owners = members.filter { $0.role == .owner }
        if owners.count == 1, owners.first?.login == client.login {
            throw .server(.ruleViolated(.lastOwner))
        }
        let summary = try server { () throws(ServerError) in
            try client.summary(of: link.householdID)
        }
        guard confirmed else {
            return CommandOutcome(
                .needsConfirmation(
                    Confirmation(
                        .leaveHousehold(name: link.householdName, summary: summary),
                        confirmed: .householdLeave(confirmed: true))))
        }
        try server { () throws(ServerError) in try client.leave(link.householdID) }
        return CommandOutcome(
            .leftHousehold(household: link.householdName, kept: try forgetLink()))
    }

    func deleteHousehold(confirmed: Bool) throws(CommandFailure) -> CommandOutcome {
        let link = try requireLink()
        let client = try connect(conninfo: link.conninfo)
        let role = try server { () throws(ServerError) in try client.role(in: link.householdID) }
        // Only an owner may; saying so before asking spares a question with no effect.
        guard role == .owner else { throw .server(.ruleViolated(.notOwner)) }
        let summary = try server { () throws(ServerError) in
            try client.summary(of: link.householdID)
        }
        guard confirmed else {
            return CommandOutcome(
                .needsConfirmation(
                    Confirmation(
                        .deleteHousehold(name: link.householdName, summary: summary),
                        confirmed: .householdDelete(confirmed: true))))
        }
        try server { () throws(ServerError) in try client.deleteHousehold(link.householdID) }
        return CommandOutcome(
            .householdDeleted(household: link.householdName, kept: try forgetLink()))
    }

    // MARK: Sync, status, pending

    func sync() throws(CommandFailure) -> CommandOutcome {
        let link = try requireLink()
        let client = try connect(conninfo: link.conninfo)
        let store = try session.writableStore()
        let report = try synchronize(store: store, link: link, client: client)
        return CommandOutcome(.synced(report, household: link.householdName))
    }

    func householdStatus() throws(CommandFailure) -> CommandOutcome {
        var link = try requireLink()
        let store = try session.writableStore()
        var reachable = false
        // A nil role is an answer too: the server says this login is no longer a member.
        if let client = try? connect(conninfo: link.conninfo, deadline: .seconds(1)),
            case .success(let role) = Result(catching: { () throws(ServerError) in
                try client.role(in: link.householdID)
            })
        {
            reachable = true
            link.role = role
            link.lastSync = Date()
            try storeCall { () throws(StoreError) in
                try store.recordServerContact(role: role, at: link.lastSync ?? Date())
            }
        }
        let pending = try storeCall { () throws(StoreError) in try store.pendingChanges() }
        let address =
            (try? ServerAddress(conninfo: link.conninfo)).map(Self.describe) ?? ""
        return CommandOutcome(
            .householdStatus(
                HouseholdStatus(
                    link: link, server: address, reachable: reachable, pending: pending.count,
                    conflicts: pending.count {
                        if case .conflict = $0.problem { true } else { false }
                    },
                    rejected: pending.count {
                        if case .rejected = $0.problem { true } else { false }
                    })))
    }

    func pendingChanges() throws(CommandFailure) -> CommandOutcome {
        _ = try requireLink()
        let pending = try session.reading { store throws(StoreError) in try store.pendingChanges() }
        return CommandOutcome(.pending(pending ?? []))
    }

    func dropPending(_ number: Int) throws(CommandFailure) -> CommandOutcome {
        _ = try requireLink()
        let store = try session.writableStore()
        let dropped = try storeCall { () throws(StoreError) in
            try store.dropPending(Int64(number))
        }
        guard !dropped.isEmpty else { throw .pendingNotFound(number: number) }
        return CommandOutcome(.pendingDropped(dropped))
    }

    // MARK: Shared parts

    /// Push then pull through `client`, as one `sync`. Nothing is pushed to a server whose
    /// schema is newer than this program knows (`.schemaNewer`): its rules may refuse or
    /// misread what an older client writes. The writes stay pending and the cache still
    /// answers reads.
    @discardableResult
    func synchronize(store: ExpenseStore, link: HouseholdLink, client: HouseholdClient)
        throws(CommandFailure) -> SyncReport
    {
        // Asked only when something is to be sent: a read's refresh asks nothing more.
        if try storeCall({ () throws(StoreError) in try store.pendingCount() }) > 0 {
            try refuseNewerSchema(client.connection)
        }
        do throws(SyncFailure) {
            return try HouseholdSync.run(store: store, link: link, client: client)
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
    private func requireCurrentSchema(_ connection: PostgresConnection) throws(CommandFailure) {
        if try refuseNewerSchema(connection) < ServerSchema.currentVersion {
            throw .server(.schemaMissing)
        }
    }

    /// Before writing: `.schemaNewer` when the server's schema is newer than this program
    /// knows. Returns the server's version.
    @discardableResult
    private func refuseNewerSchema(_ connection: PostgresConnection) throws(CommandFailure) -> Int {
        let version = try server { () throws(ServerError) in
            try ServerSchema.version(of: connection)
        }
        if version > ServerSchema.currentVersion {
            throw .server(.schemaNewer(found: version, supported: ServerSchema.currentVersion))
        }
        return version
    }

    /// Forgets the link after leaving or deleting the household; the subscriptions stay.
    private func forgetLink() throws(CommandFailure) -> Int {
        let store = try session.writableStore()
        return try storeCall { () throws(StoreError) -> Int in
            try store.removeLink()
            return try store.expenseCount()
        }
    }

    /// `--role` in either language: the canonical word or the catalog's name for it.
    private func invitedRole(_ word: String) throws(CommandFailure) -> HouseholdRole {
        let folded = TextFolding.fold(word)
        for role in [HouseholdRole.editor, .viewer] {
            let names = [role.rawValue, words.text(roleKey(role))]
            if names.contains(where: { TextFolding.fold($0) == folded }) { return role }
        }
        throw .unknownRole(word)
    }

    func roleKey(_ role: HouseholdRole) -> MessageKey {
        MessageKey("household.role." + role.rawValue)
    }

    static func describe(_ address: ServerAddress) -> String {
        var parts: [String] = []
        if let service = address.service { parts.append("service=" + service) }
        if let host = address.host { parts.append(host + (address.port.map { ":" + $0 } ?? "")) }
        if let database = address.database { parts.append(database) }
        return parts.joined(separator: " ")
    }

    private func server<Value>(_ body: () throws(ServerError) -> Value) throws(CommandFailure)
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
