import SubDomain
import SubLocalization

/// A household shared on PostgreSQL: its server, joining it, its members, and sync.
extension CommandTable {
    static let server = CommandSpec(
        .server,
        subcommands: [
            (
                .serverInit,
                .init([.init(.conninfo, .text)]) { values throws(UsageError) in
                    .serverInit(conninfo: values.text(.conninfo) ?? "")
                }
            )
        ],
        access: .writesElsewhere)

    /// `link CONNINFO --household NAME|ID [--merge] [--yes]` joins or creates;
    /// `--invitations` lists what waits for the login and `--decline NAME|ID` turns one down,
    /// neither linking the profile.
    static let link = CommandSpec(
        .link,
        .init(
            [.init(.conninfo, .text)],
            options: [
                .value("--household", .household, .text), .flag("--invitations"),
                .value("--decline", .household, .text), .flag("--merge"),
                .yes,
            ],
            oneOf: ["--household", "--invitations", "--decline"]
        ) { values throws(UsageError) in
            let conninfo = values.text(.conninfo) ?? ""
            let household = values.option("--household")?.text
            let decline = values.option("--decline")?.text
            let invitations = values.flag("--invitations")
            // One of the three, alone: the others' words would be silently ignored.
            let extra =
                [
                    household.map { _ in "--household" }, decline.map { _ in "--decline" },
                    invitations ? "--invitations" : nil,
                ].compactMap { $0 }
            if extra.count > 1 { throw .unexpectedArgument(command: .link, word: extra[1]) }
            if invitations || decline != nil {
                for flag in ["--merge", OptionSpec.yes.name] where values.flag(flag) {
                    throw .unexpectedArgument(command: .link, word: flag)
                }
            }
            if invitations { return .linkInvitations(conninfo: conninfo) }
            if let decline { return .linkDecline(conninfo: conninfo, household: decline) }
            guard let household else {
                throw .missingArgument(command: .link, argument: .household)
            }
            return .link(
                conninfo: conninfo, household: household, merge: values.flag("--merge"),
                accept: values.flag(.yes))
        },
        access: .writesElsewhere, json: true)

    static let household = CommandSpec(
        .household,
        subcommands: [
            (
                .householdInvite,
                .init([.init(.login, .text)], options: [.value("--role", .role, .text)]) {
                    values throws(UsageError) in
                    .householdInvite(
                        login: values.text(.login) ?? "", role: values.option("--role")?.text)
                }
            ),
            (.householdMembers, .init { _ throws(UsageError) in .householdMembers }),
            (
                .householdLeave,
                .init(options: [.yes]) { values throws(UsageError) in
                    .householdLeave(confirmed: values.flag(.yes))
                }
            ),
            (
                .householdDelete,
                .init(options: [.yes]) { values throws(UsageError) in
                    .householdDelete(confirmed: values.flag(.yes))
                }
            ),
            (
                .householdRemove,
                .init([.init(.login, .text)], options: [.yes]) {
                    values throws(UsageError) in
                    .householdRemove(
                        login: values.text(.login) ?? "", confirmed: values.flag(.yes))
                }
            ),
        ],
        access: .writesElsewhere, json: true)

    static let sync = CommandSpec(
        .sync, .init { _ throws(UsageError) in .sync }, access: .writesElsewhere, json: true)
    static let status = CommandSpec(
        .status, .init { _ throws(UsageError) in .status }, json: true)

    static let pending = CommandSpec(
        .pending,
        subcommands: [
            (
                .pendingDrop,
                .init([.init(.number, .count(1...Int(Int32.max)))]) {
                    values throws(UsageError) in
                    guard case .count(let number)? = values.value(.number) else {
                        throw .missingArgument(command: .pending, argument: .number)
                    }
                    return .pendingDrop(number: number)
                }
            ),
            (
                .pendingRetry,
                .init([.init(.number, .count(1...Int(Int32.max)))]) {
                    values throws(UsageError) in
                    guard case .count(let number)? = values.value(.number) else {
                        throw .missingArgument(command: .pending, argument: .number)
                    }
                    return .pendingRetry(number: number)
                }
            ),
        ],
        withoutSubcommand: .init { _ throws(UsageError) in .pending },
        access: .writesElsewhere, json: true)

    static let unlink = CommandSpec(
        .unlink,
        .init(options: [.yes]) { values throws(UsageError) in
            .unlink(confirmed: values.flag(.yes))
        },
        access: .writesElsewhere, json: true)
}

/// The household's commands as the parser, the confirmations and the tests write them.
extension Command {
    static func household(_ action: HouseholdCommand.Action) -> Command {
        .family(AnyFamilyCommand(HouseholdCommand(action)))
    }

    static func serverInit(conninfo: String) -> Command {
        household(.initServer(conninfo: conninfo))
    }

    static func link(conninfo: String, household: String, merge: Bool, accept: Bool = false)
        -> Command
    {
        Command.household(
            .link(conninfo: conninfo, household: household, merge: merge, accept: accept))
    }

    static func linkInvitations(conninfo: String) -> Command {
        household(.invitations(conninfo: conninfo))
    }

    static func linkDecline(conninfo: String, household: String) -> Command {
        Command.household(.decline(conninfo: conninfo, household: household))
    }

    static func householdInvite(login: String, role: String?) -> Command {
        household(.invite(login: login, role: role))
    }

    static var householdMembers: Command { household(.members) }

    static func householdLeave(confirmed: Bool) -> Command {
        household(.leave(confirmed: confirmed))
    }

    static func householdDelete(confirmed: Bool) -> Command {
        household(.delete(confirmed: confirmed))
    }

    static func householdRemove(login: String, confirmed: Bool) -> Command {
        household(.remove(login: login, confirmed: confirmed))
    }

    static var sync: Command { household(.sync) }
    static var status: Command { household(.status) }
    static var pending: Command { household(.pending) }

    static func pendingDrop(number: Int) -> Command { household(.dropPending(number: number)) }

    static func pendingRetry(number: Int) -> Command { household(.retryPending(number: number)) }

    static func unlink(confirmed: Bool) -> Command { household(.unlink(confirmed: confirmed)) }
}
