import Foundation
import SubDomain

/// Mirrors one command's cache changes into `sync_outbox`, in the command's transaction, when
/// the profile is linked to a household server.
struct OutboxRecorder {
    private let insert: SQLiteConnection.Statement
    private let queuedAt: String

    /// `nil` when the profile is local-only: nothing to mirror.
    init?(store: ExpenseStore) throws(StoreError) {
        guard store.mirrorsWritesToOutbox, try store.setting(.householdID) != nil else {
            return nil
        }
        // The real time, not a pretend `--as-of` day: how long a write has waited is about
        // the server, not about the subscriptions' calendar.
        queuedAt = String(Date().timeIntervalSince1970)
        insert = try store.sql { () throws(SQLiteConnection.Failure) in
            try store.connection.cachedStatement(
                """
                INSERT INTO sync_outbox (key, expense_id, kind, before, after, queued_at)
                VALUES (?1, ?2, ?3, ?4, ?5, ?6)
                """)
        }
    }

    func record(old: RecurringExpense?, new: RecurringExpense?, store: ExpenseStore)
        throws(StoreError)
    {
        let before = old.map(ExpenseRecord.init)
        let after = new.map(ExpenseRecord.init)
        // A row that only moved in the list changed nothing the server keeps.
        if let before, let after, before == after { return }
        let kind: PendingChange.Kind =
            before == nil ? .insert : after == nil ? .delete : .update
        guard let id = new?.id ?? old?.id else { return }
        try store.sql { () throws(SQLiteConnection.Failure) in
            try insert.run([
                .text(UUID().uuidString), .text(id.uuidString), .text(kind.rawValue),
                before.map { .text(OutboxCoding.text(of: $0)) } ?? .null,
                after.map { .text(OutboxCoding.text(of: $0)) } ?? .null,
                .text(queuedAt),
            ])
        }
    }
}
