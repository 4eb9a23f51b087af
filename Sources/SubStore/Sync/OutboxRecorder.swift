import FoundationEssentials
import SubDomain
import SubRecords

/// Mirrors one command's cache changes into `sync_outbox`, in the command's transaction, when
/// the profile is linked to a household server.
struct OutboxRecorder {
    private let store: ExpenseStore
    private let insert: SQLiteConnection.Statement
    private let serverVersion: SQLiteConnection.Statement
    private let queuedAt: String

    /// `nil` when the profile is local-only: nothing to mirror.
    init?(store: ExpenseStore) throws(StoreError) {
        guard store.mirrorsWritesToOutbox, try store.setting(.householdID) != nil else {
            return nil
        }
        // The real time, not a pretend `--as-of` day: how long a write has waited is about
        // the server, not about the subscriptions' calendar.
        self.store = store
        queuedAt = String(Date().timeIntervalSince1970)
        (insert, serverVersion) = try store.sql {
            () throws(SQLiteConnection.Failure) in
            (
                try store.connection.cachedStatement(
                    """
                    INSERT INTO sync_outbox (key, expense_id, kind, before, after, queued_at,
                        base_version)
                    VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
                    """),
                try store.connection.cachedStatement(
                    "SELECT version FROM sync_versions WHERE expense_id = ?1")
            )
        }
    }

    /// Queues `diff` in the order `apply` ran its SQL, so the server, replaying the outbox,
    /// goes through the same states its triggers accept: members leaving their group first
    /// (the detach), then deletions (members before groups), then writes (groups before
    /// members). A detached member that is also written is queued twice: out of its group,
    /// then its new row.
    func record(_ diff: LedgerDiff) throws(StoreError) {
        var detached: [UUID: RecurringExpense] = [:]
        for child in diff.childrenToDetach {
            var loose = child
            loose.parentID = nil
            try record(old: child, new: loose)
            detached[child.id] = loose
        }
        for expense in diff.deletionOrder { try record(old: expense, new: nil) }
        for placed in diff.writeOrder {
            try record(old: detached[placed.expense.id] ?? placed.previous, new: placed.expense)
        }
    }

    private func record(old: RecurringExpense?, new: RecurringExpense?) throws(StoreError) {
        let before = old.map(ExpenseRecord.init)
        var after = new.map(ExpenseRecord.init)
        // An automatic group's amount is computed from its members, by the server too: it is
        // never pushed, so an edit of a member is not a conflict on its group.
        if let before, let row = after, row["group_mode"] == GroupTotalMode.automatic.rawValue {
            after = row.replacing(Self.computedFields, from: before)
        }
        // A row that only moved in the list (or only changed computed columns) changed
        // nothing the server takes from a client.
        if let before, let after, before == after { return }
        let kind: PendingChange.Kind =
            before == nil ? .insert : after == nil ? .delete : .update
        guard let id = new?.id ?? old?.id else { return }
        try store.sql { () throws(SQLiteConnection.Failure) in
            var base = SQLiteValue.null
            if kind != .insert {
                serverVersion.reset()
                defer { serverVersion.reset() }
                try serverVersion.bind([.text(id.uuidString)])
                if try serverVersion.step() { base = .integer(serverVersion.int64(0)) }
            }
            try insert.run([
                .text(UUID().uuidString), .text(id.uuidString), .text(kind.rawValue),
                before.map { .text(OutboxCoding.text(of: $0)) } ?? .null,
                after.map { .text(OutboxCoding.text(of: $0)) } ?? .null,
                .text(queuedAt), base,
            ])
        }
    }

    /// Columns of an automatic group the server computes: never part of an update.
    static let computedFields = ["amount_minor"]
}
