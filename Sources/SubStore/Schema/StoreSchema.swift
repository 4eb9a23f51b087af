import SubRecords

/// Every version of the database schema, as the migrations that build it.
///
/// Version N is reached by running migrations 1…N in order, each in its own transaction that
/// also sets `PRAGMA user_version = N`, so a crash leaves the file at a whole version. A
/// migration, once released, never changes: a later change is a new migration. The SQL is
/// constant text written here; no value from outside the program is ever spliced into it.
///
/// - Version 1: the flat `expenses` table, with CHECK constraints on every column.
/// - Version 2: the `history` table (every change, old and new value) and the `settings`
///   table; the lifetime kill count is seeded from the expenses already archived.
/// - Version 3: triggers that enforce the group rules (one level, a group parent, same
///   currency and period) and keep automatic groups' amounts equal to their children's sum.
/// - Version 4: `archived_with_group`, the mark of a member archived because its group was;
///   members an earlier version left active inside an archived group are archived with it.
/// - Version 5: `anchor_day`, the day of the month charges fall on (filled from each row's
///   next charge), and `manage_url`, the user's own link to manage or cancel a plan.
/// - Version 6: `monthly_minor`, `share_minor` and `is_charged`, what each row adds to its
///   currency's totals as the domain computes it (filled for existing rows by
///   `ContributionColumns.fillAll`), with the indexes that make totals and the headline
///   one SQL query each; history rows may hold all of one expense's changes as JSON.
/// - Version 7: `sync_outbox`, the writes a profile linked to a household server has made in
///   its cache and the server has not accepted yet.
/// - Version 8: `notice_period`, `paid_by` and `reminder_offsets` (cancel-by dates,
///   settle-up, a plan's own reminders), all NULL on existing rows; outbox records written
///   before gain the three columns as NULL.
/// - Version 9: `currency_totals`, the sums of version 6's columns per currency and status,
///   kept by triggers on every write, so the totals and the headline read a handful of rows
///   instead of an index of every expense; and partial indexes for the reminder candidates.
/// - Version 10: the reminder and trial indexes cover every column their rules read.
/// - Version 11: what `list` needs to start printing before it has read every row: each
///   row's folded name (`name_key`, indexed in list order per section), its name's width
///   and its share as a charged item (filled by `ContributionColumns.fillVersion11`), and
///   `list_extents`, the facts that size the list's columns, kept by triggers.
/// - Version 12: `sync_versions` (the server version of each cached row), `sync_refetch`
///   (rows a dropped change touched) and `sync_outbox.base_version` (see `version12`).
/// - Version 13: no new column; every row's figures written again
///   (`ContributionColumns.refillVersion13`), because a group's share and an automatic
///   group's monthly figure follow a new rule: your part of a group is its cost
///   scaled by its members' share ratio, and an automatic group is its members' lines.
/// - Version 14: `paid_with`, the card a plan is charged to (local to the profile), and
///   `card_expiries`, each card's expiry month (see `version14`).
/// - Version 15: `published_events`, the calendar resources `export ics --caldav` wrote to a
///   CalDAV collection and their ETags (see `version15`).
/// - Version 16: `reminder_channels` and `reminder_deliveries`, where `remind run` sends
///   reminders and what it delivered (see `version16`).
/// - Version 17: a delivery may be `sending`, recorded before it leaves, so a run killed
///   between a send and its record is known to the next (see `version17`).
/// - Version 18: `payments`, what was really paid, and the plan's `varies`, `ends_on` and
///   `planned_payments` (see `version18`).
/// - Version 19: `sync_payment_outbox`, the payments a linked profile recorded or took back
///   that its household's server has not taken yet (see `version19`).
/// - Version 20: `expenses_varying`, an index of the plans whose amount is an estimate
///   (see `version20`).
enum StoreSchema {
    /// The `application_id` header field of every SubHub database ("SuBH" in ASCII). A file
    /// with another non-zero id belongs to another application and is never touched.
    static let applicationID: Int32 = 0x5375_4248

    /// The newest version this program knows; a file with a higher `user_version` is refused.
    static var currentVersion: Int { migrations.count }

    /// One step from `version - 1` to `version`.
    struct Migration: Sendable {
        let version: Int
        let sql: String
        /// Work SQL cannot do (a rule that lives in the domain), run after `sql` in the same
        /// transaction.
        var fill: (@Sendable (SQLiteConnection) throws(SQLiteConnection.Failure) -> Void)?
    }

    static let migrations: [Migration] = [
        Migration(version: 1, sql: version1),
        Migration(version: 2, sql: version2),
        Migration(version: 3, sql: version3),
        Migration(version: 4, sql: version4),
        Migration(version: 5, sql: version5),
        Migration(version: 6, sql: version6, fill: ContributionColumns.fillAll),
        Migration(version: 7, sql: version7),
        Migration(version: 8, sql: version8),
        Migration(version: 9, sql: version9),
        Migration(version: 10, sql: version10),
        Migration(version: 11, sql: version11, fill: ContributionColumns.fillVersion11),
        Migration(version: 12, sql: version12),
        Migration(
            version: 13, sql: "PRAGMA user_version = 13;  -- figures only: refillVersion13",
            fill: ContributionColumns.refillVersion13),
        Migration(version: 14, sql: version14),
        Migration(version: 15, sql: version15),
        Migration(version: 16, sql: version16),
        Migration(version: 17, sql: version17),
        Migration(version: 18, sql: version18),
        Migration(version: 19, sql: version19),
        Migration(version: 20, sql: version20),
    ]

    /// Every table a SubHub database may hold; a file with other tables is someone else's.
    static let knownTables: Set<String> = [
        "card_expiries", "currency_totals", "expenses", "history", "list_extents",
        "payments", "published_events", "reminder_channels", "reminder_deliveries", "settings",
        "sqlite_sequence", "sync_outbox", "sync_payment_outbox", "sync_refetch", "sync_versions",
    ]
}
