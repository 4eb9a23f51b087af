import Foundation
import SubDomain
import SubRecords
import Testing

@testable import SubStore

/// Version 8: a plan's notice period, payer and own reminder offsets.
@Suite struct StoreSchemaVersion8Tests {
    private let today = Sample.date("2026-11-29")

    /// A database exactly as version 7 left it, with one subscription and one queued write.
    private func versionSevenDatabase(at path: String, expense: RecurringExpense) throws {
        let raw = try SQLiteConnection(path: path, mode: .readWriteCreate)
        defer { raw.close() }
        for migration in StoreSchema.migrations.prefix(7) {
            try raw.execute("BEGIN IMMEDIATE")
            try raw.execute(migration.sql)
            try migration.fill?(raw)
            try raw.execute("COMMIT")
        }
        try raw.prepare(
            """
            INSERT INTO expenses (position, id, name, amount_minor, currency, period, next_charge,
                shared_with, created_on, anchor_day, notes)
            VALUES (0, ?1, ?2, 1299, 'EUR', 'monthly', '2026-12-05', 3, '2026-11-01', 5, 'x')
            """
        ).run([.text(expense.id.uuidString), .text(expense.name)])
        // What version 7 queued: one text per column of its time (20 of them).
        let oldRecord = Array(ExpenseRecord(expense).values.prefix(20))
        var json = "["
        for (index, value) in oldRecord.enumerated() {
            if index > 0 { json += "," }
            json += value.map { "\"\($0)\"" } ?? "null"
        }
        json += "]"
        try raw.prepare(
            """
            INSERT INTO sync_outbox (key, expense_id, kind, before, after, queued_at)
            VALUES (?1, ?2, 'insert', NULL, ?3, '1795974005')
            """
        ).run([.text(UUID().uuidString), .text(expense.id.uuidString), .text(json)])
        #expect(try raw.integer("PRAGMA user_version") == 7)
    }

    @Test func upgradingFromVersionSevenKeepsEveryRowAndFillsNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("subhub.sqlite")
        var netflix = Sample.expense("Netflix", 1299, sharedWith: 3, notes: "x")
        netflix.nextCharge = Sample.date("2026-12-05")
        netflix.createdOn = Sample.date("2026-11-01")
        try versionSevenDatabase(at: path, expense: netflix)

        let store = try ExpenseStore(path: path)
        #expect(
            try store.connection.integer("PRAGMA user_version")
                == Int64(ExpenseStore.currentSchemaVersion))
        let ledger = try store.read()
        #expect(ledger.expenses.count == 1)
        let row = try #require(ledger.expenses.first)
        #expect(row.id == netflix.id)
        #expect(row.name == "Netflix")
        #expect(row.sharedWith == 3)
        #expect(row.notes == "x")
        #expect(row.noticePeriod == nil)
        #expect(row.paidBy == nil)
        #expect(row.reminderOffsets == nil)
        // The queued write now has the new columns, NULL, and still reads.
        let pending = try store.pendingChanges()
        #expect(pending.count == 1)
        let after = try #require(pending.first?.after)
        #expect(after.values.count == ExpenseRecord.fieldNames.count)
        #expect(after["notice_period"] == nil)
        #expect(after["paid_by"] == nil)
        #expect(after["reminder_offsets"] == nil)
        #expect(try after.decoded().id == netflix.id)
        #expect(try store.integrityCheck())
    }

    @Test func theNewFieldsRoundTripThroughTheStore() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ExpenseStore(path: folder.file("s.sqlite"))
        var gym = Sample.expense("Gym", 3000, sharedWith: 2)
        gym.noticePeriod = try NoticePeriod(30, .day)
        gym.paidBy = "Ana María"
        gym.reminderOffsets = [14, 2]
        var quiet = Sample.expense("Quiet", 500)
        quiet.noticePeriod = try NoticePeriod(1, .month)
        quiet.reminderOffsets = []
        try store.write {
            _ = try $0.add(gym, asOf: today)
            _ = try $0.add(quiet, asOf: today)
        }
        let read = try ExpenseStore(path: folder.file("s.sqlite")).read()
        #expect(read.expense(withID: gym.id) == gym)
        #expect(read.expense(withID: quiet.id) == quiet)
        let stored = try store.connection.rows(
            "SELECT notice_period, paid_by, reminder_offsets FROM expenses ORDER BY name"
        ) { [$0.text(0), $0.text(1), $0.text(2)] }
        #expect(stored == [["30d", "Ana María", "14,2"], ["1m", nil, "off"]])
        // Clearing them clears the columns.
        var cleared = gym
        cleared.noticePeriod = nil
        cleared.paidBy = nil
        cleared.reminderOffsets = nil
        try store.write { _ = try $0.update(cleared, asOf: today) }
        #expect(try store.read().expense(withID: gym.id) == cleared)
    }

    @Test func theTableRefusesWhatNoVersionWrites() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("s.sqlite")
        let store = try ExpenseStore(path: path)
        try store.write { _ = try $0.add(Sample.expense("A", 100), asOf: today) }
        store.close()
        let db = try SQLiteConnection(path: path, mode: .readWrite)
        defer { db.close() }
        func set(_ column: String, _ value: String?) throws {
            try db.prepare("UPDATE expenses SET \(column) = ?1").run([
                value.map { .text($0) } ?? .null
            ])
        }
        func refused(_ column: String, _ value: String) {
            do {
                try set(column, value)
                Issue.record("\(column) = \(value) was accepted")
            } catch let failure as SQLiteConnection.Failure {
                #expect(failure.code == SQLiteConnection.ResultCode.constraint)
            } catch {
                Issue.record("unexpected \(error)")
            }
        }
        for bad in ["", "d", "0d", "030d", "30", "1y", "1000d", " 1m", "1M"] {
            refused("notice_period", bad)
        }
        for good in ["30d", "2w", "1m", "12m"] { try set("notice_period", good) }
        for bad in ["", "   ", String(repeating: "x", count: 101)] { refused("paid_by", bad) }
        try set("paid_by", "Bob")
        for bad in ["", ",", "7,", ",7", "7,,3", "a", "7;3", "7, 3", "OFF"] {
            refused("reminder_offsets", bad)
        }
        for good in ["off", "7,3,1", "0"] { try set("reminder_offsets", good) }
        try set("reminder_offsets", nil)
    }

    /// A damaged value is a corrupt row naming its column, never a guess.
    @Test func aDamagedValueIsACorruptRow() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("s.sqlite")
        let store = try ExpenseStore(path: path)
        try store.write { _ = try $0.add(Sample.expense("A", 100), asOf: today) }
        store.close()
        let db = try SQLiteConnection(path: path, mode: .readWrite)
        // Within the table's check, outside the domain's: 13 months, an offset of 999 days.
        try db.execute("UPDATE expenses SET notice_period = '13m'")
        db.close()
        #expect {
            try ExpenseStore(path: path).read()
        } throws: { error in
            guard case StoreError.corruptRow(_, _, let column) = error else { return false }
            return column == "notice_period"
        }
    }

    /// The headline's reminders and high risks reach a charge an own reminder or a notice is
    /// about, even a year away, through an index of their own rows, and still read no plain
    /// row out of the profile's window.
    @Test func theHeadlineQueriesReachOwnSchedules() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ExpenseStore(path: folder.file("s.sqlite"))
        var gym = Sample.expense("Gym", 3000)
        gym.nextCharge = Sample.date("2027-01-02")
        gym.anchorDay = 2
        gym.noticePeriod = try NoticePeriod(1, .month)
        var club = Sample.expense("Club", 500)
        club.nextCharge = Sample.date("2026-12-13")
        club.anchorDay = 13
        club.reminderOffsets = [14]
        var far = Sample.expense("Far", 700)
        far.nextCharge = Sample.date("2026-12-13")
        far.anchorDay = 13
        let ledger = try store.write { ledger in
            for expense in [gym, club, far] { _ = try ledger.add(expense, asOf: today) }
            return ledger
        }
        let schedule = try ReminderSchedule(includesChargeDay: true)
        #expect(try store.reminders(schedule, on: today).map(\.name) == ["Club"])
        #expect(schedule.reminders(in: ledger, on: today).map(\.name) == ["Club"])
        let risks = try store.highRisks(asOf: today)
        #expect(risks.map(\.expense.name) == ["Gym"])
        #expect(
            risks.first?.reasons == [
                .cancelBySoon(
                    cancelBy: Sample.date("2026-12-02"), chargeOn: Sample.date("2027-01-02"),
                    daysLeft: 3)
            ])
        for (condition, index) in [
            ("reminder_offsets IS NOT NULL AND next_charge <= ?1", "with_own_reminders"),
            ("notice_period IS NOT NULL AND next_charge <= ?1", "with_notice"),
        ] {
            let plan = try store.connection.rows(
                "EXPLAIN QUERY PLAN " + ExpenseColumns.selectAll
                    + " WHERE is_charged = 1 AND (\(condition))"
            ) { $0.text(3) ?? "" }
            #expect(plan.contains { $0.contains("expenses_charged_" + index) }, "\(plan)")
        }
    }
}
