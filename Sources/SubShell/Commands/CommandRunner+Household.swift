import Foundation
import SubDomain
import SubLocalization
import SubServer
import SubStore

/// The shared-household commands: linking a profile to a household on a
/// PostgreSQL server, managing the household, syncing, and what waits for the server.
extension CommandRunner {
    /// How long an explicit household command waits for the server to answer the connection.
    static let householdConnectTimeout = 5

    // MARK: Link and unlink

    /// `link CONNINFO --household NAME|ID`: joins a household of this login's, or one it is
    /// invited to (accepting the invitation: `accept`, or the question answered), or creates
    /// one called NAME when neither exists.
    func link(conninfo: String, household typed: String, merge: Bool, accept: Bool)
        throws(CommandFailure) -> CommandOutcome
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
        var created = false
        let uploaded: Int
        var acceptedFrom: String?
        switch try findHousehold(typed, client: client) {
        case .member(let found):
            guard local.expenses.isEmpty || merge else {
                throw .joinNeedsMerge(household: found.name, count: local.expenses.count)
            }
            household = found
            uploaded = try uploadMissing(records, to: found, client: client)
        case .invited(let invitation):
            guard local.expenses.isEmpty || merge else {
                throw .joinNeedsMerge(
                    household: invitation.householdName, count: local.expenses.count)
            }
            // Joining is the invitee's own choice: asked, or `--yes`; the answer links by id.
            guard accept else {
                return CommandOutcome(
                    .needsConfirmation(
                        Confirmation(
                            .acceptInvitation(invitation),
                            confirmed: .link(
                                conninfo: conninfo,
                                household: invitation.householdID.uuidString.lowercased(),
                                merge: merge, accept: true))))
            }
            household = try server { () throws(ServerError) in
                try client.acceptInvitation(to: invitation.householdID)
            }
            acceptedFrom = invitation.invitedBy
            uploaded = try uploadMissing(records, to: household, client: client)
        case .none:
            household = try createHousehold(named: typed, with: records, client: client)
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
                    uploaded: uploaded, pulled: report.pulled, acceptedFrom: acceptedFrom)))
    }

    /// What `--household` names, for this login only: another login's households are never
    /// looked at (nor could be).
    enum HouseholdMatch {
        case member(Household)
        case invited(HouseholdInvitation)
        /// Nothing of that name: `link` creates it.
        case none
    }

    /// An id finds a household the login belongs to or is invited to; a name, the login's
    /// own households of that name, else its invitations of that name; then an id prefix
    /// (at least four hex digits) among both. Two that fit are a "could be" failure.
    func findHousehold(_ typed: String, client: HouseholdClient) throws(CommandFailure)
        -> HouseholdMatch
    {
        if let id = UUID(uuidString: typed) {
            if let found = try server({ () throws(ServerError) in try client.household(id: id) }) {
                return .member(found)
            }
            let invitations = try server { () throws(ServerError) in try client.invitations() }
            if let invitation = invitations.first(where: { $0.householdID == id }) {
                return .invited(invitation)
            }
            throw .householdNotFound(household: typed)
        }
        let named = try server { () throws(ServerError) in try client.households(named: typed) }
        if named.count > 1 {
            throw .householdAmbiguous(name: typed, candidates: named.map(HouseholdCandidate.init))
        }
        if let found = named.first { return .member(found) }
        let invitations = try server { () throws(ServerError) in try client.invitations() }
        let invited = invitations.filter { $0.householdName == typed }
        if invited.count > 1 {
            throw .householdAmbiguous(
                name: typed, candidates: invited.map(HouseholdCandidate.init))
        }
        if let invitation = invited.first { return .invited(invitation) }
        guard let prefix = Self.householdIDPrefix(typed) else { return .none }
        let members = try server { () throws(ServerError) in try client.memberships() }
            .filter { Self.id($0.id, startsWith: prefix) }
        let invitees = invitations.filter { Self.id($0.householdID, startsWith: prefix) }
        switch (members.count, invitees.count) {
        case (0, 0): return .none
        case (1, 0): return .member(members[0])
        case (0, 1): return .invited(invitees[0])
        default:
            throw .householdAmbiguous(
                name: typed,
                candidates: members.map(HouseholdCandidate.init)
                    + invitees.map(HouseholdCandidate.init))
        }
    }

    /// `typed` as an id prefix: at least four hex digits (dashes allowed), lowercased.
    static func householdIDPrefix(_ typed: String) -> String? {
        let lowered = typed.lowercased()
        let digits = lowered.filter(\.isHexDigit).count
        guard digits >= 4, lowered.allSatisfy({ $0.isHexDigit || $0 == "-" }) else { return nil }
        return lowered
    }

    private static func id(_ id: UUID, startsWith prefix: String) -> Bool {
        id.uuidString.lowercased().hasPrefix(prefix)
    }

    /// `link CONNINFO --invitations`: the invitations waiting for the login; the profile is
    /// not touched.
    func invitations(conninfo: String) throws(CommandFailure) -> CommandOutcome {
        let client = try connect(conninfo: conninfo)
        try requireCurrentSchema(client.connection)
        let invitations = try server { () throws(ServerError) in try client.invitations() }
        return CommandOutcome(.invitations(login: client.login, invitations))
    }

    /// `link CONNINFO --decline NAME|ID`: turns down one invitation (by id, name or id
    /// prefix); the profile is not touched.
    func declineInvitation(conninfo: String, household typed: String) throws(CommandFailure)
        -> CommandOutcome
    {
        let client = try connect(conninfo: conninfo)
        try requireCurrentSchema(client.connection)
        let invitations = try server { () throws(ServerError) in try client.invitations() }
        var matches = invitations.filter { invitation in
            UUID(uuidString: typed).map { $0 == invitation.householdID }
                ?? (invitation.householdName == typed)
        }
        if matches.isEmpty, UUID(uuidString: typed) == nil,
            let prefix = Self.householdIDPrefix(typed)
        {
            matches = invitations.filter { Self.id($0.householdID, startsWith: prefix) }
        }
        guard matches.count < 2 else {
            throw .householdAmbiguous(
                name: typed, candidates: matches.map(HouseholdCandidate.init))
        }
        guard let invitation = matches.first else {
            throw .invitationNotFound(household: typed)
        }
        try server { () throws(ServerError) in
            try client.declineInvitation(to: invitation.householdID)
        }
        return CommandOutcome(.invitationDeclined(invitation))
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
        try refuseNewerSchema(client.connection)
        let invitation = try server { () throws(ServerError) in
            try client.invite(login: login, role: role, to: link.householdID)
        }
        return CommandOutcome(
            .invited(
                login: login, role: role, household: link.householdName, invitation: invitation,
                householdID: link.householdID))
    }

    /// `household remove LOGIN`: an owner takes a member out of the household, after saying
    /// what it loses and having the login typed back; a login only invited has its invitation
    /// withdrawn, without asking. Removing oneself is leaving.
    func removeMember(_ login: String, confirmed: Bool) throws(CommandFailure) -> CommandOutcome {
        let link = try requireLink()
        let client = try connect(conninfo: link.conninfo)
        try refuseNewerSchema(client.connection)
        let role = try server { () throws(ServerError) in try client.role(in: link.householdID) }
        // Said before asking: a question whose "yes" the server would refuse helps nobody.
        guard role == .owner else { throw .server(.ruleViolated(.notOwner)) }
        let members = try server { () throws(ServerError) in
            try client.members(of: link.householdID)
        }
        guard members.contains(where: { $0.login == login }) else {
            // Not a member: the server withdraws an invitation, or says `.notMember`.
            try server { () throws(ServerError) in
                try client.removeMember(login, from: link.householdID)
            }
            return CommandOutcome(
                .memberRemoved(login: login, household: link.householdName, invitationOnly: true))
        }
        let owners = members.filter { $0.role == .owner }
        if owners.count == 1, owners.first?.login == login {
            throw .server(.ruleViolated(.lastOwner))
        }
        guard confirmed else {
            return CommandOutcome(
                .needsConfirmation(
                    Confirmation(
                        .removeMember(login: login, household: link.householdName),
                        confirmed: .householdRemove(login: login, confirmed: true))))
        }
        try server { () throws(ServerError) in
            try client.removeMember(login, from: link.householdID)
        }
        if login == client.login {
            return CommandOutcome(
                .leftHousehold(household: link.householdName, kept: try forgetLink()))
        }
        return CommandOutcome(
            .memberRemoved(login: login, household: link.householdName, invitationOnly: false))
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
        try refuseNewerSchema(client.connection)
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
        try refuseNewerSchema(client.connection)
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

    /// Before writing (a push, or a household command that changes members): `.schemaNewer`
    /// when the server's schema is newer than this program knows. Returns the server's
    /// version.
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
