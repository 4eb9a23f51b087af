extension StoreSchema {
    /// Version 16: reminders delivered while the shell is closed (`remind run`).
    ///
    /// - `reminder_channels`: where reminders go (the desktop, an address handed to
    ///   `sendmail`, a webhook, the user's own command). A webhook's secret (a token in its
    ///   URL) is not here: the row holds the URL with the secret masked and the full URL
    ///   lives in the profile's 0600 secrets file (`ChannelSecrets`).
    /// - `reminder_deliveries`: each reminder's outcome per channel, written in the same
    ///   transaction as the outcome of the send, so a reminder reaches a channel once: a
    ///   `sent` row is never sent again, a `failed` one is retried by the next run.
    ///
    /// Local to this profile: neither is mirrored to a household's server, whose members
    /// each have their own channels.
    static let version16 = """
        CREATE TABLE IF NOT EXISTS reminder_channels (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            kind TEXT NOT NULL CHECK (kind IN ('desktop', 'email', 'webhook', 'command')),
            target TEXT NOT NULL,
            format TEXT CHECK (format IS NULL OR format IN ('ntfy', 'gotify', 'json')),
            has_secret INTEGER NOT NULL DEFAULT 0 CHECK (has_secret IN (0, 1)),
            added_at TEXT NOT NULL
        ) STRICT;
        CREATE TABLE IF NOT EXISTS reminder_deliveries (
            reminder_key TEXT NOT NULL CHECK (length(reminder_key) > 0),
            channel_id INTEGER NOT NULL REFERENCES reminder_channels (id) ON DELETE CASCADE,
            expense_id TEXT NOT NULL CHECK (length(expense_id) = 36),
            name TEXT NOT NULL,
            kind TEXT NOT NULL CHECK (kind IN ('charge', 'trial_end', 'cancel_by')),
            event_on TEXT NOT NULL CHECK (event_on IS date(event_on)),
            due_on TEXT NOT NULL CHECK (due_on IS date(due_on)),
            outcome TEXT NOT NULL CHECK (outcome IN ('sent', 'failed')),
            attempts INTEGER NOT NULL CHECK (attempts >= 1),
            last_error TEXT,
            attempted_at TEXT NOT NULL,
            PRIMARY KEY (reminder_key, channel_id)
        ) STRICT, WITHOUT ROWID;
        CREATE INDEX IF NOT EXISTS reminder_deliveries_failed ON reminder_deliveries (outcome, event_on)
            WHERE outcome = 'failed';
        PRAGMA user_version = 16;

        """
}
