import SubBrands
import SubBrandsCore
import SubDomain
import SubJSON
import SubLocalization

/// The starter pack in words: the numbered checklist with colour swatches, the summary of
/// what would be added, what was added, and the JSON of the list.
struct StarterPackWording {
    let localizer: Localizer
    let colors: ColorCapability
    let json: Bool

    /// `onboard` without picks: the list, then how to pick from a command line.
    func listing(_ offer: StarterPackOffer) -> [String] {
        if json { return [jsonDocument(offer).serialized()] }
        return [title(offer)] + itemLines(offer)
            + [
                localizer.text(
                    .onboardHint,
                    ["command": .text(UsageText(localizer: localizer).commandWord(.onboard))])
            ]
    }

    /// "Suscripciones habituales en España:", or without a country for the general list.
    func title(_ offer: StarterPackOffer) -> String {
        guard let country = country(offer) else { return localizer.text(.onboardTitle) }
        return localizer.text(.onboardTitleRegion, ["country": .text(country)])
    }

    /// The offer's question on an empty profile, naming the country when the list is its own.
    func offerQuestion(_ offer: StarterPackOffer) -> String {
        guard let country = country(offer) else { return localizer.text(.onboardOffer) }
        return localizer.text(.onboardOfferRegion, ["country": .text(country)])
    }

    /// One line per item: its number, the brand's swatch when the terminal shows colour, the
    /// name, and the reference price with its period (or that there is none).
    func itemLines(_ offer: StarterPackOffer) -> [String] {
        let names = offer.items.map { TerminalSanitizer.clean($0.brand.name) }
        let width = min(32, names.map(DisplayWidth.of).max() ?? 0)
        let numberWidth = String(offer.items.count).count
        return zip(offer.items, names).map { item, name in
            var line = "  " + String(repeating: " ", count: numberWidth - String(item.number).count)
            line += "\(item.number)  "
            if colors != .none {
                // A brand without a colour keeps the column: two blank cells.
                let color = item.brand.hex.flatMap(BrandColor.init(hex:))
                line += (color?.swatch(for: colors) ?? "  ") + " "
            }
            line += DisplayWidth.padded(DisplayWidth.truncated(name, to: width), to: width) + "  "
            if let price = item.reference {
                line += localizer.money(price)
                if let period = item.brand.usualPeriod { line += " " + localizer.period(period) }
            } else {
                line += localizer.text(.onboardNoPrice)
            }
            return line
        }
    }

    /// What is about to be added, one line each, then their monthly sum per currency.
    func summary(_ expenses: [RecurringExpense]) -> [String] {
        expenses.map { expense in
            "  "
                + localizer.text(
                    .dialogueSummary,
                    [
                        "name": .userText(expense.name), "amount": .money(expense.amount),
                        "period": .period(expense.period),
                        "monthly": .money(expense.monthlyEstimate),
                        "date": .date(expense.nextCharge),
                    ])
        } + [monthlySum(expenses)]
    }

    /// "Añadidas 3 suscripciones: Netflix, Spotify y Disney+." and their monthly sum.
    func added(_ expenses: [RecurringExpense]) -> [String] {
        [
            localizer.text(
                .onboardAdded,
                ["count": .count(expenses.count), "names": .userList(expenses.map(\.name))]),
            monthlySum(expenses),
        ]
    }

    private func monthlySum(_ expenses: [RecurringExpense]) -> String {
        var sums: [(currency: CurrencyCode, minor: Int64)] = []
        for expense in expenses {
            let monthly = expense.monthlyEstimate
            if let index = sums.firstIndex(where: { $0.currency == monthly.currency }) {
                sums[index].minor += monthly.minorUnits
            } else {
                sums.append((monthly.currency, monthly.minorUnits))
            }
        }
        let amounts = sums.map {
            localizer.money(Money(minorUnits: $0.minor, currency: $0.currency))
        }
        return localizer.text(.onboardMonthly, ["amounts": .list(amounts)])
    }

    /// The country's name in the catalog (`onboard.country.es`; a test holds every pack's
    /// region to having one), else its ISO 3166 code; `nil` for the general list.
    private func country(_ offer: StarterPackOffer) -> String? {
        guard let region = offer.region else { return nil }
        let key = MessageKey("onboard.country." + region.lowercased())
        let worded = localizer.text(key)
        return worded != key.path ? worded : region
    }

    func jsonDocument(_ offer: StarterPackOffer) -> OrderedJSON {
        .object([
            ("region", .optional(offer.region)), ("currency", .string(offer.currency.code)),
            (
                "items",
                .array(
                    offer.items.map { item in
                        .object([
                            ("number", .int(Int64(item.number))), ("id", .string(item.brand.id)),
                            ("name", .string(item.brand.name)), ("hex", .optional(item.brand.hex)),
                            ("category", .optional(item.brand.category?.rawValue)),
                            ("usual_period", .optional(item.brand.usualPeriod?.identifier)),
                            (
                                "reference_minor",
                                item.reference.map { .int($0.minorUnits) } ?? .null
                            ),
                        ])
                    })
            ),
        ])
    }
}
