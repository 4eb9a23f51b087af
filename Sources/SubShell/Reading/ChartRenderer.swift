import SubBrands
import SubBrandsCore
import SubDomain
import SubJSON
import SubLocalization

/// Draws `chart`: one block per currency, one line per month with its name from the locale,
/// a horizontal bar of Unicode blocks (in eighths of a cell) scaled to the widest month, and
/// the month's amount. A bar takes the colour of its month's largest charge's brand when the
/// terminal shows colour.
struct ChartRenderer {
    let localizer: Localizer
    let colors: ColorCapability
    /// The columns to fill: the terminal's, or `defaultWidth` when there is none.
    let width: Int

    /// The width of a chart that goes to a pipe or a file.
    static let defaultWidth = 60
    /// The narrowest bar drawn, however narrow the terminal: a chart needs some room.
    static let minimumBarWidth = 8
    /// A full cell, then the partial cells from one eighth to seven eighths.
    static let fullBlock = "█"
    static let partialBlocks = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    init(localizer: Localizer, colors: ColorCapability, width: Int?) {
        self.localizer = localizer
        self.colors = colors
        self.width = width ?? Self.defaultWidth
    }

    func lines(for chart: ChargeChart) -> [String] {
        let count = chart.months.count
        let totals = chart.totals
        guard !totals.isEmpty else { return [localizer.text(.chartNone, ["count": .count(count)])] }
        let labels = chart.months.map { localizer.month($0.month) }
        let labelWidth = labels.map(DisplayWidth.of).max() ?? 0
        var lines: [String] = []
        for total in totals {
            if !lines.isEmpty { lines.append("") }
            let currency = total.currency
            lines.append(
                localizer.text(
                    .chartHeading, ["count": .count(count), "currency": .text(currency.code)]))
            let sums = chart.months.map { $0.total(in: currency) }
            let amounts = sums.map(localizer.money)
            let amountWidth = amounts.map(DisplayWidth.of).max() ?? 0
            let barWidth = max(Self.minimumBarWidth, width - 2 - labelWidth - 2 - 2 - amountWidth)
            let largest = sums.map(\.minorUnits).max() ?? 0
            for (index, month) in chart.months.enumerated() {
                let bar = Self.bar(sums[index].minorUnits, of: largest, cells: barWidth)
                let painted = paint(bar, month.largestCharge(in: currency), chart)
                lines.append(
                    "  " + DisplayWidth.padded(labels[index], to: labelWidth) + "  " + painted
                        + String(repeating: " ", count: barWidth - DisplayWidth.of(bar)) + "  "
                        + DisplayWidth.leftPadded(amounts[index], to: amountWidth))
            }
            lines.append("  " + localizer.text(.chartTotal, ["amount": .money(total)]))
        }
        return lines
    }

    /// `value` as a bar of whole and partial blocks, `cells` wide for `largest`, rounded to
    /// the nearest eighth; any charge shows at least one eighth, nothing shows nothing.
    static func bar(_ value: Int64, of largest: Int64, cells: Int) -> String {
        guard value > 0, largest > 0 else { return "" }
        let exact = Double(value) / Double(largest) * Double(cells * 8)
        let eighths = min(cells * 8, max(1, Int(exact.rounded())))
        return String(repeating: fullBlock, count: eighths / 8) + partialBlocks[eighths % 8]
    }

    /// The bar in the brand colour of the month's largest charge, when there is colour.
    private func paint(_ bar: String, _ largest: ScheduledCharge?, _ chart: ChargeChart) -> String {
        // Only here, with colour wanted, is the brand catalog loaded: never at start-up.
        guard colors != .none, !bar.isEmpty, let largest,
            let slug = chart.brandSlugs[largest.expenseID],
            let hex = BrandCatalog.shared.brand(id: slug)?.hex, let color = BrandColor(hex: hex)
        else { return bar }
        return color.painted(bar, for: colors)
    }

    /// The `--json` shape: each month (`YYYY-MM`) with its sums per currency in minor units and
    /// its charges, then the sums over the whole window.
    static func json(_ chart: ChargeChart) -> OrderedJSON {
        func sums(_ totals: [Money]) -> OrderedJSON {
            .array(
                totals.map {
                    .object([
                        ("currency", .string($0.currency.code)),
                        ("amount_minor", .int($0.minorUnits)),
                    ])
                })
        }
        return .object([
            (
                "months",
                .array(
                    chart.months.map { month in
                        .object([
                            ("month", .string(String(month.month.iso.prefix(7)))),
                            ("totals", sums(month.totals)),
                            (
                                "charges",
                                .array(
                                    month.charges.map { charge in
                                        .object([
                                            (
                                                "id",
                                                .string(charge.expenseID.uuidString.lowercased())
                                            ),
                                            ("name", .string(charge.name)),
                                            ("date", .string(charge.date.iso)),
                                            ("amount_minor", .int(charge.amount.minorUnits)),
                                            ("currency", .string(charge.amount.currency.code)),
                                        ])
                                    })
                            ),
                        ])
                    })
            ),
            ("totals", sums(chart.totals)),
        ])
    }
}
