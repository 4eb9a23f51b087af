extension StoreSchema {
    /// Version 18: what was really paid, bills that vary, and plans that end.
    ///
    /// - `expenses.varies`: the amount is an estimate of a bill that varies; its charge is
    ///   the mean of its last payments (`PaymentLog.estimate`).
    /// - `expenses.ends_on`: the day of a plan's last charge; after it the plan has ended.
    /// - `expenses.planned_payments`: how many charges a plan set to end after a number of
    ///   payments has in all.
    /// - `payments`: each payment of a plan, typed (`paid`) or read from a statement; a
    ///   statement row is recorded once (`statement_key` is unique per plan), so importing
    ///   the same statement again adds nothing. A deleted plan's payments stay, unread
    ///   (every reader joins them to their plan), so undoing the deletion brings the plan
    ///   back with them; no foreign key, so the delete-and-insert of an undo cannot cascade.
    ///
    /// Outbox records hold one text per synced column (`ExpenseRecord`'s order): the three
    /// new columns come before the local `paid_with`, which outbox records never carry, so
    /// they are appended, `false` and NULL in what was written before them.
    static let version18 = """
        ALTER TABLE expenses ADD COLUMN varies INTEGER NOT NULL DEFAULT 0 CHECK (varies IN (0, 1));
        ALTER TABLE expenses ADD COLUMN ends_on TEXT CHECK (ends_on IS date(ends_on));
        ALTER TABLE expenses ADD COLUMN planned_payments INTEGER
            CHECK (planned_payments IS NULL OR planned_payments BETWEEN 1 AND 1040);
        CREATE INDEX expenses_ending ON expenses (ends_on) WHERE ends_on IS NOT NULL;
        CREATE TABLE payments (
            id TEXT PRIMARY KEY CHECK (length(id) = 36),
            expense_id TEXT NOT NULL CHECK (length(expense_id) = 36),
            paid_on TEXT NOT NULL CHECK (paid_on IS date(paid_on)),
            amount_minor INTEGER NOT NULL CHECK (amount_minor BETWEEN 1 AND 1000000000000),
            currency TEXT NOT NULL CHECK (length(currency) = 3 AND currency GLOB '[A-Z][A-Z][A-Z]'),
            source TEXT NOT NULL CHECK (source IN ('typed', 'statement')),
            statement_key TEXT CHECK (statement_key IS NULL
                OR length(statement_key) BETWEEN 1 AND 128),
            UNIQUE (expense_id, statement_key)
        ) STRICT;
        -- By plan and currency, newest last: a plan's latest payments (its estimate) are the
        -- last entries of its range, and spent's sums per plan read no table row.
        CREATE INDEX payments_by_plan
            ON payments (expense_id, currency, paid_on, id, amount_minor);
        CREATE INDEX payments_by_day ON payments (paid_on);
        UPDATE sync_outbox
            SET before = json_insert(before, '$[#]', 'false', '$[#]', NULL, '$[#]', NULL)
            WHERE before IS NOT NULL;
        UPDATE sync_outbox
            SET after = json_insert(after, '$[#]', 'false', '$[#]', NULL, '$[#]', NULL)
            WHERE after IS NOT NULL;
        PRAGMA user_version = 18;

        """
}
