import Foundation
import Testing

/// `--color` and the colour variables, through a pipe (not a terminal): the brand swatches of
/// `brands` appear only when forced, in 256 colours unless COLORTERM says truecolor.
@Suite struct ColorOptionTests {
    static let palette = "\u{1B}[48;5;"
    static let trueColor = "\u{1B}[48;2;"

    @Test(arguments: [
        ([String](), [String: String](), nil as String?),
        (["--color", "always"], [:], palette),
        (["--color=always"], ["COLORTERM": "truecolor"], trueColor),
        (["--color", "always"], ["NO_COLOR": "1"], palette),
        (["--color", "never"], ["CLICOLOR_FORCE": "1"], nil),
        (["--color", "auto"], ["CLICOLOR_FORCE": "1"], palette),
        ([], ["CLICOLOR_FORCE": "1", "COLORTERM": "24bit"], trueColor),
        ([], ["CLICOLOR_FORCE": "0"], nil),
        ([], ["CLICOLOR_FORCE": "1", "NO_COLOR": "1"], nil),
    ])
    func swatchesFollowTheRules(
        options: [String], variables: [String: String], expected: String?
    ) throws {
        let sandbox = try Sandbox(.en)
        let result = try SubHubProcess.run(
            arguments: options + ["brands", "netflix"],
            environment: sandbox.environment.merging(variables) { $1 })
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Netflix"))
        if let expected {
            #expect(result.stdout.contains(expected))
        } else {
            #expect(!result.stdout.contains("\u{1B}["))
        }
    }

    @Test func anUnknownColorWordIsAUsageError() throws {
        let sandbox = try Sandbox(.en)
        let result = try SubHubProcess.run(
            arguments: ["--color", "sometimes", "list"], environment: sandbox.environment)
        #expect(result.status == 2)
        #expect(result.stderr.contains("--color takes auto|always|never, not \"sometimes\"."))
    }
}
