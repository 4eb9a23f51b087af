import FoundationEssentials
import SubRecords
import SubStore

/// One exchange between a profile's cache and its household's server: push every pending
/// write in the order it was made, then pull what changed since the cache's version.
///
/// Each push is its own server transaction with its idempotency key, and its outcome is
/// written to the outbox right after, so a sync killed at any point is simply run again: a
/// push the server already applied is recognised by its key and not applied twice, and the
/// pull asks again from the last version the cache committed.
public enum HouseholdSync {
    /// Pending writes sent per server transaction: one commit for a batch, and a crash loses
    /// at most the outcomes of one batch (whose keys the server then recognises).
    static let batchSize = 250

    /// The reason a change is refused when its author may not write (a viewer, a removed
    /// member): gone as soon as the household lets them write again.
    static let cannotWrite = ServerError.permissionDenied.code

    /// Rows read per page of a pull: a page costs a few milliseconds on a local socket and
    /// a few megabytes, whatever the household's size.
    public static let pageSize = 2_000

    /// Pushes, then pulls page by page until the cache has caught up, or, with `budget`,
    /// until a page after the first would start past it: the report then says `caughtUp`
    /// false and the next run goes on from the last page applied.
    public static func run(
        store: ExpenseStore, link: HouseholdLink, client: HouseholdClient,
        now: () -> Date = Date.init, pageSize: Int = pageSize,
        budget: ContinuousClock.Instant? = nil
    ) throws(SyncFailure) -> SyncReport {
        var report = SyncReport()
        let household = link.householdID
        let role: HouseholdRole?
        let changed: Bool
        do {
            (role, changed) = try client.glance(at: household, since: link.pulledVersion)
        } catch {
            throw .server(error)
        }
        report.role = role
        // A change with a problem (a conflict, a refusal) is not sent again: sent blindly on
        // every sync it would apply as soon as the server's row went back to the values it
        // was made on, over another member's later change. It waits for the user's `pending
        // drop N`, or leaves by itself once the server holds what it wanted (see
        // `ExpenseStore.applyServerChanges`).
        var outbox = try cache { () throws(StoreError) in try store.pendingChanges() }
        // A change refused only because its author could not write goes again once the
        // household lets them write: the server still answers a conflict, never an
        // overwrite, for a field someone changed after it.
        if role == .owner || role == .editor {
            let stale = outbox.filter { $0.problem == .rejected(reason: Self.cannotWrite) }
            if !stale.isEmpty {
                try cache { () throws(StoreError) in
                    try store.requeueRefused(stale.map(\.number))
                    outbox = try store.pendingChanges()
                }
            }
        }
        let pending = outbox.filter { $0.problem == nil }
        var start = pending.startIndex
        while start < pending.endIndex {
            // A row's changes travel in one push: the server tells a later change's fields
            // from another member's edits only by the earlier changes of the same push.
            var end = min(start + batchSize, pending.endIndex)
            var rows = Set(pending[start..<end].map(\.expenseID))
            while end < pending.endIndex, rows.contains(pending[end].expenseID) {
                rows.insert(pending[end].expenseID)
                end += 1
            }
            let batch = Array(pending[start..<end])
            start += batch.count
            let results: [Result<[FieldConflict], ServerError>]
            do {
                results = try client.push(batch, to: household)
            } catch {
                throw .server(error)
            }
            var outcomes: [(number: Int64, problem: PendingProblem?)] = []
            for (change, result) in zip(batch, results) {
                var settled = change
                switch result {
                case .success(let conflicts) where conflicts.isEmpty:
                    report.pushed += 1
                case .success(let conflicts):
                    settled.problem = .conflict(conflicts)
                    // Counted as sent when some of its fields did apply.
                    if conflicts.count < change.changedFields.count { report.pushed += 1 }
                    report.conflicts.append(settled)
                case .failure(let error):
                    settled.problem = .rejected(reason: error.code)
                    report.rejected.append(settled)
                }
                outcomes.append((change.number, settled.problem))
            }
            try cache { () throws(StoreError) in try store.settlePending(outcomes) }
        }
        // Payments after the plans' changes, so a payment of a plan made in the same outbox
        // finds its plan. Each is sent until the server takes it, a refused one too: it
        // overwrites nothing (a payment never changes, and its key makes a repeat a no-op).
        let payments = try cache { () throws(StoreError) in try store.pendingPayments() }
        var paymentStart = payments.startIndex
        while paymentStart < payments.endIndex {
            let batch = Array(
                payments[paymentStart..<min(paymentStart + batchSize, payments.endIndex)])
            paymentStart += batch.count
            let results: [Result<Void, ServerError>]
            do {
                results = try client.push(payments: batch, to: household)
            } catch {
                throw .server(error)
            }
            var outcomes: [(number: Int64, problem: String?)] = []
            for (change, result) in zip(batch, results) {
                switch result {
                case .success:
                    report.paymentsPushed += 1
                    outcomes.append((change.number, nil))
                case .failure(let error):
                    report.paymentsRefused += 1
                    outcomes.append((change.number, error.code))
                }
            }
            try cache { () throws(StoreError) in try store.settlePendingPayments(outcomes) }
        }
        // Nothing pushed and nothing new on the server: no snapshot to read. Otherwise pages,
        // each applied (and its version remembered) before the next is read.
        var pulledVersion = link.pulledVersion
        var more = changed || !pending.isEmpty || !payments.isEmpty
        var pages = 0
        while more {
            // The first page always comes, so every run makes progress.
            if let budget, pages > 0, ContinuousClock.now >= budget {
                report.caughtUp = false
                break
            }
            let changes: ServerChanges
            do {
                changes = try client.changes(
                    in: household, since: pulledVersion, limit: pageSize)
            } catch {
                throw .server(error)
            }
            try cache { () throws(StoreError) in
                try apply(changes, since: pulledVersion, to: store, report: &report)
            }
            pulledVersion = max(pulledVersion, changes.version)
            more = changes.more
            pages += 1
        }
        // Rows a dropped pending change touched are read again as the server has them.
        let refetch = try cache { () throws(StoreError) in try store.rowsToRefetch() }
        var refetched: [(record: ExpenseRecord, version: Int64)] = []
        if !refetch.isEmpty {
            do {
                refetched = try client.rows(refetch, in: household)
            } catch {
                throw .server(error)
            }
        }
        try cache { () throws(StoreError) in
            if !refetch.isEmpty {
                let applied = try store.applyRefetchedRows(refetched, asked: refetch)
                report.pulled += applied.written
                report.removed += applied.deleted
                report.unreadable += applied.unreadable
            }
            // The changes that wait on a problem, as they stand after the pull (which takes
            // out those the server now holds): the ones found now and the older ones.
            if !report.conflicts.isEmpty || !report.rejected.isEmpty
                || outbox.count != pending.count
            {
                let waiting = try store.pendingChanges()
                report.conflicts = waiting.filter {
                    if case .conflict = $0.problem { true } else { false }
                }
                report.rejected = waiting.filter {
                    if case .rejected = $0.problem { true } else { false }
                }
            }
            let moment = now()
            if role != link.role || !pending.isEmpty || !payments.isEmpty
                || pulledVersion != link.pulledVersion
                || report.pulled > 0 || report.removed > 0
                || link.lastSync.map({ moment.timeIntervalSince($0) >= contactResolution }) ?? true
            {
                try store.recordServerContact(role: role, at: moment)
            }
        }
        return report
    }

    /// Writes one answer of the server into the cache: a page, the changes, or the whole
    /// household. When nothing changed, nothing is written (each write transaction costs a
    /// sync to disk, and a read of a linked profile refreshes before every command).
    private static func apply(
        _ changes: ServerChanges, since version: Int64, to store: ExpenseStore,
        report: inout SyncReport
    ) throws(StoreError) {
        guard !changes.isEmpty || changes.version > version else { return }
        var deletions = changes.deletedIDs
        if changes.complete {
            // The whole household: a cached row it lacks was deleted, unless this profile's
            // own change of it still waits for the server.
            let present = Set(changes.records.compactMap(\.id))
            let waiting = Set(try store.pendingChanges().map(\.expenseID))
            deletions += try store.read().expenses.map(\.id).filter {
                !present.contains($0) && !waiting.contains($0)
            }
        }
        let applied = try store.applyServerChanges(
            changes.rows, deletions: deletions, latestVersion: changes.version,
            payments: changes.payments, deletedPayments: changes.deletedPaymentIDs,
            allPayments: changes.complete)
        report.pulled += applied.written
        report.removed += applied.deleted
        report.paymentsPulled += applied.paymentsWritten
        report.paymentsRemoved += applied.paymentsDeleted
        report.unreadable +=
            changes.unreadable.map {
                UnreadableServerRow(
                    id: $0.id.flatMap(UUID.init(uuidString:))?.uuidString ?? $0.id ?? "",
                    name: $0.name, field: $0.field)
            } + applied.unreadable
    }

    /// How stale the recorded time of the last contact may be: "hace unos segundos" and
    /// "hace 1 minuto" need no fresher figure, and not writing it on every read keeps a
    /// linked profile's reads as cheap as a local one's.
    public static let contactResolution: TimeInterval = 30

    private static func cache<Value>(_ body: () throws(StoreError) -> Value) throws(SyncFailure)
        -> Value
    {
        do {
            return try body()
        } catch {
            throw .store(error)
        }
    }
}
