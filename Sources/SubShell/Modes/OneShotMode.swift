import SubLocalization

/// `subhub COMMAND ARGS…`: one command from the process arguments. Confirmations are asked
/// only when standard input is a terminal (`prompter`).
struct OneShotMode {
    let session: Session
    let output: OutputSink
    let prompter: Prompter?
    let terminalWidth: () -> Int?

    func run(_ words: [String]) -> Int32 {
        let driver = CommandDriver(
            session: session, output: output, prompter: prompter, terminalWidth: terminalWidth)
        let parser = CommandParser(
            reader: ValueReader(localizer: session.localizer, today: session.today))
        switch parser.parse(words: words) {
        case .failure(let error): return driver.fail(.invalidValue(error))
        case .success(let command): return driver.run(command)
        }
    }
}
