import Foundation
import SubDomain
import SubRecords
import Testing

@testable import SubStore

/// Version 17: an attempt is recorded as `sending` before it leaves, so a run killed between
/// a send and its record leaves a trace the next run reads.
@Suite struct StoreSchemaVersion17Tests {
    private func reminder(_ name: String, offset: Int) -> DueReminder {
        DueReminder(
            kind: .charge, expenseID: UUID(), name: name, eventOn: Sample.date("2026-12-06"),
            chargeOn: Sample.date("2026-12-06"), offset: offset,
            amount: Money(minorUnits: 1299, currency: .eur))
    }

    @Test func aVersionSixteenFileUpgradesKeepingItsDeliveries() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("subhub.sqlite")
        let raw = try SQLiteConnection(path: path, mode: .readWriteCreate)
        for migration in StoreSchema.migrations.prefix(16) {
            try raw.execute("BEGIN IMMEDIATE")
            try raw.execute(migration.sql)
            try migration.fill?(raw)
            try raw.execute("COMMIT")
        }
        try raw.execute(
            """
            INSERT INTO reminder_channels (kind, target, format, has_secret, added_at)
            VALUES ('desktop', '', NULL, 0, '2026-11-29T08:00:00Z');
            INSERT INTO reminder_deliveries VALUES ('charge:k:2026-12-06:7', 1,
                '00000000-0000-0000-0000-000000000001', 'Netflix', 'charge', '2026-12-06',
                '2026-11-29', 'failed', 2, 'missing-tool', '2026-11-29T08:00:00Z');
            """)
        raw.close()
        let store = try ExpenseStore(path: path)
        #expect(
            try store.connection.integer("PRAGMA user_version")
                == Int64(StoreSchema.currentVersion))
        let kept = try store.reminderDeliveries(keys: ["charge:k:2026-12-06:7"])
        #expect(kept["charge:k:2026-12-06:7"]?[1]?.outcome == .failed)
        #expect(kept["charge:k:2026-12-06:7"]?[1]?.attempts == 2)
        #expect(try store.failedReminderDeliveries(onOrAfter: Sample.date("2026-11-29")).count == 1)
        #expect(try store.integrityCheck())
    }

    @Test func anAttemptIsSendingUntilItsOutcomeAndCountsOnce() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ExpenseStore(path: folder.file("subhub.sqlite"))
        let mail = try store.addReminderChannel(
            kind: .email, shown: "ana@example.org", format: nil, secret: nil)
        let netflix = reminder("Netflix", offset: 7)
        try store.beginReminderDelivery(netflix, channelID: mail.id)
        // What a run killed right after the send leaves, read by another connection.
        let other = try ExpenseStore(path: folder.file("subhub.sqlite"))
        let left = try other.reminderDeliveries(keys: [netflix.key])[netflix.key]?[mail.id]
        #expect(left?.outcome == .sending)
        #expect(left?.attempts == 1)
        #expect(try other.failedReminderDeliveries(onOrAfter: Sample.date("2026-11-29")).isEmpty)
        // The next run's attempt, then its outcome: two attempts, not three.
        try store.beginReminderDelivery(netflix, channelID: mail.id)
        try store.recordReminderDelivery(
            netflix, channelID: mail.id, outcome: .failed, error: "http-status\u{1F}503")
        var recorded = try store.reminderDeliveries(keys: [netflix.key])[netflix.key]?[mail.id]
        #expect(recorded?.outcome == .failed)
        #expect(recorded?.attempts == 2)
        // A channel not tried in a run (no `sending` before) still counts its attempt.
        try store.recordReminderDelivery(
            netflix, channelID: mail.id, outcome: .failed, error: "http-status\u{1F}503")
        try store.beginReminderDelivery(netflix, channelID: mail.id)
        try store.recordReminderDelivery(netflix, channelID: mail.id, outcome: .sent, error: nil)
        recorded = try store.reminderDeliveries(keys: [netflix.key])[netflix.key]?[mail.id]
        #expect(recorded?.outcome == .sent)
        #expect(recorded?.attempts == 4)
    }
}
