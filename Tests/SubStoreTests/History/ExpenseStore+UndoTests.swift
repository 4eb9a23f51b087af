import Foundation
import SubDomain
import SubRecords
import Testing

@testable import SubStore

@Suite struct ExpenseStoreUndoTests {
    private let today = Sample.date("2026-11-29")

    private func store(_ folder: TemporaryFolder) throws -> ExpenseStore {
        try ExpenseStore(path: folder.file("p.sqlite"), clock: Sample.clock)
    }

    private func reprice(_ store: ExpenseStore, _ id: UUID, to minor: Int64) throws {
        try store.write { ledger in
            var edited = try #require(ledger.expense(withID: id))
            edited.amount.minorUnits = minor
            _ = try ledger.update(edited, asOf: today)
        }
    }

    @Test func undoOfAnEditPutsTheOldValueBackAsOneNewChange() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try store(folder)
        let netflix = Sample.expense("Netflix", 1299)
        try store.write { try $0.add(netflix, asOf: today) }
        try reprice(store, netflix.id, to: 1499)

        let report = try store.undo(count: 1)
        #expect(report.changes.map(\.changeID) == [2])
        #expect(report.expenses.count == 1)
        #expect(report.expenses[0].before?.amount.minorUnits == 1499)
        #expect(report.expenses[0].after?.amount.minorUnits == 1299)
        #expect(try store.read().expenses.map(\.amount.minorUnits) == [1299])
        // Recorded as change 3, itself undoable: undo twice redoes.
        #expect(try store.changes().map(\.changeID) == [3, 2, 1])
        _ = try store.undo(count: 1)
        #expect(try store.read().expenses.map(\.amount.minorUnits) == [1499])
        #expect(try store.changes().map(\.changeID) == [4, 3, 2, 1])
    }

    @Test func undoOfAnAddRemovesAndUndoOfADeleteRecreates() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try store(folder)
        let disney = Sample.expense("Disney+", 899, notes: "familia")
        try store.write { try $0.add(disney, asOf: today) }
        try store.write { _ = try $0.delete(disney.id) }
        #expect(try store.read().expenses.isEmpty)

        let recreated = try store.undo(count: 1)
        #expect(recreated.expenses.map { $0.before == nil } == [true])
        #expect(try store.read().expenses == [disney])
        #expect(!recreated.removesExpenses)

        let preview = try store.undoPreview(count: 3)
        #expect(preview.removesExpenses)
        #expect(try store.read().expenses == [disney])  // a preview changes nothing
    }

    @Test func undoOfAGroupArchiveBringsBackTheMembersAndTheKillCount() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try store(folder)
        let group = Sample.expense("Streaming", 2000, group: .manual)
        let netflix = Sample.expense("Netflix", 1299)
        try store.write { ledger in
            _ = try ledger.add(netflix, asOf: today)
            _ = try ledger.createGroup(group, members: [netflix.id], asOf: today)
        }
        try store.write { _ = try $0.archiveWithMembers(group.id, on: today) }
        #expect(try store.killCount() == 1)

        let report = try store.undo(count: 1)
        #expect(report.killCount?.before == 1)
        #expect(report.killCount?.after == 0)
        let ledger = try store.read()
        #expect(ledger.expenses.filter { !$0.isActive }.isEmpty)
        #expect(ledger.expense(withID: netflix.id)?.parentID == group.id)
        #expect(try store.killCount() == 0)
        #expect(try store.monthlyTotals().map(\.monthlyMinor) == [2000])
    }

    @Test func aRowChangedBySQLiteDirectlyRefusesTheUndoAndNothingChanges() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try store(folder)
        let netflix = Sample.expense("Netflix", 1299)
        try store.write { try $0.add(netflix, asOf: today) }
        try reprice(store, netflix.id, to: 1499)
        try store.connection.execute("UPDATE expenses SET amount_minor = 1599")

        #expect(throws: UndoRefusal.changedElsewhere(name: "Netflix", field: "amount_minor")) {
            try store.undo(count: 1)
        }
        #expect(try store.read().expenses.map(\.amount.minorUnits) == [1599])
        #expect(try store.changes().count == 2)
    }

    @Test func aServerPullOnTheSameRowRefusesTheUndo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try store(folder)
        try store.saveLink(
            HouseholdLink(
                conninfo: "host=/tmp dbname=subhub", householdID: UUID(), householdName: "Casa",
                login: "alice", role: .editor))
        let netflix = Sample.expense("Netflix", 1299)
        try store.write { try $0.add(netflix, asOf: today) }
        var renamed = netflix
        renamed.name = "Netflix 4K"
        try store.applyServerChanges([(ExpenseRecord(renamed), 7)], deletions: [], latestVersion: 7)

        #expect(throws: UndoRefusal.changedElsewhere(name: "Netflix 4K", field: "name")) {
            try store.undo(count: 1)
        }
        #expect(try store.read().expenses.map(\.name) == ["Netflix 4K"])

        // The server deleting it: undoing the add finds the row gone.
        try store.applyServerChanges([], deletions: [netflix.id], latestVersion: 8)
        #expect(throws: UndoRefusal.changedElsewhere(name: "Netflix", field: "*")) {
            try store.undo(count: 1)
        }
    }

    @Test func anUndoOnALinkedProfileIsQueuedForTheServer() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try store(folder)
        try store.saveLink(
            HouseholdLink(
                conninfo: "host=/tmp dbname=subhub", householdID: UUID(), householdName: "Casa",
                login: "alice", role: .editor))
        let netflix = Sample.expense("Netflix", 1299)
        try store.write { try $0.add(netflix, asOf: today) }
        try reprice(store, netflix.id, to: 1499)
        _ = try store.undo(count: 1)
        let pending = try store.pendingChanges()
        #expect(pending.count == 3)
        #expect(pending.last?.after?["amount_minor"] == "1299")
    }

    /// Undo and history are about subscriptions: the language and the reminder offsets are
    /// settings, neither recorded nor taken back (`lang zh` then `undo` spoke Chinese still).
    @Test func settingsAreNeitherRecordedNorUndone() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try store(folder)
        try store.write { try $0.add(Sample.expense("Netflix", 1299), asOf: today) }
        try store.setReminderOffsets([3])
        try store.setPreferredLanguage("zh")
        #expect(try store.changeCount() == 1)
        #expect(try store.changes().flatMap(\.entries).allSatisfy { $0.kind != .setting })
        let report = try store.undo(count: 1)
        #expect(report.settings.isEmpty)
        #expect(try store.read().expenses.isEmpty)
        #expect(try store.reminderOffsets() == [3])
        #expect(try store.preferredLanguage() == "zh")
    }

    /// A file written when settings were recorded keeps its history readable: the old setting
    /// rows are skipped by `history` and `undo` alike, which count only the other changes.
    @Test func anOldFilesSettingRowsAreSkipped() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try store(folder)
        try store.write { try $0.add(Sample.expense("Netflix", 1299), asOf: today) }
        try store.begin("BEGIN IMMEDIATE")
        try store.setSetting(.preferredLanguage, to: "zh")
        try HistoryRecorder(store: store).recordSetting(
            key: SettingKey.preferredLanguage.rawValue, old: nil, new: "zh")
        try store.commit()
        try store.write { try $0.add(Sample.expense("Spotify", 999), asOf: today) }
        #expect(try store.changeCount() == 2)
        #expect(try store.changes().map(\.changeID) == [3, 1])
        _ = try store.undo(count: 2)
        #expect(try store.read().expenses.isEmpty)
        #expect(try store.preferredLanguage() == "zh")
    }

    @Test func askingForMoreThanHistoryHoldsIsRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try store(folder)
        #expect(throws: UndoRefusal.nothingToUndo) { try store.undo(count: 1) }
        try store.write { try $0.add(Sample.expense("Netflix", 1299), asOf: today) }
        #expect(throws: UndoRefusal.notEnoughHistory(requested: 2, available: 1)) {
            try store.undo(count: 2)
        }
    }

    @Test func anUndoThatBreaksAGroupRuleIsRefusedWithTheDomainsError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try store(folder)
        let group = Sample.expense("Streaming", 2000, group: .manual)
        try store.write { try $0.add(group, asOf: today) }
        // A member added by someone else (no history row): deleting the group again would
        // leave it pointing at nothing.
        let member = Sample.expense("Netflix", 1299, parent: group.id)
        try store.withoutHistory { try $0.add(member, asOf: today) }
        do {
            _ = try store.undo(count: 1)
            Issue.record("the undo should have been refused")
        } catch let error as DomainError {
            #expect(
                error
                    == .expenseNotFound(
                        name: nil, shortID: String(group.id.uuidString.prefix(4)).lowercased()))
        }
        #expect(try store.read().expenses.count == 2)
    }

    @Test func priceChangesComeFromHistoryNewestFirst() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let days = DayClock()
        let store = try ExpenseStore(path: folder.file("p.sqlite"), clock: days.next)
        let netflix = Sample.expense("Netflix", 799)
        try store.write { try $0.add(netflix, asOf: today) }
        try reprice(store, netflix.id, to: 999)
        try reprice(store, netflix.id, to: 1299)
        let current = try #require(try store.read().expense(withID: netflix.id))
        let changes = try store.priceChanges(of: current)
        #expect(changes.map(\.old.minorUnits) == [999, 799])
        #expect(changes.map(\.new.minorUnits) == [1299, 999])
        #expect(changes.map(\.changedOn) == [Sample.date("2026-12-01"), Sample.date("2026-11-30")])
        #expect(try store.latestPriceChanges(in: store.read())[netflix.id] == changes.first)
    }
}

extension ExpenseStore {
    /// A write as the household's sync makes it: no history row.
    fileprivate func withoutHistory(_ body: (inout ExpenseLedger) throws -> Void) throws {
        mirrorsWritesToOutbox = false
        defer { mirrorsWritesToOutbox = true }
        try write(body)
    }
}

@Suite struct ExpenseStorePriceHistoryTests {
    @Test func changesOfOneDayAreOneChangeAndAChangeUndoneIsNone() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ExpenseStore(path: folder.file("p.sqlite"), clock: Sample.clock)
        let today = Sample.date("2026-11-29")
        let netflix = Sample.expense("Netflix", 1299)
        try store.write { try $0.add(netflix, asOf: today) }
        try store.write { ledger in
            var edited = netflix
            edited.amount.minorUnits = 1499
            _ = try ledger.update(edited, asOf: today)
        }
        _ = try store.undo(count: 1)
        let current = try #require(try store.read().expense(withID: netflix.id))
        #expect(try store.priceChanges(of: current).isEmpty)
        _ = try store.undo(count: 1)
        let raised = try #require(try store.read().expense(withID: netflix.id))
        #expect(try store.priceChanges(of: raised).map(\.new.minorUnits) == [1499])
        #expect(try store.priceChanges(of: raised).map(\.old.minorUnits) == [1299])
    }
}

/// A clock one day later at every call, from 2026-11-29.
private final class DayClock: @unchecked Sendable {
    private let lock = NSLock()
    private var calls = 0

    var next: @Sendable () -> Date {
        { [self] in
            lock.lock()
            defer { lock.unlock() }
            calls += 1
            return Date(timeIntervalSince1970: 1_795_974_005 + Double(calls - 1) * 86_400)
        }
    }
}
