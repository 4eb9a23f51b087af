import FoundationEssentials
import SubRecords

extension ExpenseStore {
    /// The reminder offsets used until the user sets others.
    public static let defaultReminderOffsets = [7, 3, 1]

    /// Days before a charge on which to remind; `defaultReminderOffsets` when never set.
    public func reminderOffsets() throws(StoreError) -> [Int] {
        guard let text = try setting(.reminderOffsets) else { return Self.defaultReminderOffsets }
        if text.isEmpty { return [] }
        var offsets: [Int] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let offset = Int(part), offset >= 0 else {
                throw corruptSetting(.reminderOffsets)
            }
            offsets.append(offset)
        }
        return offsets
    }

    /// Stores the reminder offsets (validated by the domain beforehand); not in history.
    public func setReminderOffsets(_ offsets: [Int]) throws(StoreError) {
        try updateSetting(.reminderOffsets, to: offsets.map(String.init).joined(separator: ","))
    }

    /// The language the user chose (`es`, `en`), or `nil` to follow the environment.
    public func preferredLanguage() throws(StoreError) -> String? {
        try setting(.preferredLanguage)
    }

    /// Stores (or with `nil`, forgets) the preferred language; not in history.
    public func setPreferredLanguage(_ language: String?) throws(StoreError) {
        try updateSetting(.preferredLanguage, to: language)
    }

    /// The lifetime kill count, as `ExpenseLedger.killCount`, without loading the ledger.
    public func killCount() throws(StoreError) -> Int { try storedKillCount() }

    // MARK: Internals

    /// The lifetime kill count, persisted as a settings counter (not derived from history, so
    /// the count survives a history purge and the domain stays its only author).
    func storedKillCount() throws(StoreError) -> Int {
        guard let text = try setting(.killCount) else { return 0 }
        guard let count = Int(text), count >= 0 else { throw corruptSetting(.killCount) }
        return count
    }

    func setting(_ key: SettingKey) throws(StoreError) -> String? {
        try sql { () throws(SQLiteConnection.Failure) in
            let statement = try connection.cachedStatement(
                "SELECT value FROM settings WHERE key = ?1")
            defer { statement.reset() }
            try statement.bind(key.rawValue, at: 1)
            return try statement.step() ? statement.text(0) : nil
        }
    }

    /// Writes one setting inside the caller's transaction (`nil` removes it).
    func setSetting(_ key: SettingKey, to value: String?) throws(StoreError) {
        try sql { () throws(SQLiteConnection.Failure) in
            if let value {
                try connection.cachedStatement(
                    """
                    INSERT INTO settings (key, value) VALUES (?1, ?2)
                    ON CONFLICT (key) DO UPDATE SET value = excluded.value
                    """
                ).run([.text(key.rawValue), .text(value)])
            } else {
                try connection.cachedStatement("DELETE FROM settings WHERE key = ?1")
                    .run([.text(key.rawValue)])
            }
        }
    }

    /// Changes one setting as its own transaction. Settings are not in history: `undo` and
    /// `history` are about subscriptions, so `lang zh` then `undo` takes back the change
    /// before it, not the language.
    func updateSetting(_ key: SettingKey, to value: String?) throws(StoreError) {
        try begin("BEGIN IMMEDIATE")
        do {
            if try setting(key) != value { try setSetting(key, to: value) }
            try commit()
        } catch {
            rollback()
            throw error
        }
    }

    func corruptSetting(_ key: SettingKey) -> StoreError {
        .corruptRow(path: path, id: "settings." + key.rawValue, column: "value")
    }
}
