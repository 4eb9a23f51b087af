/// `remind` and its subcommands: the profile's reminder days, and the reminders delivered
/// while the shell is closed.
struct RemindCommand: ShellCommand {
    enum Action: Hashable, Sendable {
        /// `remind` shows the profile's reminder offsets (`nil`); `remind 7,3,1` or
        /// `remind off` sets them.
        case offsets([Int]?)
        /// `remind run [--dry-run]`: delivers the reminders due now to every channel, once.
        case run(dryRun: Bool)
        /// `remind status`: the channels, the last run, failures waiting, what is due next.
        case status
        case addChannel(ReminderChannelRequest)
        case listChannels
        case removeChannel(number: Int)
        case testChannel(number: Int)
        /// `remind install [--cron]`: the hourly timer (or crontab line) that runs
        /// `remind run`.
        case install(cron: Bool)
        case uninstall
    }

    let action: Action

    init(_ action: Action) {
        self.action = action
    }

    var name: CommandName { .remind }

    func run(_ runner: CommandRunner) throws(CommandFailure) -> CommandOutcome {
        switch action {
        case .offsets(let offsets): try runner.remind(offsets)
        case .run(let dryRun): try runner.remindRun(dryRun: dryRun)
        case .status: try runner.remindStatus()
        case .addChannel(let request): try runner.addChannel(request)
        case .listChannels: try runner.listChannels()
        case .removeChannel(let number): try runner.removeChannel(number)
        case .testChannel(let number): try runner.testChannel(number)
        case .install(let cron): try runner.installTimer(cron: cron)
        case .uninstall: try runner.uninstallTimer()
        }
    }
}
