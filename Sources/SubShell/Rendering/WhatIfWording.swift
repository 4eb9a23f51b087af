import SubDomain
import SubJSON
import SubLocalization

/// Words a what-if (`total --without`, `archive --dry-run`): each currency's total now and
/// as it would be, what that saves in a year, the members a group would take with it, and
/// that nothing was changed.
struct WhatIfWording {
    let localizer: Localizer

    func lines(for whatIf: WhatIf, source: WhatIfSource) -> [String] {
        var lines: [String] = []
        switch source {
        case .without:
            lines.append(
                localizer.text(
                    .whatIfHeadingWithout, ["names": .userList(whatIf.targets.map(\.name))]))
        case .archiveDryRun:
            lines.append(
                localizer.text(
                    .whatIfHeadingArchive, ["name": .userText(whatIf.targets.first?.name ?? "")]))
        }
        for line in Self.shown(whatIf.lines) { lines.append("  " + self.line(line)) }
        if !whatIf.cascaded.isEmpty {
            lines.append(
                localizer.text(
                    .whatIfMembers,
                    [
                        "count": .count(whatIf.cascaded.count),
                        "names": .userList(whatIf.cascaded.map(\.name)),
                    ]))
        }
        lines.append(localizer.text(.whatIfNothingChanged))
        return lines
    }

    /// "226,49 € → 213,50 € al mes · ahorrarías 155,88 € al año".
    private func line(_ line: WhatIf.Line) -> String {
        let change = line.monthlyChange.minorUnits
        guard change != 0 else {
            return localizer.text(.whatIfLineUnchanged, ["amount": .money(line.monthlyAfter)])
        }
        let yearly = line.yearlyChange
        return localizer.text(
            change < 0 ? .whatIfLineSaving : .whatIfLineSpending,
            [
                "before": .money(line.monthlyBefore), "after": .money(line.monthlyAfter),
                "yearly": .money(
                    Money(
                        minorUnits: Int64(yearly.minorUnits.magnitude.clamped),
                        currency: yearly.currency)),
            ])
    }

    /// Currencies that cost something now or after; all of them when none does.
    static func shown(_ lines: [WhatIf.Line]) -> [WhatIf.Line] {
        let costing = lines.filter {
            $0.monthlyBefore.minorUnits != 0 || $0.monthlyAfter.minorUnits != 0
        }
        return costing.isEmpty ? lines : costing
    }

    /// The `--json` shape: the items left out, the members going with them, each currency
    /// before and after with its monthly and yearly change, and `changed: false`.
    static func json(_ whatIf: WhatIf) -> OrderedJSON {
        func item(_ expense: RecurringExpense) -> OrderedJSON {
            .object([
                ("id", .string(expense.id.uuidString.lowercased())),
                ("name", .string(expense.name)),
            ])
        }
        return .object([
            ("without", .array(whatIf.targets.map(item))),
            ("members", .array(whatIf.cascaded.map(item))),
            (
                "totals",
                .array(
                    whatIf.lines.map { line in
                        .object([
                            ("currency", .string(line.currency.code)),
                            ("monthly_before_minor", .int(line.monthlyBefore.minorUnits)),
                            ("monthly_after_minor", .int(line.monthlyAfter.minorUnits)),
                            ("monthly_change_minor", .int(line.monthlyChange.minorUnits)),
                            ("yearly_change_minor", .int(line.yearlyChange.minorUnits)),
                        ])
                    })
            ),
            ("changed", .bool(false)),
        ])
    }
}

extension UInt64 {
    /// This magnitude as an `Int64`, at most `Int64.max`.
    fileprivate var clamped: Int64 { self > UInt64(Int64.max) ? .max : Int64(self) }
}
