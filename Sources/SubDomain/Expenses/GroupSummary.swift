import Foundation

/// What the rules need to know about each group, gathered in one pass over the flat list.
///
/// Totals over 100,000 expenses must not search the list once per group or per child, so
/// the hierarchy is summarized once per read into a small dictionary keyed by group id.
struct GroupSummary {
    var isActive: Bool
    var activeChildren = 0
    var childrenMonthlyMinor: Int64 = 0
    var childrenShareMinor: Int64 = 0

    static func index(_ expenses: [RecurringExpense]) -> [UUID: GroupSummary] {
        var summaries: [UUID: GroupSummary] = [:]
        for expense in expenses where expense.isGroup {
            summaries[expense.id] = GroupSummary(isActive: expense.isActive)
        }
        guard !summaries.isEmpty else { return summaries }
        for expense in expenses where expense.isActive {
            guard let parentID = expense.parentID, summaries[parentID] != nil else { continue }
            summaries[parentID]!.activeChildren += 1
            summaries[parentID]!.childrenMonthlyMinor = IntegerRounding.saturatingAdd(
                summaries[parentID]!.childrenMonthlyMinor, expense.monthlyEstimate.minorUnits)
            summaries[parentID]!.childrenShareMinor = IntegerRounding.saturatingAdd(
                summaries[parentID]!.childrenShareMinor, expense.perPersonMonthly.minorUnits)
        }
        return summaries
    }
}
