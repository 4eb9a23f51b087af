import SubDomain
import SubLocalization
import Testing

@testable import SubShell

/// `--by` takes its words in every language SubHub speaks, like the other words a command
/// takes, and names its choices in the reader's: `--by categoría` was refused with
/// "admite category|card".
@Suite struct GroupingWordTests {
    func parse(_ line: String, _ language: String) -> Result<Command?, UsageError> {
        CommandParser(
            reader: ValueReader(
                localizer: Localizer.fromEnvironment(["LANG": language]),
                today: CommandRunnerTests.today)
        ).parse(line: line)
    }

    @Test(arguments: [
        ("total --by categoría", "es_ES.UTF-8", TotalsGrouping.category),
        ("total --by tarjeta", "es_ES.UTF-8", .card),
        ("总计 --by 类别", "zh_CN.UTF-8", .category),
        ("list --by 卡", "zh_CN.UTF-8", .card),
        ("total --by Category", "en_US.UTF-8", .category),
        ("total --by card", "es_ES.UTF-8", .card),
    ])
    func everyLanguagesWordsAreRead(line: String, language: String, grouping: TotalsGrouping) {
        let parsed = parse(line, language)
        let expected =
            line.hasPrefix("list")
            ? Command.listBy(grouping) : Command.totalBy(grouping)
        #expect(parsed == .success(expected), "\(line): \(parsed)")
    }

    @Test func theChoicesAreNamedInTheReadersLanguage() {
        guard case .failure(.invalidValue(let message)) = parse("total --by color", "es_ES.UTF-8")
        else {
            Issue.record("expected a refusal")
            return
        }
        #expect(message.arguments["choices"] == .text("categoría|tarjeta"))
    }
}
