import FoundationEssentials
import SubDomain

/// What an undo reverted (or, before it runs, would revert): the changes it took back and,
/// per expense and per setting, the value before and after it.
public struct UndoReport: Sendable {
    /// One expense put back: `before` is how it was just before the undo (`nil` when the
    /// undo re-creates it), `after` how it is now (`nil` when the undo removes it).
    public struct ExpenseReversion: Hashable, Sendable {
        public let before: RecurringExpense?
        public let after: RecurringExpense?

        package init(before: RecurringExpense?, after: RecurringExpense?) {
            self.before = before
            self.after = after
        }
    }

    /// One setting put back (`reminder_offsets`, `preferred_language`), as stored text.
    public struct SettingReversion: Hashable, Sendable {
        public let key: String
        public let before: String?
        public let after: String?

        package init(key: String, before: String?, after: String?) {
            self.key = key
            self.before = before
            self.after = after
        }
    }

    /// The changes taken back, newest first.
    public let changes: [HistoryChange]
    /// In the order the changes first touched them, oldest first.
    public let expenses: [ExpenseReversion]
    /// The lifetime kill count before and after, when it moves.
    public let killCount: (before: Int, after: Int)?
    public let settings: [SettingReversion]
    /// The payments the undo took back (recorded by the changes undone), and those it
    /// recorded again (taken back by them), oldest first.
    public var paymentsRemoved: [Payment] = []
    public var paymentsRestored: [Payment] = []

    package init(
        changes: [HistoryChange], expenses: [ExpenseReversion],
        killCount: (before: Int, after: Int)?, settings: [SettingReversion]
    ) {
        self.changes = changes
        self.expenses = expenses
        self.killCount = killCount
        self.settings = settings
    }

    /// Whether the undo removes an expense (undoing an `add`): it then asks first.
    public var removesExpenses: Bool { expenses.contains { $0.before != nil && $0.after == nil } }
}
