import FoundationEssentials

/// Where each expense sits in the ledger, who belongs to each group and who bears each folded
/// name, kept in step with every change so that no rule scans the whole list per call.
///
/// Adding the 10,000th expense once folded 9,999 names and searched 9,999 ids; with these
/// tables a write costs what it changes. It is part of the ledger's value (copied with it),
/// never of its equality: two ledgers with the same expenses are equal however they were
/// built.
struct LedgerIndex: Sendable {
    /// The array index of each id (the first one, in a ledger that wrongly holds an id twice).
    private(set) var positionByID: [UUID: Int] = [:]
    /// The ids whose `parentID` is the key, in no particular order.
    private(set) var childIDsByParent: [UUID: [UUID]] = [:]
    /// The ids bearing each folded name (`NameKey.folded`), in no particular order.
    private(set) var idsByName: [String: [UUID]] = [:]
    /// What the active expenses of each currency weigh against `Money.maximumTotalMinorUnits`.
    private(set) var loadByCurrency: [CurrencyCode: Load] = [:]

    /// What expenses weigh against the total limit: a year of their charges and their
    /// amounts, each summed. A bound above every total rather than the totals themselves
    /// (a manual group counts its cap and its members both), kept per change in O(1): an
    /// automatic group counts nothing, its members count for it.
    struct Load: Hashable, Sendable {
        var yearly: Int128 = 0
        var amounts: Int128 = 0

        init() {}

        init(of expense: RecurringExpense) {
            guard expense.isActive, expense.groupMode != .automatic else { return }
            yearly = Int128(expense.yearlyCharges.minorUnits)
            amounts = Int128(expense.amount.minorUnits)
        }

        static func + (lhs: Load, rhs: Load) -> Load {
            var sum = lhs
            sum.yearly += rhs.yearly
            sum.amounts += rhs.amounts
            return sum
        }

        static func - (lhs: Load, rhs: Load) -> Load {
            var difference = lhs
            difference.yearly -= rhs.yearly
            difference.amounts -= rhs.amounts
            return difference
        }

        var fitsTotalLimit: Bool {
            let limit = Int128(Money.maximumTotalMinorUnits)
            return yearly <= limit && amounts <= limit
        }
    }

    init(_ expenses: [RecurringExpense]) {
        positionByID.reserveCapacity(expenses.count)
        idsByName.reserveCapacity(expenses.count)
        for (position, expense) in expenses.enumerated() {
            didAppend(expense, at: position)
        }
    }

    mutating func didAppend(_ expense: RecurringExpense, at position: Int) {
        if positionByID[expense.id] == nil { positionByID[expense.id] = position }
        if let parentID = expense.parentID {
            childIDsByParent[parentID, default: []].append(expense.id)
        }
        idsByName[NameKey.fold(expense.name), default: []].append(expense.id)
        addLoad(of: expense)
    }

    private mutating func addLoad(of expense: RecurringExpense) {
        guard expense.isActive else { return }
        loadByCurrency[expense.currency, default: Load()] =
            loadByCurrency[expense.currency, default: Load()] + Load(of: expense)
    }

    private mutating func removeLoad(of expense: RecurringExpense) {
        guard expense.isActive else { return }
        loadByCurrency[expense.currency, default: Load()] =
            loadByCurrency[expense.currency, default: Load()] - Load(of: expense)
    }

    mutating func didReplace(_ old: RecurringExpense, with new: RecurringExpense) {
        removeLoad(of: old)
        addLoad(of: new)
        if old.parentID != new.parentID {
            if let parentID = old.parentID {
                Self.remove(old.id, from: &childIDsByParent, key: parentID)
            }
            if let parentID = new.parentID {
                childIDsByParent[parentID, default: []].append(new.id)
            }
        }
        if old.name != new.name {
            let oldKey = NameKey.fold(old.name)
            let newKey = NameKey.fold(new.name)
            if oldKey != newKey {
                Self.remove(old.id, from: &idsByName, key: oldKey)
                idsByName[newKey, default: []].append(new.id)
            }
        }
    }

    /// `remaining` is the list after the removal: every later expense moved up by one.
    mutating func didRemove(
        _ expense: RecurringExpense, at position: Int, remaining: [RecurringExpense]
    ) {
        positionByID[expense.id] = nil
        removeLoad(of: expense)
        for index in position..<remaining.count { positionByID[remaining[index].id] = index }
        if let parentID = expense.parentID {
            Self.remove(expense.id, from: &childIDsByParent, key: parentID)
        }
        Self.remove(expense.id, from: &idsByName, key: NameKey.fold(expense.name))
    }

    private static func remove<Key: Hashable>(_ id: UUID, from table: inout [Key: [UUID]], key: Key)
    {
        guard var ids = table[key], let found = ids.firstIndex(of: id) else { return }
        ids.remove(at: found)
        table[key] = ids.isEmpty ? nil : ids
    }
}
