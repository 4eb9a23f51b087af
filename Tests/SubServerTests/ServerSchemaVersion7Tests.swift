import Foundation
import SubDomain
@testable import SubServer
import SubRecords
import TestSupport
import Testing

/// Version 7: a server at version 6 gains the plans' new columns and payments and keeps
/// every row it had; the versions released before keep the text they were released with.
@Suite(.serialized) struct ServerSchemaVersion7Tests {
    /// Versions 4 to 6 grant, cast and insert the columns they were released with, not
    /// today's: a migration once released never changes.
    @Test func releasedVersionsKeepTheirColumns() {
        let added = ["varies", "ends_on", "planned_payments"]
        #expect(
            ServerSchema.columnsThroughVersion6
                == ExpenseRecord.fieldNames.filter { !added.contains($0) })
        for (version, script) in ServerSchema.migrations.prefix(6).enumerated() {
            for column in added {
                #expect(!script.contains(column), "version \(version + 1) names \(column)")
            }
        }
        for column in added { #expect(ServerSchema.version7.contains(column)) }
    }

    @Test func aVersionSixServerUpgradesKeepingItsRows() throws {
        let cluster = try TestCluster.shared.get()
        let database = "v6_" + UUID().uuidString.prefix(8).lowercased()
        _ = try cluster.psql("postgres", "CREATE DATABASE \(database) OWNER admin")
        defer { _ = try? cluster.psql("postgres", "DROP DATABASE \(database) WITH (FORCE)") }
        func connect(_ login: String) throws -> PostgresConnection {
            try PostgresConnection(
                conninfo: cluster.conninfo(login).replacingOccurrences(
                    of: "dbname=\(cluster.database)", with: "dbname=\(database)"))
        }
        let admin = try connect("admin")
        try admin.transaction { () throws(ServerError) in
            try admin.query("CREATE TABLE subhub_schema (version integer NOT NULL)")
            for script in ServerSchema.migrations.prefix(6) { try admin.execute(script: script) }
            try admin.query("INSERT INTO subhub_schema (version) VALUES (6)")
        }
        let alice = try connect("alice")
        let home = try #require(
            try alice.query("SELECT subhub_create_household('Casa')::text").first?.first ?? nil)
        for (name, amount) in [("Netflix", "1299"), ("Gone", "100"), ("Spotify", "999")] {
            try alice.query(
                """
                INSERT INTO expenses (id, household_id, name, amount_minor, currency, period,
                    next_charge, created_on, anchor_day)
                VALUES (gen_random_uuid(), $1::uuid, $2, $3::bigint, 'EUR', 'monthly',
                    '2026-12-05', '2026-11-30', 5)
                """, [home, name, amount])
        }
        try alice.query("DELETE FROM expenses WHERE name = 'Gone'")
        let rows =
            "SELECT id::text, name, amount_minor::text, version::text, updated_by::text,"
            + " field_versions::text FROM expenses ORDER BY id"
        let tombstones = "SELECT id::text, version::text FROM expense_deletions ORDER BY id"
        let before = try admin.query(rows)
        let deleted = try admin.query(tombstones)
        #expect(try ServerSchema.version(of: admin) == 6)

        #expect(try ServerSchema.initialize(admin) == 7)
        #expect(try admin.query(rows) == before)
        #expect(try admin.query(tombstones) == deleted)
        let household = try #require(UUID(uuidString: home))
        let client = HouseholdClient(connection: alice)
        let pulled = try client.changes(in: household, since: 0)
        #expect(pulled.unreadable.isEmpty)
        #expect(Set(pulled.records.compactMap { $0["name"] }) == ["Netflix", "Spotify"])
        #expect(pulled.records.allSatisfy { $0["varies"] == "false" && $0["ends_on"] == nil })

        // The old rows take the new columns and payments.
        let netflix = try #require(pulled.records.first { $0["name"] == "Netflix" })
        var varies = try netflix.decoded()
        varies.varies = true
        varies.plannedPayments = 24
        varies.endsOn = Sample.date("2028-11-05")
        #expect(
            try client.push(
                HouseholdSyncTests.change(.update, before: try netflix.decoded(), after: varies),
                to: household) == [])
        let paid = Payment(
            expenseID: varies.id, paidOn: Sample.date("2026-12-05"), amount: Sample.money(1350))
        let pushed = try client.push(
            payments: [PendingPayment(number: 1, key: UUID(), kind: .insert, payment: paid)],
            to: household)
        #expect(throws: Never.self) { try pushed[0].get() }
        let after = try client.changes(in: household, since: pulled.version)
        #expect(after.records == [ExpenseRecord(varies)])
        #expect(after.payments == [paid])
    }
}
