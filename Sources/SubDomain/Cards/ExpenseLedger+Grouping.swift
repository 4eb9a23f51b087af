extension ExpenseLedger {
    /// The monthly totals split by category or card: per group, each currency's figures by
    /// the rules of `monthlyTotals` (each active item adds its `contribution(of:)`, so a group
    /// counts the larger of its cap and its members, and archived items count nowhere).
    ///
    /// A member of a group is placed with its group, whose line carries the money; so adding
    /// up one currency's line across the groups gives exactly that currency's line of
    /// `monthlyTotals`. Labels are compared folded (`NameKey`): "Visa 4242" and "VISA 4242"
    /// are one card, shown as first written. Groups come by folded label, the items without
    /// one (`label == nil`) last; a group whose items are all archived is kept, with no lines.
    public func monthlyTotals(by grouping: TotalsGrouping) -> [TotalsGroup] {
        let summaries = GroupSummary.index(expenses)
        var slots: [String: Int] = [:]
        var groups: [TotalsGroup] = []
        var none = TotalsGroup(label: nil)
        var noneCurrencies: [CurrencyCode: Int] = [:]
        var currencies: [[CurrencyCode: Int]] = []
        for expense in expenses {
            let parent = expense.parentID.flatMap { self.expense(withID: $0) }
            let label = grouping.label(of: expense, parent: parent)
            let contribution =
                expense.isActive ? contribution(of: expense, groups: summaries) : nil
            if let label {
                let key = NameKey.fold(label)
                let slot: Int
                if let found = slots[key] {
                    slot = found
                } else {
                    slot = groups.count
                    slots[key] = slot
                    groups.append(TotalsGroup(label: label))
                    currencies.append([:])
                }
                Self.add(contribution, of: expense, to: &groups[slot], lines: &currencies[slot])
            } else {
                Self.add(contribution, of: expense, to: &none, lines: &noneCurrencies)
            }
        }
        var ordered = groups.sorted { NameKey.fold($0.label ?? "") < NameKey.fold($1.label ?? "") }
        for index in ordered.indices {
            ordered[index].totals = CurrencyTotal.ordered(ordered[index].totals)
        }
        if none.itemCount > 0 {
            none.totals = CurrencyTotal.ordered(none.totals)
            ordered.append(none)
        }
        return ordered
    }

    private static func add(
        _ contribution: TotalContribution?, of expense: RecurringExpense,
        to group: inout TotalsGroup, lines: inout [CurrencyCode: Int]
    ) {
        group.itemCount += 1
        guard let contribution else { return }
        let slot: Int
        if let found = lines[expense.currency] {
            slot = found
        } else {
            slot = group.totals.count
            lines[expense.currency] = slot
            group.totals.append(CurrencyTotal(currency: expense.currency))
        }
        group.totals[slot].add(contribution)
    }
}
