import Foundation
import SubDomain
@testable import SubServer
import SubRecords
import SubStore
import TestSupport
import Testing

/// A change the server refused because its author could not write (made a viewer) goes again
/// by itself once the household lets them write, and never overwrites what someone else
/// changed since: the server answers a conflict for such a field.
@Suite(.serialized) struct RefusedChangeRetryTests {
    let today = Sample.date("2026-12-07")

    /// Bob's cache of a household alice owns, bob its editor, holding `rows`, synced.
    func bobsCache(_ ground: ServerAttackTests.Ground, rows: [RecurringExpense]) throws -> (
        home: UUID, store: ExpenseStore, folder: String
    ) {
        let alice = try ground.client("alice")
        let home = try alice.createHousehold(named: HouseholdClientTests.uniqueName()).id
        try alice.upload(rows.map(ExpenseRecord.init), to: home)
        try ground.join("bob", .editor, to: home)
        let folder = NSTemporaryDirectory() + "retry-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let store = try ExpenseStore(path: folder + "/p.sqlite")
        try store.saveLink(
            HouseholdLink(
                conninfo: ground.conninfo("bob"), householdID: home, householdName: "x",
                login: "bob", role: .editor))
        try sync(store, ground)
        return (home, store, folder)
    }

    @discardableResult
    func sync(_ store: ExpenseStore, _ ground: ServerAttackTests.Ground) throws -> SyncReport {
        try HouseholdSync.run(
            store: store, link: try #require(try store.householdLink()),
            client: try ground.client("bob"))
    }

    @Test func aChangeRefusedToAViewerGoesAgainOnceTheyMayWrite() throws {
        let ground = try ServerAttackTests.Ground()
        defer { ground.drop() }
        let netflix = Sample.expense("Netflix", 1299)
        let (home, store, folder) = try bobsCache(ground, rows: [netflix])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let alice = try ground.client("alice")

        #expect(try alice.invite(login: "bob", role: .viewer, to: home) == false)
        try store.write { try $0.add(Sample.expense("Disney+", 899), asOf: today) }
        var raised = netflix
        raised.amount = Sample.money(1499)
        try store.write { try $0.update(raised, asOf: today) }
        let refused = try sync(store, ground)
        #expect(refused.rejected.count == 2)
        // Still a viewer: nothing is sent again.
        #expect(try sync(store, ground).rejected.count == 2)

        #expect(try alice.invite(login: "bob", role: .editor, to: home) == false)
        let again = try sync(store, ground)
        #expect(again.rejected.isEmpty && again.conflicts.isEmpty)
        #expect(try store.pendingChanges().isEmpty)
        let server = try PagedPullTests.serverRows(alice, home).values.map {
            "\($0["name"] ?? "")|\($0["amount_minor"] ?? "")"
        }
        #expect(server.sorted() == ["Disney+|899", "Netflix|1499"])
    }

    @Test func aChangeRefusedThenOvertakenIsAConflictNotAnOverwrite() throws {
        let ground = try ServerAttackTests.Ground()
        defer { ground.drop() }
        let netflix = Sample.expense("Netflix", 1299)
        let (home, store, folder) = try bobsCache(ground, rows: [netflix])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let alice = try ground.client("alice")

        #expect(try alice.invite(login: "bob", role: .viewer, to: home) == false)
        var bobs = netflix
        bobs.amount = Sample.money(1499)
        try store.write { try $0.update(bobs, asOf: today) }
        #expect(try sync(store, ground).rejected.count == 1)
        // Alice changes the same field meanwhile.
        var alices = netflix
        alices.amount = Sample.money(1599)
        #expect(
            try alice.push(
                HouseholdSyncTests.change(.update, before: netflix, after: alices), to: home)
                == [])

        #expect(try alice.invite(login: "bob", role: .editor, to: home) == false)
        let again = try sync(store, ground)
        #expect(again.conflicts.count == 1)
        #expect(
            try alice.record(netflix.id, in: home)?["amount_minor"] == "1599",
            "alice's later change stands")
    }
}
