import FoundationEssentials
import SubDomain
import SubLocalization
import SubRecords
import SubStore

/// The interactive shell: the headline first (monthly totals, reminders due today, high
/// risks), then a prompt with line editing, completion and history. Every command is the
/// same one script mode runs; `add` without its arguments becomes a dialogue.
struct InteractiveMode {
    let session: Session
    let output: OutputSink

    func run() -> Int32 {
        var historyPath = HistoryLocation.path(environment: session.environment)
        if let path = historyPath, HistoryLocation.isSymbolicLink(path) {
            output.errorLine(
                session.localizer.text(.shellPrefixWarning)
                    + session.localizer.text(.shellHistorySymlink, ["path": .userText(path)]))
            historyPath = nil
        }
        // Lines with a secret an earlier version kept go before the history is loaded.
        if let historyPath { HistorySecrets.scrub(historyFile: historyPath) }
        guard let reader = EditLineReader(historyPath: historyPath) else {
            return ScriptMode(
                session: session, input: StandardInput(), output: output,
                terminalWidth: TerminalState.columns
            ).run()
        }
        let session = self.session
        reader.listingQuestion = { count in
            session.localizer.text(.shellManyCandidates, ["count": .count(count)])
        }
        reader.listingAccepted = { answer in
            if case .success(true) = session.localizer.parseYesNo(answer) { return true }
            return false
        }
        return run(with: reader, terminalHeight: EditLineReader.terminalHeight)
    }

    func run(with reader: LineReading, terminalHeight: @escaping () -> Int) -> Int32 {
        let nameCache = NameCache(session: session)
        showHeadline()
        let driver = CommandDriver(
            session: session, output: output, prompter: LinePrompter(reader: reader),
            terminalWidth: { EditLineReader.terminalWidth() })
        let onboarding = OnboardDialogue(session: session, reader: reader, output: output)
        if OnboardDialogue.shouldOffer(session: session), let requests = onboarding.offer() {
            driver.run(.onboardChosen(requests))
        }
        let prompt = promptText()
        while true {
            reader.completer = { text in
                CompletionEngine(
                    localizer: session.localizer,
                    matchingNames: { nameCache.candidates(matching: $0) },
                    cardNames: { nameCache.cardNames() }
                ).complete(text)
            }
            let input = reader.readLine(prompt: prompt)
            let line: String
            switch input {
            case .endOfInput:
                output.line()
                return 0
            case .interrupted:
                continue
            case .line(let text):
                line = text
            }
            // A line holding a connection secret is run but never remembered.
            if !HistorySecrets.found(in: line) { reader.remember(line) }
            let parser = CommandParser(
                reader: ValueReader(localizer: session.localizer, today: session.today),
                allowsIncomplete: true)
            switch parser.parse(line: line) {
            case .success(nil):
                continue
            case .success(.quit?):
                return 0
            case .success(let command?) where command.incompleteAdd != nil:
                guard
                    let completed = AddDialogue(
                        session: session, reader: reader, output: output, nameCache: nameCache
                    )
                    .run(command.incompleteAdd ?? AddRequest())
                else { continue }
                driver.run(.add(completed))
            case .success(let command?) where command.unconfirmedOnboard != nil:
                let offer = StarterPackOffer(
                    environment: session.environment, settings: session.localizer.settings)
                if let requests = onboarding.run(
                    offer, picks: command.unconfirmedOnboard?.picks ?? nil)
                {
                    driver.run(.onboardChosen(requests))
                }
            case .success(let command?):
                runPaged(command, driver: driver, terminalHeight: terminalHeight())
            case .failure(let error):
                driver.fail(.invalidValue(error))
            }
        }
    }

    /// Long output goes through `$SUBHUB_PAGER` or `$PAGER`, only when it does not fit.
    /// The output is collected first (a second driver writing to memory), then paged when it
    /// does not fit.
    private func runPaged(_ command: Command, driver: CommandDriver, terminalHeight: Int) {
        let pageable = command.pages
        let pager = session.environment["SUBHUB_PAGER"] ?? session.environment["PAGER"]
        guard pageable, let pager, !pager.isEmpty else {
            driver.run(command)
            return
        }
        let captured = CapturedOutput()
        CommandDriver(
            session: session, output: captured, prompter: driver.prompter,
            terminalWidth: driver.terminalWidth, household: driver.household
        ).run(command)
        let realOutput = output
        if !captured.error.isEmpty { realOutput.writeError(captured.error) }
        let lines =
            captured.standard.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        if lines < terminalHeight - 1 || !Pager.show(captured.standard, command: pager) {
            realOutput.write(captured.standard)
        }
    }

    /// "subhub> ", or "subhub (work)> " on a profile other than the login's.
    private func promptText() -> String {
        let defaultProfile = try? StoreLocation(environment: session.environment).profile
        if session.location.profile != defaultProfile {
            return "subhub (\(TerminalSanitizer.clean(session.location.profile)))> "
        }
        return "subhub> "
    }

    /// The one number the product is about, then what needs attention today.
    /// How many reminders and high risks the headline shows before "and N more".
    static let headlineAlerts = 5

    /// The headline reads no more than it shows: the totals by SQL aggregates, the reminders
    /// and high risks from the few rows whose charge can fall on a reminded day (the domain
    /// decides on each), and only the first few of them are sorted and worded, so the first
    /// prompt does not wait on 100,000 rows.
    private func showHeadline() {
        let words = session.localizer
        let out = output
        // Offsets the domain refuses give no reminders (the file was edited by hand). A
        // subscription's own offsets replace the profile's; a charge today always has a line.
        let schedule = try? ReminderSchedule(
            offsets: session.reminderOffsets(), includesChargeDay: true)
        let today = session.today
        guard
            let (summary, reminders, highRisks) = try? session.reading({ store throws(StoreError) in
                (
                    try TotalsSummary(store: store, estimatingIn: nil, on: today),
                    try schedule.map { schedule throws(StoreError) in
                        try store.headlineReminders(schedule, on: today, count: Self.headlineAlerts)
                    } ?? HeadlineReminders(count: 0, leading: []),
                    try store.highRisks(asOf: today)
                )
            }) ?? (TotalsSummary.empty, HeadlineReminders(count: 0, leading: []), [])
        else {
            // A damaged profile still gets its clear error from the first command.
            out.line(words.text(.headlineHint))
            return
        }
        if summary.expenseCount == 0 {
            out.line(words.text(.headlineNothing))
        } else {
            let renderer = Renderer(localizer: words, today: session.today, colors: session.colors)
            for line in renderer.totals(summary) { out.line(line) }
            // A headline, not a report: hundreds of alerts would scroll the totals away, so
            // only the first few are sorted and worded.
            let alertCount = reminders.count + highRisks.count
            let shownReminders = reminders.leading
            for reminder in shownReminders {
                out.line(
                    words.text(
                        reminder.isTrial ? .headlineTrialReminder : .headlineReminder,
                        [
                            "name": .userText(reminder.name),
                            "days": .count(reminder.daysBefore),
                            "date": .date(reminder.chargeOn), "amount": .money(reminder.amount),
                        ]))
            }
            let riskRoom = max(0, Self.headlineAlerts - shownReminders.count)
            for risk in RiskAssessor.ordered(highRisks).prefix(riskRoom) {
                let reasons = risk.reasons.filter { $0.level == .high }.map(renderer.reason)
                out.line(
                    words.text(.listMarkHigh) + " " + TerminalSanitizer.clean(risk.expense.name)
                        + ": " + reasons.joined(separator: "; "))
            }
            let alerts = (count: alertCount, shown: min(alertCount, Self.headlineAlerts))
            if alerts.count > alerts.shown {
                out.line(words.text(.headlineMore, ["count": .count(alerts.count - alerts.shown)]))
            }
        }
        out.line(words.text(.headlineHint))
    }
}

/// Confirmation questions asked through the line editor (so Ctrl-C answers "no").
final class LinePrompter: Prompter {
    let reader: LineReading

    init(reader: LineReading) {
        self.reader = reader
    }

    func ask(_ prompt: String) -> String? {
        guard case .line(let answer) = reader.readLine(prompt: prompt) else { return nil }
        return answer
    }
}
