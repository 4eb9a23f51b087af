extension StoreSchema {
    /// Version 17: a delivery is recorded as `sending` before it leaves, in its own
    /// transaction, and as `sent` or `failed` after.
    ///
    /// A run killed between a send and its record (a crash, a power cut, SIGKILL) used to
    /// leave no trace, and the next run sent the reminder again as if for the first time.
    /// Now the next run finds `sending`: a channel that carries the delivery's key (mail's
    /// Message-ID, a webhook's Idempotency-Key, a command's environment) gets it again with
    /// the same key, so the receiver can drop the repeat; the desktop, which has no key and
    /// may already have shown it, never gets it again.
    ///
    /// SQLite cannot change a CHECK in place: the table is built again with the new outcome
    /// and its rows copied, in the migration's one transaction.
    static let version17 = """
        CREATE TABLE reminder_deliveries_17 (
            reminder_key TEXT NOT NULL CHECK (length(reminder_key) > 0),
            channel_id INTEGER NOT NULL REFERENCES reminder_channels (id) ON DELETE CASCADE,
            expense_id TEXT NOT NULL CHECK (length(expense_id) = 36),
            name TEXT NOT NULL,
            kind TEXT NOT NULL CHECK (kind IN ('charge', 'trial_end', 'cancel_by')),
            event_on TEXT NOT NULL CHECK (event_on IS date(event_on)),
            due_on TEXT NOT NULL CHECK (due_on IS date(due_on)),
            outcome TEXT NOT NULL CHECK (outcome IN ('sending', 'sent', 'failed')),
            attempts INTEGER NOT NULL CHECK (attempts >= 1),
            last_error TEXT,
            attempted_at TEXT NOT NULL,
            PRIMARY KEY (reminder_key, channel_id)
        ) STRICT, WITHOUT ROWID;
        INSERT INTO reminder_deliveries_17 (
            reminder_key, channel_id, expense_id, name, kind, event_on, due_on, outcome,
            attempts, last_error, attempted_at)
        SELECT reminder_key, channel_id, expense_id, name, kind, event_on, due_on, outcome,
            attempts, last_error, attempted_at
        FROM reminder_deliveries;
        DROP TABLE reminder_deliveries;
        ALTER TABLE reminder_deliveries_17 RENAME TO reminder_deliveries;
        CREATE INDEX reminder_deliveries_failed ON reminder_deliveries (outcome, event_on)
            WHERE outcome = 'failed';
        PRAGMA user_version = 17;

        """
}
