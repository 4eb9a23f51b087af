import SubLocalization
import Testing

@testable import SubShell

/// `subhub __complete`: the shells' scripts get the interactive engine's answers.
@Suite struct ShellCompletionTests {
    static let spanish = Localizer.fromEnvironment(["LANG": "es_ES.UTF-8"])
    static let english = Localizer.fromEnvironment(["LANG": "en_US.UTF-8"])
    static let environment = ["SUBHUB_DATA_DIR": "/nonexistent/subhub-completion-test"]

    func words(_ words: [String], _ localizer: Localizer = english) -> [String] {
        ShellCompletion.candidates(
            for: words, environment: Self.environment, localizer: localizer
        ).map(\.word)
    }

    @Test func commandWordsInTheUsersLanguageThenEnglish() {
        #expect(words(["ad"]) == ["add"])
        #expect(words(["añ"], Self.spanish) == ["añadir"])
        #expect(words(["ad"], Self.spanish) == ["add"])
        #expect(words(["ver"], Self.spanish).contains("versión"))
    }

    @Test func commandWordsCarryTheirSummary() {
        let found = ShellCompletion.candidates(
            for: ["manp"], environment: Self.environment, localizer: Self.english)
        #expect(found.map(\.word) == ["manpage"])
        #expect(found.first?.description?.isEmpty == false)
        #expect(
            ShellCompletion.line(for: found[0], shell: .fish)
                == "manpage\t" + (found[0].description ?? ""))
        #expect(ShellCompletion.line(for: found[0], shell: .bash) == "manpage")
    }

    @Test func globalOptionsAndTheirValues() {
        #expect(words(["--col"]) == ["--color"])
        #expect(words(["--color", ""]) == ["auto", "always", "never"])
        #expect(words(["--lang", "e"]) == ["en", "es"])
        // After a global option and its value, the command.
        #expect(words(["--lang", "es", "añ"]) == ["añadir"])
        #expect(words(["--color=never", "ad"]) == ["add"])
    }

    @Test func brandsAfterAdd() {
        #expect(words(["add", "Netf"]).first == "Netflix")
        #expect(words(["añadir", "spoti"], Self.spanish).first == "Spotify")
    }

    @Test func optionsAndValuesOfTheCommand() {
        #expect(words(["chart", "--mo"]) == ["--months"])
        #expect(words(["completions", ""]) == ["bash", "zsh", "fish"])
        #expect(words(["manpage", "--lang", "e"]) == ["en", "es"])
    }

    @Test func bashEscapesWhatBashWouldSplit() {
        #expect(ShellCompletion.bashEscaped("Movistar Plus+") == "Movistar\\ Plus+")
        #expect(ShellCompletion.bashEscaped("AT&T") == "AT\\&T")
        #expect(ShellCompletion.bashEscaped("'Movistar Plus+") == "'Movistar Plus+")
    }
}
