import FoundationEssentials
import SubBrands
import SubBrandsCore
import SubDomain
import SubLocalization

extension Renderer {
    /// Sections by period (shortest first), groups with their children indented and their
    /// cap status, archived items last with what they saved.
    public func list(_ ledger: ExpenseLedger) -> [String] {
        var lines: [String] = []
        let listing = ledger.listing(asOf: today)
        var writer = listWriter(listing.extents)
        for entry in listing.entries { writer.add(entry) { lines.append($0) } }
        writer.finish { lines.append($0) }
        return lines
    }

    /// `list` handed to `write` as UTF-8 blocks of whole lines, each ending with a newline.
    public func list(_ ledger: ExpenseLedger, write: ([UInt8]) -> Void) {
        let listing = ledger.listing(asOf: today)
        var writer = listWriter(listing.extents)
        var blocks = OutputBlocks()
        for entry in listing.entries { writer.add(entry) { blocks.append(line: $0, write: write) } }
        writer.finish { blocks.append(line: $0, write: write) }
        blocks.flush(write: write)
    }

    /// `list` of entries handed over as they are read, each worded as it arrives.
    public func list(_ entries: ListEntries, write: ([UInt8]) -> Void) throws(CommandFailure) {
        var writer: ListWriter?
        var blocks = OutputBlocks()
        try entries.read(
            extents: { writer = listWriter($0) },
            entry: { entry in writer?.add(entry) { blocks.append(line: $0, write: write) } })
        writer?.finish { blocks.append(line: $0, write: write) }
        blocks.flush(write: write)
    }

    /// Words `list`'s entries one by one into lines aligned to the columns `extents` sizes:
    /// a store hands its rows over as it reads them, so the first lines leave long before the
    /// last row is read.
    func listWriter(_ extents: ListExtents) -> ListWriter {
        var suffixes: [Period: String] = [:]
        let marks: [RiskAssessment.Level: String] = [
            .high: localizer.text(.listMarkHigh), .medium: localizer.text(.listMarkMedium),
        ]
        let columns = listColumns(extents, marks: marks) { period in
            if let known = suffixes[period] { return known }
            let text = localizer.perPeriodSuffix(period)
            suffixes[period] = text
            return text
        }
        return ListWriter(renderer: self, columns: columns, marks: marks, suffixes: suffixes)
    }

    /// The columns `extents` needs. An amount is measured by formatting one with as many
    /// digits (`ListExtents.representative`): in a currency, those all take the same room.
    private func listColumns(
        _ extents: ListExtents, marks: [RiskAssessment.Level: String],
        suffix: (Period) -> String
    ) -> ListRow.Columns {
        var columns = ListRow.Columns(width: width)
        columns.anySwatch =
            colors != .none
            && extents.brandSlugs.contains { slug in
                BrandCatalog.shared.brand(id: slug)?.hex.flatMap(BrandColor.init(hex:)) != nil
            }
        let cap = ListRow.maximumNameWidth
        columns.nameWidth = max(
            min(cap, extents.widestName), extents.widestMemberName.map { min(cap, $0) + 2 } ?? 0)
        func measured(_ currency: CurrencyCode, _ digits: Int) -> Int {
            DisplayWidth.of(
                localizer.money(
                    Money(
                        minorUnits: ListExtents.representative(digits: digits), currency: currency))
            )
        }
        for (kind, digits) in extents.amountDigits {
            columns.chargedWidth = max(
                columns.chargedWidth,
                measured(kind.currency, digits) + DisplayWidth.of(suffix(kind.period)))
        }
        for (currency, digits) in extents.monthlyDigits {
            columns.monthlyWidth = max(
                columns.monthlyWidth, measured(currency, digits) + DisplayWidth.of(suffix(.monthly))
            )
        }
        // The room the estimate sign takes: the words around an amount, measured once.
        if extents.estimates {
            let sign =
                DisplayWidth.of(localizer.text(.estimateApprox, ["amount": .text("0")])) - 1
            columns.chargedWidth += sign
            columns.monthlyWidth += sign
        }
        for level in extents.levels {
            columns.markWidth = max(columns.markWidth, DisplayWidth.of(marks[level] ?? ""))
        }
        return columns.fitted()
    }
}
