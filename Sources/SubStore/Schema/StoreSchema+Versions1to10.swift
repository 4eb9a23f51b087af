/// Versions 1 to 10 (see `StoreSchema` for what each added), as they shipped: a migration
/// once released is never edited, only followed by a new one.
extension StoreSchema {
    // The text of version 1 is also committed as Tests/SubStoreTests/Fixtures/schema-v1.sql,
    // from which the version-1 fixture database was built; a test checks they are the same.
    static let version1 = """
        CREATE TABLE expenses (
            id TEXT PRIMARY KEY NOT NULL CHECK (length(id) = 36),
            position INTEGER NOT NULL,
            name TEXT NOT NULL CHECK (length(trim(name)) > 0),
            amount_minor INTEGER NOT NULL CHECK (amount_minor BETWEEN 0 AND 1000000000000),
            currency TEXT NOT NULL CHECK (length(currency) = 3 AND currency GLOB '[A-Z][A-Z][A-Z]'),
            period TEXT NOT NULL CHECK (
                period IN ('weekly', 'monthly', 'quarterly', 'semiannual', 'annual')
                OR period GLOB 'every-[1-9]*-days' OR period GLOB 'every-[1-9]*-weeks'
                OR period GLOB 'every-[1-9]*-months' OR period GLOB 'every-[1-9]*-years'),
            next_charge TEXT NOT NULL CHECK (next_charge IS date(next_charge)),
            trial_ends TEXT CHECK (trial_ends IS date(trial_ends)),
            status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'archived')),
            archived_on TEXT CHECK (archived_on IS date(archived_on)),
            parent_id TEXT REFERENCES expenses (id) CHECK (parent_id IS NOT id),
            group_mode TEXT CHECK (group_mode IN ('automatic', 'manual')),
            shared_with INTEGER NOT NULL DEFAULT 1 CHECK (shared_with >= 1),
            category TEXT,
            brand_slug TEXT,
            last_confirmed TEXT CHECK (last_confirmed IS date(last_confirmed)),
            notes TEXT,
            created_on TEXT NOT NULL CHECK (created_on IS date(created_on)),
            -- An automatic group with no active child sums to zero; every other amount is a
            -- real charge and must be positive.
            CHECK (amount_minor > 0 OR group_mode IS 'automatic'),
            -- Archived items keep their archive date; active ones have none.
            CHECK ((status = 'archived') = (archived_on IS NOT NULL))
        ) STRICT;
        CREATE INDEX expenses_by_position ON expenses (position);
        CREATE INDEX expenses_by_parent ON expenses (parent_id);
        PRAGMA application_id = 1400193608;
        PRAGMA user_version = 1;

        """

    static let version2 = """
        -- Every change, one row per changed field. change_id groups the rows one command wrote
        -- (one transaction), which is the unit undo will work in. No foreign key to expenses:
        -- the history of a deleted expense must outlive it.
        CREATE TABLE history (
            sequence INTEGER PRIMARY KEY AUTOINCREMENT,
            change_id INTEGER NOT NULL CHECK (change_id >= 1),
            expense_id TEXT CHECK (expense_id IS NULL OR length(expense_id) = 36),
            kind TEXT NOT NULL CHECK (
                kind IN ('insert', 'update', 'archive', 'restore', 'delete', 'ledger', 'setting')),
            field TEXT NOT NULL,
            old_value TEXT,
            new_value TEXT,
            changed_at TEXT NOT NULL
        ) STRICT;
        CREATE INDEX history_by_expense ON history (expense_id, sequence);
        CREATE INDEX history_by_change ON history (change_id);

        CREATE TABLE settings (
            key TEXT PRIMARY KEY NOT NULL CHECK (length(key) > 0),
            value TEXT NOT NULL
        ) STRICT;
        -- Version 1 kept no kill count; the items archived so far are the best lower bound.
        INSERT INTO settings (key, value)
            SELECT 'kill_count', CAST(count(*) AS TEXT) FROM expenses WHERE status = 'archived';
        PRAGMA user_version = 2;

        """

    static let version3 = """
        -- A child's parent must exist as a group that is not itself a child, and share the
        -- child's currency and period. A group cannot become a child.
        CREATE TRIGGER expenses_child_rules_on_insert BEFORE INSERT ON expenses
        WHEN NEW.parent_id IS NOT NULL
        BEGIN
            SELECT RAISE(ABORT, 'subhub:nested_group') WHERE NEW.group_mode IS NOT NULL;
            SELECT RAISE(ABORT, 'subhub:parent_not_group')
                WHERE NOT EXISTS (SELECT 1 FROM expenses p
                                  WHERE p.id = NEW.parent_id AND p.group_mode IS NOT NULL);
            SELECT RAISE(ABORT, 'subhub:nested_group')
                WHERE EXISTS (SELECT 1 FROM expenses p
                              WHERE p.id = NEW.parent_id AND p.parent_id IS NOT NULL);
            SELECT RAISE(ABORT, 'subhub:currency_mismatch')
                WHERE EXISTS (SELECT 1 FROM expenses p
                              WHERE p.id = NEW.parent_id AND p.currency IS NOT NEW.currency);
            SELECT RAISE(ABORT, 'subhub:period_mismatch')
                WHERE EXISTS (SELECT 1 FROM expenses p
                              WHERE p.id = NEW.parent_id AND p.period IS NOT NEW.period);
        END;

        CREATE TRIGGER expenses_child_rules_on_update
        BEFORE UPDATE OF parent_id, group_mode, currency, period ON expenses
        WHEN NEW.parent_id IS NOT NULL
        BEGIN
            SELECT RAISE(ABORT, 'subhub:nested_group') WHERE NEW.group_mode IS NOT NULL;
            SELECT RAISE(ABORT, 'subhub:nested_group')
                WHERE EXISTS (SELECT 1 FROM expenses c WHERE c.parent_id = NEW.id);
            SELECT RAISE(ABORT, 'subhub:parent_not_group')
                WHERE NOT EXISTS (SELECT 1 FROM expenses p
                                  WHERE p.id = NEW.parent_id AND p.group_mode IS NOT NULL);
            SELECT RAISE(ABORT, 'subhub:nested_group')
                WHERE EXISTS (SELECT 1 FROM expenses p
                              WHERE p.id = NEW.parent_id AND p.parent_id IS NOT NULL);
            SELECT RAISE(ABORT, 'subhub:currency_mismatch')
                WHERE EXISTS (SELECT 1 FROM expenses p
                              WHERE p.id = NEW.parent_id AND p.currency IS NOT NEW.currency);
            SELECT RAISE(ABORT, 'subhub:period_mismatch')
                WHERE EXISTS (SELECT 1 FROM expenses p
                              WHERE p.id = NEW.parent_id AND p.period IS NOT NEW.period);
        END;

        -- The parent side: a row with children must stay a group, keep its children's
        -- currency and period, and never become a child itself (checked above).
        CREATE TRIGGER expenses_group_rules_on_update
        BEFORE UPDATE OF group_mode, currency, period ON expenses
        WHEN EXISTS (SELECT 1 FROM expenses c WHERE c.parent_id = NEW.id)
        BEGIN
            SELECT RAISE(ABORT, 'subhub:parent_not_group') WHERE NEW.group_mode IS NULL;
            SELECT RAISE(ABORT, 'subhub:currency_mismatch')
                WHERE EXISTS (SELECT 1 FROM expenses c
                              WHERE c.parent_id = NEW.id AND c.currency IS NOT NEW.currency);
            SELECT RAISE(ABORT, 'subhub:period_mismatch')
                WHERE EXISTS (SELECT 1 FROM expenses c
                              WHERE c.parent_id = NEW.id AND c.period IS NOT NEW.period);
        END;

        -- An automatic group's amount is the sum of its active children's amounts, kept by
        -- the database whatever writes the children (recursive triggers are off, so the
        -- group's own update does not re-enter these).
        CREATE TRIGGER expenses_automatic_sum_after_child_insert AFTER INSERT ON expenses
        WHEN NEW.parent_id IS NOT NULL
        BEGIN
            UPDATE expenses SET amount_minor = (
                SELECT coalesce(sum(c.amount_minor), 0) FROM expenses c
                WHERE c.parent_id = NEW.parent_id AND c.status = 'active')
            WHERE id = NEW.parent_id AND group_mode = 'automatic';
        END;

        CREATE TRIGGER expenses_automatic_sum_after_child_delete AFTER DELETE ON expenses
        WHEN OLD.parent_id IS NOT NULL
        BEGIN
            UPDATE expenses SET amount_minor = (
                SELECT coalesce(sum(c.amount_minor), 0) FROM expenses c
                WHERE c.parent_id = OLD.parent_id AND c.status = 'active')
            WHERE id = OLD.parent_id AND group_mode = 'automatic';
        END;

        CREATE TRIGGER expenses_automatic_sum_after_child_update
        AFTER UPDATE OF amount_minor, status, parent_id ON expenses
        WHEN OLD.parent_id IS NOT NULL OR NEW.parent_id IS NOT NULL
        BEGIN
            UPDATE expenses SET amount_minor = (
                SELECT coalesce(sum(c.amount_minor), 0) FROM expenses c
                WHERE c.parent_id = expenses.id AND c.status = 'active')
            WHERE id IN (OLD.parent_id, NEW.parent_id) AND group_mode = 'automatic';
        END;

        -- Writing an automatic group itself (its amount, or switching it to automatic) cannot
        -- move its amount away from the sum either.
        CREATE TRIGGER expenses_automatic_sum_after_group_update
        AFTER UPDATE OF amount_minor, group_mode ON expenses
        WHEN NEW.group_mode = 'automatic'
        BEGIN
            UPDATE expenses SET amount_minor = (
                SELECT coalesce(sum(c.amount_minor), 0) FROM expenses c
                WHERE c.parent_id = NEW.id AND c.status = 'active')
            WHERE id = NEW.id;
        END;

        -- Bring groups written by version 2 in line with the rule the triggers now keep.
        UPDATE expenses SET amount_minor = (
            SELECT coalesce(sum(c.amount_minor), 0) FROM expenses c
            WHERE c.parent_id = expenses.id AND c.status = 'active')
        WHERE group_mode = 'automatic';
        PRAGMA user_version = 3;

        """

    static let version4 = """
        -- Restoring a group brings back exactly the members archived with it, not the ones the
        -- user archived on their own; only an archived row can carry the mark.
        ALTER TABLE expenses ADD COLUMN archived_with_group INTEGER NOT NULL DEFAULT 0
            CHECK (archived_with_group IN (0, 1))
            CHECK (archived_with_group = 0 OR status = 'archived');

        -- Earlier versions archived a group alone, leaving its members active but counted
        -- nowhere. Archive them with it, on its day; the kill count stays as it was.
        UPDATE expenses SET
            status = 'archived',
            archived_on = (SELECT p.archived_on FROM expenses p WHERE p.id = expenses.parent_id),
            archived_with_group = 1
        WHERE status = 'active'
            AND parent_id IN (SELECT p.id FROM expenses p WHERE p.status = 'archived');
        PRAGMA user_version = 4;

        """

    static let version5 = """
        -- The day charges fall on, kept apart from next_charge because a charge in a short
        -- month is shortened (Jan 31 gives Feb 28) and the next one must return to the 31st.
        -- Until now the stored next charge was the only anchor, so its day is the anchor.
        ALTER TABLE expenses ADD COLUMN anchor_day INTEGER NOT NULL DEFAULT 1
            CHECK (anchor_day BETWEEN 1 AND 31);
        UPDATE expenses SET anchor_day = CAST(substr(next_charge, 9, 2) AS INTEGER);

        -- The user's own manage/cancel link. The domain checks it fully (ManageURLRule); the
        -- table keeps at least its scheme and length, whatever writes the row.
        ALTER TABLE expenses ADD COLUMN manage_url TEXT
            CHECK (manage_url IS NULL OR (length(manage_url) BETWEEN 1 AND 2048
                AND (lower(substr(manage_url, 1, 7)) = 'http://'
                    OR lower(substr(manage_url, 1, 8)) = 'https://')));
        PRAGMA user_version = 5;

        """

    static let version6 = """
        -- What each row adds to its currency's line of the totals, in minor units, and whether
        -- it counts as one charged subscription, exactly as ExpenseLedger.contribution(of:)
        -- computes them (a group's cap against its members, shares, archived rows count
        -- nothing). The program writes them with every change and fills them for existing
        -- rows right after this text; SQL only adds them up, so the rule stays in one place.
        ALTER TABLE expenses ADD COLUMN monthly_minor INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE expenses ADD COLUMN share_minor INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE expenses ADD COLUMN is_charged INTEGER NOT NULL DEFAULT 0
            CHECK (is_charged IN (0, 1));
        -- Totals read this index alone (it covers every column the sum needs).
        CREATE INDEX expenses_totals
            ON expenses (status, currency, monthly_minor, share_minor, is_charged);
        -- The headline's rows: charges that may fall in its window, trials that end in it.
        CREATE INDEX expenses_charged_by_next_charge ON expenses (next_charge)
            WHERE is_charged = 1;
        CREATE INDEX expenses_charged_by_trial_end ON expenses (trial_ends)
            WHERE is_charged = 1 AND trial_ends IS NOT NULL;
        -- Loading scans the table and sorts; nothing reads rows through this index, which cost
        -- every write and a sixth of the file.
        DROP INDEX expenses_by_position;
        PRAGMA user_version = 6;

        """

    static let version7 = """
        -- The outbox of a profile linked to a household server: one row per cache change the
        -- server has not accepted, written in the same transaction as the change. `before`
        -- and `after` are JSON arrays of the row's column text (ExpenseRecord's order);
        -- `key` is the idempotency key the server records with the applied change.
        CREATE TABLE sync_outbox (
            number INTEGER PRIMARY KEY AUTOINCREMENT,
            key TEXT NOT NULL UNIQUE CHECK (length(key) = 36),
            expense_id TEXT NOT NULL CHECK (length(expense_id) = 36),
            kind TEXT NOT NULL CHECK (kind IN ('insert', 'update', 'delete')),
            before TEXT CHECK (before IS NULL OR json_valid(before)),
            after TEXT CHECK (after IS NULL OR json_valid(after)),
            queued_at TEXT NOT NULL,
            -- NULL while it waits; a JSON object once the server refused it or found a
            -- conflict.
            problem TEXT CHECK (problem IS NULL OR json_valid(problem)),
            CHECK ((kind = 'insert') = (before IS NULL)),
            CHECK ((kind = 'delete') = (after IS NULL))
        ) STRICT;
        CREATE INDEX sync_outbox_by_expense ON sync_outbox (expense_id, number);
        PRAGMA user_version = 7;

        """

    static let version8 = """
        -- How long before a charge the plan must be cancelled: NoticePeriod's stored form,
        -- 1 to 3 digits without a leading zero and a unit letter (30d, 2w, 1m); the domain
        -- keeps the count within a year.
        ALTER TABLE expenses ADD COLUMN notice_period TEXT
            CHECK (notice_period IS NULL OR (length(notice_period) BETWEEN 2 AND 4
                AND substr(notice_period, -1) IN ('d', 'w', 'm')
                AND substr(notice_period, 1, 1) BETWEEN '1' AND '9'
                AND substr(notice_period, 1, length(notice_period) - 1) NOT GLOB '*[^0-9]*'));
        -- Who pays the plan, a person's name as the user wrote it (settle-up).
        ALTER TABLE expenses ADD COLUMN paid_by TEXT
            CHECK (paid_by IS NULL OR length(trim(paid_by)) BETWEEN 1 AND 100);
        -- The plan's own reminder offsets, days before each charge largest first (7,3,1), or
        -- 'off' for none; NULL follows the profile's (settings.reminder_offsets).
        ALTER TABLE expenses ADD COLUMN reminder_offsets TEXT
            CHECK (reminder_offsets IS NULL OR reminder_offsets = 'off'
                OR (length(reminder_offsets) BETWEEN 1 AND 1500
                    AND reminder_offsets NOT GLOB '*[^0-9,]*'
                    AND reminder_offsets NOT GLOB ',*' AND reminder_offsets NOT GLOB '*,'
                    AND reminder_offsets NOT GLOB '*,,*'));
        -- The few rows with a notice or reminders of their own: the headline reads them
        -- over a year of charges, through these, not through every charged row.
        CREATE INDEX expenses_charged_with_notice ON expenses (next_charge)
            WHERE is_charged = 1 AND notice_period IS NOT NULL;
        CREATE INDEX expenses_charged_with_own_reminders ON expenses (next_charge)
            WHERE is_charged = 1 AND reminder_offsets IS NOT NULL;
        -- Outbox records hold one text per column (ExpenseRecord's order): the three new
        -- columns come last, NULL in what was written before them.
        UPDATE sync_outbox
            SET before = json_insert(before, '$[#]', NULL, '$[#]', NULL, '$[#]', NULL)
            WHERE before IS NOT NULL;
        UPDATE sync_outbox
            SET after = json_insert(after, '$[#]', NULL, '$[#]', NULL, '$[#]', NULL)
            WHERE after IS NOT NULL;
        PRAGMA user_version = 8;

        """

    /// Version 9: the per-currency sums of the domain's own figures, kept by triggers, and
    /// the partial indexes the headline's reminder candidates are chosen from.
    static let version9 = """
        -- Each currency's sums of monthly_minor, share_minor and is_charged, and its number of
        -- rows, per status: what ExpenseStore.monthlyTotals adds up, kept here by triggers on
        -- every insert, update and delete, so the totals read a few rows, not 100,000. SQL
        -- only adds the figures the domain wrote (ContributionColumns). The two sums have no
        -- declared type on purpose: an integer sum that overflows becomes REAL in SQLite, and
        -- without an affinity it stays REAL, which the reader takes as "add up the rows".
        CREATE TABLE currency_totals (
            currency TEXT NOT NULL,
            status TEXT NOT NULL,
            monthly_minor NOT NULL DEFAULT 0,
            share_minor NOT NULL DEFAULT 0,
            charged_count INTEGER NOT NULL DEFAULT 0,
            row_count INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (currency, status)
        ) WITHOUT ROWID;

        INSERT INTO currency_totals
            (currency, status, monthly_minor, share_minor, charged_count, row_count)
        SELECT currency, status, total(monthly_minor), total(share_minor), sum(is_charged),
            count(*)
        FROM expenses GROUP BY currency, status;
        -- total() is a REAL; back to integers where they are exact, as the triggers keep them.
        UPDATE currency_totals SET
            monthly_minor = CASE WHEN abs(monthly_minor) < 4.0e15
                THEN CAST(monthly_minor AS INTEGER) ELSE monthly_minor END,
            share_minor = CASE WHEN abs(share_minor) < 4.0e15
                THEN CAST(share_minor AS INTEGER) ELSE share_minor END;

        -- A row's key is created when its first expense arrives; no statement here can meet a
        -- conflict, so the outer statement's conflict policy never changes what they do.
        CREATE TRIGGER currency_totals_after_insert AFTER INSERT ON expenses
        BEGIN
            INSERT INTO currency_totals (currency, status)
                SELECT NEW.currency, NEW.status WHERE NOT EXISTS (
                    SELECT 1 FROM currency_totals
                    WHERE currency = NEW.currency AND status = NEW.status);
            UPDATE currency_totals SET
                monthly_minor = monthly_minor + NEW.monthly_minor,
                share_minor = share_minor + NEW.share_minor,
                charged_count = charged_count + NEW.is_charged,
                row_count = row_count + 1
            WHERE currency = NEW.currency AND status = NEW.status;
        END;

        CREATE TRIGGER currency_totals_after_delete AFTER DELETE ON expenses
        BEGIN
            UPDATE currency_totals SET
                monthly_minor = monthly_minor - OLD.monthly_minor,
                share_minor = share_minor - OLD.share_minor,
                charged_count = charged_count - OLD.is_charged,
                row_count = row_count - 1
            WHERE currency = OLD.currency AND status = OLD.status;
        END;

        CREATE TRIGGER currency_totals_after_update
        AFTER UPDATE OF currency, status, monthly_minor, share_minor, is_charged ON expenses
        BEGIN
            UPDATE currency_totals SET
                monthly_minor = monthly_minor - OLD.monthly_minor,
                share_minor = share_minor - OLD.share_minor,
                charged_count = charged_count - OLD.is_charged,
                row_count = row_count - 1
            WHERE currency = OLD.currency AND status = OLD.status;
            INSERT INTO currency_totals (currency, status)
                SELECT NEW.currency, NEW.status WHERE NOT EXISTS (
                    SELECT 1 FROM currency_totals
                    WHERE currency = NEW.currency AND status = NEW.status);
            UPDATE currency_totals SET
                monthly_minor = monthly_minor + NEW.monthly_minor,
                share_minor = share_minor + NEW.share_minor,
                charged_count = charged_count + NEW.is_charged,
                row_count = row_count + 1
            WHERE currency = NEW.currency AND status = NEW.status;
        END;

        -- The headline's reminder candidates, chosen from two partial indexes: plans counted
        -- in months or years by the anchor day their charges fall on, other plans by their
        -- stored next charge. Their WHERE terms are repeated word for word by the queries
        -- (ExpenseStore.countsMonths), or SQLite would not use them. They replace version 6's
        -- index on next_charge, which scanned every charged row due by the month's end.
        CREATE INDEX expenses_charged_by_anchor ON expenses (anchor_day, next_charge)
            WHERE is_charged = 1 AND (period IN ('monthly', 'quarterly', 'semiannual', 'annual')
                OR period GLOB 'every-*-months' OR period GLOB 'every-*-years');
        CREATE INDEX expenses_charged_by_day ON expenses (next_charge)
            WHERE is_charged = 1 AND NOT (period IN ('monthly', 'quarterly', 'semiannual', 'annual')
                OR period GLOB 'every-*-months' OR period GLOB 'every-*-years');
        DROP INDEX expenses_charged_by_next_charge;
        PRAGMA user_version = 9;

        """

    static let version10 = """
        -- Totals read currency_totals since version 9; nothing reads this index any more, and
        -- every write and 28 bytes of every row paid for it.
        DROP INDEX expenses_totals;
        -- The headline's reminder candidates are read from these indexes alone: the rule needs
        -- a row's period, stored next charge and anchor day (ReminderSchedule.remindedCharge),
        -- and the query skips rows with offsets of their own and reads charged rows only, so
        -- those columns are in the index too. Only the few reminders shown are read whole;
        -- reading every candidate's row was most of the first prompt at 100,000 rows.
        DROP INDEX expenses_charged_by_anchor;
        CREATE INDEX expenses_charged_by_anchor
            ON expenses (anchor_day, next_charge, period, reminder_offsets, is_charged)
            WHERE is_charged = 1 AND (period IN ('monthly', 'quarterly', 'semiannual', 'annual')
                OR period GLOB 'every-*-months' OR period GLOB 'every-*-years');
        DROP INDEX expenses_charged_by_day;
        CREATE INDEX expenses_charged_by_day
            ON expenses (next_charge, period, anchor_day, reminder_offsets, is_charged)
            WHERE is_charged = 1 AND NOT (period IN ('monthly', 'quarterly', 'semiannual', 'annual')
                OR period GLOB 'every-*-months' OR period GLOB 'every-*-years');
        -- The headline's high risks read running trials from their index alone the same way,
        -- and only the few charged within the risk window whole.
        DROP INDEX expenses_charged_by_trial_end;
        CREATE INDEX expenses_charged_by_trial_end
            ON expenses (trial_ends, next_charge, period, anchor_day, is_charged)
            WHERE is_charged = 1 AND trial_ends IS NOT NULL;
        PRAGMA user_version = 10;

        """
}
