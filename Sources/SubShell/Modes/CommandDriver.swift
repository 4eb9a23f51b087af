import SubLocalization
import SubRecords

/// Runs one command in a mode: executes it, answers its confirmation the mode's way (asks
/// when someone can answer, refuses otherwise), presents the result and returns the exit
/// status it deserves. Each mode owns its output, its prompter and its error context; the
/// session is never rewired between commands.
struct CommandDriver {
    let session: Session
    let output: OutputSink
    /// Who answers confirmation questions; `nil` in script mode and without a terminal.
    let prompter: Prompter?
    /// Put before each error and warning line: "línea 3: " in script mode.
    let errorContext: String?
    /// The terminal's columns now (asked per command: the window may have been resized);
    /// `nil` when the output is not a terminal.
    let terminalWidth: () -> Int?
    /// The household server's connection and reachability: a mode that runs several
    /// commands hands every driver the same one, so the run tells an offline spell once.
    let household: HouseholdConnection

    init(
        session: Session, output: OutputSink, prompter: Prompter? = nil,
        errorContext: String? = nil, terminalWidth: @escaping () -> Int? = { nil },
        household: HouseholdConnection = HouseholdConnection()
    ) {
        self.session = session
        self.household = household
        self.output = output
        self.prompter = prompter
        self.errorContext = errorContext
        self.terminalWidth = terminalWidth
    }

    /// Words are chosen after the command ran: `lang en` answers in English.
    var presenter: Presenter {
        Presenter(
            localizer: session.localizer, today: session.today, colors: session.colors,
            json: session.options.json, errorContext: errorContext, width: terminalWidth())
    }

    /// 0 when the command did its work; 1 when it could not be carried out; 2 when what was
    /// typed is itself wrong (a value that does not read, found only when the command runs),
    /// like the parser's usage errors.
    @discardableResult
    func run(_ command: Command) -> Int32 {
        session.commandWrites = command.ledgerAccess == .writes
        let household = HouseholdRefresh(
            session: session, command: command, connection: self.household)
        do throws(CommandFailure) {
            if let household {
                notify { notices, wording in household.before(&notices, wording: wording) }
                // The cached role, like the seed's cached entitlement: a known viewer is told
                // at once; an unknown role (never reached) queues the write for the server.
                if command.ledgerAccess == .writes, household.role == .viewer {
                    throw .viewerCannotWrite(household: household.link.householdName)
                }
            }
            var outcome = try CommandRunner(session: session).execute(command)
            if case .needsConfirmation(let confirmation) = outcome.result {
                let agreed = try agree(to: confirmation)
                outcome = try CommandRunner(session: session).execute(agreed)
            }
            try presenter.present(outcome, to: output)
            if case .report(let report) = outcome.result,
                let failure = report.failureAfterShowing
            {
                throw failure
            }
            if let household, command.ledgerAccess == .writes {
                var troubles = 0
                notify { notices, wording in
                    troubles = household.after(&notices, wording: wording)
                }
                // Saved here but refused by the household: a script must not take it as done.
                if troubles > 0 { return 1 }
            }
            return 0
        } catch {
            return fail(error)
        }
    }

    /// After several commands (a script): how many writes wait for an unreachable server,
    /// when more were queued since the user was last told.
    func sayWhatWaitsForTheServer() {
        let connection = household
        guard connection.isUnreachable, let told = connection.announcedWaiting,
            let store = try? session.writableStore(), let waiting = try? store.pendingCount(),
            waiting > told
        else { return }
        connection.announcedWaiting = waiting
        output.errorLine(presenter.household.queued(waiting))
    }

    /// Lines about the household on standard error, after the mode's context.
    private func notify(_ body: (inout [String], HouseholdWording) -> Void) {
        var notices: [String] = []
        body(&notices, presenter.household)
        for notice in notices { output.errorLine((errorContext ?? "") + notice) }
    }

    /// Prints a failure and returns its exit status.
    @discardableResult
    func fail(_ failure: CommandFailure) -> Int32 {
        presenter.fail(failure, to: output)
        if case .invalidValue = failure { return 2 }
        return 1
    }

    /// Says what would be lost, then asks, and returns the command the answer means; throws
    /// when nobody can answer (unless the question has an answer-less command) or it is no.
    private func agree(to confirmation: Confirmation) throws(CommandFailure) -> Command {
        let presenter = self.presenter
        // With --json standard output holds only the JSON answer; what would be done is
        // still said, beside the warnings.
        for line in presenter.preamble(of: confirmation) {
            if session.options.json { output.errorLine(line) } else { output.line(line) }
        }
        guard let prompter else {
            if let unanswered = confirmation.unanswered { return unanswered }
            throw confirmation.refusal
        }
        guard let answer = prompter.ask(presenter.question(of: confirmation)),
            let command = confirmation.command(answering: answer, localizer: session.localizer)
        else { throw .cancelled }
        return command
    }
}
