import SubJSON
import Testing

/// The two sets of rules `JSONString` writes strings by, byte for byte: the stored and
/// exchanged text (export, history, outbox, push) as `JSONSerialization` wrote it, and the
/// `--json` output, which also escapes what a terminal or a JavaScript consumer acts on.
@Suite struct JSONStringTests {
    private let awkward = "a\"b\\c\nd\re\tf\u{08}g\u{0C}h\u{01}i\u{7F}j\u{85}k\u{2028}l\u{2029}mé€"

    @Test func serializationRulesKeepWhatJSONSerializationWrote() {
        var output = ""
        JSONString.append(awkward, to: &output)
        #expect(
            output
                == "\"a\\\"b\\\\c\\nd\\re\\tf\\bg\\fh\\u0001i\u{7F}j\u{85}k\u{2028}l\u{2029}mé€\"")
        var plain = ""
        JSONString.append("Netflix é", to: &plain)
        #expect(plain == "\"Netflix é\"")
    }

    @Test func terminalSafeRulesEscapeControlsAndLineSeparators() {
        var output = ""
        JSONString.append(awkward, to: &output, rules: .terminalSafe)
        #expect(
            output
                == "\"a\\\"b\\\\c\\nd\\re\\tf\\u0008g\\u000ch\\u0001i\\u007fj\\u0085k\\u2028l\\u2029mé€\""
        )
        #expect(
            OrderedJSON.object([("k", .string(awkward))]).serialized() == "{\"k\":" + output + "}")
    }
}
