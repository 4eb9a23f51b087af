/// One card of `cards`: what is charged to it each month per currency, and its expiry.
public struct CardSummary: Hashable, Sendable {
    public var name: String
    /// Each currency's monthly figures of the items charged to it (`monthlyTotals(by: .card)`).
    public var totals: [CurrencyTotal]
    /// How many items name it, archived ones included.
    public var itemCount: Int
    public var expiry: CardExpiry?

    public init(name: String, totals: [CurrencyTotal], itemCount: Int, expiry: CardExpiry?) {
        self.name = name
        self.totals = totals
        self.itemCount = itemCount
        self.expiry = expiry
    }

    /// How many charged subscriptions it pays, across currencies.
    public var activeCount: Int { totals.reduce(0) { $0 + $1.activeCount } }

    /// Every card of `ledger` (by folded name, as first written) and every card with an
    /// expiry but no item yet, by folded name; then what no card pays (`nil` when every item
    /// names one). A plan that has ended by `today` is still one of its card's items, and
    /// adds nothing to what the card pays: it is charged no more.
    public static func cards(
        of ledger: ExpenseLedger, expiries: CardExpiries, on today: CivilDate
    ) -> (cards: [CardSummary], withoutCard: TotalsGroup?) {
        let groups = ledger.monthlyTotals(by: .card, on: today)
        var cards: [CardSummary] = []
        var seen: Set<String> = []
        var withoutCard: TotalsGroup?
        for group in groups {
            guard let label = group.label else {
                withoutCard = group
                continue
            }
            seen.insert(NameKey.fold(label))
            cards.append(
                CardSummary(
                    name: label, totals: group.totals, itemCount: group.itemCount,
                    expiry: expiries.expiry(of: label)))
        }
        for (key, card) in expiries.byKey where !seen.contains(key) {
            cards.append(
                CardSummary(name: card.name, totals: [], itemCount: 0, expiry: card.expiry))
        }
        cards.sort { NameKey.fold($0.name) < NameKey.fold($1.name) }
        return (cards, withoutCard)
    }
}
