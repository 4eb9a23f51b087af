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

/// `add S 5 BTC`: a word that looks like a currency code, where `add` takes its currency, is
/// refused as an unknown currency, not as "not a period" because the period came next.
@Suite struct PassedOverArgumentTests {
    func parse(_ line: String) -> Result<Command?, UsageError> {
        CommandParser(
            reader: ValueReader(
                localizer: Localizer.fromEnvironment(["LANG": "en_US.UTF-8"]),
                today: CommandRunnerTests.today)
        ).parse(line: line)
    }

    @Test(arguments: ["add S 5 XXX", "add S 5 BTC", "add S 5 BTC monthly"])
    func anUnknownCodeIsAnUnknownCurrency(line: String) {
        guard case .failure(.invalidValue(let message)) = parse(line) else {
            Issue.record("\(line): \(parse(line))")
            return
        }
        #expect(message.key == .errorUnknownCurrency, "\(line)")
    }

    /// A lowercase word is a period mistyped, and known codes still read.
    @Test func otherWordsAreReadAsBefore() {
        guard case .failure(.invalidValue(let message)) = parse("add S 5 montly") else {
            Issue.record("montly: \(parse("add S 5 montly"))")
            return
        }
        #expect(message.key != .errorUnknownCurrency)
        guard case .success(.add(let request)?) = parse("add S 5 USD weekly") else {
            Issue.record("USD weekly: \(parse("add S 5 USD weekly"))")
            return
        }
        #expect(request.currency?.code == "USD")
    }
}
