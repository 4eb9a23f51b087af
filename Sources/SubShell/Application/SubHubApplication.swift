import FoundationEssentials
import SubBrands
import SubDomain
import SubLocalization
import SubStore

/// The whole program behind `main`: reads the options, picks the mode (one-shot, script or
/// interactive) and returns the exit status. 0 success, 1 a command failed, 2 usage error.
public enum SubHubApplication {
    public static var version: String { VersionReport.number }

    /// Makes the running program read PDFs in a child process of itself (`main` says so:
    /// the tests' in-process runs are not `subhub`).
    public static func readPDFsInChildProcess(executable: String = "/proc/self/exe") {
        PDFReadingChild.executable = executable
    }

    public static func run(
        arguments: [String], environment: [String: String], output: OutputSink = StandardOutput(),
        input: LineSource = StandardInput(), terminal: TerminalState = .current
    ) -> Int32 {
        run(
            arguments: arguments, environment: environment, output: output, input: input,
            terminal: terminal, preparing: { _ in })
    }

    /// `preparing` sees the session before anything reads the profile: tests count there.
    static func run(
        arguments: [String], environment: [String: String], output: OutputSink,
        input: LineSource, terminal: TerminalState, preparing: (Session) -> Void
    ) -> Int32 {
        var localizer = Localizer.fromEnvironment(environment)
        // A PDF statement's pages are read in a process of their own, this one.
        if arguments.first == PDFReadingChild.command {
            return PDFReadingChild.serve(localizer: localizer)
        }
        if arguments.first == PDFReadingChild.renderCommand, arguments.count == 2 {
            return PDFReadingChild.serveRendering(folder: arguments[1])
        }
        // The shells' completion scripts call back here (`subhub __complete SHELL -- WORDS…`).
        if arguments.first == ShellCompletion.callbackCommand {
            return ShellCompletion.run(
                Array(arguments.dropFirst()), environment: environment, localizer: localizer,
                output: output)
        }
        let options: GlobalOptions
        do {
            options = try GlobalOptions.parse(arguments)
        } catch {
            // The options did not parse, but a script that asked for JSON still gets it.
            return fail(
                .invalidValue(.badGlobalOption(error)), localizer: localizer, output: output,
                json: arguments.prefix { $0 != "--" }.contains("--json"))
        }
        if let language = options.language {
            guard let switched = localizer.switching(to: language) else {
                return fail(
                    .unknownLanguage(language), localizer: localizer, output: output,
                    json: options.json)
            }
            localizer = switched
        }
        for problem in localizer.library.problems {
            output.errorLine(localizer.text(.shellPrefixWarning) + localizer.text(problem))
        }
        if options.showVersion {
            let report = VersionReport.current
            output.lines(
                options.json
                    ? [VersionWording.json(report).serialized()]
                    : VersionWording(localizer: localizer).lines(for: report))
            return 0
        }
        let today: CivilDate
        switch options.asOfDay {
        case .success(let date)?: today = date
        case .failure(.outOfRange(let input))?:
            return fail(
                .invalidValue(
                    .invalidValue(DateParseError.outOfRange(input: input).localizedMessage)),
                localizer: localizer, output: output, json: options.json)
        case .failure?:
            // Only the ISO form is accepted here, so say that rather than list every form.
            let message = LocalizedMessage(
                .usageInvalidAsOf, ["value": .userText(options.asOf ?? "")])
            return fail(
                .invalidValue(.invalidValue(message)), localizer: localizer, output: output,
                json: options.json)
        case nil:
            today = LocalCalendar.today()
        }
        let location: StoreLocation
        do {
            location = try StoreLocation(
                environment: environment, dataDirectory: options.dataDirectory,
                profile: options.profile)
        } catch {
            return fail(.store(error), localizer: localizer, output: output, json: options.json)
        }
        let colors = ColorCapability.detect(
            environment: environment, isTerminal: terminal.outputIsTerminal, mode: options.color)
        let session = Session(
            environment: environment, options: options, localizer: localizer, today: today,
            location: location, colors: colors)
        defer { session.closeStore() }
        preparing(session)
        // A one-shot command that changes the subscriptions reads the stored language through
        // the store it writes with: the run opens its profile once.
        if let word = options.command.first, !options.showHelp,
            let name = localizer.command(named: word)
        {
            session.commandWrites = CommandTable.spec(for: name).ledgerAccess == .writes
        }
        // `--lang` wins, then the language stored with `lang`, then the environment.
        if options.language == nil, let stored = session.storedLanguage() {
            _ = session.switchLanguage(to: stored)
        }

        // Lines fit the terminal only when there is one: piped output keeps whole names.
        let outputIsTerminal = terminal.outputIsTerminal
        let width: () -> Int? = { outputIsTerminal ? TerminalState.columns() : nil }
        let status = runMode(
            session: session, options: options, input: input, output: output, terminal: terminal,
            width: width)
        guard let failure = output.outputFailure else { return status }
        // The results never reached their reader: say so where they can see it, and fail.
        let reason: MessageKey =
            switch failure {
            case .noSpace: .shellOutputFailedNoSpace
            case .closed: .shellOutputFailedClosed
            case .other: .shellOutputFailedOther
            }
        output.errorLine(session.localizer.text(.shellPrefixError) + session.localizer.text(reason))
        return status == 0 ? 1 : status
    }

    private static func runMode(
        session: Session, options: GlobalOptions, input: LineSource, output: OutputSink,
        terminal: TerminalState, width: @escaping () -> Int?
    ) -> Int32 {
        if options.showHelp {
            return CommandDriver(session: session, output: output).run(
                .help(topic: options.command.first))
        }
        if !options.command.isEmpty {
            let prompter =
                terminal.inputIsTerminal ? StreamPrompter(input: input, output: output) : nil
            return OneShotMode(
                session: session, output: output, prompter: prompter, terminalWidth: width
            ).run(
                options.command)
        }
        if terminal.inputIsTerminal && terminal.outputIsTerminal {
            return InteractiveMode(session: session, output: output).run()
        }
        return ScriptMode(session: session, input: input, output: output, terminalWidth: width)
            .run()
    }

    /// Failures before a session exists (a bad global option, an unknown `--lang`) go through
    /// the same wording as every other failure.
    private static func fail(
        _ failure: CommandFailure, localizer: Localizer, output: OutputSink, json: Bool
    ) -> Int32 {
        if json {
            output.line(FailureJSON.document(failure, localizer: localizer).serialized())
            return 2
        }
        for line in FailureWording(localizer: localizer).lines(for: failure) {
            output.errorLine(line)
        }
        return 2
    }
}
