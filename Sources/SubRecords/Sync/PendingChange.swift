import FoundationEssentials

/// A write made in this profile's cache that the household's server has not accepted yet:
/// one row of the outbox, written in the same transaction as the cache change it mirrors.
public struct PendingChange: Hashable, Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        case insert, update, delete
    }

    /// The outbox's own number, in the order the writes were made: what `pending drop N`
    /// names and the order pushes follow.
    public let number: Int64
    /// Sent with the push and recorded by the server in the same transaction, so a push
    /// repeated after a crash is recognised and applied only once.
    public let key: UUID
    public let expenseID: UUID
    public let kind: Kind
    /// The cached row the change was made on; `nil` for an insert. A field whose server
    /// value is neither this nor `after`'s was changed by someone else meanwhile.
    public let before: ExpenseRecord?
    /// The row as this profile wrote it; `nil` for a delete.
    public let after: ExpenseRecord?
    public let queuedAt: Date
    /// The server version of the cached row when the change was made; `nil` for an insert or
    /// a row never seen from the server. The server reports as conflicts the fields someone
    /// else changed after it.
    public let baseVersion: Int64?
    /// Why the last push did not apply it; `nil` while it simply waits for the server.
    public var problem: PendingProblem?

    public init(
        number: Int64, key: UUID, expenseID: UUID, kind: Kind, before: ExpenseRecord?,
        after: ExpenseRecord?, queuedAt: Date, problem: PendingProblem? = nil,
        baseVersion: Int64? = nil
    ) {
        self.baseVersion = baseVersion
        self.number = number
        self.key = key
        self.expenseID = expenseID
        self.kind = kind
        self.before = before
        self.after = after
        self.queuedAt = queuedAt
        self.problem = problem
    }

    /// The fields this change sets: every field of an insert, the differing ones of an update.
    public var changedFields: [String] {
        switch (before, after) {
        case (let before?, let after?): return after.changedFields(comparedWith: before)
        case (nil, .some): return ExpenseRecord.fieldNames
        default: return []
        }
    }

    /// The name to show for it: the new name, or the deleted row's.
    public var expenseName: String { after?["name"] ?? before?["name"] ?? "" }
}

/// Why the server did not apply a pending change.
public enum PendingProblem: Hashable, Sendable {
    /// The server refused it: `reason` is a stable code the shell words (a rule such as
    /// `currency_mismatch`, `permission_denied` for a viewer or a stranger, `deleted` when
    /// the row no longer exists on the server).
    case rejected(reason: String)
    /// Someone else changed these fields on the server since this profile's copy.
    case conflict([FieldConflict])
}

/// One field two writers changed: this profile's value and the server's, as column text.
public struct FieldConflict: Hashable, Sendable {
    public let field: String
    public let mine: String?
    public let theirs: String?

    public init(field: String, mine: String?, theirs: String?) {
        self.field = field
        self.mine = mine
        self.theirs = theirs
    }
}
