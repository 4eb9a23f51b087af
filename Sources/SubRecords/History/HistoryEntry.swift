import FoundationEssentials

/// One recorded change of one field: what it was, what it became, and when.
///
/// Every write records one entry per changed field (stored as one row per expense changed,
/// since version 6); the entries one command wrote share a
/// `changeID`, the unit a later undo works in. The values are the stored text of the column
/// (`amount_minor` as digits, dates as `YYYY-MM-DD`, ids as upper-case UUIDs).
public struct HistoryEntry: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A new expense: one entry per field that has a value, `oldValue` nil.
        case insert
        /// Fields of an existing expense changed.
        case update
        /// The expense went from active to archived (a "kill"), with any other field changed
        /// in the same command.
        case archive
        /// The expense went from archived back to active.
        case restore
        /// The expense was removed: one entry per field it had, `newValue` nil.
        case delete
        /// A ledger-wide value changed (the lifetime kill count); `expenseID` is nil.
        case ledger
        /// A setting changed; `field` is the setting's key and `expenseID` is nil.
        case setting
    }

    /// Increases with every stored history row; the order changes happened in. The entries
    /// of one expense's change in one command share it (they are stored as one row).
    public let sequence: Int64
    /// Shared by every entry one command (one transaction) wrote.
    public let changeID: Int64
    public let expenseID: UUID?
    public let kind: Kind
    /// The column name (`amount_minor`, `status`, …) or setting key.
    public let field: String
    public let oldValue: String?
    public let newValue: String?
    /// When the command ran, ISO 8601 in UTC (`2026-11-29T17:40:05Z`).
    public let changedAt: String

    package init(
        sequence: Int64, changeID: Int64, expenseID: UUID?, kind: Kind, field: String,
        oldValue: String?, newValue: String?, changedAt: String
    ) {
        self.sequence = sequence
        self.changeID = changeID
        self.expenseID = expenseID
        self.kind = kind
        self.field = field
        self.oldValue = oldValue
        self.newValue = newValue
        self.changedAt = changedAt
    }

    /// The column `field` names, for an entry of an expense; `nil` for a ledger or setting
    /// entry, and for a column this program does not know.
    public var column: ExpenseColumn? {
        kind == .ledger || kind == .setting ? nil : ExpenseColumn(rawValue: field)
    }
}
