/// The keys of the `settings` table; the raw value is the stored key. Stored text (history
/// rows name settings by it too), so never renamed once released. Callers outside the store
/// switch on these cases instead of on the keys' spelling.
public enum SettingKey: String, CaseIterable, Hashable, Sendable {
    /// How many times an expense has been archived over the profile's life (decimal text).
    case killCount = "kill_count"
    /// Days before a charge to remind, comma-separated (`7,3,1`).
    case reminderOffsets = "reminder_offsets"
    /// The language the user chose for messages (`es`, `en`).
    case preferredLanguage = "preferred_language"
    /// A profile linked to a household server: the libpq connection string (never
    /// with a password), the household, the login, its last known role, the newest server
    /// change pulled into the cache and when the cache last heard from the server.
    case serverConninfo = "server_conninfo"
    case householdID = "household_id"
    case householdName = "household_name"
    case householdLogin = "household_login"
    case householdRole = "household_role"
    case pulledVersion = "pulled_version"
    case lastSync = "last_sync"
    /// `declined` once the user said no to the starter pack the shell offers on an empty
    /// profile, so it is not offered again; `onboard` still runs when asked.
    case starterPackOffer = "starter_pack_offer"
    /// The profile's exchange rates (`rates set`, `rates import`): a `base EUR` line, then one
    /// line per currency, `USD 1.0812 2026-11-28 ecb` (code, rate as exact decimal text, day,
    /// source). One setting, so a whole import is replaced in one write.
    case exchangeRates = "exchange_rates"
    /// `rates base GBP`: the currency the shell's headline and a plain `total` add an
    /// estimate in; absent, they show none.
    case estimateCurrency = "estimate_currency"
    /// When `remind run` last finished delivering (`YYYY-MM-DDTHH:MM:SSZ`), for `remind
    /// status`; the deliveries themselves are in `reminder_deliveries`.
    case remindersLastRun = "reminders_last_run"
}
