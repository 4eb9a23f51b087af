import Testing

@testable import SubStore

@Suite struct ExpenseStoreSettingsTests {
    @Test func settingsHaveDefaultsPersistAndAreRecordedInHistory() throws {
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
        let changes = try reopened.history().filter { $0.kind == .setting }
        #expect(changes.map(\.field) == ["reminder_offsets", "preferred_language"])
        #expect(changes.first?.oldValue == nil)
        #expect(changes.first?.newValue == "14,2")
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
