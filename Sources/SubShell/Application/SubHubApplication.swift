import Foundation
import SubBrands
import SubDomain
import SubLocalization
import SubStore

/// The whole program behind `main`: reads the options, picks the mode (one-shot, script or
/// interactive) and returns the exit status. 0 success, 1 a command failed, 2 usage error.
public enum SubHubApplication {
    public static let version = "0.4.0"

    public static func run(
        arguments: [String], environment: [String: String], output: OutputSink = StandardOutput(),
        input: LineSource = StandardInput(), terminal: TerminalState = .current
    ) -> Int32 {
        var localizer = Localizer.fromEnvironment(environment)
        let options: GlobalOptions
        do {
            options = try GlobalOptions.parse(arguments)
        } catch {
            printUsage(.badGlobalOption(error), localizer: localizer, output: output)
            return 2
        }
        if let language = options.language {
            guard let switched = localizer.switching(to: language) else {
                let failure = FailureWording(localizer: localizer).lines(
                    for: .unknownLanguage(language))
                failure.forEach(output.errorLine)
                return 2
            }
            localizer = switched
        }
        for problem in localizer.library.problems {
            output.errorLine(localizer.text(.prefixWarning) + localizer.text(problem))
        }
        if options.showVersion {
            output.line(localizer.text(.appVersion, ["version": .text(version)]))
            return 0
        }
        let today: CivilDate
        if let asOf = options.asOf {
            guard let date = CivilDate(iso: asOf) else {
                printUsage(
                    .invalidValue(LocalizedMessage(.usageInvalidAsOf, ["value": .text(asOf)])),
                    localizer: localizer, output: output)
                return 2
            }
            today = date
        } else {
            today = LocalCalendar.today()
        }
        let location: StoreLocation
        do {
            location = try StoreLocation(
                environment: environment, dataDirectory: options.dataDirectory,
                profile: options.profile)
        } catch {
            output.errorLine(
                localizer.text(.prefixError) + FailureWording(localizer: localizer).store(error))
            return 2
        }
        let colors = ColorCapability.detect(
            environment: environment, isTerminal: terminal.outputIsTerminal)
        let session = Session(
            environment: environment, options: options, localizer: localizer, today: today,
            location: location, output: output, colors: colors)
        defer { session.closeStore() }
        // `--lang` wins, then the language stored with `lang`, then the environment.
        if options.language == nil, let stored = session.storedLanguage() {
            _ = session.switchLanguage(to: stored)
        }

        if options.showHelp {
            return CommandRunner(session: session).run(.help(topic: options.command.first))
        }
        if !options.command.isEmpty {
            if terminal.inputIsTerminal {
                session.prompter = StreamPrompter(input: input, output: output)
            }
            return OneShotMode(session: session).run(options.command)
        }
        if terminal.inputIsTerminal && terminal.outputIsTerminal {
            return InteractiveMode(session: session).run()
        }
        return ScriptMode(session: session, input: input).run()
    }

    static func printUsage(_ error: UsageError, localizer: Localizer, output: OutputSink) {
        var lines = FailureWording(localizer: localizer).usageLines(error)
        if !lines.isEmpty { lines[0] = localizer.text(.prefixError) + lines[0] }
        lines.forEach(output.errorLine)
    }
}
