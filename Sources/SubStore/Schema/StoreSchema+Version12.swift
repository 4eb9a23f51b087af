extension StoreSchema {
    /// Version 12: what a profile linked to a household needs to converge with its server.
    ///
    /// - `sync_versions`: for every cached row, the server `version` the last pull saw, so
    ///   each pending update or delete carries the version it was made on
    ///   (`sync_outbox.base_version`, `PendingChange.baseVersion`) and the server can tell a
    ///   change made on a stale copy.
    /// - `sync_refetch`: rows a dropped pending change touched, read again from the server at
    ///   the next sync so the cache holds exactly the server's copy.
    ///
    /// A profile linked before this version knows no row's version: its next pull starts
    /// over from version 0 and brings them all (the rows are the server's anyway).
    static let version12 = """
        CREATE TABLE sync_versions (
            expense_id TEXT PRIMARY KEY NOT NULL CHECK (length(expense_id) = 36),
            version INTEGER NOT NULL CHECK (version >= 0)
        ) STRICT, WITHOUT ROWID;
        CREATE TABLE sync_refetch (
            expense_id TEXT PRIMARY KEY NOT NULL CHECK (length(expense_id) = 36)
        ) STRICT, WITHOUT ROWID;
        -- The server version of the cached row when the change was made; NULL for an insert
        -- or a row never seen from the server.
        ALTER TABLE sync_outbox ADD COLUMN base_version INTEGER
            CHECK (base_version IS NULL OR base_version >= 0);
        UPDATE settings SET value = '0' WHERE key = 'pulled_version';
        PRAGMA user_version = 12;

        """
}
