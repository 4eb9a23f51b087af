import FoundationEssentials

/// Groups: creating one, moving expenses in and out, and the rules that keep a group whole
/// (one currency and period inside it, an automatic group's amount the sum of its members, a
/// manual one's cap against them).
extension ExpenseLedger {
    /// Refuses an automatic group whose active members' amounts add up past
    /// `Money.maximumMinorUnits`: its amount is their sum, and no expense may carry more.
    static func checkAutomaticSum(of group: RecurringExpense, members: [Money])
        throws(DomainError)
    {
        let sum = members.reduce(Int128(0)) { $0 + Int128($1.minorUnits) }
        guard sum <= Int128(Money.maximumMinorUnits) else {
            throw .groupAmountOverLimit(
                group: group.name,
                limit: Money(minorUnits: Money.maximumMinorUnits, currency: group.currency))
        }
    }

    /// Creates a group and moves `members` into it, all or nothing.
    public mutating func createGroup(
        _ group: RecurringExpense, members: [UUID],
        asOf today: CivilDate
    ) throws(DomainError) -> Outcome<RecurringExpense> {
        guard group.isGroup else { throw .notAGroup(name: group.name) }
        var updated = self
        let added = try updated.add(group, asOf: today)
        let grouped = try updated.addToGroup(added.value.id, members: members)
        self = updated
        return Outcome(grouped.value, warnings: added.warnings + grouped.warnings)
    }

    /// Puts existing expenses into a group. Each must share the group's currency and period,
    /// must not be a group itself, and must not be the group.
    ///
    /// An automatic group that has never had a member charges nothing, so its currency and
    /// period are only the defaults it was made with (the locale's, monthly): it takes its
    /// first member's instead, where refusing euros for a dollar group nobody chose would
    /// leave `group new NAME --auto` then `group add` unusable.
    public mutating func addToGroup(_ groupID: UUID, members: [UUID]) throws(DomainError)
        -> Outcome<RecurringExpense>
    {
        guard let group = expense(withID: groupID) else { throw notFound(groupID) }
        guard group.isGroup else { throw .notAGroup(name: group.name) }
        guard group.isActive else { throw .archivedTarget(name: group.name) }
        var updated = self
        if group.groupMode == .automatic, children(ofGroupWithID: groupID).isEmpty,
            let firstID = members.first, let first = expense(withID: firstID),
            let index = updated.position(of: groupID)
        {
            updated.modifyExpense(at: index) {
                $0.amount = Money(minorUnits: 0, currency: first.currency)
                $0.period = first.period
                $0.nextCharge = first.nextCharge
                $0.anchorDay = first.anchorDay
            }
        }
        for memberID in members {
            guard let index = updated.position(of: memberID) else {
                throw notFound(memberID)
            }
            var member = updated.expenses[index]
            member.parentID = groupID
            member.archivedWithGroup = false
            try updated.validate(member, replacing: updated.expenses[index])
            let previousParent = updated.expenses[index].parentID
            updated.modifyExpense(at: index) { $0 = member }
            if let previousParent, previousParent != groupID {
                _ = updated.settleGroup(withID: previousParent)
            }
        }
        let warnings = updated.settleGroup(withID: groupID)
        self = updated
        return Outcome(expense(withID: groupID) ?? group, warnings: warnings)
    }

    /// Takes an expense out of its group; it stays as a standalone expense.
    public mutating func removeFromGroup(_ memberID: UUID) throws(DomainError)
        -> Outcome<RecurringExpense>
    {
        guard let index = position(of: memberID) else {
            throw notFound(memberID)
        }
        guard let parentID = expenses[index].parentID else { return Outcome(expenses[index]) }
        modifyExpense(at: index) {
            $0.parentID = nil
            $0.archivedWithGroup = false
        }
        _ = settleGroup(withID: parentID)
        return Outcome(expenses[index])
    }

    /// Inside a group everything shares one currency and one period: adding euros to
    /// dollars, or an annual charge to a monthly one, makes a number that belongs to nobody.
    static func checkMembership(of child: RecurringExpense, in group: RecurringExpense)
        throws(DomainError)
    {
        guard child.currency == group.currency else {
            throw .currencyMismatchInGroup(
                group: group.name, groupCurrency: group.currency,
                child: child.name, childCurrency: child.currency)
        }
        guard child.period == group.period else {
            throw .periodMismatchInGroup(
                group: group.name, groupPeriod: group.period,
                child: child.name, childPeriod: child.period)
        }
    }

    /// Re-derives the group `expense` belongs to (or is): an automatic group's amount becomes
    /// the sum of its active children's amounts; a manual group whose children cost more per
    /// month than its cap gets a warning.
    mutating func settleGroup(of expense: RecurringExpense) -> [DomainWarning] {
        if expense.isGroup { return settleGroup(withID: expense.id) }
        if let parentID = expense.parentID { return settleGroup(withID: parentID) }
        return []
    }

    mutating func settleGroup(withID groupID: UUID) -> [DomainWarning] {
        guard let index = position(of: groupID),
            let mode = expenses[index].groupMode
        else { return [] }
        let group = expenses[index]
        switch mode {
        case .automatic:
            let sum = activeChildren(of: group).reduce(Int64(0)) {
                IntegerRounding.saturatingAdd($0, $1.amount.minorUnits)
            }
            modifyExpense(at: index) { $0.amount.minorUnits = sum }
            return []
        case .manual:
            let childrenMonthly = childrenMonthly(of: group)
            guard group.isActive, childrenMonthly.minorUnits > group.monthlyEstimate.minorUnits
            else { return [] }
            return [
                .groupOverCap(
                    group: group.name, capMonthly: group.monthlyEstimate,
                    childrenMonthly: childrenMonthly)
            ]
        }
    }
}
