import SubLocalization

/// Commands piped in, one per line: `#` comments and blank lines skipped, errors on standard
/// error prefixed with their line number, the remaining lines still run (unless `--bail`),
/// and exit status 1 when any line failed. Nobody can answer a question here.
struct ScriptMode {
    let session: Session
    let input: LineSource
    let output: OutputSink
    let terminalWidth: () -> Int?
    /// One connection for every line, so an unreachable server is found out once.
    let household = HouseholdConnection()

    func run() -> Int32 {
        var failed = false
        var lineNumber = 0
        while var line = input.nextLine() {
            lineNumber += 1
            // Editors on some systems start a UTF-8 file with a byte order mark: not a word.
            if lineNumber == 1, line.hasPrefix("\u{FEFF}") { line.removeFirst() }
            let driver = CommandDriver(
                session: session, output: output,
                errorContext: session.localizer.text(
                    .shellPrefixScriptLine, ["line": .count(lineNumber)]),
                terminalWidth: terminalWidth, household: household)
            let parser = CommandParser(
                reader: ValueReader(localizer: session.localizer, today: session.today))
            switch parser.parse(line: line) {
            case .success(nil):
                continue
            case .success(.quit?):
                sayWhatWaits()
                return failed ? 1 : 0
            case .success(let command?):
                if driver.run(command) != 0 { failed = true }
            case .failure(let error):
                driver.fail(.invalidValue(error))
                failed = true
            }
            // Output that cannot be written stops the script: nothing more changes unseen.
            if output.outputFailure != nil { return 1 }
            if failed && session.options.bail { break }
        }
        sayWhatWaits()
        return failed ? 1 : 0
    }

    /// A script that wrote while the household's server was away was told so on its first
    /// write only; its last word is how many writes now wait.
    private func sayWhatWaits() {
        CommandDriver(
            session: session, output: output, terminalWidth: terminalWidth, household: household
        ).sayWhatWaitsForTheServer()
    }
}
