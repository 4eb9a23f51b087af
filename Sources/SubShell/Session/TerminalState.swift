import FoundationEssentials
import Glibc

/// Whether standard input and output are terminals: decides the mode and the colours.
public struct TerminalState: Sendable {
    public var inputIsTerminal: Bool
    public var outputIsTerminal: Bool

    public init(inputIsTerminal: Bool, outputIsTerminal: Bool) {
        self.inputIsTerminal = inputIsTerminal
        self.outputIsTerminal = outputIsTerminal
    }

    public static var current: TerminalState {
        TerminalState(
            inputIsTerminal: isatty(STDIN_FILENO) == 1, outputIsTerminal: isatty(STDOUT_FILENO) == 1
        )
    }

    public static let none = TerminalState(inputIsTerminal: false, outputIsTerminal: false)

    /// The columns of the terminal on standard output; `nil` when it has none.
    public static func columns() -> Int? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else {
            return nil
        }
        return Int(size.ws_col)
    }
}
