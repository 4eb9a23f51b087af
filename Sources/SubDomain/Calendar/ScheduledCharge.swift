import FoundationEssentials

/// One future charge of one expense.
public struct ScheduledCharge: Hashable, Sendable {
    public var expenseID: UUID
    public var name: String
    public var date: CivilDate
    public var amount: Money
}
