import Foundation
import SubStore

/// One exchange between a profile's cache and its household's server: push every pending
/// write in the order it was made, then pull what changed since the cache's version.
///
/// Each push is its own server transaction with its idempotency key, and its outcome is
/// written to the outbox right after, so a sync killed at any point is simply run again: a
/// push the server already applied is recognised by its key and not applied twice, and the
/// pull asks again from the last version the cache committed.
public enum HouseholdSync {
    public static func run(
        store: ExpenseStore, link: HouseholdLink, client: HouseholdClient,
        now: () -> Date = Date.init
    ) throws(SyncFailure) -> SyncReport {
        var report = SyncReport()
        let household = link.householdID
        let role: HouseholdRole?
        do {
            role = try client.role(in: household)
        } catch {
            throw .server(error)
        }
        report.role = role
        for change in try cache({ () throws(StoreError) in try store.pendingChanges() }) {
            let conflicts: [FieldConflict]
            do {
                conflicts = try client.push(change, to: household)
            } catch .unreachable {
                throw .server(.unreachable)
            } catch .authenticationFailed {
                throw .server(.authenticationFailed)
            } catch {
                let problem = PendingProblem.rejected(reason: error.code)
                try cache { () throws(StoreError) in
                    try store.settlePending(change.number, problem: problem)
                }
                var rejected = change
                rejected.problem = problem
                report.rejected.append(rejected)
                continue
            }
            if conflicts.isEmpty {
                try cache { () throws(StoreError) in
                    try store.settlePending(change.number, problem: nil)
                }
                report.pushed += 1
                continue
            }
            let problem = PendingProblem.conflict(conflicts)
            try cache { () throws(StoreError) in
                try store.settlePending(change.number, problem: problem)
            }
            if conflicts.count < change.changedFields.count { report.pushed += 1 }
            var conflicted = change
            conflicted.problem = problem
            report.conflicts.append(conflicted)
        }
        let changes: ServerChanges
        do {
            changes = try client.changes(in: household, since: link.pulledVersion)
        } catch {
            throw .server(error)
        }
        try cache { () throws(StoreError) in
            let applied = try store.applyServerChanges(
                changes.records, deletions: changes.deletedIDs, latestVersion: changes.version)
            report.pulled = applied.written
            report.removed = applied.deleted
            try store.recordServerContact(role: role, at: now())
        }
        return report
    }

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
