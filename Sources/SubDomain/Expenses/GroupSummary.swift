import FoundationEssentials

/// What the rules need to know about each group, gathered in one pass over the flat list.
///
/// Totals over 100,000 expenses must not search the list once per group or per child, so
/// the hierarchy is summarized once per read into a small dictionary keyed by group id.
struct GroupSummary {
    var isActive = true
    var activeChildren = 0
    var childrenMonthlyMinor: Int64 = 0
    var childrenShareMinor: Int64 = 0
    var childrenYearlyMinor: Int64 = 0
    /// What the active members that are estimates (bills that vary) add to
    /// `childrenMonthlyMinor`.
    var childrenEstimatedMinor: Int64 = 0

    /// One group's summary from its children (its own status is not needed by the rules
    /// that ask for a single group).
    init(children: [RecurringExpense]) {
        for child in children where child.isActive { add(child) }
    }

    private init(isActive: Bool) {
        self.isActive = isActive
    }

    private mutating func add(_ activeChild: RecurringExpense) {
        activeChildren += 1
        childrenMonthlyMinor = IntegerRounding.saturatingAdd(
            childrenMonthlyMinor, activeChild.monthlyEstimate.minorUnits)
        childrenShareMinor = IntegerRounding.saturatingAdd(
            childrenShareMinor, activeChild.perPersonMonthly.minorUnits)
        childrenYearlyMinor = IntegerRounding.saturatingAdd(
            childrenYearlyMinor, activeChild.yearlyCharges.minorUnits)
        if activeChild.isEstimate {
            childrenEstimatedMinor = IntegerRounding.saturatingAdd(
                childrenEstimatedMinor, activeChild.monthlyEstimate.minorUnits)
        }
    }

    static func index(_ expenses: [RecurringExpense]) -> [UUID: GroupSummary] {
        var summaries: [UUID: GroupSummary] = [:]
        for expense in expenses where expense.isGroup {
            summaries[expense.id] = GroupSummary(isActive: expense.isActive)
        }
        guard !summaries.isEmpty else { return summaries }
        for expense in expenses where expense.isActive {
            guard let parentID = expense.parentID, summaries[parentID] != nil else { continue }
            summaries[parentID]!.add(expense)
        }
        return summaries
    }
}
