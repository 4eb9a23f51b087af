import SubLocalization

/// Commands piped in, one per line: `#` comments and blank lines skipped, errors on standard
/// error prefixed with their line number, the remaining lines still run (unless `--bail`),
/// and exit status 1 when any line failed.
struct ScriptMode {
    let session: Session
    let input: LineSource

    func run() -> Int32 {
        let runner = CommandRunner(session: session)
        var failed = false
        var lineNumber = 0
        while let line = input.nextLine() {
            lineNumber += 1
            session.errorContext = session.localizer.text(
                .scriptLinePrefix, ["line": .count(lineNumber)])
            let parser = CommandParser(
                reader: ValueReader(localizer: session.localizer, today: session.today))
            switch parser.parse(line: line) {
            case .success(nil):
                continue
            case .success(.quit?):
                return failed ? 1 : 0
            case .success(let command?):
                if runner.run(command) != 0 { failed = true }
            case .failure(let error):
                var lines = FailureWording(localizer: session.localizer).usageLines(error)
                if !lines.isEmpty { lines[0] = session.localizer.text(.prefixError) + lines[0] }
                for text in lines {
                    session.output.errorLine(session.errorContext.map { $0 + text } ?? text)
                }
                failed = true
            }
            if failed && session.options.bail { break }
        }
        session.errorContext = nil
        return failed ? 1 : 0
    }
}
