import FoundationEssentials

/// The flat list of one profile's recurring expenses, and every rule that changes it.
///
/// The group hierarchy is derived from `parentID` on each read; nothing else is stored, so
/// there are never two structures to keep in step. Mutating operations validate first and
/// change nothing when they throw; warnings come back beside the result.
public struct ExpenseLedger: Hashable, Sendable {
    /// Every expense, in list order. Changed only through the primitives below, which keep
    /// `index` and the change record in step.
    public private(set) var expenses: [RecurringExpense]
    /// How many subscriptions were archived ("killed") and are still archived, plus those
    /// deleted after being killed: a restore takes its kill back.
    public internal(set) var killCount: Int
    private(set) var lookupIndex: LedgerIndex
    private var changeRecord: RecordedChanges?

    public init(expenses: [RecurringExpense] = [], killCount: Int = 0) {
        self.expenses = expenses
        self.killCount = killCount
        self.lookupIndex = LedgerIndex(expenses)
    }

    // Equality is of the expenses and the kill count: the index follows from them, and a
    // change record says how a ledger was reached, not what it holds.
    public static func == (lhs: ExpenseLedger, rhs: ExpenseLedger) -> Bool {
        lhs.killCount == rhs.killCount && lhs.expenses == rhs.expenses
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(expenses)
        hasher.combine(killCount)
    }

    // MARK: Recording changes

    /// Starts a fresh record of the expenses that later operations add, change or remove,
    /// replacing any earlier record. A store calls this before handing the ledger to a
    /// command, then writes only what `recordedChanges(token:)` names.
    public mutating func startRecordingChanges(token: UInt64) {
        changeRecord = RecordedChanges(token: token, killCountBefore: killCount)
    }

    /// The record started with `token`, or `nil` when this ledger carries none (a ledger
    /// built anew, or one recorded under another token): the caller must then compare
    /// whole ledgers.
    public func recordedChanges(token: UInt64) -> RecordedChanges? {
        changeRecord?.token == token ? changeRecord : nil
    }

    /// Drops the record, so later operations cost nothing to note.
    public mutating func stopRecordingChanges() {
        changeRecord = nil
    }

    // MARK: Changing the list (every change goes through these three)

    /// Where the expense with `id` sits in `expenses`, found without scanning the list.
    public func position(of id: UUID) -> Int? {
        lookupIndex.positionByID[id]
    }

    mutating func appendExpense(_ expense: RecurringExpense) {
        changeRecord?.willAdd(expense)
        expenses.append(expense)
        lookupIndex.didAppend(expense, at: expenses.count - 1)
    }

    /// Changes the expense at `position` in place; the id must stay the same.
    mutating func modifyExpense(at position: Int, _ change: (inout RecurringExpense) -> Void) {
        let old = expenses[position]
        var new = old
        change(&new)
        precondition(new.id == old.id, "an expense's id never changes")
        guard new != old else { return }
        changeRecord?.willChange(old)
        lookupIndex.didReplace(old, with: new)
        expenses[position] = new
    }

    @discardableResult
    mutating func removeExpense(at position: Int) -> RecurringExpense {
        changeRecord?.willChange(expenses[position])
        let removed = expenses.remove(at: position)
        lookupIndex.didRemove(removed, at: position, remaining: expenses)
        return removed
    }

    // MARK: Reading the hierarchy

    public func expense(withID id: UUID) -> RecurringExpense? {
        position(of: id).map { expenses[$0] }
    }

    public func children(of group: RecurringExpense) -> [RecurringExpense] {
        children(ofGroupWithID: group.id)
    }

    /// The expenses whose parent is `groupID`, in list order.
    func children(ofGroupWithID groupID: UUID) -> [RecurringExpense] {
        guard let ids = lookupIndex.childIDsByParent[groupID] else { return [] }
        return ids.compactMap(position(of:)).sorted().map { expenses[$0] }
    }

    /// Whether any expense has `groupID` as its parent.
    func hasChildren(_ groupID: UUID) -> Bool {
        !(lookupIndex.childIDsByParent[groupID]?.isEmpty ?? true)
    }

    /// The expenses whose folded name is `key`, in list order.
    func expenses(named key: NameKey) -> [RecurringExpense] {
        guard let ids = lookupIndex.idsByName[key.folded] else { return [] }
        return ids.compactMap(position(of:)).sorted().map { expenses[$0] }
    }

    public func activeChildren(of group: RecurringExpense) -> [RecurringExpense] {
        children(of: group).filter(\.isActive)
    }

    /// Expenses that are not inside a group, in list order.
    public var topLevel: [RecurringExpense] {
        expenses.filter { $0.parentID == nil }
    }

    /// Whether the expense is active and, when in a group, its group is active too.
    /// Children of an archived group count nowhere, like the group.
    public func isLive(_ expense: RecurringExpense) -> Bool {
        expense.isActive && parentIsActive(expense)
    }

    /// Whether the group holding `expense` is active; `true` outside a group, and when the
    /// parent is missing or no group (a damaged file), so such a row still counts.
    private func parentIsActive(_ expense: RecurringExpense) -> Bool {
        guard let parentID = expense.parentID, let parent = self.expense(withID: parentID),
            parent.isGroup
        else { return true }
        return parent.isActive
    }

    /// The expenses that are really charged: live items that are not groups, and live groups
    /// with no active child (a group with children is charged through them).
    public var chargedItems: [RecurringExpense] {
        let groups = GroupSummary.index(expenses)
        return expenses.filter { contribution(of: $0, groups: groups).isCharged }
    }

    // MARK: Monthly figures

    /// What `expense` (as this ledger holds it) adds to its currency's line of
    /// `monthlyTotals`: the one rule behind every total, which a store may persist per row
    /// and add up in SQL. Summing the contributions of the active expenses of a currency
    /// gives exactly its `CurrencyTotal`.
    public func contribution(of expense: RecurringExpense) -> TotalContribution {
        let group =
            expense.isGroup ? GroupSummary(children: children(ofGroupWithID: expense.id)) : nil
        return Self.contribution(of: expense, parentIsActive: parentIsActive(expense), group: group)
    }

    func contribution(of expense: RecurringExpense, groups: [UUID: GroupSummary])
        -> TotalContribution
    {
        Self.contribution(
            of: expense, parentIsActive: expense.parentID.flatMap { groups[$0]?.isActive } ?? true,
            group: groups[expense.id])
    }

    /// Only active items count. An item inside a group adds no money (its group counts for
    /// it) but is a charged subscription while its group is active; a group counts the larger
    /// of its cap and its active members' lines (an automatic group exactly its members'
    /// lines), and is itself a charged subscription only while it has no active member. The
    /// share divides each item by its members before adding, so a shared plan counts in full
    /// in the total and in part in the share; a group's share is `groupShare`.
    private static func contribution(
        of expense: RecurringExpense, parentIsActive: Bool, group: GroupSummary?
    ) -> TotalContribution {
        guard expense.isActive else { return TotalContribution() }
        let hasActiveMembers = expense.isGroup && (group?.activeChildren ?? 0) > 0
        let isCharged = parentIsActive && !hasActiveMembers
        guard expense.parentID == nil else { return TotalContribution(isCharged: isCharged) }
        var monthly = expense.monthlyEstimate.minorUnits
        var share = expense.perPersonMonthly.minorUnits
        var estimated = expense.isEstimate ? monthly : 0
        if expense.isGroup, let group {
            // An automatic group's amount is the sum of its members' amounts, whose estimate
            // may round differently from their lines: the totals add the lines, so it does.
            let membersWin =
                expense.groupMode == .automatic || group.childrenMonthlyMinor > monthly
            monthly = membersWin ? group.childrenMonthlyMinor : monthly
            share = groupShare(of: expense, cost: monthly, members: group)
            // A cap that wins is what is paid, whatever its members vary by.
            estimated = membersWin ? group.childrenEstimatedMinor : 0
        }
        var contribution = TotalContribution(
            monthlyMinor: monthly, shareMinor: share, isCharged: isCharged)
        contribution.estimatedMinor = estimated
        return contribution
    }

    /// What `expense` adds to its currency's `yearlyTotals`, by the rules of `contribution`:
    /// a year of its real charges; a group the larger of its cap's and its members' (an
    /// automatic group exactly its members').
    private static func yearlyContribution(of expense: RecurringExpense, group: GroupSummary?)
        -> Int64
    {
        guard expense.isActive, expense.parentID == nil else { return 0 }
        let own = expense.yearlyCharges.minorUnits
        guard expense.isGroup, let group else { return own }
        return expense.groupMode == .automatic
            ? group.childrenYearlyMinor : max(own, group.childrenYearlyMinor)
    }

    /// Your part of `group`, which costs `cost` a month. A group shared itself (its own
    /// member count above 1: a bundle the household pays) is shared whole: the cost divided
    /// by its members, as `show` says. Otherwise the cost is scaled by its members' share
    /// ratio (their shares over their lines), rounded half away from zero: a group whose
    /// members are over its cap is exactly their shares, a cap above them is shared as they
    /// are (40 € over one member shared by 3 is 13,33 €), and nothing shared is the whole
    /// cost. Without members (or members that round to nothing) the cost is all its own.
    static func groupShare(of group: RecurringExpense, cost: Int64, members: GroupSummary)
        -> Int64
    {
        let membersMonthly = members.childrenMonthlyMinor
        guard group.sharedWith <= 1, members.activeChildren > 0, membersMonthly > 0 else {
            return IntegerRounding.divide(cost, by: Int64(max(1, group.sharedWith)))
        }
        if cost == membersMonthly { return members.childrenShareMinor }
        return IntegerRounding.scaled(
            cost, times: members.childrenShareMinor, dividedBy: membersMonthly)
    }

    /// Your part of what an item really costs per month (`effectiveMonthly`): a plan's
    /// `perPersonMonthly`, a group's `groupShare`. What `show` prints as the share.
    public func effectiveShare(of expense: RecurringExpense) -> Money {
        guard expense.isGroup else { return expense.perPersonMonthly }
        let members = GroupSummary(children: children(ofGroupWithID: expense.id))
        return Money(
            minorUnits: Self.groupShare(
                of: expense, cost: effectiveMonthly(of: expense).minorUnits, members: members),
            currency: expense.currency)
    }

    /// Sum of the monthly estimates of a group's active children.
    public func childrenMonthly(of group: RecurringExpense) -> Money {
        let sum = activeChildren(of: group).reduce(Int64(0)) {
            IntegerRounding.saturatingAdd($0, $1.monthlyEstimate.minorUnits)
        }
        return Money(minorUnits: sum, currency: group.currency)
    }

    /// What an item really costs per month. A group costs the larger of its cap and what its
    /// active children add up to, so a budget that fell short never hides real spending; an
    /// automatic group is exactly what its children's lines add up to.
    public func effectiveMonthly(of expense: RecurringExpense) -> Money {
        guard expense.isGroup else { return expense.monthlyEstimate }
        let children = childrenMonthly(of: expense).minorUnits
        guard expense.groupMode != .automatic else {
            return Money(minorUnits: children, currency: expense.currency)
        }
        return Money(
            minorUnits: max(expense.monthlyEstimate.minorUnits, children),
            currency: expense.currency)
    }

    /// What a year of real charges costs per currency: each active item's yearly
    /// contribution, by the same rules as `monthlyTotals` (a group the
    /// larger of its cap's charges and its members'). Not twelve rounded months.
    public var yearlyTotals: [CurrencyCode: Int64] { yearlyTotals(endedBy: nil) }

    /// `yearlyTotals` on `today`: a plan that has ended adds nothing.
    public func yearlyTotals(on today: CivilDate) -> [CurrencyCode: Int64] {
        yearlyTotals(endedBy: today)
    }

    private func yearlyTotals(endedBy today: CivilDate?) -> [CurrencyCode: Int64] {
        let groups = GroupSummary.index(expenses)
        var totals: [CurrencyCode: Int64] = [:]
        for expense in expenses where expense.isActive {
            let yearly =
                today.map(expense.hasEnded(on:)) == true
                ? 0 : Self.yearlyContribution(of: expense, group: groups[expense.id])
            totals[expense.currency] = IntegerRounding.saturatingAdd(
                totals[expense.currency, default: 0], yearly)
        }
        return totals
    }

    /// The monthly cost per currency, largest first (ties by code). Never one figure across
    /// currencies: euros plus dollars is a number that belongs to nobody. Each active item
    /// adds its `contribution(of:)`; archived items and the children of archived groups
    /// count nowhere. Every currency of an active item has a line, even one adding to zero.
    public var monthlyTotals: [CurrencyTotal] { monthlyTotals(endedBy: nil) }

    /// `monthlyTotals` on `today`: a plan whose last charge is behind `today` has ended and
    /// adds nothing (`contribution(of:on:)`), though its currency keeps its line, as a store
    /// that subtracts its stored figures keeps it.
    public func monthlyTotals(on today: CivilDate) -> [CurrencyTotal] {
        monthlyTotals(endedBy: today)
    }

    private func monthlyTotals(endedBy today: CivilDate?) -> [CurrencyTotal] {
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
            if let today, expense.hasEnded(on: today) { continue }
            totals[slot].add(contribution(of: expense, groups: groups))
        }
        return CurrencyTotal.ordered(totals)
    }

    /// How much each currency's monthly total moved from `before` to this ledger: negative
    /// when it went down. Only currencies that changed, largest change first (ties by code).
    ///
    /// What an archive saves is this, not the item's own estimate: inside a capped group the
    /// total falls only as far as the cap, and an automatic group follows its members.
    public func totalsChange(from before: ExpenseLedger, on today: CivilDate? = nil) -> [Money] {
        var change: [CurrencyCode: Int64] = [:]
        for total in monthlyTotals(endedBy: today) {
            change[total.currency, default: 0] += total.monthlyMinor
        }
        for total in before.monthlyTotals(endedBy: today) {
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
    /// members: each member saves its own charges that did not happen, and a group saves,
    /// per charge it did not make, only what its cap costs beyond its archived members
    /// (nothing for an automatic group, whose amount falls to zero with them). Adding the
    /// figures of a group and its members so gives what was really not paid, never the cap
    /// and the members twice. Zero while active.
    ///
    /// A member archived alone from a capped group that goes on charging saves, per charge,
    /// only what its leaving took off the group's charge, max(cap, members): nothing when
    /// the cap still covers the rest. Members archived alone are taken in the order they
    /// left (by day, then id), each against the members still there after it, so together
    /// they save what the group's charge really fell by.
    public func savedSoFar(of expense: RecurringExpense, asOf date: CivilDate) -> Money {
        let own = expense.savedSoFar(asOf: date)
        guard own.minorUnits > 0, let archivedOn = expense.archivedOn else { return own }
        if let parentID = expense.parentID, !expense.archivedWithGroup,
            let group = self.expense(withID: parentID), group.isActive,
            group.groupMode == .manual
        {
            return Money(
                minorUnits: RecurringExpense.avoided(
                    capDrop(leaving: expense, group: group), of: expense, after: archivedOn,
                    through: date),
                currency: expense.currency)
        }
        guard expense.isGroup else { return own }
        let membersAmount = children(ofGroupWithID: expense.id).filter { !$0.isActive }.reduce(
            Int64(0)
        ) {
            IntegerRounding.saturatingAdd($0, $1.amount.minorUnits)
        }
        let beyondMembers = max(0, expense.amount.minorUnits - membersAmount)
        return Money(
            minorUnits: RecurringExpense.avoided(
                beyondMembers, of: expense, after: archivedOn, through: date),
            currency: expense.currency)
    }

    /// What `member`'s leaving took off each charge of its capped `group`: max(cap, the
    /// members there before it left) less max(cap, the members there after), where the
    /// members there are the active ones and those archived alone after it.
    private func capDrop(leaving member: RecurringExpense, group: RecurringExpense) -> Int64 {
        func leftLater(_ other: RecurringExpense) -> Bool {
            guard other.status == .archived, !other.archivedWithGroup,
                let day = other.archivedOn, let memberDay = member.archivedOn
            else { return false }
            return day != memberDay ? day > memberDay : other.id.uuidString > member.id.uuidString
        }
        let stayed = children(ofGroupWithID: group.id).filter { $0.isActive || leftLater($0) }
            .reduce(Int64(0)) { IntegerRounding.saturatingAdd($0, $1.amount.minorUnits) }
        let cap = group.amount.minorUnits
        let before = max(cap, IntegerRounding.saturatingAdd(stayed, member.amount.minorUnits))
        return before - max(cap, stayed)
    }

    /// How many subscriptions are being paid (see `chargedItems`).
    public var activeCount: Int {
        let groups = GroupSummary.index(expenses)
        return expenses.count { contribution(of: $0, groups: groups).isCharged }
    }

    /// `activeCount` on `today`: plans that have ended are paid no more.
    public func activeCount(on today: CivilDate) -> Int {
        let groups = GroupSummary.index(expenses)
        return expenses.count {
            !$0.hasEnded(on: today) && contribution(of: $0, groups: groups).isCharged
        }
    }

    /// How many items are archived (each counted once, children included).
    public var archivedCount: Int { expenses.count { $0.status == .archived } }
}
