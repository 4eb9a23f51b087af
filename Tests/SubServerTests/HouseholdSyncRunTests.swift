import Foundation
import SubDomain
import SubRecords
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
        let left = try store.pendingChanges()
        #expect(left.isEmpty, "\(left.map { ($0.kind, $0.expenseName, $0.problem) })")
        #expect(try alice.record(streaming.id, in: home) == nil)
        #expect(try alice.record(disney.id, in: home)?["parent_id"] == nil)
    }

    /// Changes the cached row `id` of `store` as a command would.
    private func edit(
        _ store: ExpenseStore, _ id: UUID, _ change: (inout RecurringExpense) -> Void
    ) throws {
        var expense = try #require(try store.read().expenses.first { $0.id == id })
        change(&expense)
        try store.write { try $0.update(expense, asOf: today) }
    }

    private func cached(_ store: ExpenseStore, _ id: UUID) throws -> RecurringExpense? {
        try store.read().expenses.first { $0.id == id }
    }

    /// Alice and bob, each with a cache of a household holding Gym (10 €), both synced.
    private func twoMembersWithAGym() throws -> (
        home: UUID, alice: ExpenseStore, bob: ExpenseStore, gym: RecurringExpense,
        folders: [String]
    ) {
        let home = try HouseholdSyncTests.household([("bob", .editor)])
        let (alice, aliceFolder) = try linkedStore(household: home)
        let (bob, bobFolder) = try linkedStore(household: home, login: "bob")
        let gym = Sample.expense("Gym", 1000)
        try alice.write { try $0.add(gym, asOf: today) }
        try sync(alice, "alice")
        try sync(bob, "bob")
        return (home, alice, bob, gym, [aliceFolder, bobFolder])
    }

    /// A change with a problem waits for the user: it is not sent again on every sync, so it
    /// can never overwrite what another member changed since.
    @Test func aConflictIsNotSentAgainOverAnotherMembersLaterChange() throws {
        let (home, alice, bob, gym, folders) = try twoMembersWithAGym()
        defer { for folder in folders { try? FileManager.default.removeItem(atPath: folder) } }
        try edit(bob, gym.id) { $0.amount = Sample.money(1500) }
        try sync(bob, "bob")
        try edit(alice, gym.id) { $0.amount = Sample.money(1200) }
        let conflicted = try sync(alice, "alice")
        #expect(conflicted.conflicts.map(\.expenseID) == [gym.id])
        #expect(try cached(alice, gym.id)?.amount.minorUnits == 1500)

        // Bob puts back the amount alice's change was made on: her stale change must not
        // take its place.
        try edit(bob, gym.id) { $0.amount = Sample.money(1000) }
        try sync(bob, "bob")
        for _ in 0..<2 {
            let again = try sync(alice, "alice")
            #expect(again.pushed == 0)
            #expect(again.conflicts.map(\.expenseID) == [gym.id])
        }
        let server = try HouseholdSyncTests.client("alice").record(gym.id, in: home)
        #expect(server?["amount_minor"] == "1000")
        #expect(try cached(alice, gym.id)?.amount.minorUnits == 1000)
        let waiting = try alice.pendingChanges()
        #expect(waiting.count == 1)
        #expect(waiting.first?.problem != nil)
    }

    /// Once the server holds what a change with a problem wanted (here alice's own later
    /// edit put it there), the change is done and leaves the outbox.
    @Test func aConflictSettledByALaterEditLeavesTheOutbox() throws {
        let (home, alice, bob, gym, folders) = try twoMembersWithAGym()
        defer { for folder in folders { try? FileManager.default.removeItem(atPath: folder) } }
        try edit(bob, gym.id) { $0.amount = Sample.money(1500) }
        try sync(bob, "bob")
        try edit(alice, gym.id) { $0.amount = Sample.money(1200) }
        #expect(try sync(alice, "alice").conflicts.count == 1)

        try edit(alice, gym.id) { $0.amount = Sample.money(1200) }
        let settled = try sync(alice, "alice")
        #expect(settled.pushed == 1)
        #expect(try alice.pendingCount() == 0)
        let server = try HouseholdSyncTests.client("alice").record(gym.id, in: home)
        #expect(server?["amount_minor"] == "1200")
        #expect(try cached(alice, gym.id)?.amount.minorUnits == 1200)
    }

    /// The cache's rows, as records, equal the server's.
    private func expectCacheEqualsServer(
        _ store: ExpenseStore, _ home: UUID, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let server = try HouseholdSyncTests.client("alice").changes(in: home, since: 0).records
        let cache = try store.read().expenses.map(ExpenseRecord.init)
        #expect(Set(cache) == Set(server), sourceLocation: sourceLocation)
    }

    /// `pending drop N` puts back what the household has: the rows the dropped change touched
    /// are read again from the server. Here a delete of an automatic group's member, whose
    /// group the cache had already lowered, and a conflict.
    @Test func afterADropTheTouchedRowsAreTheServersAgain() throws {
        let (home, alice, bob, gym, folders) = try twoMembersWithAGym()
        defer { for folder in folders { try? FileManager.default.removeItem(atPath: folder) } }
        let netflix = Sample.expense("Netflix", 1299)
        let disney = Sample.expense("Disney+", 899)
        let streaming = Sample.expense("Streaming", 0, group: .automatic)
        try alice.write { try $0.add(netflix, asOf: today) }
        try alice.write { try $0.add(disney, asOf: today) }
        try alice.write {
            _ = try $0.createGroup(streaming, members: [netflix.id, disney.id], asOf: today)
        }
        try sync(alice, "alice")
        try expectCacheEqualsServer(alice, home)

        try alice.write { _ = try $0.delete(netflix.id) }
        let delete = try #require(try alice.pendingChanges().first)
        #expect(try alice.dropPending(delete.number).count == 1)
        #expect(try alice.pendingCount() == 0)
        try sync(alice, "alice")
        try expectCacheEqualsServer(alice, home)

        // A conflict, then bob changes the row again before alice drops hers.
        try edit(bob, gym.id) { $0.amount = Sample.money(1500) }
        try sync(bob, "bob")
        try edit(alice, gym.id) { $0.amount = Sample.money(1200) }
        #expect(try sync(alice, "alice").conflicts.count == 1)
        try edit(bob, gym.id) { $0.amount = Sample.money(1200) }
        try edit(bob, gym.id) { $0.notes = "bob" }
        try sync(bob, "bob")
        let conflict = try #require(try alice.pendingChanges().first)
        _ = try alice.dropPending(conflict.number)
        try sync(alice, "alice")
        try expectCacheEqualsServer(alice, home)

        // A change applied in part: the notes went up, the amount clashed. Dropping it gives
        // up the amount; the notes are the household's now and stay.
        try sync(bob, "bob")
        try edit(bob, gym.id) { $0.amount = Sample.money(1700) }
        try sync(bob, "bob")
        try edit(alice, gym.id) {
            $0.amount = Sample.money(1800)
            $0.notes = "alice"
        }
        #expect(try sync(alice, "alice").conflicts.count == 1)
        let partial = try #require(try alice.pendingChanges().first)
        _ = try alice.dropPending(partial.number)
        try sync(alice, "alice")
        try expectCacheEqualsServer(alice, home)
        #expect(try cached(alice, gym.id)?.notes == "alice")

        // Bob, made a viewer, deletes the gym from a cache that still says editor: refused.
        // Once alice deletes it for real, his refused delete has nothing left to do.
        try HouseholdSyncTests.client("alice").invite(login: "bob", role: .viewer, to: home)
        try bob.write { _ = try $0.delete(gym.id) }
        #expect(try sync(bob, "bob").rejected.count == 1)
        try alice.write { _ = try $0.delete(gym.id) }
        try sync(alice, "alice")
        try sync(bob, "bob")
        #expect(try bob.pendingCount() == 0)
        try expectCacheEqualsServer(bob, home)
    }
}
