import SubDomain
import SubJSON
import SubLocalization
import SubNotify
import SubRecords

/// Words and JSON for `remind run`, `remind status`, `remind channel …` and `remind
/// install|uninstall`. A channel is always shown by what is safe to show: a webhook's URL
/// with its secret masked.
struct ReminderReportWording {
    let localizer: Localizer
    let today: CivilDate

    // MARK: remind run

    func run(_ report: ReminderRunReport) -> [String] {
        if report.busy { return [localizer.text(.remindRunBusy)] }
        if report.items.isEmpty { return [localizer.text(.remindRunNothing)] }
        var lines: [String] = []
        for item in report.items {
            var title = item.message.title
            if item.reminder.isLate(on: report.day) {
                title += " " + localizer.text(.remindRunLate, ["due": .date(item.reminder.dueOn)])
            }
            if report.channels.isEmpty {
                lines.append(localizer.text(.remindRunDue, ["title": .userText(title)]))
                continue
            }
            if !item.sentTo.isEmpty {
                lines.append(
                    localizer.text(
                        report.dryRun ? .remindRunWouldSend : .remindRunSent,
                        [
                            "title": .userText(title),
                            "channels": .list(item.sentTo.map { "\($0.id)" }),
                            "count": .count(item.sentTo.count),
                        ]))
            }
            for (channel, failure) in item.failed {
                lines.append(
                    localizer.text(
                        .remindRunFailed,
                        [
                            "title": .userText(title), "number": .count(channel.id),
                            "reason": .text(reason(failure)),
                        ]))
            }
        }
        if report.channels.isEmpty { lines.append(localizer.text(.remindRunNoChannels)) }
        return lines
    }

    static func runJSON(_ report: ReminderRunReport) -> OrderedJSON {
        .object([
            ("date", .string(report.day.iso)), ("dry_run", .bool(report.dryRun)),
            ("busy", .bool(report.busy)),
            (
                "reminders",
                .array(
                    report.items.map { item in
                        .object([
                            ("key", .string(item.reminder.key)),
                            ("kind", .string(item.reminder.kind.rawValue)),
                            ("id", .string(item.reminder.expenseID.uuidString.lowercased())),
                            ("name", .string(item.reminder.name)),
                            ("date", .string(item.reminder.eventOn.iso)),
                            ("charge_date", .string(item.reminder.chargeOn.iso)),
                            ("due_on", .string(item.reminder.dueOn.iso)),
                            ("late", .bool(item.reminder.isLate(on: report.day))),
                            ("amount_minor", .int(item.reminder.amount.minorUnits)),
                            ("currency", .string(item.reminder.amount.currency.code)),
                            ("title", .string(item.message.title)),
                            ("body", .string(item.message.body)),
                            ("url", .optional(item.message.manageURL)),
                            ("sent", .array(item.sentTo.map { .int(Int64($0.id)) })),
                            (
                                "failed",
                                .array(
                                    item.failed.map {
                                        .object([
                                            ("channel", .int(Int64($0.channel.id))),
                                            ("reason", .string($0.failure.identifier)),
                                        ])
                                    })
                            ),
                        ])
                    })
            ),
        ])
    }

    // MARK: remind status

    func status(_ report: ReminderStatusReport) -> [String] {
        var lines = channels(report.channels)
        if let lastRun = report.lastRun {
            // Stored in UTC; said in the user's time zone and language, as `history` does.
            let time = ChangeWording(localizer: localizer).when(lastRun)
            lines.append(localizer.text(.remindStatusLastRun, ["time": .text(time)]))
        } else {
            lines.append(localizer.text(.remindStatusNeverRun))
        }
        if !report.failures.isEmpty {
            lines.append(
                localizer.text(.remindStatusFailures, ["count": .count(report.failures.count)]))
            for failure in report.failures {
                lines.append(
                    "  "
                        + localizer.text(
                            .remindStatusFailure,
                            [
                                "name": .userText(failure.name), "date": .date(failure.eventOn),
                                "number": .count(failure.channelID),
                                "reason": .text(
                                    failure.lastError.flatMap(DeliveryFailure.init(identifier:))
                                        .map(reason) ?? ""),
                                "attempts": .count(failure.attempts),
                            ]))
            }
        }
        if report.next.isEmpty {
            lines.append(
                localizer.text(
                    .remindStatusNothingNext, ["days": .count(CommandRunner.statusHorizonDays)]))
        } else {
            lines.append(localizer.text(.remindStatusNext))
            let wording = ReminderWording(localizer: localizer, today: today)
            for reminder in report.next {
                let title = wording.title(reminder, daysLeft: reminder.offset)
                lines.append("  " + localizer.date(reminder.dueOn) + "  " + title)
            }
        }
        return lines
    }

    static func statusJSON(_ report: ReminderStatusReport) -> OrderedJSON {
        .object([
            ("channels", channelsJSON(report.channels)),
            ("last_run", .optional(report.lastRun)),
            (
                "failures",
                .array(
                    report.failures.map {
                        .object([
                            ("key", .string($0.reminderKey)),
                            ("channel", .int(Int64($0.channelID))),
                            ("name", .string($0.name)), ("kind", .string($0.kind.rawValue)),
                            ("date", .string($0.eventOn.iso)), ("due_on", .string($0.dueOn.iso)),
                            ("attempts", .int(Int64($0.attempts))),
                            ("reason", .optional($0.lastError)),
                            ("attempted_at", .string($0.attemptedAt)),
                        ])
                    })
            ),
            (
                "next",
                .array(
                    report.next.map {
                        .object([
                            ("key", .string($0.key)), ("kind", .string($0.kind.rawValue)),
                            ("name", .string($0.name)), ("due_on", .string($0.dueOn.iso)),
                            ("date", .string($0.eventOn.iso)),
                            ("amount_minor", .int($0.amount.minorUnits)),
                            ("currency", .string($0.amount.currency.code)),
                        ])
                    })
            ),
        ])
    }

    // MARK: Channels

    func channels(_ channels: [ReminderChannel]) -> [String] {
        guard !channels.isEmpty else { return [localizer.text(.remindChannelNone)] }
        return [localizer.text(.remindChannelHeading)]
            + channels.map { "  \($0.id)  " + describe($0) }
    }

    func describe(_ channel: ReminderChannel) -> String {
        switch channel.kind {
        case .desktop: localizer.text(.remindChannelKindDesktop)
        case .email: localizer.text(.remindChannelKindEmail, ["target": .userText(channel.target)])
        case .webhook:
            localizer.text(
                .remindChannelKindWebhook,
                [
                    "target": .userText(channel.target),
                    "format": .text(channel.format?.rawValue ?? "json"),
                ])
        case .command:
            localizer.text(.remindChannelKindCommand, ["target": .userText(channel.target)])
        }
    }

    static func channelsJSON(_ channels: [ReminderChannel]) -> OrderedJSON {
        .array(channels.map(channelJSON))
    }

    static func channelJSON(_ channel: ReminderChannel) -> OrderedJSON {
        .object([
            ("number", .int(Int64(channel.id))), ("kind", .string(channel.kind.rawValue)),
            ("target", .string(channel.target)), ("format", .optional(channel.format?.rawValue)),
            ("has_secret", .bool(channel.hasSecret)),
        ])
    }

    // MARK: remind install

    func installed(_ installed: ReminderTimer.Installed) -> [String] {
        var lines: [String] = []
        if let problem = installed.systemdProblem {
            lines.append(Self.systemdProblem(problem, localizer: localizer))
        }
        switch installed.scheduler {
        case .systemd:
            for file in installed.files {
                lines.append(localizer.text(.remindInstallWrote, ["path": .userText(file)]))
            }
            lines.append(
                localizer.text(
                    .remindInstallTimer, ["unit": .userText(installed.timerName ?? "")]))
            for file in installed.migrated {
                lines.append(localizer.text(.remindInstallMigrated, ["path": .userText(file)]))
            }
            if installed.cronLinesRemoved > 0 {
                lines.append(localizer.text(.remindInstallCronRemoved))
            }
        case .cron:
            lines.append(localizer.text(.remindInstallCron))
            lines.append("  " + (installed.cronLine ?? ""))
        }
        return lines
    }

    /// Why systemd was not used, as one sentence that ends "using cron instead": each
    /// reason in its own words, never a missing session for what is a file or a name.
    static func systemdProblem(_ problem: ReminderTimer.SystemdProblem, localizer: Localizer)
        -> String
    {
        let failures = DeliveryFailureWording(localizer: localizer)
        return switch problem {
        case .noSystemctl: localizer.text(.remindInstallNoSystemctl)
        case .noUserSession(let failure):
            localizer.text(
                .remindInstallNoSystemd, ["reason": .text(sessionReason(failure, failures))])
        case .unitNotWritable(let path):
            localizer.text(.remindInstallUnitUnwritable, ["path": .userText(path)])
        case .unitTaken(let path):
            localizer.text(.remindInstallUnitTaken, ["path": .userText(path)])
        case .notEnabled(let unit, let failure):
            localizer.text(
                .remindInstallNotEnabled,
                ["unit": .userText(unit), "reason": .text(failures.reason(failure))])
        }
    }

    /// `systemctl`'s own words when it gave some (what was shown before), else the failure
    /// in words.
    private static func sessionReason(
        _ failure: DeliveryFailure, _ failures: DeliveryFailureWording
    ) -> String {
        if case .toolFailed(_, _, let message) = failure, !message.isEmpty { return message }
        return failures.reason(failure)
    }

    static func installedJSON(_ installed: ReminderTimer.Installed) -> OrderedJSON {
        var unavailable: String?
        if case .noUserSession(.toolFailed(_, _, let message)) = installed.systemdProblem {
            unavailable = message
        } else if installed.systemdProblem != nil {
            unavailable = ""
        }
        return .object([
            ("scheduler", .string(installed.scheduler.rawValue)),
            ("files", .array(installed.files.map(OrderedJSON.string))),
            ("timer", .optional(installed.timerName)),
            ("cron_line", .optional(installed.cronLine)),
            ("systemd_unavailable", .optional(unavailable)),
            ("systemd_problem", .optional(installed.systemdProblem?.code)),
            ("migrated", .array(installed.migrated.map(OrderedJSON.string))),
            ("cron_lines_removed", .int(Int64(installed.cronLinesRemoved))),
        ])
    }

    func removed(_ removed: ReminderTimer.Removed) -> [String] {
        guard !removed.files.isEmpty || removed.cronLines > 0 else {
            return [localizer.text(.remindUninstallNothing)]
        }
        return removed.files.map {
            localizer.text(.remindUninstallRemoved, ["path": .userText($0)])
        }
            + (removed.cronLines > 0 ? [localizer.text(.remindUninstallCron)] : [])
    }

    static func removedJSON(_ removed: ReminderTimer.Removed) -> OrderedJSON {
        .object([
            ("files", .array(removed.files.map(OrderedJSON.string))),
            ("cron_lines", .int(Int64(removed.cronLines))),
        ])
    }

    func reason(_ failure: DeliveryFailure) -> String {
        DeliveryFailureWording(localizer: localizer).reason(failure)
    }
}
