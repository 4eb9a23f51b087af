/// Lines of input without an editor: piped scripts, and answers to questions when the shell
/// is not interactive.
public protocol LineSource: AnyObject {
    /// The next line without its newline; `nil` at end of input.
    func nextLine() -> String?
}

/// Standard input, line by line.
public final class StandardInput: LineSource {
    public init() {}
    public func nextLine() -> String? { readLine(strippingNewline: true) }
}

/// Lines given up front (tests, one-shot answers).
public final class ScriptedInput: LineSource {
    private var lines: [String]
    public init(_ lines: [String]) { self.lines = lines }
    public func nextLine() -> String? { lines.isEmpty ? nil : lines.removeFirst() }
}

/// Asks on the output and reads the answer from a line source.
public final class StreamPrompter: Prompter {
    let input: LineSource
    let output: OutputSink

    public init(input: LineSource, output: OutputSink) {
        self.input = input
        self.output = output
    }

    public func ask(_ prompt: String) -> String? {
        output.write(prompt)
        return input.nextLine()
    }
}
