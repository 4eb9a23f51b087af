import Foundation
import SubDomain
import SubRecords
import Testing

@testable import SubStore

/// Version 18: payments, plans that vary and plans that end. A file version 17 wrote opens
/// with every plan of a fixed price and no end, and its queued changes still read.
@Suite struct StoreSchemaVersion18Tests {
    @Test func aVersionSeventeenFileUpgradesKeepingItsRowsAndItsOutbox() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("subhub.sqlite")
        let netflix = Sample.expense("Netflix", 1299)
        do {
            let store = try ExpenseStore(path: path)
            try store.write { ledger in _ = try ledger.add(netflix, asOf: Sample.date("2026-11-01"))
            }
            // A queued change as version 17 wrote it: the synced columns before version 18's.
            let record = OutboxCoding.text(of: ExpenseRecord(netflix)).replacingOccurrences(
                of: #","false",null,null]"#, with: "]")
            try store.connection.prepare(
                """
                INSERT INTO sync_outbox (key, expense_id, kind, before, after, queued_at)
                VALUES (?1, ?2, 'update', ?3, ?3, '1795974005')
                """
            ).run([.text(UUID().uuidString), .text(netflix.id.uuidString), .text(record)])
            try store.connection.execute(withoutVersions18To20 + "PRAGMA user_version = 17;")
            store.close()
        }
        let store = try ExpenseStore(path: path)
        #expect(
            try store.connection.integer("PRAGMA user_version")
                == Int64(ExpenseStore.currentSchemaVersion))
        let read = try #require(try store.read().expense(withID: netflix.id))
        #expect(!read.varies)
        #expect(read.endsOn == nil && read.plannedPayments == nil)
        let pending = try store.pendingChanges()
        #expect(pending.count == 1)
        #expect(pending.first?.after?.values.count == ExpenseRecord.fieldNames.count)
        #expect(try store.payments().isEmpty)
        #expect(try store.integrityCheck())
    }
}
