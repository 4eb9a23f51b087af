import SubDomain
import SubLocalization

/// The grammar of `cards` and `card expires CARD MONTH`: the table's entries for the two
/// command words, each building its family command.
extension CommandTable {
    static let cards = CommandSpec(
        .cards, .init { _ throws(UsageError) in .family(AnyFamilyCommand(CardsCommand())) },
        access: .readsLedger, pages: true,
        json: true)

    /// The card's words, then the month as the last of them (usage shows `CARD… YYYY-MM`).
    static let cardThenMonth = PositionalSpec(.card, .card, .list(minimum: 2), lastWord: .month)

    /// `card expires CARD MONTH`: the card's name may be quoted or not ("Visa 4242" or
    /// Visa 4242); the last word is the month (`2027-01`, `01/27`), or `-` to forget it.
    static let card = CommandSpec(
        .card,
        subcommands: [
            (
                .cardExpires,
                .init([cardThenMonth]) { values throws(UsageError) in
                    let words = values.texts(.card)
                    guard words.count >= 2, let last = words.last else {
                        throw .missingArgument(command: .card, argument: .month)
                    }
                    let card = words.dropLast().joined(separator: " ")
                    if last == "-" {
                        return .family(AnyFamilyCommand(CardExpiryCommand(card: card, expiry: nil)))
                    }
                    guard let expiry = CardExpiry(text: last) else {
                        throw .invalidValue(
                            LocalizedMessage(.usageInvalidCardExpiry, ["value": .userText(last)]))
                    }
                    return .family(AnyFamilyCommand(CardExpiryCommand(card: card, expiry: expiry)))
                }
            )
        ],
        access: .writesElsewhere, json: true)
}
