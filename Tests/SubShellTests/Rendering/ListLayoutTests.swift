import SubDomain
import SubLocalization
import Testing

@testable import SubShell

/// `list` on a terminal fits its width: names and notes are shortened with "…", amounts are
/// never cut; piped output (no width) keeps every name whole.
@Suite struct ListLayoutTests {
    static let today = CivilDate(iso: "2026-11-29")!
    static let spanish = Localizer.fromEnvironment(["LANG": "es_ES.UTF-8"])

    static func ledger() throws -> ExpenseLedger {
        var ledger = ExpenseLedger()
        let long = "Servicio de streaming con un nombre larguísimo que no cabe en ninguna parte"
        _ = try ledger.add(
            RecurringExpense(
                name: long,
                amount: Money(minorUnits: 123_456_789, currency: try CurrencyCode("EUR")),
                period: .monthly, nextCharge: today.addingDays(3),
                trialEnds: today.addingDays(2), sharedWith: 4, createdOn: today),
            asOf: today)
        _ = try ledger.add(
            RecurringExpense(
                name: "Netflix", amount: Money(minorUnits: 1299, currency: try CurrencyCode("EUR")),
                period: .monthly, nextCharge: today.addingDays(10), createdOn: today),
            asOf: today)
        return ledger
    }

    @Test(arguments: [100, 110, 120, 80, 60])
    func everyLineFitsAndNoAmountIsCut(width: Int) throws {
        let ledger = try Self.ledger()
        let lines = Renderer(
            localizer: Self.spanish, today: Self.today, colors: .none, width: width
        )
        .list(ledger)
        .flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }
        .map(String.init)
        for line in lines { #expect(DisplayWidth.of(line) <= width, "\(line)") }
        let text = lines.joined(separator: "\n")
        #expect(
            text.contains(
                Self.spanish.money(
                    Money(minorUnits: 123_456_789, currency: try CurrencyCode("EUR")))))
        #expect(
            text.contains(
                Self.spanish.money(Money(minorUnits: 1299, currency: try CurrencyCode("EUR")))))
        #expect(text.contains("…"))
        #expect(text.contains("Netflix"))
    }

    @Test func withoutAWidthNamesUpToTheirLimitAndNotesStayWhole() throws {
        let ledger = try Self.ledger()
        let piped = Renderer(localizer: Self.spanish, today: Self.today, colors: .none).list(ledger)
        let fitted = Renderer(
            localizer: Self.spanish, today: Self.today, colors: .none, width: 100
        ).list(ledger)
        #expect(piped.map(DisplayWidth.of).max()! > 100)
        #expect(piped.joined().count > fitted.joined().count)
    }
}
