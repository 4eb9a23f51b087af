import Foundation
import SubDomain
import SubRecords
import Testing

@testable import SubStore

/// The payments' outbox of a linked profile (StoreSchema.version19): what this profile
/// records or takes back waits for the server; what the server sends is neither queued nor
/// remembered in history.
@Suite struct PaymentOutboxTests {
    private let today = Sample.date("2026-11-29")

    private func store(linked: Bool, in folder: TemporaryFolder) throws -> ExpenseStore {
        let store = try ExpenseStore(path: folder.file("p.sqlite"))
        if linked {
            try store.saveLink(
                HouseholdLink(
                    conninfo: "host=/tmp dbname=subhub", householdID: UUID(),
                    householdName: "Casa", login: "alice", role: .editor))
        }
        return store
    }

    @Test func aVersionEighteenFileUpgradesWithAnEmptyPaymentOutbox() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("subhub.sqlite")
        let raw = try SQLiteConnection(path: path, mode: .readWriteCreate)
        for migration in StoreSchema.migrations.prefix(18) {
            try raw.execute("BEGIN IMMEDIATE")
            try raw.execute(migration.sql)
            try migration.fill?(raw)
            try raw.execute("COMMIT")
        }
        raw.close()
        let store = try ExpenseStore(path: path)
        #expect(
            try store.connection.integer("PRAGMA user_version")
                == Int64(ExpenseStore.currentSchemaVersion))
        #expect(try store.pendingPayments().isEmpty)
        #expect(try store.integrityCheck())
    }

    @Test func aLinkedProfileQueuesWhatItRecordsAndTakesBack() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try store(linked: true, in: folder)
        let plan = Sample.expense("Electricity", 6000)
        _ = try store.write { try $0.add(plan, asOf: today) }
        let paid = Payment(
            expenseID: plan.id, paidOn: Sample.date("2026-11-05"),
            amount: Money(minorUnits: 5400, currency: .eur),
            source: .statement, statementKey: "k1")
        #expect(try store.record(payments: [paid]) == [paid])
        // The same statement row again records nothing, and queues nothing.
        #expect(try store.record(payments: [paid]).isEmpty)
        #expect(try store.pendingPayments().map(\.kind) == [.insert])
        #expect(try store.pendingPayments().map(\.payment) == [paid])
        _ = try store.undo(count: 1)
        #expect(try store.pendingPayments().map(\.kind) == [.insert, .delete])
        #expect(try store.pendingCount() == 3)
        // Settled: an applied one leaves, a refused one keeps its reason.
        let numbers = try store.pendingPayments().map(\.number)
        try store.settlePendingPayments([(numbers[0], nil), (numbers[1], "permission_denied")])
        #expect(try store.pendingPayments().map(\.problem) == ["permission_denied"])
        try store.removeLink()
        #expect(try store.pendingPayments().isEmpty)
    }

    @Test func aLocalProfileQueuesNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try store(linked: false, in: folder)
        let plan = Sample.expense("Electricity", 6000)
        _ = try store.write { try $0.add(plan, asOf: today) }
        _ = try store.record(payments: [
            Payment(
                expenseID: plan.id, paidOn: today, amount: Money(minorUnits: 5400, currency: .eur))
        ])
        #expect(try store.pendingPayments().isEmpty)
    }

    @Test func whatTheServerSendsIsNotQueuedBack() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try store(linked: true, in: folder)
        var plan = Sample.expense("Electricity", 6000)
        plan.varies = true
        let mine = Payment(
            expenseID: plan.id, paidOn: Sample.date("2026-10-05"),
            amount: Money(minorUnits: 5000, currency: .eur),
            source: .statement, statementKey: "row-1")
        let theirs = Payment(
            expenseID: plan.id, paidOn: Sample.date("2026-10-05"),
            amount: Money(minorUnits: 5000, currency: .eur),
            source: .statement, statementKey: "row-1")
        let other = Payment(
            expenseID: plan.id, paidOn: Sample.date("2026-11-05"),
            amount: Money(minorUnits: 7000, currency: .eur))
        _ = try store.write { try $0.add(plan, asOf: today) }
        _ = try store.record(payments: [mine])
        let queued = try store.pendingPayments()
        try store.settlePendingPayments(queued.map { ($0.number, nil) })
        // Another member recorded the same statement row first: the server's stands.
        let applied = try store.applyServerChanges(
            [], deletions: [], latestVersion: 5, payments: [theirs, other])
        #expect(applied.paymentsWritten == 2)
        #expect(Set(try store.payments(of: plan.id)) == [theirs, other])
        #expect(
            try store.read().expense(withID: plan.id)?.paymentEstimate
                == Money(minorUnits: 6000, currency: .eur))
        #expect(try store.pendingPayments().isEmpty)
        // Deleted on the server, gone here, and the whole household leaves nothing it lacks.
        let removed = try store.applyServerChanges(
            [], deletions: [], latestVersion: 6, deletedPayments: [other.id])
        #expect(removed.paymentsDeleted == 1)
        try store.applyServerChanges(
            [], deletions: [], latestVersion: 7, payments: [], allPayments: true)
        #expect(try store.payments(of: plan.id).isEmpty)
        #expect(try store.pendingPayments().isEmpty)
        #expect(try store.read().expense(withID: plan.id)?.paymentEstimate == nil)
    }
}
