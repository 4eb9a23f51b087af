import SubDomain
import SubJSON
import SubLocalization

/// What `spent` found: per currency (and group), what was paid, and apart what the calendar
/// expected where nothing was recorded, never added to it; then, when asked or chosen, the
/// estimate of each in one currency, again apart.
struct SpentReport: CommandReport {
    let spending: Spending
    let grouping: Spending.Grouping?
    var estimate: SpendingEstimate? = nil

    func lines(_ setting: ReportSetting) -> [String] {
        let localizer = setting.localizer
        var lines = [
            localizer.text(
                .spentHeading,
                [
                    "from": .text(localizer.date(spending.from)),
                    "to": .text(localizer.date(spending.through)),
                ])
        ]
        guard !spending.lines.isEmpty else {
            return lines + [localizer.text(.spentNothing)]
        }
        func words(_ line: Spending.Line, indent: String) -> [String] {
            var out: [String] = []
            out.append(
                indent
                    + localizer.text(
                        .spentPaid,
                        [
                            "amount": .text(
                                localizer.money(
                                    Money(minorUnits: line.paidMinor, currency: line.currency))),
                            "count": .count(line.paymentCount),
                        ]))
            if line.expectedCount > 0 {
                out.append(
                    indent
                        + localizer.text(
                            .spentExpected,
                            [
                                "amount": .text(
                                    localizer.money(
                                        Money(
                                            minorUnits: line.expectedMinor,
                                            currency: line.currency))),
                                "count": .count(line.expectedCount),
                            ]))
            }
            return out
        }
        if grouping != nil {
            for line in spending.lines {
                lines.append(
                    "  "
                        + (line.label.map { TerminalSanitizer.clean($0) }
                            ?? localizer.text(.spentNoLabel)))
                lines += words(line, indent: "    ")
            }
            lines.append(localizer.text(.spentTotals))
        }
        for total in spending.totals {
            lines += words(total, indent: "  ")
        }
        if let estimate {
            lines += estimateLines(estimate, setting).map { "  " + $0 }
        }
        return lines
    }

    /// "≈ 95,12 € pagados en EUR, al cambio del 28 nov 2026 (BCE)", then apart what was
    /// expected and not recorded, then what the estimate left out. Nothing converted: no
    /// figure, only why.
    private func estimateLines(_ estimate: SpendingEstimate, _ setting: ReportSetting)
        -> [String]
    {
        let wording = RatesWording(localizer: setting.localizer, today: setting.today)
        var lines: [String] = []
        if !estimate.parts.isEmpty {
            lines.append(
                wording.ratedLine(
                    estimate, amount: estimate.paid,
                    keys: (
                        .spentEstimatePaidLine, .spentEstimatePaidLineRange,
                        .spentEstimatePaidPlain
                    )))
            if estimate.parts.contains(where: { $0.line.expectedCount > 0 }) {
                lines.append(
                    setting.localizer.text(
                        .spentEstimateExpected,
                        [
                            "amount": .money(estimate.expected),
                            "currency": .text(estimate.target.code),
                        ]))
            }
        }
        return lines + wording.caveats(estimate)
    }

    func json(_ setting: ReportSetting) -> OrderedJSON {
        func object(_ line: Spending.Line) -> [(String, OrderedJSON)] {
            [
                ("currency", .string(line.currency.code)),
                ("paid_minor", .int(line.paidMinor)),
                ("expected_minor", .int(line.expectedMinor)),
                ("payments", .int(Int64(line.paymentCount))),
                ("expected_charges", .int(Int64(line.expectedCount))),
            ]
        }
        var members: [(String, OrderedJSON)] = [
            ("from", .string(spending.from.iso)), ("to", .string(spending.through.iso)),
            ("spent", .array(spending.totals.map { .object(object($0)) })),
        ]
        if let estimate {
            members.append(
                (
                    "estimate",
                    RatesWording.rated(
                        estimate,
                        figures: [
                            ("paid_minor", .int(estimate.paid.minorUnits)),
                            ("expected_minor", .int(estimate.expected.minorUnits)),
                        ],
                        parts: estimate.parts.map { part in
                            .object([
                                ("currency", .string(part.line.currency.code)),
                                ("paid_minor", .int(part.line.paidMinor)),
                                ("expected_minor", .int(part.line.expectedMinor)),
                                ("converted_paid_minor", .int(part.paid.minorUnits)),
                                ("converted_expected_minor", .int(part.expected.minorUnits)),
                            ])
                        }, today: setting.today)
                ))
        }
        if let grouping {
            members.append(("by", .string(grouping.rawValue)))
            members.append(
                (
                    "groups",
                    .array(
                        spending.lines.map {
                            .object([("label", .optional($0.label))] + object($0))
                        })
                ))
        }
        return .object(members)
    }
}
