import Foundation
import SubDomain
import Testing

@testable import SubStore

/// Version 20 indexes the plans that vary, and `total` finds them through it: a file from
/// version 19 upgrades with its plans as they were, and the query that asks whether any plan
/// varies reads the index, not the table.
@Suite struct StoreSchemaVersion20Tests {
    @Test func upgradingFromVersion19AddsTheIndexAndKeepsThePlans() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("s.sqlite")
        var luz = Sample.expense("Luz", 6_000)
        luz.varies = true
        do {
            let store = try ExpenseStore(path: path)
            try store.write { ledger in
                _ = try ledger.add(luz, asOf: Sample.date("2026-11-29"))
                _ = try ledger.add(
                    Sample.expense("Netflix", 1_299), asOf: Sample.date("2026-11-29"))
            }
            try store.connection.execute(
                "DROP INDEX expenses_varying; PRAGMA user_version = 19;")
            store.close()
        }
        let store = try ExpenseStore(path: path)
        #expect(try store.connection.integer("PRAGMA user_version") == 20)
        #expect(try store.read().expenses.filter(\.varies).map(\.name) == ["Luz"])
        let plan = try store.connection.rows(
            "EXPLAIN QUERY PLAN SELECT EXISTS (SELECT 1 FROM expenses WHERE varies = 1)"
        ) { $0.text(3) ?? "" }
        #expect(plan.contains { $0.contains("expenses_varying") }, "\(plan)")
        let totals = try store.monthlyTotals(on: Sample.date("2026-11-29"))
        #expect(totals.map(\.estimatedMinor) == [6_000])
        #expect(totals.map(\.monthlyMinor) == [7_299])
    }
}
