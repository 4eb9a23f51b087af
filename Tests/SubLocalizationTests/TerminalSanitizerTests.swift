import SubDomain
import SubLocalization
import Testing

@Suite struct TerminalSanitizerTests {
    @Test func escapeSequencesNeverReachTheTerminal() {
        #expect(
            TerminalSanitizer.clean("Net\u{1B}]0;pwned\u{07}flix")
                == "Net\u{FFFD}]0;pwned\u{FFFD}flix")
        #expect(TerminalSanitizer.clean("a\u{9B}31mb") == "a\u{FFFD}31mb")
        #expect(TerminalSanitizer.clean("evil\u{202E}txt") == "evil\u{FFFD}txt")
        #expect(TerminalSanitizer.clean("line\nbreak") == "line\u{FFFD}break")
    }

    @Test func ordinaryTextIsUntouched() {
        for text in ["Netflix", "Día+", "爱奇艺", "Movistar Plus+ 🎬", ""] {
            #expect(TerminalSanitizer.clean(text) == text)
        }
    }
}

@Suite struct UserTextArgumentTests {
    /// A name typed by a user is made safe by the message itself, whoever renders it.
    @Test func userTextIsSanitizedWhenRendered() {
        let localizer = Localizer.fromEnvironment(["LANG": "en_US.UTF-8"])
        let rendered = localizer.text(
            MessageKey("result.edited"), ["name": .userText("Net\u{1B}]0;pwned\u{07}flix")])
        #expect(!rendered.unicodeScalars.contains { TerminalSanitizer.isUnsafe($0) })
        #expect(rendered.contains("Net\u{FFFD}]0;pwned\u{FFFD}flix"))
        let list = localizer.text(
            MessageKey("result.archived_members"), ["names": .userList(["a\u{9B}b", "c"])])
        #expect(list.contains("a\u{FFFD}b"))
    }
}
