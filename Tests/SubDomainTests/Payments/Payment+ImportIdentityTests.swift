import Foundation
import SubDomain
import TestSupport
import Testing

/// What an import records of a file's payments against those stored: over random logs,
/// each stored payment stands for one incoming payment of its identity, a statement row is
/// one whatever is repeated, and recording what is left makes a second run record nothing.
@Suite struct PaymentImportIdentityTests {
    @Test(arguments: (1...60) as ClosedRange<UInt64>)
    func importingTwiceRecordsNothingTwice(seed: UInt64) {
        var random = Sample.SeededGenerator(seed: seed)
        func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
        let plans = [UUID(), UUID()]
        let day = Sample.date("2026-11-01")
        /// Drawn from a few values each, so identities repeat.
        func payment() -> Payment {
            let keyed = int(0...3) == 0
            return Payment(
                expenseID: plans[int(0...1)], paidOn: day.addingDays(int(0...2)),
                amount: Sample.money(Int64(int(1...3)), int(0...4) == 0 ? "USD" : "EUR"),
                source: keyed || int(0...5) == 0 ? .statement : .typed,
                statementKey: keyed ? ["a", "b"][int(0...1)] : nil)
        }
        let stored = (0..<int(0...8)).map { _ in payment() }
        let incoming = (0..<int(0...12)).map { _ in payment() }
        let fresh = Payment.unrecorded(incoming, among: stored)
        func count(_ list: [Payment], _ identity: String) -> Int {
            list.filter { $0.importIdentity == identity }.count
        }
        for identity in Set(incoming.map(\.importIdentity)) {
            let keyed = incoming.first { $0.importIdentity == identity }?.statementKey != nil
            let expected =
                keyed
                ? (count(stored, identity) == 0 ? 1 : 0)
                : max(0, count(incoming, identity) - count(stored, identity))
            #expect(count(fresh, identity) == expected, "seed \(seed)")
        }
        #expect(fresh.allSatisfy { new in incoming.contains(new) }, "seed \(seed)")
        #expect(Payment.unrecorded(incoming, among: stored + fresh).isEmpty, "seed \(seed)")
    }

    /// Two payments of a plan are one only when plan, day, amount, currency and source
    /// agree; a statement row's only when its plan and key do.
    @Test func theIdentityIsPlanDayAmountCurrencyAndSourceOrTheStatementKey() {
        let plan = UUID()
        let base = Payment(
            expenseID: plan, paidOn: Sample.date("2026-11-01"), amount: Sample.money(100))
        var changes: [Payment] = []
        for change in 0..<5 {
            var other = base
            other.id = UUID()
            switch change {
            case 0: other.expenseID = UUID()
            case 1: other.paidOn = Sample.date("2026-11-02")
            case 2: other.amount = Sample.money(101)
            case 3: other.amount = Sample.money(100, "USD")
            default: other.source = .statement
            }
            changes.append(other)
        }
        for other in changes { #expect(other.importIdentity != base.importIdentity) }
        var same = base
        same.id = UUID()
        #expect(same.importIdentity == base.importIdentity)
        let row = Payment(
            expenseID: plan, paidOn: Sample.date("2026-11-01"), amount: Sample.money(100),
            source: .statement, statementKey: "k1")
        var moved = row
        moved.paidOn = Sample.date("2026-11-03")
        moved.amount = Sample.money(250)
        #expect(moved.importIdentity == row.importIdentity)
    }
}
