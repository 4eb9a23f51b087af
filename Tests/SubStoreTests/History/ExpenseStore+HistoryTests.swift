import Foundation
import SubDomain
import SubRecords
import Testing

@testable import SubStore

@Suite struct ExpenseStoreHistoryTests {
    private let today = Sample.date("2026-11-29")

    @Test func oneChangeOfOneExpenseIsOneStoredRowReadAsOneEntryPerField() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ExpenseStore(path: folder.file("s.sqlite"), clock: Sample.clock)
        let netflix = Sample.expense("Netflix \"4K\"\n", 1299, notes: "a\\b")
        try store.write { ledger in _ = try ledger.add(netflix, asOf: today) }
        try store.write { ledger in
            var edited = try #require(ledger.expense(withID: netflix.id))
            edited.amount.minorUnits = 1499
            edited.notes = nil
            _ = try ledger.update(edited, asOf: today)
        }
        #expect(try store.connection.integer("SELECT count(*) FROM history") == 2)

        let entries = try store.history(of: netflix.id)
        let inserted = entries.filter { $0.kind == .insert }
        #expect(inserted.first?.field == "id")
        #expect(inserted.first?.newValue == netflix.id.uuidString)
        #expect(inserted.first { $0.field == "name" }?.newValue == "Netflix \"4K\"")
        #expect(inserted.first { $0.field == "notes" }?.newValue == "a\\b")
        #expect(inserted.allSatisfy { $0.oldValue == nil && $0.newValue != nil })
        #expect(!inserted.contains { $0.field == "trial_ends" })
        let updated = entries.filter { $0.kind == .update }
        #expect(updated.map(\.field) == ["amount_minor", "notes"])
        #expect(updated.map(\.oldValue) == ["1299", "a\\b"])
        #expect(updated.map(\.newValue) == ["1499", nil])
        #expect(Set(updated.map(\.sequence)).count == 1)
        #expect(updated.first?.changedAt == "2026-11-29T17:40:05Z")
    }

    @Test func rowsWrittenOneFieldAtATimeByEarlierVersionsAreStillRead() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ExpenseStore(path: folder.file("s.sqlite"))
        let gym = Sample.expense("Gym", 3000)
        try store.write { ledger in _ = try ledger.add(gym, asOf: today) }
        try store.connection.prepare(
            """
            INSERT INTO history (change_id, expense_id, kind, field, old_value, new_value,
                changed_at) VALUES (9, ?1, 'archive', 'status', 'active', 'archived', 'then')
            """
        ).run([.text(gym.id.uuidString)])
        try store.write { ledger in _ = try ledger.archive(gym.id, on: today) }

        let archives = try store.history(of: gym.id).filter { $0.kind == .archive }
        #expect(archives.map(\.field) == ["status", "status", "archived_on"])
        #expect(archives.map(\.newValue) == ["archived", "archived", "2026-11-29"])
        #expect(try store.archiveEventCount() == 2)
    }
}
