import FoundationEssentials
import SubDomain
import SubRecords

/// The cache side of a profile linked to a household server: the link itself, the outbox of
/// writes the server has not accepted, and applying what the server sent.
///
/// Every write a linked profile makes through `write` is mirrored into `sync_outbox` in the
/// same transaction (see `OutboxRecorder`), so a crash never leaves a cache change without
/// its pending push, nor a push without its change. What comes from the server is written
/// with the mirror off: it is already there.
///
/// The transactions and helpers the link, the outbox and the pull share.
extension ExpenseStore {
    static let linkKeys: [SettingKey] = [
        .serverConninfo, .householdID, .householdName, .householdLogin, .householdRole,
        .pulledVersion, .lastSync,
    ]

    func writeLinkSettings(_ link: HouseholdLink) throws(StoreError) {
        try setSetting(.serverConninfo, to: link.conninfo)
        try setSetting(.householdID, to: link.householdID.uuidString)
        try setSetting(.householdName, to: link.householdName)
        try setSetting(.householdLogin, to: link.login)
        try setSetting(.householdRole, to: link.role?.rawValue)
        try setSetting(.pulledVersion, to: String(link.pulledVersion))
        try setSetting(.lastSync, to: link.lastSync.map { String($0.timeIntervalSince1970) })
    }

    func pendingCountInTransaction() throws(StoreError) -> Int {
        try pendingCount()
    }

    /// Runs `body` as one write transaction of its own.
    func inTransaction<Value>(_ body: () throws(StoreError) -> Value) throws(StoreError) -> Value {
        try begin("BEGIN IMMEDIATE")
        do {
            let value = try body()
            try commit()
            return value
        } catch {
            rollback()
            throw error
        }
    }

    /// Runs `body` with the outbox mirror off: for writes that come from the server or undo a
    /// pending change, which must not be queued back.
    func withoutOutbox<Value>(_ body: () throws(StoreError) -> Value) throws(StoreError)
        -> Value
    {
        let previous = mirrorsWritesToOutbox
        mirrorsWritesToOutbox = false
        defer { mirrorsWritesToOutbox = previous }
        return try body()
    }

    /// `write` for a body that throws only store errors, keeping the error's type.
    func storeWrite<Value>(_ body: (inout ExpenseLedger) throws(StoreError) -> Value)
        throws(StoreError) -> Value
    {
        do {
            return try write { ledger in try body(&ledger) }
        } catch let error as StoreError {
            throw error
        } catch {
            // `write` rethrows what `body` throws (store errors) and throws store errors.
            preconditionFailure("a store write threw \(type(of: error))")
        }
    }

    /// Takes `change`'s effect out of `expenses`. `deletedCard` is the card an unsent delete
    /// took with it: the synced record has no local-only column, so the row it brings back
    /// gets its card from the profile's history.
    static func revert(
        _ change: PendingChange, in expenses: inout [RecurringExpense], path: String,
        deletedCard: String? = nil
    ) throws(StoreError) {
        let position = expenses.firstIndex { $0.id == change.expenseID }
        func decode(_ record: ExpenseRecord) throws(StoreError) -> RecurringExpense {
            do { return try record.decodedAsStored() } catch {
                throw .corruptRow(
                    path: path, id: "sync_outbox.\(change.number)", column: "before")
            }
        }
        switch change.kind {
        case .insert:
            if let position { expenses.remove(at: position) }
        case .delete:
            if position == nil, let before = change.before {
                var restored = try decode(before)
                restored.paidWith = restored.paidWith ?? deletedCard
                expenses.append(restored)
            }
        case .update:
            guard let position, let before = change.before, let after = change.after else {
                return
            }
            let current = ExpenseRecord(expenses[position])
            let mine = change.changedFields.filter { current[$0] == after[$0] }
            guard !mine.isEmpty else { return }
            var reverted = try decode(current.replacing(mine, from: before))
            // The record has no local-only column: the card stays as it is.
            reverted.paidWith = expenses[position].paidWith
            expenses[position] = reverted
        }
    }

    func corruptLinkSetting(_ key: SettingKey) -> StoreError {
        .corruptRow(path: path, id: "settings." + key.rawValue, column: "value")
    }
}
