extension StoreSchema {
    /// Version 15: `published_events`, what `export ics --caldav` last wrote to each CalDAV
    /// collection, so a later run sends only what changed and never overwrites a change
    /// someone made on the server.
    ///
    /// - `collection`: the collection's address without any user or password in it.
    /// - `file_name`: the resource's name inside it (`<plan id>-<kind>.ics`).
    /// - `expense_id`, `name`: the plan it shows, and its name then (a plan deleted since is
    ///   still named when its event is removed).
    /// - `etag`: the server's entity tag for what SubHub wrote (sent back as `If-Match`);
    ///   NULL when the server gave none.
    /// - `content`: the calendar text written, without its DTSTAMP: an unchanged plan is not
    ///   sent again.
    ///
    /// No credential is ever kept here: they come from `~/.netrc` or the environment.
    static let version15 = """
        CREATE TABLE IF NOT EXISTS published_events (
            collection TEXT NOT NULL CHECK (length(collection) BETWEEN 1 AND 4096),
            file_name TEXT NOT NULL CHECK (length(file_name) BETWEEN 1 AND 255),
            expense_id TEXT NOT NULL CHECK (length(expense_id) = 36),
            name TEXT NOT NULL,
            etag TEXT CHECK (etag IS NULL OR length(etag) BETWEEN 1 AND 1024),
            content TEXT NOT NULL,
            PRIMARY KEY (collection, file_name)
        ) STRICT, WITHOUT ROWID;
        PRAGMA user_version = 15;

        """
}
