import FoundationEssentials
import SubDomain
import SubLocalization
import SubRecords
import SubServer
import SubStore

/// The shared-household commands once linked: managing the household, syncing, and what
/// waits for the server.
extension CommandRunner {
    /// How long an explicit household command waits for the server to answer the connection.
    static let householdConnectTimeout = 5

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
            .report(
                HouseholdReport.invited(
                    login: login, role: role, household: link.householdName, invitation: invitation,
                    householdID: link.householdID)))
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
                .report(
                    HouseholdReport.memberRemoved(
                        login: login, household: link.householdName, invitationOnly: true)))
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
                .report(
                    HouseholdReport.leftHousehold(
                        household: link.householdName, kept: try forgetLink())))
        }
        return CommandOutcome(
            .report(
                HouseholdReport.memberRemoved(
                    login: login, household: link.householdName, invitationOnly: false)))
    }

    func householdMembers() throws(CommandFailure) -> CommandOutcome {
        let link = try requireLink()
        let client = try connect(conninfo: link.conninfo)
        let members = try server { () throws(ServerError) in
            try client.members(of: link.householdID)
        }
        guard !members.isEmpty else { throw .server(.permissionDenied) }
        return CommandOutcome(
            .report(
                HouseholdReport.householdMembers(household: link.householdName, members: members)))
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
            .report(
                HouseholdReport.leftHousehold(household: link.householdName, kept: try forgetLink())
            ))
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
            .report(
                HouseholdReport.householdDeleted(
                    household: link.householdName, kept: try forgetLink())))
    }

    // MARK: Sync, status, pending

    func sync() throws(CommandFailure) -> CommandOutcome {
        let link = try requireLink()
        let client = try connect(conninfo: link.conninfo)
        let store = try session.writableStore()
        let report = try synchronize(store: store, link: link, client: client)
        return CommandOutcome(
            .report(HouseholdReport.synced(report, household: link.householdName)))
    }

    func householdStatus() throws(CommandFailure) -> CommandOutcome {
        var link = try requireLink()
        let store = try session.writableStore()
        var reachable = false
        var caughtUp = true
        var unreadable: [UnreadableServerRow] = []
        var failure: SyncFailure?
        // The same exchange a read makes before it answers, with a second for it: what status
        // says (online, still arriving, a row skipped, a failure) is what a read would meet.
        let start = ContinuousClock.now
        if let client = try? connect(conninfo: link.conninfo, deadline: .seconds(1)) {
            client.connection.deadline = start.advanced(by: .seconds(1))
            defer { client.connection.deadline = nil }
            do throws(CommandFailure) {
                let report = try synchronize(
                    store: store, link: link, client: client,
                    budget: start.advanced(by: .milliseconds(700)))
                reachable = true
                caughtUp = report.caughtUp
                unreadable = report.unreadable
                link = try currentLink() ?? link
            } catch {
                switch error {
                case .server(.unreachable): break
                case .server(let server):
                    reachable = true
                    failure = .server(server)
                case .store(let store):
                    reachable = true
                    failure = .store(store)
                default: throw error
                }
            }
        }
        let pending = try storeCall { () throws(StoreError) in try store.pendingChanges() }
        // Payments wait in their own outbox; a refused one is sent again by itself.
        let payments = try storeCall { () throws(StoreError) in try store.pendingPayments() }
        let address =
            (try? ServerAddress(conninfo: link.conninfo)).map(Self.describe) ?? ""
        return CommandOutcome(
            .report(
                HouseholdReport.householdStatus(
                    HouseholdStatus(
                        link: link, server: address, reachable: reachable,
                        pending: pending.count + payments.count,
                        conflicts: pending.count {
                            if case .conflict = $0.problem { true } else { false }
                        },
                        rejected: pending.count {
                            if case .rejected = $0.problem { true } else { false }
                        } + payments.count { $0.problem != nil }, caughtUp: caughtUp,
                        unreadable: unreadable, syncFailure: failure,
                        arrived: caughtUp
                            ? 0
                            : try storeCall { () throws(StoreError) in
                                try store.read().expenses.count
                            }
                    ))))
    }

    /// `pending`: the plans' changes and the payments that wait for the server, each payment
    /// with its plan's name (as the plan's deletion still waiting names it, once it is gone).
    func pendingChanges() throws(CommandFailure) -> CommandOutcome {
        _ = try requireLink()
        let (changes, payments) =
            try session.reading { store throws(StoreError) in
                (try store.pendingChanges(), try store.pendingPayments())
            } ?? ([], [])
        var names: [UUID: String] = [:]
        if !payments.isEmpty {
            for change in changes { names[change.expenseID] = change.expenseName }
            for plan in try session.readLedger().expenses { names[plan.id] = plan.name }
        }
        return CommandOutcome(
            .report(HouseholdReport.pending(changes, payments: payments, names: names)))
    }

    /// Puts refused change `number` (and the later refused ones of its subscription, made
    /// on top of it) back in line and syncs at once; what the server says is the answer.
    func retryPending(_ number: Int) throws(CommandFailure) -> CommandOutcome {
        let link = try requireLink()
        let store = try session.writableStore()
        let pending = try storeCall { () throws(StoreError) in try store.pendingChanges() }
        guard let change = pending.first(where: { $0.number == Int64(number) }) else {
            throw .family(HouseholdFailure.pendingNotFound(number: number))
        }
        if case .conflict = change.problem {
            throw .family(HouseholdFailure.pendingInConflict(number: number))
        }
        let refused = pending.filter { other in
            guard other.expenseID == change.expenseID, other.number >= change.number,
                case .rejected = other.problem
            else { return false }
            return true
        }
        try storeCall { () throws(StoreError) in try store.requeueRefused(refused.map(\.number)) }
        var reached = false
        let start = ContinuousClock.now
        if let client = try? connect(conninfo: link.conninfo, deadline: .seconds(1)) {
            client.connection.deadline = start.advanced(by: .seconds(5))
            defer { client.connection.deadline = nil }
            do throws(CommandFailure) {
                _ = try synchronize(store: store, link: link, client: client)
                reached = true
            } catch {
                guard case .server(.unreachable) = error else { throw error }
            }
        }
        let left = try storeCall { () throws(StoreError) in try store.pendingChanges() }
            .first { $0.number == Int64(number) }
        return CommandOutcome(
            .report(HouseholdReport.pendingRetried(number: number, left: left, reached: reached)))
    }

    func dropPending(_ number: Int) throws(CommandFailure) -> CommandOutcome {
        _ = try requireLink()
        let store = try session.writableStore()
        let dropped = try storeCall { () throws(StoreError) in
            try store.dropPending(Int64(number))
        }
        guard !dropped.isEmpty else {
            throw .family(HouseholdFailure.pendingNotFound(number: number))
        }
        return CommandOutcome(.report(HouseholdReport.pendingDropped(dropped)))
    }

    /// `--role` in either language: the canonical word or the catalog's name for it.
    func invitedRole(_ word: String) throws(CommandFailure) -> HouseholdRole {
        let folded = TextFolding.fold(word)
        for role in [HouseholdRole.editor, .viewer] {
            let names = [role.rawValue, words.text(roleKey(role))]
            if names.contains(where: { TextFolding.fold($0) == folded }) { return role }
        }
        throw .family(HouseholdFailure.unknownRole(word))
    }

    func roleKey(_ role: HouseholdRole) -> MessageKey {
        MessageKey("household.role." + role.rawValue)
    }
}
