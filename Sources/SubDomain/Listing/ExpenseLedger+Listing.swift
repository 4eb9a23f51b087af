import FoundationEssentials

extension ExpenseLedger {
    /// `list`'s entries and the extents of their columns, from the whole ledger: sections by
    /// period (shortest first) of the active top-level items by folded name, each group
    /// followed by its active members by folded name, then the top-level plans that have
    /// ended by `today`, then every archived item by folded name. Equal names keep their list order. Active members of an archived group are shown
    /// nowhere (a damaged file's; the group took them with it).
    /// `risks`: what the marks judge besides the plans (`RiskInputs`: the cards' expiry
    /// months, the latest payments), so each plan is marked at the level `risks` gives it.
    public func listing(asOf today: CivilDate, risks: RiskInputs = RiskInputs())
        -> (extents: ListExtents, entries: [ListEntry])
    {
        var levels: [UUID: RiskAssessment.Level] = [:]
        for assessment in RiskAssessor.assessInListOrder(
            chargedItems: chargedItems, asOf: today, inputs: risks)
        {
            levels[assessment.expense.id] = assessment.level
        }
        var extents = ListExtents()
        var entries: [ListEntry] = []
        func add(_ item: ListedItem) {
            extents.include(item)
            entries.append(.item(item))
        }
        func active(_ expense: RecurringExpense, indent: Int) -> ListedItem {
            ListedItem(
                expense: expense, indent: indent, isArchived: false,
                effectiveMonthly: effectiveMonthly(of: expense),
                members: expense.isGroup
                    ? ListedItem.GroupMembers(
                        monthly: childrenMonthly(of: expense),
                        count: activeChildren(of: expense).count,
                        nextCharge: ListedItem.GroupMembers.earliestCharge(
                            of: activeChildren(of: expense), onOrAfter: today)) : nil,
                savedSoFar: nil, level: levels[expense.id])
        }
        let shown = topLevel.filter { $0.isActive && !$0.hasEnded(on: today) }
        let periods = Period.inListOrder(Array(Set(shown.map(\.period))))
        for period in periods {
            entries.append(.section(period))
            for expense in Self.sortedByName(shown.filter { $0.period == period }) {
                add(active(expense, indent: 0))
                guard expense.isGroup else { continue }
                for member in Self.sortedByName(children(of: expense).filter(\.isActive)) {
                    add(active(member, indent: 1))
                }
            }
        }
        // Plans that have ended, each alone (a member of an active group stays with it).
        let ended = Self.sortedByName(
            topLevel.filter { $0.isActive && $0.hasEnded(on: today) })
        if !ended.isEmpty { entries.append(.endedSection) }
        for expense in ended {
            add(
                ListedItem(
                    expense: expense, indent: 0, isArchived: false, effectiveMonthly: nil,
                    members: nil, savedSoFar: nil, level: nil))
        }
        let archived = Self.sortedByName(expenses.filter { $0.status == .archived })
        if !archived.isEmpty { entries.append(.archivedSection) }
        for expense in archived {
            add(
                ListedItem(
                    expense: expense, indent: 0, isArchived: true, effectiveMonthly: nil,
                    members: nil, savedSoFar: savedSoFar(of: expense, asOf: today), level: nil))
        }
        return (extents, entries)
    }

    /// `expenses` by folded name (each name folded once), equal names in their order.
    public static func sortedByName(_ expenses: [RecurringExpense]) -> [RecurringExpense] {
        expenses.indices.map { (key: NameKey(expenses[$0].name).folded, index: $0) }
            .sorted { $0.key != $1.key ? $0.key < $1.key : $0.index < $1.index }
            .map { expenses[$0.index] }
    }
}
