import Foundation

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
}
