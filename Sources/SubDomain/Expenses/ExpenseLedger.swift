import Foundation

/// The flat list of one profile's recurring expenses, and every rule that changes it.
///
/// The group hierarchy is derived from `parentID` on each read; nothing else is stored, so
/// there are never two structures to keep in step. Mutating operations validate first and
/// change nothing when they throw; warnings come back beside the result.
public struct ExpenseLedger: Hashable, Sendable {
    public internal(set) var expenses: [RecurringExpense]
    /// How many subscriptions were archived ("killed") and are still archived, plus those
    /// deleted after being killed: a restore takes its kill back.
    public internal(set) var killCount: Int

    public init(expenses: [RecurringExpense] = [], killCount: Int = 0) {
        self.expenses = expenses
        self.killCount = killCount
    }

    // MARK: Reading the hierarchy

    public func expense(withID id: UUID) -> RecurringExpense? {
        expenses.first { $0.id == id }
    }

    public func children(of group: RecurringExpense) -> [RecurringExpense] {
        expenses.filter { $0.parentID == group.id }
    }

    public func activeChildren(of group: RecurringExpense) -> [RecurringExpense] {
        expenses.filter { $0.parentID == group.id && $0.isActive }
    }

    /// Expenses that are not inside a group, in list order.
    public var topLevel: [RecurringExpense] {
        expenses.filter { $0.parentID == nil }
    }

    /// Whether the expense is active and, when in a group, its group is active too.
    /// Children of an archived group count nowhere, like the group.
    public func isLive(_ expense: RecurringExpense) -> Bool {
        isLive(expense, groups: GroupSummary.index(expenses))
    }

    private func isLive(_ expense: RecurringExpense, groups: [UUID: GroupSummary]) -> Bool {
        guard expense.isActive else { return false }
        guard let parentID = expense.parentID else { return true }
        return groups[parentID]?.isActive ?? true
    }

    /// The expenses that are really charged: live items that are not groups, and live groups
    /// with no active child (a group with children is charged through them).
    public var chargedItems: [RecurringExpense] {
        let groups = GroupSummary.index(expenses)
        return expenses.filter { isCharged($0, groups: groups) }
    }

    private func isCharged(_ expense: RecurringExpense, groups: [UUID: GroupSummary]) -> Bool {
        guard isLive(expense, groups: groups) else { return false }
        return !(expense.isGroup && (groups[expense.id]?.activeChildren ?? 0) > 0)
    }

    // MARK: Monthly figures

    /// Sum of the monthly estimates of a group's active children.
    public func childrenMonthly(of group: RecurringExpense) -> Money {
        let sum = activeChildren(of: group).reduce(Int64(0)) {
            IntegerRounding.saturatingAdd($0, $1.monthlyEstimate.minorUnits)
        }
        return Money(minorUnits: sum, currency: group.currency)
    }

    /// What an item really costs per month. A group costs the larger of its cap and what its
    /// active children add up to, so a budget that fell short never hides real spending.
    public func effectiveMonthly(of expense: RecurringExpense) -> Money {
        guard expense.isGroup else { return expense.monthlyEstimate }
        let children = childrenMonthly(of: expense).minorUnits
        return Money(
            minorUnits: max(expense.monthlyEstimate.minorUnits, children),
            currency: expense.currency)
    }

    /// The monthly cost per currency, largest first (ties by code). Never one figure across
    /// currencies: euros plus dollars is a number that belongs to nobody. Only active
    /// top-level items count, a group once through its effective cost; archived items and
    /// the children of archived groups count nowhere.
    ///
    /// "Your share" divides each item by its members before adding, so a shared plan counts
    /// in full in the total and in part in the share.
    public var monthlyTotals: [CurrencyTotal] {
        let groups = GroupSummary.index(expenses)
        // A handful of currencies at most: a linear scan beats hashing a code per expense.
        var totals: [CurrencyTotal] = []
        for expense in expenses where expense.isActive {
            let currency = expense.currency
            let slot: Int
            if let found = totals.firstIndex(where: { $0.currency == currency }) {
                slot = found
            } else {
                totals.append(CurrencyTotal(currency: currency))
                slot = totals.count - 1
            }
            if isCharged(expense, groups: groups) { totals[slot].activeCount += 1 }
            guard expense.parentID == nil else { continue }
            var monthly = expense.monthlyEstimate.minorUnits
            var share = expense.perPersonMonthly.minorUnits
            if expense.isGroup, let group = groups[expense.id] {
                monthly = max(monthly, group.childrenMonthlyMinor)
                share = max(share, group.childrenShareMinor)
            }
            totals[slot].monthlyMinor = IntegerRounding.saturatingAdd(
                totals[slot].monthlyMinor, monthly)
            totals[slot].shareMinor = IntegerRounding.saturatingAdd(totals[slot].shareMinor, share)
        }
        return totals.sorted { lhs, rhs in
            lhs.monthlyMinor != rhs.monthlyMinor
                ? lhs.monthlyMinor > rhs.monthlyMinor : lhs.currency < rhs.currency
        }
    }

    /// How much each currency's monthly total moved from `before` to this ledger: negative
    /// when it went down. Only currencies that changed, largest change first (ties by code).
    ///
    /// What an archive saves is this, not the item's own estimate: inside a capped group the
    /// total falls only as far as the cap, and an automatic group follows its members.
    public func totalsChange(from before: ExpenseLedger) -> [Money] {
        var change: [CurrencyCode: Int64] = [:]
        for total in monthlyTotals { change[total.currency, default: 0] += total.monthlyMinor }
        for total in before.monthlyTotals {
            change[total.currency, default: 0] -= total.monthlyMinor
        }
        return change.filter { $0.value != 0 }
            .map { Money(minorUnits: $0.value, currency: $0.key) }
            .sorted { lhs, rhs in
                lhs.minorUnits.magnitude != rhs.minorUnits.magnitude
                    ? lhs.minorUnits.magnitude > rhs.minorUnits.magnitude
                    : lhs.currency < rhs.currency
            }
    }

    /// What archiving `expense` has saved by `date`, counted once across a group and its
    /// members: each member saves its own estimate, and a group saves only what its cap costs
    /// beyond its archived members (nothing for an automatic group, whose amount falls to
    /// zero with them). Adding the figures of a group and its members so gives what the
    /// total really fell by, never the cap and the members twice. Zero while active.
    public func savedSoFar(of expense: RecurringExpense, asOf date: CivilDate) -> Money {
        let own = expense.savedSoFar(asOf: date)
        guard expense.isGroup, own.minorUnits > 0, let archivedOn = expense.archivedOn else {
            return own
        }
        let membersMonthly = children(of: expense).filter { !$0.isActive }.reduce(Int64(0)) {
            IntegerRounding.saturatingAdd($0, $1.monthlyEstimate.minorUnits)
        }
        let beyondMembers = max(0, expense.monthlyEstimate.minorUnits - membersMonthly)
        let months = Int64(archivedOn.wholeMonths(until: date))
        let (product, overflow) = beyondMembers.multipliedReportingOverflow(by: months)
        return Money(minorUnits: overflow ? Int64.max : product, currency: expense.currency)
    }

    /// How many subscriptions are being paid (see `chargedItems`).
    public var activeCount: Int {
        let groups = GroupSummary.index(expenses)
        return expenses.count { isCharged($0, groups: groups) }
    }

    /// How many items are archived (each counted once, children included).
    public var archivedCount: Int { expenses.count { $0.status == .archived } }
}
