/// `list --by`: `list`'s entries split by category or card, each part with its group's
/// totals, the columns measured over the whole list so every part aligns.
public struct GroupedListing: Hashable, Sendable {
    /// One group: its totals (`ExpenseLedger.monthlyTotals(by:)`) and its entries, in `list`'s
    /// order, each period's heading repeated where the group has items of that period.
    public struct Part: Hashable, Sendable {
        public var group: TotalsGroup
        public var entries: [ListEntry]

        public init(group: TotalsGroup, entries: [ListEntry]) {
            self.group = group
            self.entries = entries
        }
    }

    public var extents: ListExtents
    public var parts: [Part]

    public init(extents: ListExtents, parts: [Part]) {
        self.extents = extents
        self.parts = parts
    }
}

extension ExpenseLedger {
    /// `listing(asOf:)` split by `grouping`, groups in `monthlyTotals(by:)`'s order. An item
    /// goes where its totals go (a member with its group), so each part's items are the ones
    /// its figures add up. A plan that has ended by `today` is listed in its group and adds
    /// nothing to its figures, as in `total`.
    public func listing(
        asOf today: CivilDate, by grouping: TotalsGrouping, risks: RiskInputs = RiskInputs()
    ) -> GroupedListing {
        let whole = listing(asOf: today, risks: risks)
        let groups = monthlyTotals(by: grouping, on: today)
        var slots: [String?: Int] = [:]
        for (index, group) in groups.enumerated() {
            slots[group.label.map(NameKey.fold)] = index
        }
        var parts = groups.map { GroupedListing.Part(group: $0, entries: []) }
        var heading: ListEntry?
        var lastHeading: [ListEntry?] = Array(repeating: nil, count: groups.count)
        for entry in whole.entries {
            guard case .item(let item) = entry else {
                heading = entry
                continue
            }
            let parent = item.expense.parentID.flatMap { self.expense(withID: $0) }
            let label = grouping.label(of: item.expense, parent: parent)
            guard let slot = slots[label.map(NameKey.fold)] else { continue }
            if let heading, lastHeading[slot] != heading {
                parts[slot].entries.append(heading)
                lastHeading[slot] = heading
            }
            parts[slot].entries.append(entry)
        }
        return GroupedListing(extents: whole.extents, parts: parts.filter { !$0.entries.isEmpty })
    }
}
