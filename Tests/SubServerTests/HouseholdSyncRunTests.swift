import Foundation
import SubDomain
import SubServer
import SubStore
import TestSupport
import Testing

/// `HouseholdSync.run` between a real cache and the real server.
@Suite(.serialized) struct HouseholdSyncRunTests {
    private func linkedStore(household: UUID) throws -> (ExpenseStore, String) {
        let folder = NSTemporaryDirectory() + "sync-run-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let store = try ExpenseStore(path: folder + "/p.sqlite")
        let cluster = try TestCluster.shared.get()
        try store.saveLink(
            HouseholdLink(
                conninfo: cluster.conninfo("alice"), householdID: household,
                householdName: "x", login: "alice", role: .owner))
        return (store, folder)
    }

    /// A read refreshes before every command: with nothing new, the cache file is not written.
    @Test func aSyncWithNothingNewWritesNothing() throws {
        let home = try HouseholdSyncTests.household()
        let alice = try HouseholdSyncTests.client("alice")
        try alice.upload([ExpenseRecord(Sample.expense("Netflix", 1299))], to: home)
        let (store, folder) = try linkedStore(household: home)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let start = Date(timeIntervalSince1970: 1_800_000_000)

        let first = try HouseholdSync.run(
            store: store, link: try #require(try store.householdLink()), client: alice,
            now: { start })
        #expect(first.pulled == 1)
        let afterFirst = try #require(try store.householdLink())
        #expect(afterFirst.lastSync == start)
        // Every committed write appends to the write-ahead log.
        func logSize() -> Int {
            let attributes = try? FileManager.default.attributesOfItem(
                atPath: folder + "/p.sqlite-wal")
            return (attributes?[.size] as? Int) ?? 0
        }
        let logged = logSize()
        #expect(logged > 0)

        let second = try HouseholdSync.run(
            store: store, link: afterFirst, client: alice, now: { start.addingTimeInterval(5) })
        #expect(second.pulled == 0)
        #expect(logSize() == logged)
        #expect(try store.householdLink() == afterFirst)

        // Past the resolution, the time of contact is brought up to date.
        let later = start.addingTimeInterval(HouseholdSync.contactResolution + 1)
        _ = try HouseholdSync.run(store: store, link: afterFirst, client: alice, now: { later })
        #expect(try store.householdLink()?.lastSync == later)
    }

    /// One query says the role and whether anything is new; a stranger gets no role.
    @Test func aGlanceSaysTheRoleAndWhetherAnythingIsNew() throws {
        let home = try HouseholdSyncTests.household()
        let alice = try HouseholdSyncTests.client("alice")
        #expect(try alice.glance(at: home, since: 0) == (role: .owner, changed: false))
        try alice.upload([ExpenseRecord(Sample.expense("Netflix", 1299))], to: home)
        #expect(try alice.glance(at: home, since: 0) == (role: .owner, changed: true))
        let newest = try alice.changes(in: home, since: 0).version
        #expect(try alice.glance(at: home, since: newest) == (role: .owner, changed: false))
        let dave = try HouseholdSyncTests.client("dave")
        #expect(try dave.glance(at: home, since: 0) == (role: nil, changed: false))
    }
}
