import Foundation
import SubDomain
import SubRecords
import Testing

@testable import SubStore

/// The price history an insert brings with it (`ExpenseStore.write(priceHistory:_:)`, an
/// imported statement's rises): recorded, read back as dated changes, undone and redone.
@Suite struct ExpenseStoreDatedPriceTests {
    private let today = Sample.date("2026-11-29")

    private func store(_ folder: TemporaryFolder) throws -> ExpenseStore {
        try ExpenseStore(path: folder.file("p.sqlite"), clock: Sample.clock)
    }

    private func step(_ from: Int64, _ to: Int64, on day: String) -> PriceChange {
        PriceChange(
            old: Money(minorUnits: from, currency: .eur),
            new: Money(minorUnits: to, currency: .eur),
            changedOn: Sample.date(day))
    }

    /// Netflix at 12,99 today, after rising from 8,99 to 10,99 in 2022 and to 12,99 in
    /// October 2026, the steps given newest first to show the store orders them.
    private func importNetflix(into store: ExpenseStore) throws -> RecurringExpense {
        let netflix = Sample.expense("Netflix", 1299)
        let steps = [step(1099, 1299, on: "2026-10-05"), step(899, 1099, on: "2022-08-05")]
        try store.write(priceHistory: [netflix.id: steps]) { try $0.add(netflix, asOf: today) }
        return netflix
    }

    @Test func theInsertHoldsTheFirstPriceAndEachStepIsADatedUpdateOfTheSameChange() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try store(folder)
        let netflix = try importNetflix(into: store)

        let amounts = try store.history(of: netflix.id).filter { $0.field == "amount_minor" }
        #expect(amounts.map(\.kind) == [.insert, .update, .update])
        #expect(amounts.map(\.oldValue) == [nil, "899", "1099"])
        #expect(amounts.map(\.newValue) == ["899", "1099", "1299"])
        #expect(
            amounts.map(\.changedAt) == [
                HistoryRecorder.timestamp(Sample.clock()), "2022-08-05T00:00:00Z",
                "2026-10-05T00:00:00Z",
            ])
        #expect(try store.changes().map(\.changeID) == [1])
        // The change is the command's: its time is when the import ran.
        #expect(try store.changes().first?.changedAt == HistoryRecorder.timestamp(Sample.clock()))
        #expect(try store.read().expenses == [netflix])
    }

    @Test func eachStepIsAPriceChangeOfItsOwnDayNewestFirst() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try store(folder)
        let netflix = try importNetflix(into: store)

        let changes = try store.priceChanges(of: netflix)
        #expect(changes == [step(1099, 1299, on: "2026-10-05"), step(899, 1099, on: "2022-08-05")])
        #expect(try store.latestPriceChanges(in: store.read())[netflix.id] == changes.first)
    }

    @Test func stepsEndingBelowTheStoredPriceAreJoinedToItByAChangeOfTheCommandsDay() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try store(folder)
        let netflix = Sample.expense("Netflix", 1299)
        try store.write(priceHistory: [netflix.id: [step(1099, 1199, on: "2026-10-05")]]) {
            try $0.add(netflix, asOf: today)
        }

        #expect(
            try store.priceChanges(of: netflix) == [
                step(1199, 1299, on: "2026-11-29"), step(1099, 1199, on: "2026-10-05"),
            ])
        _ = try store.undo(count: 1)
        #expect(try store.read().expenses.isEmpty)
    }

    @Test func undoRemovesTheImportAndUndoingTheUndoBringsItBackWithItsHistory() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try store(folder)
        let spotify = Sample.expense("Spotify", 1099)
        try store.write { try $0.add(spotify, asOf: today) }
        let netflix = try importNetflix(into: store)

        let undone = try store.undo(count: 1)
        #expect(undone.expenses.map(\.before) == [netflix])
        #expect(undone.expenses.map(\.after) == [nil])
        #expect(try store.read().expenses == [spotify])

        _ = try store.undo(count: 1)
        #expect(try store.read().expenses == [spotify, netflix])
        #expect(
            try store.priceChanges(of: netflix).map(\.changedOn) == [
                Sample.date("2026-10-05"), Sample.date("2022-08-05"),
            ])
    }

    @Test func aLaterEditIsUndoneAloneAndTheStepsStay() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try store(folder)
        let netflix = try importNetflix(into: store)
        var raised = netflix
        raised.amount.minorUnits = 1499
        try store.write { _ = try $0.update(raised, asOf: today) }
        #expect(try store.priceChanges(of: raised).count == 3)

        _ = try store.undo(count: 1)
        #expect(try store.read().expenses == [netflix])
        #expect(try store.priceChanges(of: netflix).count == 2)
    }

    @Test func aPriceChangedWithoutHistoryRefusesTheUndoOfTheSteps() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try store(folder)
        let netflix = try importNetflix(into: store)
        // As the household's sync writes: no history row.
        store.mirrorsWritesToOutbox = false
        try store.write { ledger in
            var changed = netflix
            changed.amount.minorUnits = 1099
            _ = try ledger.update(changed, asOf: today)
        }
        store.mirrorsWritesToOutbox = true

        #expect(throws: UndoRefusal.changedElsewhere(name: "Netflix", field: "amount_minor")) {
            try store.undo(count: 1)
        }
        #expect(try store.read().expenses.map(\.amount.minorUnits) == [1099])
    }
}
