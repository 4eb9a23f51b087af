import Foundation
import SubDomain
import Testing
import TestSupport

@testable import SubStore

/// The store's charged items, reminders and high risks, read from a few rows by SQL, equal
/// what the domain computes over the whole ledger, on random ledgers: every period, groups
/// with active, archived and no members, archived items, trials, shares, next charges long
/// past (rolled forward by the domain), anchor days the stored date does not keep, notice
/// periods and reminder offsets of their own.
@Suite struct ExpenseStoreChargedItemsTests {
    private typealias Generator = TestSupport.Sample.SeededGenerator
    private let today = Sample.date("2026-11-29")
    private let periods: [Period] = [
        .weekly, .monthly, .quarterly, .semiannual, .annual,
        try! Period(every: 3, .day), try! Period(every: 2, .week), try! Period(every: 5, .month),
        try! Period(every: 2, .year),
    ]

    private func randomLedger(_ random: inout Generator) -> ExpenseLedger {
        var expenses: [RecurringExpense] = []
        func item(_ name: String, group: GroupTotalMode? = nil, like parent: RecurringExpense?)
            -> RecurringExpense
        {
            let next = today.addingDays(Int.random(in: -420...80, using: &random))
            var expense = RecurringExpense(
                name: name,
                amount: Money(
                    minorUnits: Int64.random(in: 1...40_000, using: &random),
                    currency: parent?.currency ?? [.eur, .usd, .jpy].randomElement(using: &random)!
                ),
                period: parent?.period ?? periods.randomElement(using: &random)!,
                nextCharge: next,
                // Mostly the stored day, sometimes a day it does not keep (a plan begun on
                // the 31st stored on the 28th, or a file edited by hand).
                anchorDay: Int.random(in: 0..<4, using: &random) == 0
                    ? Int.random(in: 1...31, using: &random) : nil,
                trialEnds: Int.random(in: 0..<4, using: &random) == 0
                    ? today.addingDays(Int.random(in: -5...12, using: &random)) : nil,
                groupMode: group, sharedWith: Int.random(in: 1...4, using: &random),
                lastConfirmed: Bool.random(using: &random)
                    ? today.addingDays(-Int.random(in: 0...200, using: &random)) : nil,
                createdOn: today.addingDays(-Int.random(in: 0...300, using: &random)))
            expense.parentID = parent?.id
            // A notice (its last day to cancel is a high risk) and own reminders.
            if Int.random(in: 0..<4, using: &random) == 0 {
                expense.noticePeriod = [
                    try! NoticePeriod(10, .day), try! NoticePeriod(2, .week),
                    try! NoticePeriod(1, .month), try! NoticePeriod(12, .month),
                ].randomElement(using: &random)
            }
            // Bills that vary: charged at their payments' estimate.
            expense.varies = Int.random(in: 0..<4, using: &random) == 0
            if Int.random(in: 0..<5, using: &random) == 0 {
                expense.reminderOffsets = [[], [14], [10, 0], [40], [365]].randomElement(
                    using: &random)
            }
            return expense
        }
        func archive(_ expense: inout RecurringExpense, withGroup: Bool = false) {
            expense.status = .archived
            expense.archivedOn = today.addingDays(-Int.random(in: 0...90, using: &random))
            expense.archivedWithGroup = withGroup
        }
        for index in 0..<Int.random(in: 0...70, using: &random) {
            // The same few names again and again: ties in name order keep list order.
            let name = ["Netflix", "netflix", "Ábaco", "abaco", "Gym", "Z \(index)"]
                .randomElement(using: &random)!
            if Int.random(in: 0..<8, using: &random) == 0 {
                // A manual group; automatic ones have their amount kept by the file's triggers.
                var group = item("G\(index)", group: .manual, like: nil)
                let archived = Int.random(in: 0..<4, using: &random) == 0
                if archived { archive(&group) }
                expenses.append(group)
                for member in 0..<Int.random(in: 0...3, using: &random) {
                    var child = item("\(name) \(member)", like: group)
                    if archived || Int.random(in: 0..<3, using: &random) == 0 {
                        archive(&child, withGroup: archived)
                    }
                    expenses.append(child)
                }
            } else {
                var expense = item(name, like: nil)
                if Int.random(in: 0..<5, using: &random) == 0 { archive(&expense) }
                expenses.append(expense)
            }
        }
        return ExpenseLedger(expenses: expenses)
    }

    @Test(arguments: Array(1...12) as [UInt64])
    func remindersAndRisksFromSQLEqualTheDomainsOverTheWholeLedger(seed: UInt64) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ExpenseStore(path: folder.file("s.sqlite"))
        var random = Generator(seed: seed)
        for round in 0..<4 {
            let built = randomLedger(&random)
            try store.write { (ledger: inout ExpenseLedger) in ledger = built }
            // Some of what the varying bills were paid: their estimates move off the amount.
            _ = try store.record(
                payments: built.expenses.filter(\.varies).flatMap { plan in
                    (0..<Int.random(in: 0...4, using: &random)).map { back in
                        Payment(
                            expenseID: plan.id, paidOn: today.addingDays(-30 * back),
                            amount: Money(
                                minorUnits: Int64.random(in: 1...90_000, using: &random),
                                currency: plan.currency))
                    }
                })
            // The truth is the ledger as the file holds it, read whole.
            let ledger = try ExpenseStore(path: folder.file("s.sqlite"), accessMode: .readOnly)
                .read()
            let context = "seed \(seed) round \(round)"
            #expect(try store.chargedItems() == ledger.chargedItems, "\(context)")
            for shift in [0, 1, 3, 17, 45] {
                let day = today.addingDays(shift)
                let offsets = [[7, 3, 1, 0], [0], [14, 2], [30, 0], []].randomElement(
                    using: &random)!
                let schedule = try ReminderSchedule(
                    offsets: offsets, includesChargeDay: Bool.random(using: &random))
                let fromStore = try store.reminders(schedule, on: day)
                let fromDomain = schedule.reminders(in: ledger, on: day)
                #expect(ReminderSchedule.ordered(fromStore) == fromDomain, "\(context) \(day)")
                #expect(
                    ReminderSchedule.leading(3, of: fromStore) == Array(fromDomain.prefix(3)),
                    "\(context) \(day)")
                for shown in [1, 3, 5] {
                    let headline = try store.headlineReminders(schedule, on: day, count: shown)
                    #expect(headline.count == fromDomain.count, "\(context) \(day)")
                    #expect(
                        headline.leading == Array(fromDomain.prefix(shown)),
                        "\(context) \(day) \(shown)")
                }

                let highFromDomain = RiskAssessor.assess(ledger, asOf: day)
                    .filter { $0.level == .high }
                    .map {
                        RiskAssessment(
                            expense: $0.expense, reasons: $0.reasons.filter { $0.level == .high })
                    }
                #expect(
                    RiskAssessor.ordered(try store.highRisks(asOf: day)) == highFromDomain,
                    "\(context) \(day)")
                #expect(
                    RiskAssessor.assess(chargedItems: try store.chargedItems(), asOf: day)
                        == RiskAssessor.assess(ledger, asOf: day))
            }
        }
    }

    /// Rows stored in another order than the list's (the list reversed, or shuffled, after
    /// they were written) come back in list order: the read sorts by position and moves
    /// each expense into its place.
    @Test(arguments: Array(1...6) as [UInt64])
    func chargedItemsComeInListOrderWhateverTheOrderRowsWereStored(seed: UInt64) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ExpenseStore(path: folder.file("s.sqlite"))
        var random = Generator(seed: seed)
        let built = randomLedger(&random)
        try store.write { (ledger: inout ExpenseLedger) in ledger = built }
        for reorder in 0..<3 {
            try store.write { (ledger: inout ExpenseLedger) in
                var expenses = ledger.expenses
                if reorder == 0 { expenses.reverse() } else { expenses.shuffle(using: &random) }
                ledger = ExpenseLedger(expenses: expenses)
            }
            let ledger = try ExpenseStore(path: folder.file("s.sqlite"), accessMode: .readOnly)
                .read()
            if reorder == 0, ledger.chargedItems.count > 1 {
                // The file's own order is no longer the list's: what the sort is for.
                let stored = try store.connection.rows(
                    "SELECT position FROM expenses WHERE is_charged = 1 ORDER BY rowid"
                ) { $0.int64(0) }
                #expect(stored != stored.sorted(), "seed \(seed)")
            }
            #expect(try store.chargedItems() == ledger.chargedItems, "seed \(seed) \(reorder)")
        }
    }

    /// Each reminder query is answered from its partial index: the query repeats the index's
    /// WHERE term word for word, or SQLite would scan every charged row instead.
    @Test func reminderCandidatesAreSoughtInTheirPartialIndexes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ExpenseStore(path: folder.file("s.sqlite"))
        let queries = try #require(
            ExpenseStore.reminderQueries(try ReminderSchedule(), on: Sample.date("2026-11-29")))
        for (condition, index) in [
            (queries.monthPlans.condition, "expenses_charged_by_anchor"),
            (queries.otherPlans.condition, "expenses_charged_by_day"),
        ] {
            let plan = try store.connection.rows(
                "EXPLAIN QUERY PLAN SELECT id FROM expenses WHERE is_charged = 1 AND " + condition
            ) { $0.text(3) ?? "" }
            #expect(plan.joined().contains(index), "\(plan)")
            // The headline reads the candidates' columns from the index alone.
            let headlinePlan = try store.connection.rows(
                "EXPLAIN QUERY PLAN " + ExpenseStore.candidateQuery(condition)
            ) { $0.text(3) ?? "" }
            #expect(headlinePlan.joined().contains("COVERING INDEX " + index), "\(headlinePlan)")
        }
        let trialPlan = try store.connection.rows(
            "EXPLAIN QUERY PLAN " + ExpenseStore.trialCandidateQuery
        ) { $0.text(3) ?? "" }
        #expect(
            trialPlan.joined().contains("COVERING INDEX expenses_charged_by_trial_end"),
            "\(trialPlan)")
    }
}
