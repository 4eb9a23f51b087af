import SubDomain
import SubJSON
import SubLocalization

/// Words cards for people, and their JSON: `cards` (`Cards/`), `total --by` and `list --by`.
struct CardWording {
    let renderer: Renderer

    private var localizer: Localizer { renderer.localizer }

    // MARK: cards

    /// Each card with its first currency's line beside its name, the others under it, then
    /// its expiry; then what no card pays.
    func cards(_ cards: [CardSummary], withoutCard: TotalsGroup?) -> [String] {
        guard !cards.isEmpty else { return [localizer.text(.cardsEmpty)] }
        let names =
            cards.map { TerminalSanitizer.clean($0.name) }
            + (withoutCard == nil ? [] : [localizer.text(.cardsWithoutCard)])
        let width = min(32, names.map(DisplayWidth.of).max() ?? 0)
        var lines: [String] = []
        func block(_ name: String, _ totals: [CurrencyTotal], extra: [String]) {
            let shown = Self.shown(totals)
            var details = shown.map(totalLine)
            if details.isEmpty { details = [localizer.text(.cardsNothingActive)] }
            details[0] = ([details[0]] + extra).joined(separator: " · ")
            for (index, detail) in details.enumerated() {
                let label = index == 0 ? DisplayWidth.truncated(name, to: width) : ""
                lines.append("  " + DisplayWidth.padded(label, to: width) + "  " + detail)
            }
        }
        for (card, name) in zip(cards, names) {
            block(name, card.totals, extra: card.expiry.map { [expiry($0)] } ?? [])
        }
        if let withoutCard {
            block(localizer.text(.cardsWithoutCard), withoutCard.totals, extra: [])
        }
        return lines
    }

    /// "caduca en ene 2027", or "caducó en nov 2026" once its month is over.
    func expiry(_ expiry: CardExpiry) -> String {
        localizer.text(
            expiry.lastDay < renderer.today ? .cardsExpired : .cardsExpires,
            ["month": .text(localizer.month(expiry.firstDay))])
    }

    static func json(_ cards: [CardSummary], withoutCard: TotalsGroup?) -> OrderedJSON {
        .object([
            (
                "cards",
                .array(
                    cards.map { card in
                        .object([
                            ("name", .string(card.name)),
                            ("expires", .optional(card.expiry?.identifier)),
                            ("item_count", .int(Int64(card.itemCount))),
                            ("totals", JSONReports.totals(card.totals)),
                        ])
                    })
            ),
            ("without_card", withoutCard.map { JSONReports.totals($0.totals) } ?? .null),
        ])
    }

    // MARK: total --by, list --by

    /// A group's heading: the category in words or the card as written, or "none".
    func heading(_ group: TotalsGroup, by grouping: TotalsGrouping) -> String {
        guard let label = group.label else {
            return localizer.text(grouping == .card ? .byNoneCard : .byNoneCategory)
        }
        switch grouping {
        case .category: return CategoryWording.name(label, localizer: localizer)
        case .card: return TerminalSanitizer.clean(label)
        }
    }

    /// The groups in the order of the words shown, case and accents aside (`deporte`,
    /// `música`, `Ocio`, `streaming` in Spanish), the group of none last: the domain orders
    /// them by the stored identifiers, which read differently in each language.
    func ordered(_ groups: [TotalsGroup], by grouping: TotalsGrouping) -> [TotalsGroup] {
        let keyed = groups.map { ($0, NameKey.fold(heading($0, by: grouping))) }
        return keyed.sorted { lhs, rhs in
            if (lhs.0.label == nil) != (rhs.0.label == nil) { return rhs.0.label == nil }
            return lhs.1 < rhs.1
        }.map(\.0)
    }

    /// Each group's heading, then its currencies' lines; then the archived count, as `total`.
    func totals(_ groups: [TotalsGroup], by grouping: TotalsGrouping, total: TotalsSummary)
        -> [String]
    {
        let shown = ordered(groups.filter { !Self.shown($0.totals).isEmpty }, by: grouping)
        guard !shown.isEmpty else { return renderer.totals(total) }
        var lines: [String] = []
        for group in shown {
            lines.append(heading(group, by: grouping))
            lines += Self.shown(group.totals).map { "  " + totalLine($0) }
        }
        if total.archivedCount > 0 {
            lines.append(localizer.text(.totalArchived, ["count": .count(total.archivedCount)]))
        }
        return lines
    }

    /// Each group's heading with its totals, then its part of the list.
    func list(_ listing: GroupedListing, by grouping: TotalsGrouping) -> [String] {
        var writer = renderer.listWriter(listing.extents)
        var lines: [String] = []
        let order = ordered(listing.parts.map(\.group), by: grouping)
        let parts = listing.parts.sorted { lhs, rhs in
            (order.firstIndex(of: lhs.group) ?? 0) < (order.firstIndex(of: rhs.group) ?? 0)
        }
        for part in parts {
            if !lines.isEmpty { lines.append("") }
            let totals = Self.shown(part.group.totals).map(totalLine)
            lines.append(
                ([heading(part.group, by: grouping)] + totals).joined(separator: " · "))
            writer.restartSections()
            for entry in part.entries {
                writer.add(entry) { lines.append($0.isEmpty ? "" : "  " + $0) }
            }
        }
        writer.finish { lines.append($0) }
        return lines
    }

    static func json(_ groups: [TotalsGroup], by grouping: TotalsGrouping) -> OrderedJSON {
        .object([
            ("by", .string(grouping.rawValue)),
            (
                "groups",
                .array(
                    groups.map { group in
                        .object([
                            (grouping.rawValue, .optional(group.label)),
                            ("item_count", .int(Int64(group.itemCount))),
                            ("totals", JSONReports.totals(group.totals)),
                        ])
                    })
            ),
        ])
    }

    static func json(
        _ listing: GroupedListing, by grouping: TotalsGrouping, ledger: ExpenseLedger,
        today: CivilDate
    ) -> OrderedJSON {
        .object([
            ("by", .string(grouping.rawValue)),
            (
                "groups",
                .array(
                    listing.parts.map { part in
                        .object([
                            (grouping.rawValue, .optional(part.group.label)),
                            ("totals", JSONReports.totals(part.group.totals)),
                            (
                                "items",
                                .array(
                                    part.entries.compactMap { entry in
                                        guard case .item(let item) = entry else { return nil }
                                        return JSONReports.item(
                                            item.expense, in: ledger, today: today)
                                    })
                            ),
                        ])
                    })
            ),
        ])
    }

    /// "226,49 € al mes · 13 activas" with the share when it differs, as `total` says it.
    private func totalLine(_ total: CurrencyTotal) -> String {
        var line = localizer.text(
            .totalLine, ["amount": .money(total.monthly), "count": .count(total.activeCount)])
        if total.shareMinor != total.monthlyMinor {
            line += " · " + localizer.text(.totalShare, ["amount": .money(total.share)])
        }
        return line
    }

    /// The lines `total` shows: a currency with money or a charged item.
    private static func shown(_ totals: [CurrencyTotal]) -> [CurrencyTotal] {
        totals.filter { $0.monthlyMinor > 0 || $0.activeCount > 0 }
    }
}
