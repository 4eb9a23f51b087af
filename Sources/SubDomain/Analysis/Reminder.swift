import FoundationEssentials

/// A charge the user asked to hear about today.
public struct Reminder: Hashable, Sendable {
    public var expenseID: UUID
    public var name: String
    public var chargeOn: CivilDate
    /// Days from the reminder day to the charge (one of the schedule's offsets).
    public var daysBefore: Int
    public var amount: Money
    /// Whether the charge ends a free trial (the one people forget).
    public var isTrial: Bool
}
