import Foundation
import SubDomain
import SubRecords
import TestSupport
import Testing

@testable import SubServer

/// The notice, payer and reminder columns on the household's server (ServerSchema.version3): a plan's notice
/// period, payer and own reminder offsets go up, come back and are pushed field by field.
@Suite(.serialized) struct HouseholdNoticeAndPayerTests {
    private static func gym() throws -> RecurringExpense {
        var gym = Sample.expense("Gym", 3000, sharedWith: 2)
        gym.noticePeriod = try NoticePeriod(30, .day)
        gym.paidBy = "Ana \"la mayor\", {y} \\ NULL"
        gym.reminderOffsets = [14, 2, 0]
        return gym
    }

    @Test func theNewColumnsGoUpAndComeBackUnchanged() throws {
        let home = try HouseholdSyncTests.household([("bob", .viewer)])
        var quiet = Sample.expense("Quiet", 500)
        quiet.reminderOffsets = []
        quiet.noticePeriod = try NoticePeriod(1, .month)
        let original = try Self.gym()
        let records = [original, quiet, Sample.expense("Plain", 100)].map(ExpenseRecord.init)
        try HouseholdSyncTests.client("alice").upload(records, to: home)
        let pulled = try HouseholdSyncTests.client("bob").changes(in: home, since: 0)
        #expect(Set(pulled.records) == Set(records))
        let gym = try #require(pulled.records.first { $0["name"] == "Gym" })
        #expect(gym["notice_period"] == "30d")
        #expect(gym["reminder_offsets"] == "14,2,0")
        #expect(try gym.decoded() == original)
    }

    @Test func aPushedEditOfTheNewFieldsIsApplied() throws {
        let home = try HouseholdSyncTests.household()
        let before = Sample.expense("Gym", 3000, sharedWith: 2)
        let alice = try HouseholdSyncTests.client("alice")
        try alice.upload([ExpenseRecord(before)], to: home)
        var after = before
        after.noticePeriod = try NoticePeriod(2, .week)
        after.paidBy = "Bob"
        after.reminderOffsets = [3]
        let change = HouseholdSyncTests.change(.update, before: before, after: after)
        #expect(change.changedFields == ["notice_period", "paid_by", "reminder_offsets"])
        #expect(try alice.push(change, to: home) == [])
        #expect(try alice.record(before.id, in: home) == ExpenseRecord(after))
    }

    /// The server checks what any writer puts there, psql included.
    @Test func theServerRefusesValuesNoSubHubWrites() throws {
        let home = try HouseholdSyncTests.household()
        let cluster = try TestCluster.shared.get()
        let id = UUID()
        _ = try cluster.psql(
            "alice",
            """
            INSERT INTO expenses (id, household_id, name, amount_minor, currency, period,
                next_charge, created_on)
            VALUES ('\(id.uuidString.lowercased())', '\(home.uuidString)', 'Netflix', 1299, 'EUR',
                'monthly', '2026-12-05', '2026-11-30')
            """)
        let alice = try ServerSchemaTests.connect("alice")
        for (column, value) in [
            ("notice_period", "0d"), ("notice_period", "1y"), ("notice_period", "1000d"),
            ("paid_by", " "), ("reminder_offsets", "7,"), ("reminder_offsets", "a"),
        ] {
            #expect(throws: ServerError.self, "\(column) = \(value)") {
                try alice.query(
                    "UPDATE expenses SET \(column) = $1 WHERE id = $2::uuid",
                    [value, id.uuidString])
            }
        }
        // Another app's row, without the new columns, reads with none of them.
        let record = try #require(try HouseholdSyncTests.client("alice").record(id, in: home))
        let expense = try record.decoded()
        #expect(expense.noticePeriod == nil && expense.paidBy == nil)
        #expect(expense.reminderOffsets == nil)
    }

    /// A server at version 2 with a household and a row: `server init` adds the columns,
    /// NULL on the row, which still reads.
    @Test func aVersionTwoServerIsUpgradedKeepingItsRows() throws {
        let cluster = try TestCluster.shared.get()
        let database = "upgrade_" + UUID().uuidString.prefix(8).lowercased()
        _ = try cluster.psql("postgres", "CREATE DATABASE \(database) OWNER admin")
        let conninfo = cluster.conninfo("admin").replacingOccurrences(
            of: "dbname=" + Self.databaseName(cluster), with: "dbname=" + database)
        let admin = try PostgresConnection(conninfo: conninfo)
        try admin.transaction { () throws(ServerError) in
            try admin.query("CREATE TABLE subhub_schema (version integer NOT NULL)")
            for script in ServerSchema.migrations.prefix(2) { try admin.execute(script: script) }
            try admin.query("INSERT INTO subhub_schema (version) VALUES (2)")
        }
        #expect(try ServerSchema.version(of: admin) == 2)
        let home = try #require(
            try admin.query("SELECT subhub_create_household('Casa')").first?.first ?? nil)
        let id = UUID().uuidString.lowercased()
        try admin.query(
            """
            INSERT INTO expenses (id, household_id, name, amount_minor, currency, period,
                next_charge, created_on)
            VALUES ($1::uuid, $2::uuid, 'Netflix', 1299, 'EUR', 'monthly', '2026-12-05',
                '2026-11-30')
            """, [id, home])

        // A client of this version on the old server is told to run `server init`.
        #expect(throws: ServerError.schemaMissing) {
            try admin.query("SELECT notice_period FROM expenses")
        }
        #expect(try ServerSchema.initialize(admin) == ServerSchema.currentVersion)
        let row = try admin.query(
            "SELECT name, notice_period, paid_by, reminder_offsets FROM expenses WHERE id = $1::uuid",
            [id])
        #expect(row.first == ["Netflix", nil, nil, nil])
    }

    private static func databaseName(_ cluster: TestCluster) -> String {
        cluster.conninfo("admin").split(separator: " ").first { $0.hasPrefix("dbname=") }
            .map { String($0.dropFirst("dbname=".count)) } ?? ""
    }
}
