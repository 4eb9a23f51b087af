import Testing

@testable import SubBrands

@Suite struct ColorCapabilityTests {
    typealias Mode = ColorCapability.Mode

    /// Every rule of `--color` and the environment, one row each: the environment, whether the
    /// output is a terminal, the mode, and what is drawn.
    @Test(arguments: [
        // auto on a terminal: the depth from COLORTERM.
        ([String: String](), true, Mode.auto, ColorCapability.palette256),
        (["COLORTERM": "truecolor"], true, .auto, .trueColor),
        (["COLORTERM": "24bit"], true, .auto, .trueColor),
        (["COLORTERM": "TrueColor", "TERM": "xterm-256color"], true, .auto, .trueColor),
        (["COLORTERM": "yes", "TERM": "xterm-256color"], true, .auto, .palette256),
        (["TERM": "xterm"], true, .auto, .palette256),
        // auto through a pipe: nothing, unless forced.
        (["COLORTERM": "truecolor"], false, .auto, .none),
        ([:], false, .auto, .none),
        // NO_COLOR (non-empty) turns colour off, on a terminal or forced.
        (["NO_COLOR": "1", "COLORTERM": "truecolor"], true, .auto, .none),
        (["NO_COLOR": "anything"], true, .auto, .none),
        (["NO_COLOR": ""], true, .auto, .palette256),
        (["NO_COLOR": "1", "CLICOLOR_FORCE": "1"], true, .auto, .none),
        (["NO_COLOR": "1", "CLICOLOR_FORCE": "1"], false, .auto, .none),
        // TERM=dumb: no colour on a terminal, unless forced.
        (["TERM": "dumb", "COLORTERM": "truecolor"], true, .auto, .none),
        (["TERM": "dumb", "CLICOLOR_FORCE": "1"], true, .auto, .palette256),
        // CLICOLOR_FORCE: colour even through a pipe; empty or 0 does not force.
        (["CLICOLOR_FORCE": "1"], false, .auto, .palette256),
        (["CLICOLOR_FORCE": "yes", "COLORTERM": "24bit"], false, .auto, .trueColor),
        (["CLICOLOR_FORCE": "0"], false, .auto, .none),
        (["CLICOLOR_FORCE": ""], false, .auto, .none),
        (["CLICOLOR_FORCE": "0"], true, .auto, .palette256),
        // --color always: colour whatever the environment says, with its depth.
        ([:], false, .always, .palette256),
        (["NO_COLOR": "1"], false, .always, .palette256),
        (["NO_COLOR": "1", "COLORTERM": "truecolor"], true, .always, .trueColor),
        (["TERM": "dumb"], false, .always, .palette256),
        // --color never: nothing, even forced on a truecolor terminal.
        (["COLORTERM": "truecolor"], true, .never, .none),
        (["CLICOLOR_FORCE": "1", "COLORTERM": "truecolor"], true, .never, .none),
        ([:], false, .never, .none),
    ])
    func decisionTable(
        environment: [String: String], isTerminal: Bool, mode: Mode, expected: ColorCapability
    ) {
        #expect(
            ColorCapability.detect(environment: environment, isTerminal: isTerminal, mode: mode)
                == expected)
    }

    @Test func modesAreTheOptionsWords() {
        #expect(Mode.allCases.map(\.rawValue) == ["auto", "always", "never"])
    }
}
