import SubDomain
import SubLocalization
import SubStore

extension CommandRunner {
    /// `total --by category|card`: the totals per currency within each group, from the
    /// ledger (the stored per-currency sums know no category or card).
    func totals(by grouping: TotalsGrouping) throws(CommandFailure) -> CommandOutcome {
        let ledger = try session.readLedger()
        return CommandOutcome(
            .totalsBy(
                ledger.monthlyTotals(by: grouping), grouping: grouping,
                total: TotalsSummary(ledger)))
    }

    /// `list --by category|card`.
    func list(by grouping: TotalsGrouping) throws(CommandFailure) -> CommandOutcome {
        let ledger = try session.readLedger()
        return CommandOutcome(
            .listBy(
                ledger.listing(asOf: today, by: grouping, cardExpiries: try cardExpiries()),
                grouping: grouping, ledger: ledger))
    }

    /// `cards`: every card the profile names or gave an expiry, with what it pays.
    func cards() throws(CommandFailure) -> CommandOutcome {
        let ledger = try session.readLedger()
        let expiries = try cardExpiries()
        let (cards, withoutCard) = CardSummary.cards(of: ledger, expiries: expiries)
        return CommandOutcome(.cards(cards, withoutCard: withoutCard))
    }

    /// `card expires CARD MONTH`: stores (or forgets) the expiry and says how many active
    /// plans on that card are charged after it, the ones `risks` now shows as high.
    func setCardExpiry(_ card: String, to expiry: CardExpiry?) throws(CommandFailure)
        -> CommandOutcome
    {
        let name = card.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard VisibleText.hasVisibleCharacter(name),
            name.unicodeScalars.count <= RecurringExpense.paymentMethodLimit
        else { throw .domain(.invalidPaymentMethod) }
        // The card as the subscriptions write it, or as its expiry was stored: "visa 4242"
        // typed finds the "Visa 4242" they were given. A card neither names is kept as typed
        // (its plans may come later) and said to be new, with the cards there are, so a typo
        // is seen at once.
        let ledger = try session.readLedger()
        let stored = try cardExpiries()
        let key = NameKey.fold(name)
        let named = ledger.expenses.compactMap(\.paidWith) + stored.byKey.values.map(\.name)
        var notes: [LocalizedMessage] = []
        let known: String
        if let existing = named.first(where: { NameKey.fold($0) == key }) {
            known = existing
        } else {
            known = name
            var cards: [String] = []
            for card in named
            where !cards.contains(where: { NameKey.fold($0) == NameKey.fold(card) }) {
                cards.append(card)
            }
            cards.sort { NameKey.fold($0) < NameKey.fold($1) }
            notes.append(LocalizedMessage(.cardsUnknownCard, ["card": .userText(name)]))
            notes.append(
                cards.isEmpty
                    ? LocalizedMessage(.cardsEmpty)
                    : LocalizedMessage(.cardsKnownCards, ["cards": .list(cards)]))
        }
        if expiry == nil, stored.expiry(of: known) == nil {
            return CommandOutcome(.cardExpiryWasNone(card: known))
        }
        let store = try session.writableStore()
        do throws(StoreError) {
            try store.setCardExpiry(known, to: expiry)
        } catch {
            throw .store(error)
        }
        var affected = 0
        if let expiry {
            let expiries = CardExpiries([(known, expiry)])
            affected = ledger.chargedItems.count {
                RiskAssessor.cardExpires(of: $0, asOf: today, cardExpiries: expiries) != nil
            }
        }
        return CommandOutcome(
            .cardExpirySet(card: known, expiry: expiry, affected: affected), notes: notes)
    }

    /// The expiries the profile holds; none before it has a database.
    func cardExpiries() throws(CommandFailure) -> CardExpiries {
        try session.reading { store throws(StoreError) in try store.cardExpiries() }
            ?? CardExpiries()
    }
}
