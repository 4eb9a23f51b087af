import Foundation
import SubDomain
import SubServer
import SubStore
import TestSupport
import Testing

/// `HouseholdSync.run` between a real cache and the real server.
@Suite(.serialized) struct HouseholdSyncRunTests {
    private func linkedStore(household: UUID, login: String = "alice") throws -> (
        ExpenseStore, String
    ) {
        let folder = NSTemporaryDirectory() + "sync-run-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let store = try ExpenseStore(path: folder + "/p.sqlite")
        let cluster = try TestCluster.shared.get()
        try store.saveLink(
            HouseholdLink(
                conninfo: cluster.conninfo(login), householdID: household,
                householdName: "x", login: login, role: .owner))
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

    private let today = Sample.date("2026-11-29")

    /// Pushes and pulls once, from the link as the store holds it now.
    @discardableResult
    private func sync(_ store: ExpenseStore, _ login: String) throws -> SyncReport {
        try HouseholdSync.run(
            store: store, link: try #require(try store.householdLink()),
            client: try HouseholdSyncTests.client(login))
    }

    /// `group new G --auto MEMBER` and `delete G` of a linked profile: the server gets the
    /// group before the members move into it, and the members out before it goes.
    @Test func aGroupMadeAndDeletedWithMembersReachesTheServer() throws {
        let home = try HouseholdSyncTests.household()
        let (store, folder) = try linkedStore(household: home)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let netflix = Sample.expense("Netflix", 1299)
        let disney = Sample.expense("Disney+", 899)
        try store.write { try $0.add(netflix, asOf: today) }
        try store.write { try $0.add(disney, asOf: today) }
        try sync(store, "alice")
        let streaming = Sample.expense("Streaming", 0, group: .automatic)
        try store.write {
            _ = try $0.createGroup(streaming, members: [netflix.id, disney.id], asOf: today)
        }
        let made = try sync(store, "alice")
        #expect(made.rejected.isEmpty)
        #expect(made.conflicts.isEmpty)
        #expect(try store.pendingCount() == 0)
        let alice = try HouseholdSyncTests.client("alice")
        #expect(try alice.record(netflix.id, in: home)?["parent_id"] == streaming.id.uuidString)
        #expect(try alice.record(streaming.id, in: home)?["amount_minor"] == "2198")

        try store.write { _ = try $0.delete(streaming.id) }
        let deleted = try sync(store, "alice")
        #expect(deleted.rejected.isEmpty)
        #expect(try store.pendingCount() == 0)
        #expect(try alice.record(streaming.id, in: home) == nil)
        #expect(try alice.record(disney.id, in: home)?["parent_id"] == nil)
    }
}
