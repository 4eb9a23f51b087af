import SubLocalization
import Testing

@testable import SubShell

/// "Did you mean" offers the names the reader would type: the command's own name and the
/// aliases of the reader's language, near enough to what was typed to be a typo of it.
@Suite struct CommandSuggestionTests {
    func closest(_ word: String, _ language: String) -> String? {
        ValueReader(
            localizer: Localizer.fromEnvironment(["LANG": language]),
            today: CommandRunnerTests.today
        ).closestCommand(to: word)
    }

    /// `y` and `s` were one edit from the Chinese `斩` (archive), and English and Spanish
    /// readers were asked whether they meant it.
    @Test(arguments: ["en_US.UTF-8", "es_ES.UTF-8"])
    func anotherLanguagesWordIsNeverOffered(language: String) {
        for word in ["y", "s", "x", "总", "斩斩斩"] {
            let offered = closest(word, language)
            #expect(
                offered.map { !$0.unicodeScalars.contains { $0.value > 0x2E80 } } ?? true,
                "\(word) → \(offered ?? "nothing")")
        }
    }

    @Test func typosOfTheReadersWordsAreOffered() {
        #expect(closest("ad", "es_ES.UTF-8") == "add")
        #expect(closest("añadr", "es_ES.UTF-8") == "añadir")
        #expect(closest("lst", "en_US.UTF-8") == "list")
        #expect(closest("总记", "zh_CN.UTF-8") == "总计")
        #expect(closest("y", "en_US.UTF-8") == nil)
    }
}
