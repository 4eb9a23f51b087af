extension StoreSchema {
    /// Version 14: which card pays.
    ///
    /// - `expenses.paid_with`: the card or account a plan is charged to, as the user names
    ///   it; NULL on every existing row. Local to this profile: `ExpenseRecord` leaves it out,
    ///   so a linked profile never pushes it and a pull keeps the cached one.
    /// - `card_expiries`: the month each card stops working (`card expires`), keyed by the
    ///   card's folded name (`NameKey`), with the name as written when it was set.
    static let version14 = """
        ALTER TABLE expenses ADD COLUMN paid_with TEXT
            CHECK (paid_with IS NULL OR length(trim(paid_with)) BETWEEN 1 AND 60);
        CREATE TABLE card_expiries (
            card_key TEXT PRIMARY KEY NOT NULL CHECK (length(card_key) > 0),
            card TEXT NOT NULL CHECK (length(trim(card)) BETWEEN 1 AND 60),
            expires TEXT NOT NULL CHECK (
                expires GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]'
                AND CAST(substr(expires, 6, 2) AS INTEGER) BETWEEN 1 AND 12)
        ) STRICT, WITHOUT ROWID;
        PRAGMA user_version = 14;

        """
}
