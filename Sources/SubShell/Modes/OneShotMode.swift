import SubLocalization

/// `subhub COMMAND ARGS…`: one command from the process arguments.
struct OneShotMode {
    let session: Session

    func run(_ words: [String]) -> Int32 {
        let parser = CommandParser(
            reader: ValueReader(localizer: session.localizer, today: session.today))
        switch parser.parse(words: words) {
        case .failure(let error):
            SubHubApplication.printUsage(
                error, localizer: session.localizer, output: session.output)
            return 2
        case .success(let command):
            let status = CommandRunner(session: session).run(command)
            return status
        }
    }
}
