import SubRecords
import Testing

@testable import SubStore

/// The column names are stored text (history rows, exports, the household's server), and
/// `ExpenseColumns.names` now follows `ExpenseColumn`'s cases: this pins both the spelling
/// and the order, so reordering or renaming a case cannot change anything on disk or on
/// the wire.
@Suite struct ExpenseColumnTests {
    @Test func namesKeepTheirSpellingAndOrder() {
        #expect(
            ExpenseColumns.names == [
                "id", "name", "amount_minor", "currency", "period", "next_charge", "trial_ends",
                "status", "archived_on", "parent_id", "group_mode", "shared_with", "category",
                "brand_slug", "last_confirmed", "notes", "created_on", "archived_with_group",
                "anchor_day", "manage_url", "notice_period", "paid_by", "reminder_offsets",
                "varies", "ends_on", "planned_payments", "paid_with",
            ])
        // The household's record is every column but the local ones (the card), which come
        // last.
        #expect(ExpenseRecord.fieldNames == Array(ExpenseColumns.names.dropLast()))
        #expect(ExpenseColumn.allCases.filter(\.isLocalOnly) == [.paidWith])
    }

    @Test func settingKeysKeepTheirSpelling() {
        #expect(
            SettingKey.allCases.map(\.rawValue) == [
                "kill_count", "reminder_offsets", "preferred_language", "server_conninfo",
                "household_id", "household_name", "household_login", "household_role",
                "pulled_version", "last_sync", "starter_pack_offer", "exchange_rates",
                "estimate_currency", "reminders_last_run",
            ])
    }
}
