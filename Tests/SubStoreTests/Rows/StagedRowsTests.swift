import Foundation
import SubDomain
import SubFormats
import SubRecords
import Testing
import TestSupport

@testable import SubStore

/// An import written through staged rows (`StagedRows`, one statement per table) leaves the
/// file exactly as writing it row by row does: every column of every row in the same order,
/// the same history rows with the same sequence numbers, the same totals, settings and
/// sequence counters; and a refused row still leaves nothing written.
@Suite struct StagedRowsTests {
    private typealias Generator = TestSupport.Sample.SeededGenerator
    private let today = Sample.date("2026-11-29")
    private let periods: [Period] = [
        .weekly, .monthly, .quarterly, .semiannual, .annual,
        try! Period(every: 3, .day), try! Period(every: 2, .week), try! Period(every: 5, .month),
        try! Period(every: 2, .year),
    ]

    /// An export of a random ledger: groups of both modes (some archived, members with
    /// them), archived items, shares, every period, three currencies, notes, payers, notice
    /// periods and reminders, and a kill count.
    private func exportText(_ random: inout Generator, count: Int) throws -> String {
        var ledger = ExpenseLedger()
        var groups: [RecurringExpense] = []
        for index in 0..<count {
            let currency: CurrencyCode = [.eur, .usd, .jpy].randomElement(using: &random)!
            var expense = RecurringExpense(
                name: "Item \(index) " + ["", "Día", "🎵", "\"q\""].randomElement(using: &random)!,
                amount: Money(
                    minorUnits: Int64.random(in: 1...90_000, using: &random), currency: currency),
                period: periods.randomElement(using: &random)!,
                nextCharge: today.addingDays(Int.random(in: -30...200, using: &random)),
                sharedWith: Int.random(in: 1...4, using: &random),
                notes: Bool.random(using: &random) ? "note, \(index)\nline" : nil,
                createdOn: today.addingDays(-Int.random(in: 0...300, using: &random)),
                noticePeriod: Int.random(in: 0..<6, using: &random) == 0
                    ? try NoticePeriod(2, .week) : nil,
                paidBy: Int.random(in: 0..<5, using: &random) == 0 ? "Ana" : nil,
                reminderOffsets: Int.random(in: 0..<6, using: &random) == 0 ? [7, 1] : nil)
            if Int.random(in: 0..<12, using: &random) == 0 {
                expense.groupMode = Bool.random(using: &random) ? .automatic : .manual
                if expense.groupMode == .automatic { expense.amount.minorUnits = 0 }
                groups.append(expense)
            } else if let group = groups.randomElement(using: &random), Bool.random(using: &random)
            {
                expense.parentID = group.id
                expense.amount = Money(
                    minorUnits: expense.amount.minorUnits, currency: group.currency)
                expense.period = group.period
            }
            _ = try ledger.add(expense, asOf: today)
        }
        for expense in ledger.expenses where Int.random(in: 0..<6, using: &random) == 0 {
            if ledger.expense(withID: expense.id)?.isActive == true {
                _ = try? ledger.archiveWithMembers(expense.id, on: today.addingDays(-3))
            }
        }
        ledger.recordImportedKills(Int.random(in: 0...5, using: &random))
        return ExpenseExchange.export(ledger, as: .json)
    }

    /// Every table, row by row, as text; history's time is the pinned clock's in both.
    private func contents(of path: String) throws -> [String] {
        let store = try ExpenseStore(path: path, accessMode: .readOnly)
        defer { store.close() }
        var lines: [String] = []
        for table in ["expenses", "history", "currency_totals", "settings", "sqlite_sequence"] {
            let columns = try store.connection.rows(
                "SELECT name FROM pragma_table_info('\(table)')"
            ) {
                $0.text(0) ?? ""
            }
            let select =
                "SELECT " + columns.map { "quote(\($0))" }.joined(separator: " || '|' || ")
                + " FROM \(table)" + (table == "currency_totals" ? "" : " ORDER BY rowid")
            lines += try store.connection.rows(select) { "\(table): " + ($0.text(0) ?? "") }
        }
        return lines
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func anImportStagedIsTheImportWrittenRowByRow(seed: UInt64) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var random = Generator(seed: seed)
        let earlier = try exportText(&random, count: 30)
        let text = try exportText(&random, count: 400)
        let moment = Date(timeIntervalSince1970: 1_790_000_000)
        var files: [String] = []
        for staged in [true, false] {
            let path = folder.file(staged ? "staged.sqlite" : "rows.sqlite")
            let store = try ExpenseStore(path: path, clock: { moment })
            // The same profile before: rows, history and a setting of its own.
            for document in [earlier, text] {
                store.rowsToStage = staged ? 50 : Int.max
                let batch = try ExpenseExchange.parse(document, as: .json)
                try store.write { (ledger: inout ExpenseLedger) in
                    try ExpenseExchange.merge(batch, into: &ledger, asOf: today)
                }
            }
            store.close()
            files.append(path)
        }
        let staged = try contents(of: files[0])
        let rows = try contents(of: files[1])
        #expect(staged.count == rows.count)
        for (left, right) in zip(staged, rows) where left != right {
            Issue.record("seed \(seed): \(left) against \(right)")
            break
        }
        #expect(staged.filter { $0.hasPrefix("history") }.count >= 430)
    }

    /// A row the file refuses in the middle of a staged change (a taken id) leaves neither
    /// rows nor history written, and the same change staged again once the row is free
    /// writes all of it, once.
    @Test func aRefusedStagedChangeWritesNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ExpenseStore(path: folder.file("s.sqlite"))
        store.rowsToStage = 10
        _ = try store.write { ledger in try ledger.add(Sample.expense("Before", 100), asOf: today) }
        var random = Generator(seed: 9)
        let batch = try ExpenseExchange.parse(try exportText(&random, count: 40), as: .json)
        // Written behind the store's back: the 20th row's id is taken, so its insert fails.
        let taken = try #require(batch.expenses.dropFirst(19).first)
        try store.connection.execute(
            "INSERT INTO expenses (id, position, name, amount_minor, currency, period,"
                + " next_charge, created_on) VALUES ('\(taken.id.uuidString)', 1000, 'Taken',"
                + " 1, 'EUR', 'monthly', '2026-12-01', '2026-11-29')")
        let counts = { () throws -> [Int64?] in
            try ["expenses", "history"].map {
                try store.connection.integer("SELECT count(*) FROM \($0)")
            }
        }
        let before = try counts()
        #expect(throws: (any Error).self) {
            try store.write { (ledger: inout ExpenseLedger) in
                try ExpenseExchange.merge(batch, into: &ledger, asOf: today)
            }
        }
        #expect(try counts() == before)
        try store.connection.execute("DELETE FROM expenses WHERE name = 'Taken'")
        try store.write { (ledger: inout ExpenseLedger) in
            try ExpenseExchange.merge(batch, into: &ledger, asOf: today)
        }
        let added = Int64(batch.expenses.count)
        let after = try counts()
        #expect(after[0] == (before[0] ?? 0) - 1 + added)
        // One history row per row added, and one for the kill count when it moved.
        #expect(
            after[1] == (before[1] ?? 0) + added + (batch.killCount > 0 ? 1 : 0))
    }
}
