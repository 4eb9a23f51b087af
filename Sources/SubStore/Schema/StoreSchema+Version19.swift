extension StoreSchema {
    /// Version 19: the payments' outbox of a profile linked to a household server.
    ///
    /// A payment recorded or taken back (an undo) while linked waits here for the server,
    /// written in the same transaction as the payment, as `sync_outbox` holds the plans'
    /// changes. A payment never changes, so a row is its insert or its delete, with the
    /// payment as a history value (`PaymentHistoryValue`); `key` is the idempotency key the
    /// server records with it; `problem` the code of the server's last refusal.
    static let version19 = """
        CREATE TABLE sync_payment_outbox (
            number INTEGER PRIMARY KEY AUTOINCREMENT,
            key TEXT NOT NULL UNIQUE CHECK (length(key) = 36),
            payment_id TEXT NOT NULL CHECK (length(payment_id) = 36),
            kind TEXT NOT NULL CHECK (kind IN ('insert', 'delete')),
            payment TEXT NOT NULL,
            queued_at TEXT NOT NULL,
            problem TEXT
        ) STRICT;
        PRAGMA user_version = 19;

        """
}
