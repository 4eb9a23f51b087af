import SubDomain
import SubLocalization

/// `cards`, `card expires` and the `--by category|card` option of `total` and `list`.
extension CommandTable {
    /// `--by category|card`, of `total` and `list`.
    static let by = OptionSpec.value("--by", .grouping, .grouping)

    static func grouping(_ values: ArgumentValues) -> TotalsGrouping? {
        values.option("--by")?.text.flatMap(TotalsGrouping.init(rawValue:))
    }

    static let cards = CommandSpec(
        .cards, .init { _ throws(UsageError) in .cards }, access: .readsLedger, pages: true,
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
                    if last == "-" { return .cardExpires(card: card, expiry: nil) }
                    guard let expiry = CardExpiry(text: last) else {
                        throw .invalidValue(
                            LocalizedMessage(.usageInvalidCardExpiry, ["value": .userText(last)]))
                    }
                    return .cardExpires(card: card, expiry: expiry)
                }
            )
        ],
        access: .writesElsewhere, json: true)
}
