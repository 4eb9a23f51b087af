import FoundationEssentials
import SubDomain
import SubLocalization
import SubRecords
import SubServer
import SubStore

/// `link`, its invitations and `unlink`: a profile joins a household on a PostgreSQL server
/// (one of this login's, one it is invited to, or a new one) and leaves it again.
extension CommandRunner {
    /// `link CONNINFO --household NAME|ID`: joins a household of this login's, or one it is
    /// invited to (accepting the invitation: `accept`, or the question answered), or creates
    /// one called NAME when neither exists.
    func link(conninfo: String, household typed: String, merge: Bool, accept: Bool)
        throws(CommandFailure) -> CommandOutcome
    {
        if let existing = try currentLink() {
            throw .family(HouseholdFailure.alreadyLinked(household: existing.householdName))
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
                throw .family(
                    HouseholdFailure.joinNeedsMerge(
                        household: found.name, count: local.expenses.count))
            }
            household = found
            uploaded = try uploadMissing(records, to: found, client: client)
        case .invited(let invitation):
            guard local.expenses.isEmpty || merge else {
                throw .family(
                    HouseholdFailure.joinNeedsMerge(
                        household: invitation.householdName, count: local.expenses.count))
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
            .report(
                HouseholdReport.linked(
                    LinkReport(
                        household: household.name, created: created, role: household.role,
                        uploaded: uploaded, pulled: report.pulled, acceptedFrom: acceptedFrom))))
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
            throw .family(HouseholdFailure.householdNotFound(household: typed))
        }
        let named = try server { () throws(ServerError) in try client.households(named: typed) }
        if named.count > 1 {
            throw .family(
                HouseholdFailure.householdAmbiguous(
                    name: typed, candidates: named.map(HouseholdCandidate.init)))
        }
        if let found = named.first { return .member(found) }
        let invitations = try server { () throws(ServerError) in try client.invitations() }
        let invited = invitations.filter { $0.householdName == typed }
        if invited.count > 1 {
            throw .family(
                HouseholdFailure.householdAmbiguous(
                    name: typed, candidates: invited.map(HouseholdCandidate.init)))
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
            throw .family(
                HouseholdFailure.householdAmbiguous(
                    name: typed,
                    candidates: members.map(HouseholdCandidate.init)
                        + invitees.map(HouseholdCandidate.init)))
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
        return CommandOutcome(
            .report(HouseholdReport.invitations(login: client.login, invitations)))
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
            throw .family(
                HouseholdFailure.householdAmbiguous(
                    name: typed, candidates: matches.map(HouseholdCandidate.init)))
        }
        guard let invitation = matches.first else {
            throw .family(HouseholdFailure.invitationNotFound(household: typed))
        }
        try server { () throws(ServerError) in
            try client.declineInvitation(to: invitation.householdID)
        }
        return CommandOutcome(.report(HouseholdReport.invitationDeclined(invitation)))
    }

    /// Joining with `--merge`: the profile's rows the household does not have yet (a profile
    /// linked before may already have some there).
    func uploadMissing(
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
    func createHousehold(
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
            .report(
                HouseholdReport.unlinked(
                    household: link.householdName, kept: kept, discarded: discarded)))
    }
}
