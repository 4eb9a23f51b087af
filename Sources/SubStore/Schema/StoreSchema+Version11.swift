/// Version 11 (see `StoreSchema`): what `list` reads in print order, and the triggers keeping
/// `list_extents`, whose two statements are written once and used by two triggers each.
extension StoreSchema {
    static let version11 = """
        -- The folded name (NameKey, in NFC so its bytes sort as Swift sorts the text), the
        -- name's width on a terminal and, for a charged item, what it costs the user per
        -- month: written by the program with every row (ContributionColumns), as the
        -- domain computes them.
        ALTER TABLE expenses ADD COLUMN name_key TEXT NOT NULL DEFAULT '';
        ALTER TABLE expenses ADD COLUMN name_width INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE expenses ADD COLUMN charged_share_minor INTEGER NOT NULL DEFAULT 0;

        -- list reads its sections in the order it prints them: the active top-level items
        -- of each period, a group's members, the archived items, each by folded name.
        DROP INDEX expenses_by_parent;
        CREATE INDEX expenses_by_parent ON expenses (parent_id, name_key, position)
            WHERE parent_id IS NOT NULL;
        CREATE INDEX expenses_listed ON expenses (period, name_key, position)
            WHERE status = 'active' AND parent_id IS NULL;
        CREATE INDEX expenses_archived ON expenses (name_key, position)
            WHERE status = 'archived';
        -- An archived group with an active member (a damaged file's) hides that member from
        -- list; the few archived groups are where such members are looked for.
        CREATE INDEX expenses_archived_groups ON expenses (id)
            WHERE status = 'archived' AND group_mode IS NOT NULL;
        -- The charged items that cost the user most, per currency: "above average" marks.
        CREATE INDEX expenses_charged_by_share ON expenses (currency, charged_share_minor)
            WHERE is_charged = 1;

        -- What sizes list's columns, as (kind, key, value) with how many rows have it and,
        -- for 'share', the sum of their shares: the widths of names at the margin ('name')
        -- and under a group ('member'), the digits of the amounts per currency and period,
        -- of the active top-level monthly figures per currency, the brands of active rows,
        -- the days charged items were last confirmed, and each currency's charged shares.
        -- The view is the one definition; the triggers add a row's facts after it is
        -- written and take them away before it changes or goes. total has no declared type:
        -- a sum that overflows becomes REAL and the reader then reads the rows instead.
        CREATE TABLE list_extents (
            kind TEXT NOT NULL,
            key TEXT NOT NULL,
            value INTEGER NOT NULL,
            count INTEGER NOT NULL,
            total NOT NULL DEFAULT 0,
            PRIMARY KEY (kind, key, value)
        ) WITHOUT ROWID;

        CREATE VIEW expense_list_extents AS
            SELECT rowid AS row, 'name' AS kind, '' AS key, name_width AS value, 0 AS amount
                FROM expenses WHERE parent_id IS NULL OR status = 'archived'
            UNION ALL SELECT rowid, 'member', '', name_width, 0
                FROM expenses WHERE parent_id IS NOT NULL AND status = 'active'
            UNION ALL SELECT rowid, 'amount', currency || ' ' || period, length(amount_minor), 0
                FROM expenses
            UNION ALL SELECT rowid, 'monthly', currency, length(monthly_minor), 0
                FROM expenses WHERE status = 'active' AND parent_id IS NULL
            UNION ALL SELECT rowid, 'brand', brand_slug, 0, 0
                FROM expenses WHERE status = 'active' AND brand_slug IS NOT NULL
            UNION ALL SELECT rowid, 'confirmed', coalesce(last_confirmed, created_on), 0, 0
                FROM expenses WHERE is_charged = 1
            UNION ALL SELECT rowid, 'share', currency, 0, charged_share_minor
                FROM expenses WHERE is_charged = 1;

        INSERT INTO list_extents (kind, key, value, count, total)
            SELECT kind, key, value, count(*), sum(amount) FROM expense_list_extents
            GROUP BY kind, key, value;

        CREATE TRIGGER list_extents_after_insert AFTER INSERT ON expenses
        BEGIN
            \(addFacts)
        END;

        CREATE TRIGGER list_extents_before_delete BEFORE DELETE ON expenses
        BEGIN
            \(takeAwayFacts)
        END;

        CREATE TRIGGER list_extents_before_update
        BEFORE UPDATE OF \(factColumns) ON expenses
        BEGIN
            \(takeAwayFacts)
        END;

        CREATE TRIGGER list_extents_after_update
        AFTER UPDATE OF \(factColumns) ON expenses
        BEGIN
            \(addFacts)
        END;
        PRAGMA user_version = 11;

        """

    /// The trigger statement adding the facts of the row just written (NEW) to
    /// `list_extents`: one per (kind, key, value), counted.
    private static let addFacts = """
        INSERT INTO list_extents (kind, key, value, count, total)
            SELECT kind, key, value, 1, amount FROM expense_list_extents
            WHERE row = NEW.rowid
            ON CONFLICT (kind, key, value)
            DO UPDATE SET count = count + 1, total = total + excluded.total;
        """

    /// The trigger statements taking the facts of the row about to change or go (OLD) away
    /// from `list_extents`, dropping what no row has any more.
    private static let takeAwayFacts = """
        UPDATE list_extents SET count = count - 1, total = total - facts.amount
            FROM (SELECT kind, key, value, amount FROM expense_list_extents
                  WHERE row = OLD.rowid) AS facts
            WHERE list_extents.kind = facts.kind AND list_extents.key = facts.key
                AND list_extents.value = facts.value;
        DELETE FROM list_extents WHERE count <= 0 AND (kind, key, value) IN
            (SELECT kind, key, value FROM expense_list_extents WHERE row = OLD.rowid);
        """

    /// Every column `expense_list_extents` reads: a change to any of them moves a row's facts.
    private static let factColumns = """
        name_width, parent_id, status, currency, period, amount_minor, monthly_minor, \
        brand_slug, last_confirmed, created_on, is_charged, charged_share_minor
        """
}
