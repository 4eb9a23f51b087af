import Foundation
import SubDomain
import SubRecords
import Testing

@testable import SubStore

/// The card a plan is paid with stays in this profile: a linked profile never pushes it and
/// a pull never clears it.
@Suite struct PaidWithSyncTests {
    private let today = Sample.date("2026-11-29")

    private func linkedStore(_ folder: TemporaryFolder) throws -> ExpenseStore {
        let store = try ExpenseStore(path: folder.file("p.sqlite"), clock: Sample.clock)
        try store.saveLink(
            HouseholdLink(
                conninfo: "host=/tmp dbname=subhub", householdID: UUID(), householdName: "Casa",
                login: "alice", role: .editor))
        return store
    }

    @Test func theRecordTheServerSeesHasNoCard() {
        var netflix = Sample.expense("Netflix", 1299)
        netflix.paidWith = "Visa 4242"
        #expect(!ExpenseRecord.fieldNames.contains("paid_with"))
        #expect(
            ExpenseRecord(netflix)
                == ExpenseRecord(Sample.expense("Netflix", 1299)).replacing(
                    ["id"], from: ExpenseRecord(netflix)))
    }

    @Test func changingOnlyTheCardQueuesNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try linkedStore(folder)
        var netflix = Sample.expense("Netflix", 1299)
        try store.write { try $0.add(netflix, asOf: today) }
        let queued = try store.pendingCount()
        netflix.paidWith = "Visa 4242"
        try store.write { try $0.update(netflix, asOf: today) }
        #expect(try store.pendingCount() == queued)
        #expect(try store.read().expenses.first?.paidWith == "Visa 4242")
    }

    @Test func aPullKeepsTheCachedCard() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try linkedStore(folder)
        let spotify = Sample.expense("Spotify", 1099)
        try store.applyServerChanges([(ExpenseRecord(spotify), 2)], deletions: [], latestVersion: 2)
        var mine = try #require(try store.read().expenses.first)
        mine.paidWith = "Amex 1000"
        try store.write { try $0.update(mine, asOf: today) }
        // Another member raises the price: the server's row has no card.
        var dearer = spotify
        dearer.amount = Money(minorUnits: 1299, currency: .eur)
        try store.applyServerChanges([(ExpenseRecord(dearer), 3)], deletions: [], latestVersion: 3)
        let cached = try #require(try store.read().expenses.first)
        #expect(cached.amount.minorUnits == 1299)
        #expect(cached.paidWith == "Amex 1000")
    }
}
