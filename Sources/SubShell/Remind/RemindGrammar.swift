import SubDomain
import SubLocalization

/// `remind`: the reminder days, and the reminders delivered while the shell is closed.
extension CommandTable {
    /// `action` as the command the parser returns.
    static func remind(_ action: RemindCommand.Action) -> Command {
        .family(AnyFamilyCommand(RemindCommand(action)))
    }

    /// `remind` shows the profile's reminder offsets, `remind 7,3,1` or `remind off` sets
    /// them (a subscription's own, `--remind`, win over them). Its subcommands deliver them
    /// while the shell is closed: `run`, `status`, `channel add|list|remove|test`,
    /// `install [--cron]` and `uninstall`.
    static let remind = CommandSpec(
        .remind,
        subcommands: [
            (
                .remindRun,
                .init(options: [.flag("--dry-run")]) { values throws(UsageError) in
                    remind(.run(dryRun: values.flag("--dry-run")))
                }
            ),
            (.remindStatus, .init { _ throws(UsageError) in remind(.status) }),
            (
                .remindChannel,
                .init(
                    [
                        .init(.action, .channelAction),
                        .init(.channelTarget, .channelTarget, .joined(required: false)),
                    ],
                    options: [.value("--format", .webhookFormat, .webhookFormat)]
                ) { values throws(UsageError) in try channelCommand(values) }
            ),
            (
                .remindInstall,
                .init(options: [.flag("--cron")]) { values throws(UsageError) in
                    remind(.install(cron: values.flag("--cron")))
                }
            ),
            (.remindUninstall, .init { _ throws(UsageError) in remind(.uninstall) }),
        ],
        withoutSubcommand: .init([.init(.reminders, .reminders, .joined(required: false))]) {
            values throws(UsageError) in
            if case .reminders(let offsets)? = values.value(.reminders) {
                return remind(.offsets(offsets))
            }
            return remind(.offsets(nil))
        },
        access: .writesElsewhere, json: true)

    /// `remind channel add desktop | email ADDRESS | webhook URL [--format F] | command 'CMD'`,
    /// `remind channel list`, `remove N`, `test N`.
    static func channelCommand(_ values: ArgumentValues) throws(UsageError) -> Command {
        let action = values.text(.action) ?? ""
        let target = values.text(.channelTarget)
        let format = values.option("--format")?.text
        func number() throws(UsageError) -> Int {
            guard let target else { throw .missingArgument(command: .remind, argument: .number) }
            guard let number = Int(target), number >= 1 else {
                throw .invalidValue(
                    LocalizedMessage(.remindChannelInvalidNumber, ["value": .userText(target)]))
            }
            return number
        }
        if format != nil, action != "add" {
            throw .unexpectedArgument(command: .remind, word: "--format")
        }
        switch action {
        case "list":
            if let target { throw .unexpectedArgument(command: .remind, word: target) }
            return remind(.listChannels)
        case "remove": return remind(.removeChannel(number: try number()))
        case "test": return remind(.testChannel(number: try number()))
        default: break
        }
        let parts = (target ?? "").split(separator: " ", maxSplits: 1).map(String.init)
        guard let kind = parts.first else {
            throw .missingArgument(command: .remind, argument: .channelTarget)
        }
        let rest = parts.count > 1 ? parts[1] : nil
        if format != nil, kind != "webhook" {
            throw .unexpectedArgument(command: .remind, word: "--format")
        }
        switch (kind, rest) {
        case ("desktop", nil): return remind(.addChannel(.desktop))
        case ("desktop", let extra?): throw .unexpectedArgument(command: .remind, word: extra)
        case ("email", let address?): return remind(.addChannel(.email(address: address)))
        case ("webhook", let url?): return remind(.addChannel(.webhook(url: url, format: format)))
        case ("command", let command?): return remind(.addChannel(.command(command)))
        case ("email", nil), ("webhook", nil), ("command", nil):
            throw .missingArgument(command: .remind, argument: .channelTarget)
        default:
            throw .invalidValue(
                LocalizedMessage(.remindChannelUnknownKind, ["value": .userText(kind)]))
        }
    }
}
