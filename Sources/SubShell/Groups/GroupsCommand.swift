/// `group new|add|remove`: plans that share one price, and their members.
struct GroupsCommand: ShellCommand {
    /// How a new group's amount is kept.
    enum Cap: Hashable, Sendable {
        case automatic
        /// A manual cap, as typed (read with the group's currency when it is known).
        case manual(amountText: String)
    }

    enum Action: Hashable, Sendable {
        case create(name: String, cap: Cap, members: [String])
        case add(group: String, members: [String])
        case remove(member: String)
    }

    let action: Action

    init(_ action: Action) {
        self.action = action
    }

    var name: CommandName { .group }

    func run(_ runner: CommandRunner) throws(CommandFailure) -> CommandOutcome {
        switch action {
        case .create(let name, let cap, let members):
            try runner.createGroup(name, cap: cap, members: members)
        case .add(let group, let members): try runner.addToGroup(group, members: members)
        case .remove(let member): try runner.removeFromGroup(member)
        }
    }
}
