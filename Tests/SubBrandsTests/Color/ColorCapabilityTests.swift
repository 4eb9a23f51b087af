import Testing

@testable import SubBrands

@Suite struct ColorCapabilityTests {
    @Test(arguments: [
        ([String: String](), true, ColorCapability.palette256),
        (["COLORTERM": "truecolor"], true, .trueColor),
        (["COLORTERM": "24bit"], true, .trueColor),
        (["COLORTERM": "TrueColor", "TERM": "xterm-256color"], true, .trueColor),
        (["COLORTERM": "yes", "TERM": "xterm-256color"], true, .palette256),
        (["TERM": "xterm"], true, .palette256),
        (["COLORTERM": "truecolor"], false, .none),
        ([:], false, .none),
        (["NO_COLOR": "1", "COLORTERM": "truecolor"], true, .none),
        (["NO_COLOR": "anything"], true, .none),
        (["NO_COLOR": ""], true, .palette256),
        (["TERM": "dumb", "COLORTERM": "truecolor"], true, .none),
    ])
    func decisionTable(environment: [String: String], isTerminal: Bool, expected: ColorCapability) {
        #expect(
            ColorCapability.detect(environment: environment, isTerminal: isTerminal) == expected)
    }
}
