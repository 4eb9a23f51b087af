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
        /// The earliest next charge of an active member on or after the listing's day, which
        /// the group's line shows (its own date is its first member's, which need not come
        /// first); `nil` without active members.
        public var nextCharge: CivilDate?

        public init(monthly: Money, count: Int, nextCharge: CivilDate? = nil) {
            self.monthly = monthly
            self.count = count
            self.nextCharge = nextCharge
        }

        /// The earliest charge on or after `today` of `members` (the active ones).
        public static func earliestCharge(
            of members: [RecurringExpense], onOrAfter today: CivilDate
        )
            -> CivilDate?
        {
            members.map { BillingCalendar.nextCharge(of: $0, onOrAfter: today) }.min()
        }
    }
}
