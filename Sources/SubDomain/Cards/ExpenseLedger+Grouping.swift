extension ExpenseLedger {
    /// The monthly totals split by category or card: per group, each currency's figures by
    /// the rules of `monthlyTotals` (each active item adds its `contribution(of:)`, so a group
    /// counts the larger of its cap and its members, and archived items count nowhere).
    ///
    /// A member of a group is placed with its group, whose line carries the money, except in
    /// an automatic group (not shared): there the group's line is exactly its members' lines,
    /// and each member is charged on its own, so each counts under its own card or category
    /// (its group's when it has none) and the group adds nothing. Either way adding up one
    /// currency's line across the groups gives exactly that currency's line of
    /// `monthlyTotals`. Labels are compared folded (`NameKey`): "Visa 4242" and "VISA 4242"
    /// are one card, shown as first written (the earliest added item's spelling). Groups come
    /// by folded label, the items without one (`label == nil`) last; a group whose items are
    /// all archived is kept, with no lines.
    ///
    /// With `today`, a plan that has ended by then adds nothing (as in
    /// `monthlyTotals(on:)`), though it is still one of its group's items.
    public func monthlyTotals(by grouping: TotalsGrouping, on today: CivilDate? = nil)
        -> [TotalsGroup]
    {
        let summaries = GroupSummary.index(expenses)
        var slots: [String: Int] = [:]
        var groups: [TotalsGroup] = []
        var none = TotalsGroup(label: nil)
        var noneCurrencies: [CurrencyCode: Int] = [:]
        var currencies: [[CurrencyCode: Int]] = []
        var spelledOn: [CivilDate] = []
        func splitsMembers(_ group: RecurringExpense?) -> Bool {
            guard let group, group.isGroup, group.isActive else { return false }
            return group.groupMode == .automatic && group.sharedWith <= 1
        }
        for expense in expenses {
            let parent = expense.parentID.flatMap { self.expense(withID: $0) }
            let label: String?
            var contribution =
                expense.isActive ? contribution(of: expense, groups: summaries) : nil
            if splitsMembers(parent) {
                label =
                    grouping.label(of: expense, parent: nil)
                    ?? grouping.label(
                        of: expense, parent: parent)
                if let charged = contribution {
                    contribution = TotalContribution(
                        monthlyMinor: expense.monthlyEstimate.minorUnits,
                        shareMinor: expense.perPersonMonthly.minorUnits,
                        isCharged: charged.isCharged)
                }
            } else if splitsMembers(expense), let charged = contribution {
                label = grouping.label(of: expense, parent: parent)
                // Its members carry its money and its count; without a card or category of
                // its own it is no item of "none" either.
                guard label != nil || charged.isCharged else { continue }
                contribution = TotalContribution(isCharged: charged.isCharged)
            } else {
                label = grouping.label(of: expense, parent: parent)
            }
            if contribution != nil, let today, expense.hasEnded(on: today) {
                contribution = TotalContribution()
            }
            if let label {
                let key = NameKey.fold(label)
                let slot: Int
                if let found = slots[key] {
                    slot = found
                    if expense.createdOn < spelledOn[slot] {
                        groups[slot].label = label
                        spelledOn[slot] = expense.createdOn
                    }
                } else {
                    slot = groups.count
                    slots[key] = slot
                    groups.append(TotalsGroup(label: label))
                    currencies.append([:])
                    spelledOn.append(expense.createdOn)
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
