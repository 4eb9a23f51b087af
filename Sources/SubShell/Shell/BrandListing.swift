import SubBrands
import SubBrandsCore
import SubDomain
import SubJSON
import SubLocalization

/// `brands QUERY`: one line per matching brand (swatch, name, category, usual period, a
/// reference price in the reader's currency when there is one, the manage URL), or JSON.
struct BrandListing {
    let localizer: Localizer
    let colors: ColorCapability
    let json: Bool

    func lines(for matches: [BrandMatch], query: String) -> [String] {
        if json { return [jsonDocument(matches).serialized()] }
        guard !matches.isEmpty else {
            return [localizer.text(.brandsNone, ["query": .userText(query)])]
        }
        let names = matches.map { TerminalSanitizer.clean($0.brand.name) }
        let width = min(32, names.map(DisplayWidth.of).max() ?? 0)
        return zip(matches, names).map { match, name in
            var line = "  "
            if colors != .none, let hex = match.brand.hex, let color = BrandColor(hex: hex) {
                line += color.swatch(for: colors) + " "
            }
            line += DisplayWidth.padded(DisplayWidth.truncated(name, to: width), to: width)
            var details: [String] = []
            if let category = match.brand.category {
                details.append(CategoryWording.name(category.rawValue, localizer: localizer))
            }
            if let period = match.brand.usualPeriod { details.append(localizer.period(period)) }
            if let price = match.brand.referencePrice(in: localizer.settings.defaultCurrency)
                ?? match.brand.referencePrices.first
            {
                details.append(localizer.money(price))
            }
            if let url = match.brand.manageURL { details.append(url) }
            if !details.isEmpty { line += "  " + details.joined(separator: " · ") }
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
    }

    func jsonDocument(_ matches: [BrandMatch]) -> OrderedJSON {
        .object([
            (
                "brands",
                .array(
                    matches.map { match in
                        let brand = match.brand
                        return .object([
                            ("name", .string(brand.name)), ("slug", .optional(brand.slug)),
                            ("hex", .optional(brand.hex)),
                            ("category", .optional(brand.category?.rawValue)),
                            ("manage_url", .optional(brand.manageURL)),
                            ("usual_period", .optional(brand.usualPeriod?.identifier)),
                        ])
                    })
            )
        ])
    }
}
