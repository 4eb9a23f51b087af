/// An item as `list` shows it, with the figures its line needs that depend on other items
/// (a group's members, the other charged items of its currency).
public struct ListedItem: Hashable, Sendable {
    public var expense: RecurringExpense
    /// 1 for a member shown under its group, 0 otherwise.
    public var indent: Int
    /// In the archived section: shown with what it saved, not what it costs.
    public var isArchived: Bool
    /// What it really costs per month (`ExpenseLedger.effectiveMonthly`); active items only.
    public var effectiveMonthly: Money?
    /// For an active group: what its active members cost per month, and how many they are.
    public var members: GroupMembers?
    /// For an archived item: what archiving it has saved so far (`ExpenseLedger.savedSoFar`).
    public var savedSoFar: Money?
    /// Its risk level when above normal (charged items only, `RiskAssessor`).
    public var level: RiskAssessment.Level?

    public init(
        expense: RecurringExpense, indent: Int, isArchived: Bool, effectiveMonthly: Money?,
        members: GroupMembers?, savedSoFar: Money?, level: RiskAssessment.Level?
    ) {
        self.expense = expense
        self.indent = indent
        self.isArchived = isArchived
        self.effectiveMonthly = effectiveMonthly
        self.members = members
        self.savedSoFar = savedSoFar
        self.level = level
    }

    /// A group's active members as its line words them.
    public struct GroupMembers: Hashable, Sendable {
        public var monthly: Money
        public var count: Int
        /// The active members' next charges as stored: the group's line shows the earliest
        /// (its own date is its first member's, which need not come first).
        public var nextCharges: [RecurringExpense]

        public init(monthly: Money, count: Int, active: [RecurringExpense] = []) {
            self.monthly = monthly
            self.count = count
            self.nextCharges = active
        }

        /// The earliest charge of an active member on or after `today`; `nil` without any.
        public func earliestCharge(onOrAfter today: CivilDate) -> CivilDate? {
            nextCharges.map { BillingCalendar.nextCharge(of: $0, onOrAfter: today) }.min()
        }
    }
}
