import SubDomain
import TestSupport
import Testing

@Suite struct CardExpiryTests {
    let today = Sample.date("2026-11-29")

    @Test func readsTheStoredFormAndTheCardsOwn() {
        #expect(CardExpiry(text: "2027-01") == CardExpiry(year: 2027, month: 1))
        #expect(CardExpiry(text: " 01/27 ") == CardExpiry(year: 2027, month: 1))
        #expect(CardExpiry(text: "1/2027") == CardExpiry(year: 2027, month: 1))
        #expect(CardExpiry(text: "2027-1")?.identifier == "2027-01")
        for bad in [
            "", "2027", "13/27", "2027-13", "2027-00", "27-01", "01/270", "2027-01-05",
            "٢٠٢٧-٠١", "1999-12", "ene 2027",
        ] {
            #expect(CardExpiry(text: bad) == nil, "\(bad)")
        }
    }

    @Test func theCardPaysThroughTheLastDayOfItsMonth() {
        let expiry = CardExpiry(year: 2028, month: 2)!
        #expect(expiry.lastDay == Sample.date("2028-02-29"))
        #expect(!expiry.precedes(Sample.date("2028-02-29")))
        #expect(expiry.precedes(Sample.date("2028-03-01")))
    }

    @Test func aChargeAfterTheCardsMonthIsAHighRisk() throws {
        var ledger = ExpenseLedger()
        func add(_ name: String, next: String, period: Period = .monthly, card: String?) throws {
            var expense = Sample.expense(name, 1000, period: period, next: next)
            expense.paidWith = card
            _ = try ledger.add(expense, asOf: today)
        }
        try add("Monthly", next: "2026-12-15", card: "Visa 4242")
        try add("Annual", next: "2027-02-01", period: .annual, card: "visa 4242")
        try add("LastDay", next: "2027-01-31", period: .annual, card: "Visa 4242")
        try add("Other", next: "2027-06-01", period: .annual, card: "Amex")
        try add("NoCard", next: "2027-06-01", period: .annual, card: nil)
        let expiries = CardExpiries([("VISA 4242", CardExpiry(year: 2027, month: 1)!)])
        let risks = RiskAssessor.assess(ledger, asOf: today, cardExpiries: expiries)
        let high = risks.filter { $0.level == .high }
        #expect(high.map(\.expense.name) == ["Annual"])
        #expect(
            high.first?.reasons.first
                == .cardExpires(
                    card: "visa 4242", expires: CardExpiry(year: 2027, month: 1)!,
                    chargeOn: Sample.date("2027-02-01")))
        #expect(
            RiskReason.cardExpires(
                card: "", expires: CardExpiry(year: 2027, month: 1)!, chargeOn: today
            ).identifier == "card_expires")
        // Without the expiry nothing on the card is high.
        #expect(RiskAssessor.assess(ledger, asOf: today).allSatisfy { $0.level != .high })
    }

    @Test func aCardNameNeedsSomethingVisibleAndAtMostSixtyCharacters() throws {
        var ledger = ExpenseLedger()
        var expense = Sample.expense("A", 100)
        expense.paidWith = "   Visa    4242 "
        #expect(try ledger.add(expense, asOf: today).value.paidWith == "Visa 4242")
        for bad in ["\u{200B}", String(repeating: "x", count: 61)] {
            var invalid = Sample.expense("B", 100)
            invalid.paidWith = bad
            #expect(throws: DomainError.invalidPaymentMethod) {
                try ledger.add(invalid, asOf: today)
            }
        }
    }

    @Test func cardsListEveryCardAndTheOnesOnlyGivenAnExpiry() throws {
        var ledger = ExpenseLedger()
        var a = Sample.expense("A", 1000)
        a.paidWith = "Visa"
        _ = try ledger.add(a, asOf: today)
        _ = try ledger.add(Sample.expense("B", 500), asOf: today)
        let (cards, without) = CardSummary.cards(
            of: ledger,
            expiries: CardExpiries([
                ("visa", CardExpiry(year: 2027, month: 3)!),
                ("Amex", CardExpiry(year: 2030, month: 1)!),
            ]), on: today)
        #expect(cards.map(\.name) == ["Amex", "Visa"])
        #expect(cards.map(\.expiry?.identifier) == ["2030-01", "2027-03"])
        #expect(cards.map(\.activeCount) == [0, 1])
        #expect(without?.totals.map(\.monthlyMinor) == [500])
    }
}
