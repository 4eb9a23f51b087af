import SubShell
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
