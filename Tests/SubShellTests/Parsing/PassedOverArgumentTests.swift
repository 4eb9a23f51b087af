import SubLocalization
import Testing

@testable import SubShell

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
        guard case .success(let parsed?) = parse("add S 5 USD weekly"),
            let request = parsed.addRequest
        else {
            Issue.record("USD weekly: \(parse("add S 5 USD weekly"))")
            return
        }
        #expect(request.currency?.code == "USD")
    }
}
