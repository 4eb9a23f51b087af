import Foundation
import SubDomain

extension ExpenseStore {
    /// Writes `diff` inside the open transaction, in the order the foreign key and the group
    /// triggers accept (see `LedgerDiff`), and records every change in `history` — except
    /// what the household's server sent (or a dropped pending change putting back the
    /// server's values): history is this profile's own changes, the ones `undo` may revert,
    /// and a row changed since without a history row was changed by someone else.
    /// `recorder` is `nil` for what came from the server. `priceHistory` holds the earlier
    /// prices of inserted expenses (see `write(priceHistory:_:)`).
    func apply(
        _ diff: LedgerDiff, recorder: HistoryRecorder?, priceHistory: [UUID: [PriceChange]] = [:]
    ) throws(StoreError) {
        let outbox = try OutboxRecorder(store: self)
        try sql { () throws(SQLiteConnection.Failure) in
            let detach = try connection.cachedStatement(
                "UPDATE expenses SET parent_id = NULL WHERE id = ?1")
            for child in diff.childrenToDetach {
                try detach.run([.text(child.id.uuidString)])
            }
            let delete = try connection.cachedStatement("DELETE FROM expenses WHERE id = ?1")
            for expense in diff.deletionOrder {
                try delete.run([.text(expense.id.uuidString)])
            }
            let insert = try connection.cachedStatement(ExpenseColumns.insert)
            let update = try connection.cachedStatement(ExpenseColumns.update)
            for placed in diff.writeOrder {
                let values =
                    [SQLiteValue.integer(placed.position)]
                    + ExpenseColumns.values(of: placed.expense)
                try (placed.previous == nil ? insert : update).run(values)
            }
        }
        for expense in diff.deleted {
            try recorder?.record(.delete, id: expense.id, old: expense, new: nil)
            try outbox?.record(old: expense, new: nil, store: self)
        }
        for placed in diff.written {
            let kind: HistoryEntry.Kind
            switch (placed.previous?.status, placed.expense.status) {
            case (nil, _): kind = .insert
            case (.active?, .archived): kind = .archive
            case (.archived?, .active): kind = .restore
            default: kind = .update
            }
            if kind == .insert, let steps = priceHistory[placed.expense.id], !steps.isEmpty {
                try recorder?.recordInsert(placed.expense, priceSteps: steps)
            } else {
                try recorder?.record(
                    kind, id: placed.expense.id, old: placed.previous, new: placed.expense)
            }
            try outbox?.record(old: placed.previous, new: placed.expense, store: self)
        }
        if let killCount = diff.killCount {
            try setSetting(.killCount, to: String(killCount.new))
            try recorder?.recordLedger(
                field: SettingKey.killCount.rawValue, old: String(killCount.old),
                new: String(killCount.new))
        }
    }
}
