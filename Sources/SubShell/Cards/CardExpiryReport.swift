import SubDomain
import SubJSON

/// What `card expires` did to `card`'s expiry.
struct CardExpiryReport: CommandReport {
    enum Change: Sendable {
        /// `-` for a card that had no expiry: nothing changed.
        case none
        /// Stored (or, `nil`, forgotten); `affected` active plans on the card are charged
        /// after it expires.
        case set(expiry: CardExpiry?, affected: Int)
    }

    let card: String
    let change: Change

    func lines(_ setting: ReportSetting) -> [String] {
        let localizer = setting.localizer
        switch change {
        case .none:
            return [localizer.text(.cardsExpiryWasNone, ["card": .userText(card)])]
        case .set(nil, _):
            return [localizer.text(.cardsExpiryCleared, ["card": .userText(card)])]
        case .set(let expiry?, let affected):
            return [
                localizer.text(
                    .cardsExpirySet,
                    [
                        "card": .userText(card),
                        "month": .text(localizer.month(expiry.firstDay)),
                        "count": .count(affected),
                    ])
            ]
        }
    }

    func json(_ setting: ReportSetting) -> OrderedJSON {
        switch change {
        case .none:
            .object([("card", .string(card)), ("expires", .null), ("changed", .bool(false))])
        case .set(let expiry, let affected):
            .object([
                ("card", .string(card)), ("expires", .optional(expiry?.identifier)),
                ("affected_count", .int(Int64(affected))),
            ])
        }
    }
}
