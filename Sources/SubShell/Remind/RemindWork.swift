import FoundationEssentials
import SubDomain
import SubLocalization
import SubNotify
import SubRecords
import SubStore

/// `remind run`, `remind status`, `remind channel …` and `remind install|uninstall`:
/// reminders delivered while the shell is closed.
extension CommandRunner {
    /// How far ahead `remind status` looks for the next reminders.
    static let statusHorizonDays = 31
    static let statusNextLimit = 10

    // MARK: remind

    /// `remind` shows the profile's reminder offsets; `remind 7,3,1` sets them and `remind
    /// off` turns them off (each subscription may still have its own, `--remind`).
    func remind(_ offsets: [Int]?) throws(CommandFailure) -> CommandOutcome {
        if let offsets {
            let schedule: ReminderSchedule
            do throws(DomainError) {
                schedule = try ReminderSchedule(offsets: offsets)
            } catch {
                throw .domain(error)
            }
            let store = try session.writableStore()
            do throws(StoreError) {
                try store.setReminderOffsets(schedule.offsets)
            } catch {
                throw .store(error)
            }
        }
        return CommandOutcome(.report(RemindReport.offsets(session.reminderOffsets())))
    }

    // MARK: remind run

    /// Delivers the reminders due today to every channel that has not had them, recording
    /// each attempt before it leaves (`sending`, committed) and its outcome after. A linked
    /// profile's reminders come from its local cache: the run never waits for the
    /// household's server.
    ///
    /// An attempt found `sending` was cut short by a kill or a crash after it was recorded:
    /// the channel may have it or not. Mail, webhooks and commands get it again with the same
    /// idempotency key (at least once, and a receiver that keeps keys drops the repeat); the
    /// desktop, which cannot be told a key and may have shown it, never gets it again (at
    /// most once).
    func remindRun(dryRun: Bool) throws(CommandFailure) -> CommandOutcome {
        let store = try dryRun ? nil : session.writableStore()
        var lock: ReminderRunLock?
        if !dryRun {
            lock = try ReminderRunLock(profileDirectory: session.location.profileDirectory)
            if lock == nil {
                return CommandOutcome(
                    .report(
                        RemindReport.run(
                            ReminderRunReport(
                                day: today, dryRun: false, channels: [], items: [], busy: true))))
            }
        }
        defer { withExtendedLifetime(lock) {} }
        let channels =
            try session.reading { store throws(StoreError) in
                try store.reminderChannels()
            } ?? []
        let due = try dueReminders()
        let delivered =
            try session.reading { store throws(StoreError) in
                try store.reminderDeliveries(keys: due.reminders.map(\.key))
            } ?? [:]
        let wording = ReminderWording(localizer: words, today: today)
        var items: [ReminderRunReport.Item] = []
        // A channel that could not be reached is not tried again this run: ten reminders
        // due through a webhook that never answers would each wait out its timeout. The
        // desktop's failures are all of that kind: gdbus fails for want of a session bus or
        // a notification service, never because of one message.
        var unreachable: [Int: DeliveryFailure] = [:]
        let fault = ReminderFaultPoint(environment: session.environment)
        var attempts = 0
        for reminder in due.reminders {
            let owed = channels.filter { channel in
                switch delivered[reminder.key]?[channel.id]?.outcome {
                case .sent: false
                case .sending: channel.kind != .desktop
                case .failed, nil: true
                }
            }
            guard !owed.isEmpty || channels.isEmpty else { continue }
            let message = wording.message(reminder, expense: due.expenses[reminder.expenseID])
            var sent: [ReminderChannel] = []
            var failed: [(channel: ReminderChannel, failure: DeliveryFailure)] = []
            for channel in owed {
                guard let store else {
                    sent.append(channel)
                    continue
                }
                let failure: DeliveryFailure?
                if let reason = unreachable[channel.id] {
                    failure = .notTried(after: reason)
                } else {
                    try mapStore { () throws(StoreError) in
                        try store.beginReminderDelivery(reminder, channelID: channel.id)
                    }
                    attempts += 1
                    fault.reach(
                        .beforeSend, attempt: attempts, reminderKey: reminder.key,
                        channelID: channel.id)
                    failure = deliver(message, to: channel, store: store)
                    fault.reach(
                        .afterSend, attempt: attempts, reminderKey: reminder.key,
                        channelID: channel.id)
                    if let failure, failure.meansUnreachable || channel.kind == .desktop {
                        unreachable[channel.id] = failure
                    }
                }
                try mapStore { () throws(StoreError) in
                    try store.recordReminderDelivery(
                        reminder, channelID: channel.id, outcome: failure == nil ? .sent : .failed,
                        error: failure?.identifier)
                }
                if let failure { failed.append((channel, failure)) } else { sent.append(channel) }
            }
            items.append(.init(reminder: reminder, message: message, sentTo: sent, failed: failed))
        }
        if let store { try mapStore { () throws(StoreError) in try store.markRemindersRun() } }
        return CommandOutcome(
            .report(
                RemindReport.run(
                    ReminderRunReport(
                        day: today, dryRun: dryRun, channels: channels, items: items, busy: false)))
        )
    }

    /// The reminders due today by the profile's offsets, with the items they are about.
    private func dueReminders() throws(CommandFailure)
        -> (reminders: [DueReminder], expenses: [UUID: RecurringExpense])
    {
        let items = try session.chargedItems()
        let schedule = (try? ReminderSchedule(offsets: session.reminderOffsets()))
        let reminders = schedule?.dueReminders(for: items, on: today) ?? []
        return (reminders, Dictionary(items.map { ($0.id, $0) }) { first, _ in first })
    }

    /// Sends `message` through `channel`; the failure, or `nil` when it was delivered.
    func deliver(_ message: ReminderMessage, to channel: ReminderChannel, store: ExpenseStore)
        -> DeliveryFailure?
    {
        let target: String
        do {
            target = try store.deliveryTarget(of: channel)
        } catch {
            return .secretUnreadable
        }
        let environment = session.environment
        let message = message.toChannel(channel.id)
        switch channel.kind {
        case .desktop: return DesktopNotifier(environment: environment).send(message)
        case .email:
            return MailSender(environment: environment).send(
                MailMessage(
                    to: target, subject: message.title, body: message.body, date: Date(),
                    key: message.idempotencyKey))
        case .webhook:
            let format = channel.format ?? .json
            return WebhookSender(url: target, format: format, poster: ReminderWebhookPoster())
                .send(message)
        case .command: return CommandSender(command: target, environment: environment).send(message)
        }
    }

    // MARK: remind status

    func remindStatus() throws(CommandFailure) -> CommandOutcome {
        let channels =
            try session.reading { store throws(StoreError) in
                try store.reminderChannels()
            } ?? []
        let lastRun =
            try session.reading { store throws(StoreError) in
                try store.remindersLastRun()
            } ?? nil
        let failures =
            try session.reading { store throws(StoreError) in
                try store.failedReminderDeliveries(onOrAfter: today)
            } ?? []
        // The next days that bring a reminder on time, as a run on that day would send it.
        let items = try session.chargedItems()
        var next: [DueReminder] = []
        if let schedule = try? ReminderSchedule(offsets: session.reminderOffsets()) {
            for offset in 1...Self.statusHorizonDays where next.count < Self.statusNextLimit {
                let day = today.addingDays(offset)
                next += schedule.dueReminders(for: items, on: day).filter { $0.dueOn == day }
            }
        }
        return CommandOutcome(
            .report(
                RemindReport.status(
                    ReminderStatusReport(
                        channels: channels, lastRun: lastRun, failures: failures,
                        next: Array(next.prefix(Self.statusNextLimit))))))
    }

    // MARK: remind channel

    func addChannel(_ request: ReminderChannelRequest) throws(CommandFailure) -> CommandOutcome {
        let kind: ReminderChannel.Kind
        var shown = ""
        var secret: String?
        var format: WebhookFormat?
        switch request {
        case .desktop: kind = .desktop
        case .email(let address):
            guard MailSender.isValidAddress(address) else {
                throw .invalidValue(
                    .invalidValue(
                        LocalizedMessage(.remindChannelInvalidEmail, ["value": .userText(address)]))
                )
            }
            kind = .email
            shown = address
        case .webhook(let url, let formatWord):
            // The URL is never repeated in an error: it may hold a token.
            guard let address = WebhookAddress(url) else {
                throw .invalidValue(.invalidValue(LocalizedMessage(.remindChannelInvalidURL)))
            }
            guard !address.isLinkLocal else {
                throw .invalidValue(
                    .invalidValue(
                        LocalizedMessage(
                            .remindChannelLinkLocal, ["host": .userText(address.host)])))
            }
            kind = .webhook
            shown = address.masked
            secret = address.hasSecret ? address.url : nil
            format = WebhookFormat(rawValue: formatWord ?? "json") ?? .json
        case .command(let command):
            guard !command.trimmingSpaces().isEmpty,
                !command.contains("\n"), !command.contains("\0")
            else {
                throw .invalidValue(.missingArgument(command: .remind, argument: .channelTarget))
            }
            kind = .command
            shown = command
        }
        let store = try session.writableStore()
        let channel = try mapStore { () throws(StoreError) in
            try store.addReminderChannel(kind: kind, shown: shown, format: format, secret: secret)
        }
        return CommandOutcome(.report(RemindReport.channelAdded(channel)))
    }

    func listChannels() throws(CommandFailure) -> CommandOutcome {
        let channels =
            try session.reading { store throws(StoreError) in
                try store.reminderChannels()
            } ?? []
        return CommandOutcome(.report(RemindReport.channels(channels)))
    }

    func removeChannel(_ number: Int) throws(CommandFailure) -> CommandOutcome {
        let store = try session.writableStore()
        guard
            let removed = try mapStore({ () throws(StoreError) in
                try store.removeReminderChannel(id: number)
            })
        else { throw .family(RemindFailure.reminderChannelNotFound(number: number)) }
        return CommandOutcome(.report(RemindReport.channelRemoved(removed)))
    }

    /// Sends a test message through channel `number` and records nothing.
    func testChannel(_ number: Int) throws(CommandFailure) -> CommandOutcome {
        let store = try session.writableStore()
        let channels = try mapStore { () throws(StoreError) in try store.reminderChannels() }
        guard let channel = channels.first(where: { $0.id == number }) else {
            throw .family(RemindFailure.reminderChannelNotFound(number: number))
        }
        let words = ReminderWording(localizer: self.words, today: today).test()
        let sample = Money(minorUnits: 0, currency: self.words.settings.defaultCurrency)
        let message = ReminderMessage(
            title: words.title, body: words.body, kind: .charge, name: "SubHub",
            amountText: self.words.money(sample), amount: sample, eventOn: today, chargeOn: today,
            daysLeft: 0, isLate: false, manageURL: nil, key: "test:\(today.iso)")
        if let failure = deliver(message, to: channel, store: store) {
            throw .family(RemindFailure.reminderChannelFailed(channel, failure))
        }
        return CommandOutcome(.report(RemindReport.channelTested(channel)))
    }

    // MARK: remind install

    func installTimer(cron: Bool) throws(CommandFailure) -> CommandOutcome {
        do throws(ReminderTimer.InstallFailure) {
            return CommandOutcome(
                .report(RemindReport.timerInstalled(try reminderTimer().install(cron: cron))))
        } catch {
            guard let systemd = error.systemd else {
                throw .family(RemindFailure.reminderTimer(error.cron))
            }
            throw .family(
                RemindFailure.reminderTimerNotInstalled(systemd: systemd, cron: error.cron))
        }
    }

    func uninstallTimer() throws(CommandFailure) -> CommandOutcome {
        do throws(DeliveryFailure) {
            return CommandOutcome(
                .report(RemindReport.timerRemoved(try reminderTimer().uninstall())))
        } catch {
            throw .family(RemindFailure.reminderTimer(error))
        }
    }

    /// The timer for this profile: this very binary, the data directory when it was chosen
    /// (by `--data-dir` or `SUBHUB_DATA_DIR`) and the language variables, so the runs use
    /// the same profile and speak the same language as the shell that installed them.
    private func reminderTimer() -> ReminderTimer {
        let environment = session.environment
        var run: [(String, String)] = []
        if environment["SUBHUB_DATA_DIR"] != nil || session.options.dataDirectory != nil {
            run.append(("SUBHUB_DATA_DIR", session.location.dataRoot))
        }
        for key in ["LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES"] {
            if let value = environment[key], !value.isEmpty { run.append((key, value)) }
        }
        let binary =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        return ReminderTimer(
            binary: binary, profile: session.location.profile,
            profileDirectory: session.location.profileDirectory, runEnvironment: run,
            environment: environment)
    }

    private func mapStore<T>(_ body: () throws(StoreError) -> T) throws(CommandFailure) -> T {
        do throws(StoreError) {
            return try body()
        } catch {
            throw .store(error)
        }
    }
}
