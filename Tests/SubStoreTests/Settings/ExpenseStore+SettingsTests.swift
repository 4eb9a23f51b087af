import SubRecords
import Testing

@testable import SubStore

@Suite struct ExpenseStoreSettingsTests {
    /// Settings are not in history: `undo` and `history` are about subscriptions.
    @Test func settingsHaveDefaultsPersistAndAreNotRecordedInHistory() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("s.sqlite")
        let store = try ExpenseStore(path: path)
        #expect(try store.reminderOffsets() == [7, 3, 1])
        #expect(try store.preferredLanguage() == nil)
        try store.setReminderOffsets([14, 2])
        try store.setPreferredLanguage("es")
        store.close()
        let reopened = try ExpenseStore(path: path)
        #expect(try reopened.reminderOffsets() == [14, 2])
        #expect(try reopened.preferredLanguage() == "es")
        #expect(try reopened.history().isEmpty)
        #expect(try reopened.changeCount() == 0)
    }

    @Test func aDamagedSettingIsACorruptRowNotACrash() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ExpenseStore(path: folder.file("s.sqlite"))
        try store.connection.execute("UPDATE settings SET value = 'lots' WHERE key = 'kill_count'")
        #expect(
            throws: StoreError.corruptRow(
                path: store.path, id: "settings.kill_count", column: "value")
        ) {
            try store.read()
        }
    }
}
