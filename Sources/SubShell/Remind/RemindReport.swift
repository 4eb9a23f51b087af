import SubJSON
import SubLocalization
import SubNotify
import SubRecords

/// What `remind` and its subcommands did or found.
enum RemindReport: CommandReport {
    /// The profile's reminder offsets (after `remind`, or as they are when only asked).
    case offsets([Int])
    case run(ReminderRunReport)
    case status(ReminderStatusReport)
    case channels([ReminderChannel])
    case channelAdded(ReminderChannel)
    case channelRemoved(ReminderChannel)
    /// `remind channel test N` delivered its test message.
    case channelTested(ReminderChannel)
    case timerInstalled(ReminderTimer.Installed)
    case timerRemoved(ReminderTimer.Removed)

    func lines(_ setting: ReportSetting) -> [String] {
        let wording = ReminderReportWording(localizer: setting.localizer, today: setting.today)
        switch self {
        case .offsets(let offsets): return [Renderer(setting).profileReminders(offsets)]
        case .run(let report): return wording.run(report)
        case .status(let report): return wording.status(report)
        case .channels(let channels): return wording.channels(channels)
        case .channelAdded(let channel):
            return channelLine(.remindChannelAdded, channel, wording)
        case .channelRemoved(let channel):
            return channelLine(.remindChannelRemoved, channel, wording)
        case .channelTested(let channel):
            return channelLine(.remindChannelTested, channel, wording)
        case .timerInstalled(let installed): return wording.installed(installed)
        case .timerRemoved(let removed): return wording.removed(removed)
        }
    }

    func json(_ setting: ReportSetting) -> OrderedJSON {
        switch self {
        case .offsets(let offsets): JSONReports.reminders(offsets)
        case .run(let report): ReminderReportWording.runJSON(report)
        case .status(let report): ReminderReportWording.statusJSON(report)
        case .channels(let channels):
            .object([("channels", ReminderReportWording.channelsJSON(channels))])
        case .channelAdded(let channel), .channelRemoved(let channel),
            .channelTested(let channel):
            ReminderReportWording.channelJSON(channel)
        case .timerInstalled(let installed): ReminderReportWording.installedJSON(installed)
        case .timerRemoved(let removed): ReminderReportWording.removedJSON(removed)
        }
    }

    /// Told already, line by line; a timer or script must see that some did not go.
    var failureAfterShowing: CommandFailure? {
        guard case .run(let report) = self, report.failureCount > 0 else { return nil }
        return .family(RemindFailure.remindersUndelivered(count: report.failureCount))
    }

    /// A channel added, removed or tested: its sentence (`key`).
    private func channelLine(
        _ key: MessageKey, _ channel: ReminderChannel, _ wording: ReminderReportWording
    ) -> [String] {
        [
            wording.localizer.text(
                key, ["number": .count(channel.id), "channel": .text(wording.describe(channel))])
        ]
    }
}
