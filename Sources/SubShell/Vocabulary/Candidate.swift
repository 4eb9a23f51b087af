import SubDomain

/// A subscription named in a failure: enough to tell two of the same name apart.
public struct Candidate: Hashable, Sendable {
    public let name: String
    /// The shortest unique id prefix (at least 4 hex digits), typeable instead of the name.
    public let shortID: String
    public let amount: Money

    init(_ expense: RecurringExpense, in ledger: ExpenseLedger) {
        name = expense.name
        shortID = ledger.shortID(of: expense.id)
        amount = expense.amount
    }
}
