import SubDomain
import SubLocalization
import SubRecords
import SubStore

/// `card expires CARD MONTH` (`expiry` nil: `-`, forget it): stores or forgets the expiry
/// and says how many active plans on that card are charged after it, the ones `risks` now
/// shows as high.
struct CardExpiryCommand: ShellCommand {
    let card: String
    let expiry: CardExpiry?

    var name: CommandName { .card }

    func run(_ runner: CommandRunner) throws(CommandFailure) -> CommandOutcome {
        let name = card.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard VisibleText.hasVisibleCharacter(name),
            name.unicodeScalars.count <= RecurringExpense.paymentMethodLimit
        else { throw .domain(.invalidPaymentMethod) }
        // The card as the subscriptions write it, or as its expiry was stored: "visa 4242"
        // typed finds the "Visa 4242" they were given. A card neither names is kept as typed
        // (its plans may come later) and said to be new, with the cards there are, so a typo
        // is seen at once.
        let ledger = try runner.session.readLedger()
        let stored = try runner.cardExpiries()
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
            return CommandOutcome(.report(CardExpiryReport(card: known, change: .none)))
        }
        let store = try runner.session.writableStore()
        do throws(StoreError) {
            try store.setCardExpiry(known, to: expiry)
        } catch {
            throw .store(error)
        }
        var affected = 0
        if let expiry {
            let expiries = CardExpiries([(known, expiry)])
            // A plan that has ended is charged no more, on this card or any.
            affected = ledger.chargedItems(on: runner.today).count {
                RiskAssessor.cardExpires(of: $0, asOf: runner.today, cardExpiries: expiries)
                    != nil
            }
        }
        return CommandOutcome(
            .report(
                CardExpiryReport(card: known, change: .set(expiry: expiry, affected: affected))),
            notes: notes)
    }
}
