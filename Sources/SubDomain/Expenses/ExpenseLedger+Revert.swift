import FoundationEssentials

extension ExpenseLedger {
    /// How many changes one undo takes back at most.
    public static let undoLimit: ClosedRange<Int> = 1...10_000

    /// Puts expenses back as they were, all or nothing: each id in `versions` becomes the
    /// version given (added at the end when missing), or leaves when the version is `nil`;
    /// `killCount`, when given, becomes the lifetime kill count. Used by undo, whose versions
    /// come from history.
    ///
    /// Every rule is checked on the result: each version put back, every member of a group
    /// put back and every expense whose group left. A result that breaks one throws the
    /// domain's error and changes nothing. Automatic groups are settled afterwards.
    public mutating func revert(
        to versions: [(id: UUID, expense: RecurringExpense?)], killCount: Int? = nil
    ) throws(DomainError) {
        var result = self
        var touched: [UUID] = []
        for (id, version) in versions {
            let position = result.position(of: id)
            switch (position, version) {
            case (let position?, nil): result.removeExpense(at: position)
            case (let position?, let version?): result.modifyExpense(at: position) { $0 = version }
            case (nil, let version?): result.appendExpense(version)
            case (nil, nil): continue
            }
            touched.append(id)
        }
        var checked = Set<UUID>()
        for id in touched {
            // Members of a group that changed or left, then the expense itself.
            let members = result.expenses.filter { $0.parentID == id }
            for expense in members + (result.expense(withID: id).map { [$0] } ?? [])
            where checked.insert(expense.id).inserted {
                try result.validate(expense, replacing: self.expense(withID: expense.id) ?? expense)
            }
        }
        if let killCount {
            result.killCount = max(0, killCount)
        }
        for id in touched {
            guard let expense = result.expense(withID: id) else { continue }
            _ = result.settleGroup(of: expense)
        }
        self = result
    }
}
