import Foundation
import SubDomain
import SubRecords
import Testing

@testable import SubStore

/// Version 16: the reminder channels and what `remind run` delivered to them.
@Suite struct StoreSchemaVersion16Tests {
    private func reminder(_ name: String, offset: Int) -> DueReminder {
        DueReminder(
            kind: .charge, expenseID: UUID(), name: name, eventOn: Sample.date("2026-12-06"),
            chargeOn: Sample.date("2026-12-06"), offset: offset,
            amount: Money(minorUnits: 1299, currency: .eur))
    }

    @Test func aVersionFifteenFileUpgradesKeepingItsRows() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("subhub.sqlite")
        let raw = try SQLiteConnection(path: path, mode: .readWriteCreate)
        for migration in StoreSchema.migrations.prefix(15) {
            try raw.execute("BEGIN IMMEDIATE")
            try raw.execute(migration.sql)
            try migration.fill?(raw)
            try raw.execute("COMMIT")
        }
        raw.close()
        let store = try ExpenseStore(path: path)
        #expect(
            try store.connection.integer("PRAGMA user_version") == Int64(StoreSchema.currentVersion)
        )
        #expect(try store.reminderChannels().isEmpty)
        #expect(try store.remindersLastRun() == nil)
        #expect(try store.integrityCheck())
    }

    @Test func aDeliveryIsRecordedOncePerChannelAndAFailureCountsItsAttempts() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ExpenseStore(path: folder.file("subhub.sqlite"))
        let desktop = try store.addReminderChannel(
            kind: .desktop, shown: "", format: nil, secret: nil)
        let mail = try store.addReminderChannel(
            kind: .email, shown: "ana@example.org", format: nil, secret: nil)
        let netflix = reminder("Netflix", offset: 7)
        try store.recordReminderDelivery(netflix, channelID: desktop.id, outcome: .sent, error: nil)
        try store.recordReminderDelivery(
            netflix, channelID: mail.id, outcome: .failed, error: "missing-tool\u{1F}sendmail")
        try store.recordReminderDelivery(
            netflix, channelID: mail.id, outcome: .failed, error: "missing-tool\u{1F}sendmail")
        let recorded = try store.reminderDeliveries(keys: [netflix.key])[netflix.key] ?? [:]
        #expect(recorded[desktop.id]?.outcome == .sent)
        #expect(recorded[mail.id]?.outcome == .failed)
        #expect(recorded[mail.id]?.attempts == 2)
        let waiting = try store.failedReminderDeliveries(onOrAfter: Sample.date("2026-11-29"))
        #expect(waiting.map(\.channelID) == [mail.id])
        // A nearer reminder of the same charge reaching the channel replaces the failed one.
        var nearer = netflix
        nearer.offset = 3
        try store.recordReminderDelivery(nearer, channelID: mail.id, outcome: .sent, error: nil)
        #expect(try store.failedReminderDeliveries(onOrAfter: Sample.date("2026-11-29")).isEmpty)
        // Removing a channel takes its deliveries with it.
        #expect(try store.removeReminderChannel(id: mail.id)?.kind == .email)
        #expect(try store.reminderDeliveries(keys: [nearer.key]).isEmpty)
        #expect(try store.removeReminderChannel(id: mail.id) == nil)
    }

    /// The table's CHECKs list exactly the kinds and formats the code defines: every one is
    /// stored and read back, and a name outside them is refused by the database itself.
    @Test func theStoredKindsAndFormatsAreTheCodesOwn() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ExpenseStore(path: folder.file("subhub.sqlite"))
        for kind in ReminderChannel.Kind.allCases {
            for format in kind == .webhook ? WebhookFormat.allCases.map(Optional.some) : [nil] {
                let added = try store.addReminderChannel(
                    kind: kind, shown: "x", format: format, secret: nil)
                #expect(try store.reminderChannels().last == added)
                #expect(added.kind == kind && added.format == format)
            }
        }
        for (kind, format) in [("pigeon", "NULL"), ("webhook", "'xml'")] {
            #expect(throws: (any Error).self) {
                try store.connection.execute(
                    """
                    INSERT INTO reminder_channels (kind, target, format, has_secret, added_at)
                    VALUES ('\(kind)', 'x', \(format), 0, '2026-12-06T00:00:00Z')
                    """)
            }
        }
    }

    @Test func aSecretTargetLivesInA0600FileAndNeverInTheDatabase() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ExpenseStore(path: folder.file("subhub.sqlite"))
        let secret = "https://ntfy.example.org/alerts?auth=T0k3n"
        let channel = try store.addReminderChannel(
            kind: .webhook, shown: "https://ntfy.example.org/alerts?auth=***", format: .ntfy,
            secret: secret)
        #expect(try store.deliveryTarget(of: channel) == secret)
        let secrets = folder.file(ChannelSecrets.fileName)
        #expect(FileSystem.permissions(secrets) == 0o600)
        let rows = try store.connection.rows("SELECT target FROM reminder_channels") {
            $0.text(0) ?? ""
        }
        #expect(rows == ["https://ntfy.example.org/alerts?auth=***"])
        _ = try store.removeReminderChannel(id: channel.id)
        #expect(!FileSystem.exists(secrets))
    }

    @Test func aChannelOfAnUnknownKindIsDamageNeverACommand() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ExpenseStore(path: folder.file("subhub.sqlite"))
        try store.connection.execute(
            """
            PRAGMA ignore_check_constraints = ON;
            INSERT INTO reminder_channels (kind, target, format, has_secret, added_at)
            VALUES ('pigeon', 'rm -rf ~', NULL, 0, '2026-12-06T00:00:00Z');
            PRAGMA ignore_check_constraints = OFF;
            """)
        #expect(throws: StoreError.self) { try store.reminderChannels() }
    }
}
