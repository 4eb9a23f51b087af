import Foundation

/// The flat list of one profile's recurring expenses, and every rule that reads or changes it.
///
/// The group hierarchy is derived from `parentID` on each read; nothing else is stored, so
/// there are never two structures to keep in step. Mutating operations validate first and
/// change nothing when they throw.
public struct ExpenseLedger: Hashable, Sendable {
    public private(set) var expenses: [RecurringExpense]
    /// How many times, over the profile's life, an expense has been archived ("killed").
    public private(set) var killCount: Int

    public init(expenses: [RecurringExpense] = [], killCount: Int = 0) {
        self.expenses = expenses
        self.killCount = killCount
    }
}
