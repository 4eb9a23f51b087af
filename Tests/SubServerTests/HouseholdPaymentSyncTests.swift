import Foundation
import SubDomain
import SubRecords
import SubServer
import SubStore
import TestSupport
import Testing

/// Payments between two members' caches through the real server: recorded by one, seen by
/// the other; taken back by an undo, gone from the other; pushed again, added once.
@Suite(.serialized) struct HouseholdPaymentSyncTests {
    private let today = Sample.date("2026-11-29")

    private func linkedStore(household: UUID, login: String, role: HouseholdRole) throws -> (
        ExpenseStore, String
    ) {
        let folder = NSTemporaryDirectory() + "payment-sync-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let store = try ExpenseStore(path: folder + "/p.sqlite")
        try store.saveLink(
            HouseholdLink(
                conninfo: try TestCluster.shared.get().conninfo(login), householdID: household,
                householdName: "x", login: login, role: role))
        return (store, folder)
    }

    @discardableResult
    private func sync(_ store: ExpenseStore, _ login: String) throws -> SyncReport {
        try HouseholdSync.run(
            store: store, link: try #require(try store.householdLink()),
            client: try HouseholdSyncTests.client(login))
    }

    private func serverPayments(_ home: UUID) throws -> [[String?]] {
        try HouseholdSyncTests.client("alice").connection.query(
            "SELECT id::text FROM payments WHERE household_id = $1::uuid ORDER BY id",
            [home.uuidString])
    }

    /// A bill that varies, ends after twelve payments, and has two payments.
    private func electricity() -> (RecurringExpense, [Payment]) {
        var plan = Sample.expense("Electricity", 6000)
        plan.varies = true
        plan.endsOn = Sample.date("2027-10-31")
        plan.plannedPayments = 12
        let payments = [
            Payment(
                expenseID: plan.id, paidOn: Sample.date("2026-10-05"), amount: Sample.money(5400)),
            Payment(
                expenseID: plan.id, paidOn: Sample.date("2026-11-05"), amount: Sample.money(7100),
                source: .statement, statementKey: "a1b2c3"),
        ]
        return (plan, payments)
    }

    @Test func paymentsOneMemberRecordsAndTakesBackReachTheOther() throws {
        let home = try HouseholdSyncTests.household([("bob", .editor)])
        let (alice, aliceFolder) = try linkedStore(household: home, login: "alice", role: .owner)
        defer { try? FileManager.default.removeItem(atPath: aliceFolder) }
        let (bob, bobFolder) = try linkedStore(household: home, login: "bob", role: .editor)
        defer { try? FileManager.default.removeItem(atPath: bobFolder) }
        let (plan, payments) = electricity()
        _ = try alice.write { try $0.add(plan, asOf: today) }
        #expect(try alice.record(payments: payments).count == 2)
        #expect(try alice.pendingPayments().map(\.kind) == [.insert, .insert])
        #expect(try alice.pendingCount() == 3)

        let pushed = try sync(alice, "alice")
        #expect(pushed.pushed == 1 && pushed.paymentsPushed == 2 && pushed.paymentsRefused == 0)
        #expect(try alice.pendingCount() == 0)
        let pulled = try sync(bob, "bob")
        #expect(pulled.paymentsPulled == 2)
        #expect(Set(try bob.payments(of: plan.id)) == Set(payments))
        let bobsPlan = try #require(try bob.read().expense(withID: plan.id))
        let alicesPlan = try #require(try alice.read().expense(withID: plan.id))
        #expect(ExpenseRecord(bobsPlan) == ExpenseRecord(alicesPlan))
        #expect(bobsPlan.varies && bobsPlan.plannedPayments == 12)
        // The mean of what was paid: the estimate follows the pulled payments.
        #expect(bobsPlan.paymentEstimate == Sample.money(6250))
        // Nothing of it is bob's own: nothing queued back, nothing for bob's undo.
        #expect(try bob.pendingCount() == 0)
        #expect(throws: (any Error).self) { try bob.undo(count: 1) }
        #expect(try bob.payments(of: plan.id).count == 2)

        // Alice takes the payments back; bob's cache follows.
        _ = try alice.undo(count: 1)
        #expect(try alice.payments(of: plan.id).isEmpty)
        #expect(try alice.pendingPayments().map(\.kind) == [.delete, .delete])
        #expect(try sync(alice, "alice").paymentsPushed == 2)
        #expect(try serverPayments(home).isEmpty)
        let removed = try sync(bob, "bob")
        #expect(removed.paymentsRemoved == 2)
        #expect(try bob.payments(of: plan.id).isEmpty)
        #expect(try bob.read().expense(withID: plan.id)?.paymentEstimate == nil)
        #expect(try bob.pendingCount() == 0)
    }

    @Test func theSameOutboxPushedAgainAddsNothing() throws {
        let home = try HouseholdSyncTests.household([("bob", .viewer)])
        let (alice, folder) = try linkedStore(household: home, login: "alice", role: .owner)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (plan, payments) = electricity()
        _ = try alice.write { try $0.add(plan, asOf: today) }
        try sync(alice, "alice")
        _ = try alice.record(payments: payments)
        let outbox = try alice.pendingPayments()
        let client = try HouseholdSyncTests.client("alice")
        // As a sync killed after the server's commit and before the cache's would: twice.
        for _ in 0..<2 {
            let results = try client.push(payments: outbox, to: home)
            #expect(results.count == 2)
            for result in results { #expect(throws: Never.self) { try result.get() } }
            #expect(try serverPayments(home).count == 2)
        }
        // The sync sends the same outbox a third time: still two.
        #expect(try sync(alice, "alice").paymentsPushed == 2)
        #expect(try serverPayments(home).count == 2)
        let (bob, bobFolder) = try linkedStore(household: home, login: "bob", role: .viewer)
        defer { try? FileManager.default.removeItem(atPath: bobFolder) }
        try sync(bob, "bob")
        #expect(Set(try bob.payments(of: plan.id)) == Set(payments))

        // Taken back, then the old inserts pushed again: their keys are known, nothing
        // comes back.
        _ = try alice.undo(count: 1)
        try sync(alice, "alice")
        #expect(try serverPayments(home).isEmpty)
        for result in try client.push(payments: outbox, to: home) {
            #expect(throws: Never.self) { try result.get() }
        }
        #expect(try serverPayments(home).isEmpty)
        try sync(bob, "bob")
        #expect(try bob.payments(of: plan.id).isEmpty)
    }

    /// A viewer's payments are refused and wait, sent again at every sync: once the
    /// household lets it write, they go.
    @Test func aViewersPaymentsWaitUntilItMayWrite() throws {
        let home = try HouseholdSyncTests.household([("bob", .viewer)])
        let (alice, aliceFolder) = try linkedStore(household: home, login: "alice", role: .owner)
        defer { try? FileManager.default.removeItem(atPath: aliceFolder) }
        let (bob, bobFolder) = try linkedStore(household: home, login: "bob", role: .viewer)
        defer { try? FileManager.default.removeItem(atPath: bobFolder) }
        let (plan, payments) = electricity()
        _ = try alice.write { try $0.add(plan, asOf: today) }
        try sync(alice, "alice")
        try sync(bob, "bob")
        _ = try bob.record(payments: [payments[0]])
        let refused = try sync(bob, "bob")
        #expect(refused.paymentsRefused == 1 && refused.paymentsPushed == 0)
        #expect(try bob.pendingPayments().map(\.problem) == [ServerError.permissionDenied.code])
        #expect(try serverPayments(home).isEmpty)
        _ = try HouseholdSyncTests.client("alice").invite(login: "bob", role: .editor, to: home)
        let sent = try sync(bob, "bob")
        #expect(sent.paymentsPushed == 1)
        #expect(try bob.pendingPayments().isEmpty)
        try sync(alice, "alice")
        #expect(try alice.payments(of: plan.id) == [payments[0]])
    }
}
