/// What the interactive shell needs from a line editor. `EditLineReader` is the real one;
/// tests substitute their own.
public protocol LineReading: AnyObject {
    /// Reads one line after showing `prompt`.
    func readLine(prompt: String) -> LineInput
    /// Keeps a line in the history (lines starting with a space, or holding a connection
    /// secret, are not kept).
    func remember(_ line: String)
    /// Called on Tab with the text before the cursor.
    var completer: ((String) -> Completion)? { get set }
}

/// One read from the terminal.
public enum LineInput: Hashable, Sendable {
    case line(String)
    /// Ctrl-C: the line (or the dialogue) is cancelled; the shell goes on.
    case interrupted
    /// Ctrl-D on an empty line, or the end of input.
    case endOfInput
}
