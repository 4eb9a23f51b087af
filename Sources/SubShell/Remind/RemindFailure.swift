import SubLocalization
import SubNotify
import SubRecords

/// Why a `remind` subcommand could not be carried out.
enum RemindFailure: FamilyFailure {
    /// `remind run` could not deliver `count` reminders (told already); the next run retries.
    case remindersUndelivered(count: Int)
    /// `remind channel remove|test N` with no channel N.
    case reminderChannelNotFound(number: Int)
    /// `remind channel test N`: the test message did not get through.
    case reminderChannelFailed(ReminderChannel, DeliveryFailure)
    /// `remind install|uninstall`: systemd or crontab refused.
    case reminderTimer(DeliveryFailure)
    /// `remind install`: systemd could not be used, for the reason given, and cron then
    /// failed too.
    case reminderTimerNotInstalled(systemd: ReminderTimer.SystemdProblem, cron: DeliveryFailure)

    func lines(_ localizer: Localizer) -> [String] {
        let reasons = DeliveryFailureWording(localizer: localizer)
        switch self {
        case .remindersUndelivered(let count):
            return [localizer.text(.remindFailureUndelivered, ["count": .count(count)])]
        case .reminderChannelNotFound(let number):
            return [localizer.text(.remindChannelNotFound, ["number": .count(number)])]
        case .reminderChannelFailed(let channel, let failure):
            return [
                localizer.text(
                    .remindChannelTestFailed,
                    ["number": .count(channel.id), "reason": .text(reasons.reason(failure))])
            ]
        case .reminderTimer(let failure):
            return [
                localizer.text(.remindInstallFailed, ["reason": .text(reasons.reason(failure))])
            ]
        case .reminderTimerNotInstalled(let systemd, let cron):
            // Both reasons: cron was only tried because systemd could not be used.
            return [
                localizer.text(.remindInstallFailed, ["reason": .text(reasons.reason(cron))]),
                ReminderReportWording.systemdProblem(systemd, localizer: localizer),
            ]
        }
    }
}
