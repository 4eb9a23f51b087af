/// The keys of the `settings` table. Stored text, so never renamed once released.
enum SettingKey: String, CaseIterable {
    /// How many times an expense has been archived over the profile's life (decimal text).
    case killCount = "kill_count"
    /// Days before a charge to remind, comma-separated (`7,3,1`).
    case reminderOffsets = "reminder_offsets"
    /// The language the user chose for messages (`es`, `en`).
    case preferredLanguage = "preferred_language"
}
