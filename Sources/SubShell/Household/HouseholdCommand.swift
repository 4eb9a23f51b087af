/// The household shared on PostgreSQL: `server init`, `link`, `household …`, `sync`,
/// `status`, `pending …` and `unlink`.
struct HouseholdCommand: ShellCommand {
    enum Action: Hashable, Sendable {
        /// `server init CONNINFO`: create or upgrade the household schema on PostgreSQL.
        case initServer(conninfo: String)
        /// `link CONNINFO --household NAME|ID [--merge] [--yes]`: this profile now lives on
        /// the server, in a household of this login's, one it accepts an invitation to
        /// (`accept`: `--yes`, or the shell's question answered), or a new one.
        case link(conninfo: String, household: String, merge: Bool, accept: Bool)
        /// `link CONNINFO --invitations`: the invitations waiting for the login.
        case invitations(conninfo: String)
        /// `link CONNINFO --decline NAME|ID`: turns an invitation down.
        case decline(conninfo: String, household: String)
        /// `household invite LOGIN [--role editor|viewer]`; `role` as typed.
        case invite(login: String, role: String?)
        case members
        case leave(confirmed: Bool)
        case delete(confirmed: Bool)
        /// `household remove LOGIN [--yes]`: an owner takes a member out (or withdraws an
        /// invitation).
        case remove(login: String, confirmed: Bool)
        case sync
        case status
        case pending
        case dropPending(number: Int)
        /// `pending retry N`: change N, refused, goes to the server again now.
        case retryPending(number: Int)
        case unlink(confirmed: Bool)
    }

    let action: Action

    init(_ action: Action) {
        self.action = action
    }

    var name: CommandName {
        switch action {
        case .initServer: .server
        case .link, .invitations, .decline: .link
        case .invite, .members, .leave, .delete, .remove: .household
        case .sync: .sync
        case .status: .status
        case .pending, .dropPending, .retryPending: .pending
        case .unlink: .unlink
        }
    }

    func run(_ runner: CommandRunner) throws(CommandFailure) -> CommandOutcome {
        switch action {
        case .initServer(let conninfo): try runner.initializeServer(conninfo)
        case .link(let conninfo, let household, let merge, let accept):
            try runner.link(conninfo: conninfo, household: household, merge: merge, accept: accept)
        case .invitations(let conninfo): try runner.invitations(conninfo: conninfo)
        case .decline(let conninfo, let household):
            try runner.declineInvitation(conninfo: conninfo, household: household)
        case .invite(let login, let role): try runner.invite(login: login, roleWord: role)
        case .members: try runner.householdMembers()
        case .leave(let confirmed): try runner.leaveHousehold(confirmed: confirmed)
        case .delete(let confirmed): try runner.deleteHousehold(confirmed: confirmed)
        case .remove(let login, let confirmed): try runner.removeMember(login, confirmed: confirmed)
        case .sync: try runner.sync()
        case .status: try runner.householdStatus()
        case .pending: try runner.pendingChanges()
        case .dropPending(let number): try runner.dropPending(number)
        case .retryPending(let number): try runner.retryPending(number)
        case .unlink(let confirmed): try runner.unlink(confirmed: confirmed)
        }
    }
}
