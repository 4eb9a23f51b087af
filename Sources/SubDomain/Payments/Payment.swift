import FoundationEssentials

/// One payment of a plan that was really made: what was charged, on which day, and where the
/// record came from. What a plan *should* cost is its amount; what it *did* cost is its
/// payments.
public struct Payment: Hashable, Sendable, Identifiable {
    /// Where a payment's record came from: typed with `paid`, or read from a bank statement.
    public enum Source: String, Hashable, Sendable, CaseIterable {
        case typed
        case statement
    }

    public var id: UUID
    /// The plan it paid.
    public var expenseID: UUID
    public var paidOn: CivilDate
    /// What was charged, in the currency it was charged in (the plan's, unless told
    /// otherwise).
    public var amount: Money
    public var source: Source
    /// For a payment read from a statement: a stable key of the statement row it came from,
    /// so that importing the same statement again records nothing twice.
    public var statementKey: String?

    public init(
        id: UUID = UUID(), expenseID: UUID, paidOn: CivilDate, amount: Money,
        source: Source = .typed, statementKey: String? = nil
    ) {
        self.id = id
        self.expenseID = expenseID
        self.paidOn = paidOn
        self.amount = amount
        self.source = source
        self.statementKey = statementKey
    }

    /// The longest statement key kept: a digest, not a copy of the row.
    public static let statementKeyLimit = 128
}
