import SubDomain
import SubLocalization

/// A price's movement in words: after an edit of the amount, in `show`'s price line and as
/// a risk's reason. Every reader says a rise or a drop the same way.
struct PriceWording {
    let localizer: Localizer

    /// "sube 2,00 € (+15 %)", "baja 1,00 € (-7 %)"; `nil` for a change of currency.
    func movement(_ change: PriceChange) -> String? {
        guard let difference = change.difference, change.isRise || change.isDrop else {
            return nil
        }
        guard let percent = change.percent else {
            return localizer.text(
                change.isRise ? .priceRisePlain : .priceDropPlain, ["amount": .money(difference)])
        }
        return localizer.text(
            change.isRise ? .priceRise : .priceDrop,
            ["amount": .money(difference), "percent": .count(Int(clamping: percent))])
    }

    /// The line after an edit of the amount: "Precio: 12,99 € → 14,99 €, sube 2,00 € (+15 %)."
    func edited(_ change: PriceChange) -> String {
        let values: [String: MessageArgument] = [
            "old": .money(change.old), "new": .money(change.new),
        ]
        guard let movement = movement(change) else {
            return localizer.text(.priceCurrencyChanged, values)
        }
        return localizer.text(.priceChanged, values.merging(["change": .text(movement)]) { $1 })
    }

    /// `show`'s price line: "9,99 € desde el 3 mar 2026 · antes 7,99 € (hasta el 2 mar 2026)".
    func priceLine(current: Money, changes: [PriceChange]) -> String? {
        guard let latest = changes.first else { return nil }
        let since = localizer.text(
            .priceSince, ["amount": .money(current), "date": .date(latest.changedOn)])
        let earlier = changes.map { change in
            localizer.text(
                .priceUntil,
                ["amount": .money(change.old), "date": .date(change.changedOn.addingDays(-1))])
        }
        return since + " · " + localizer.text(.priceBefore, ["prices": .list(earlier)])
    }

    /// The risk reason "el precio sube 2,00 € (+15 %) el 3 mar 2026".
    func priceRose(_ change: PriceChange) -> String {
        localizer.text(
            .risksReasonPriceRose,
            ["change": .text(movement(change) ?? ""), "date": .date(change.changedOn)])
    }
}
