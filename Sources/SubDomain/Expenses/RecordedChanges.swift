import FoundationEssentials

/// The expenses a run of ledger operations added, changed or removed, with each one as it
/// was before the first of them: what a store needs to write a command's changes without
/// comparing every row (see `ExpenseLedger.startRecordingChanges(token:)`).
public struct RecordedChanges: Hashable, Sendable {
    /// The token the recording was started with; a ledger carrying another token's record
    /// is not the one the caller started recording on.
    public let token: UInt64
    /// Every touched id, with the expense as it was when recording started (`nil` for one
    /// added since). An id may map to an unchanged expense (changed, then changed back).
    public internal(set) var originals: [UUID: RecurringExpense?] = [:]
    /// The lifetime kill count when recording started.
    public let killCountBefore: Int
    /// Whether an expense was removed and added again, which moves it to the end of the list:
    /// the record then no longer tells the order, and the caller must compare whole ledgers.
    public internal(set) var reordered = false

    init(token: UInt64, killCountBefore: Int) {
        self.token = token
        self.killCountBefore = killCountBefore
    }

    /// Notes `expense` as it is before a change, unless an earlier change already did.
    mutating func willChange(_ expense: RecurringExpense) {
        if originals.index(forKey: expense.id) == nil { originals[expense.id] = .some(expense) }
    }

    /// Notes an expense about to be added: new unless it was removed earlier in the record.
    mutating func willAdd(_ expense: RecurringExpense) {
        if let original = originals[expense.id] {
            if original != nil { reordered = true }
        } else {
            originals[expense.id] = .some(nil)
        }
    }
}
