import Foundation
import SubDomain
import SubRecords
import TestSupport
import Testing

@testable import SubStore

/// Whatever a row from the server decodes to, the cache stores; whatever does not decode is
/// skipped and named alone. Before `ReadableRow`, a `javascript:` link, an active row marked
/// archived with its group, or a zero-amount plan decoded and then broke the cache's table
/// rules, failing every sync.
@Suite struct ReadableServerRowTests {
    private typealias Generator = TestSupport.Sample.SeededGenerator

    @Test(arguments: [11, 12, 13, 14] as [UInt64])
    func everyDecodedRowIsStoredAndEveryOtherIsNamed(seed: UInt64) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ExpenseStore(path: folder.file("p.sqlite"))
        try store.saveLink(
            HouseholdLink(
                conninfo: "host=/tmp dbname=subhub", householdID: UUID(), householdName: "Casa",
                login: "alice", role: .editor))
        var generator = Generator(seed: seed)
        var rows: [(record: ExpenseRecord, version: Int64)] = []
        for version in 1...400 {
            let values = HostileRows.row(columns: ExpenseRecord.fieldNames, using: &generator)
            rows.append((try ExpenseRecord(values: values), Int64(version)))
        }
        let readable = rows.filter { (try? $0.record.decoded()) != nil }
        #expect(readable.count > 40, "seed \(seed): the pools must let rows through")
        #expect(readable.count < rows.count, "seed \(seed): and hold some they must not")
        let applied = try store.applyServerChanges(rows, deletions: [], latestVersion: 400)
        #expect(applied.unreadable.count == rows.count - readable.count)
        #expect(
            Set(applied.unreadable.map(\.id)).isDisjoint(with: readable.map { $0.record["id"] }))
        let cached = try store.read().expenses
        #expect(cached.count == readable.count)
        #expect(Set(cached.map(\.id)) == Set(readable.compactMap(\.record.id)))
        // Stored as decoded (`eur` reads as EUR), apart from an automatic group's amount,
        // which the cache sums from its members (none here).
        let sent = Dictionary(
            uniqueKeysWithValues: try readable.map { row in
                let expense = try row.record.decoded()
                return (expense.id, ExpenseRecord(expense))
            })
        let changed = cached.filter { expense in
            !expense.isGroup && ExpenseRecord(expense) != sent[expense.id]
        }
        #expect(
            changed.isEmpty,
            "seed \(seed): \(changed.prefix(2).map { ExpenseRecord($0).changedFields(comparedWith: sent[$0.id]!) })"
        )
    }

    /// The rows that froze the household, one at a time beside a readable one.
    @Test(arguments: [
        ("manage_url", "javascript:alert(1)"), ("archived_with_group", "true"),
        ("amount_minor", "0"), ("amount_minor", "1000000000000000000"),
        ("next_charge", "9999-06-01"), ("paid_by", "\u{200B}"),
    ])
    func aRowNoCacheKeepsIsNamedAndTheRestApply(column: String, value: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ExpenseStore(path: folder.file("p.sqlite"))
        let good = ExpenseRecord(Sample.expense("Netflix", 1299))
        var values = ExpenseRecord(Sample.expense("Odd", 500)).values
        values[try #require(ExpenseRecord.fieldNames.firstIndex(of: column))] = value
        let odd = try ExpenseRecord(values: values)
        let applied = try store.applyServerChanges(
            [(odd, 1), (good, 2)], deletions: [], latestVersion: 2)
        #expect(applied.unreadable.map(\.field) == [column])
        #expect(try store.read().expenses.map(\.name) == ["Netflix"])
    }
}
