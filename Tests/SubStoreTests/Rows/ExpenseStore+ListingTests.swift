import Foundation
import SubDomain
import Testing
import TestSupport

@testable import SubStore

/// `list` read from the store as it is printed (`ExpenseStore.listing`) is the domain's own
/// layout of the whole ledger (`ExpenseLedger.listing`): the same extents (so the same
/// columns) and the same entries in the same order, on random ledgers rewritten round after
/// round (so the triggers keeping `list_extents` meet inserts, updates and deletes).
@Suite struct ExpenseStoreListingTests {
    private typealias Generator = TestSupport.Sample.SeededGenerator
    private let today = Sample.date("2026-11-29")
    private let periods: [Period] = [
        .weekly, .monthly, .quarterly, .annual, try! Period(every: 7, .day),
        try! Period(every: 2, .week), try! Period(every: 12, .month),
    ]
    /// Names that fold alike, sort apart only after folding, are wide, combine, or carry
    /// characters a terminal must not get.
    private let names = [
        "Netflix", "netflix", "NETFLIX ", "Ábaco", "abaco", "Äbc", "Zoë", "Zoe\u{308}", "Ｇym",
        "gym", "爱奇艺", "한국", "\u{1100}\u{1161}", "Café\u{1B}[31m", "🎵 Music", "e\u{301}clair",
        "Éclair", "z", "Z 1", "a very long name that is wider than the column allows",
    ]
    private let brands = ["netflix", "spotify", "icloud", "no-such-brand"]

    private func randomLedger(_ random: inout Generator) -> ExpenseLedger {
        var expenses: [RecurringExpense] = []
        func item(_ name: String, group: GroupTotalMode? = nil, like parent: RecurringExpense?)
            -> RecurringExpense
        {
            // Amounts of every length, so each currency's longest amount varies.
            let digits = Int.random(in: 1...9, using: &random)
            var expense = RecurringExpense(
                name: name,
                amount: Money(
                    minorUnits: Int64.random(
                        in: ListExtents.representative(
                            digits: digits)...ListExtents
                            .representative(digits: digits + 1) - 1, using: &random),
                    currency: parent?.currency ?? [.eur, .usd, .jpy].randomElement(using: &random)!
                ),
                period: parent?.period ?? periods.randomElement(using: &random)!,
                nextCharge: today.addingDays(Int.random(in: -40...80, using: &random)),
                trialEnds: Int.random(in: 0..<5, using: &random) == 0
                    ? today.addingDays(Int.random(in: -5...12, using: &random)) : nil,
                groupMode: group, sharedWith: Int.random(in: 1...3, using: &random),
                lastConfirmed: Bool.random(using: &random)
                    ? today.addingDays(-Int.random(in: 0...200, using: &random)) : nil,
                createdOn: today.addingDays(-Int.random(in: 0...300, using: &random)))
            expense.parentID = parent?.id
            if Int.random(in: 0..<3, using: &random) == 0 {
                expense.brandSlug = brands.randomElement(using: &random)
            }
            if Int.random(in: 0..<6, using: &random) == 0 {
                expense.noticePeriod = try! NoticePeriod(2, .week)
            }
            return expense
        }
        func archive(_ expense: inout RecurringExpense, withGroup: Bool = false) {
            expense.status = .archived
            expense.archivedOn = today.addingDays(-Int.random(in: 0...400, using: &random))
            expense.archivedWithGroup = withGroup
        }
        for index in 0..<Int.random(in: 0...60, using: &random) {
            let name = names.randomElement(using: &random)!
            if Int.random(in: 0..<6, using: &random) == 0 {
                // Manual groups: an automatic one's amount is the file's triggers' to keep, and
                // a ledger built whole here would not keep it.
                var group = item("G \(name)", group: .manual, like: nil)
                let archived = Int.random(in: 0..<4, using: &random) == 0
                if archived { archive(&group) }
                expenses.append(group)
                for member in 0..<Int.random(in: 0...4, using: &random) {
                    var child = item(
                        names.randomElement(using: &random)! + "\(member)", like: group)
                    if archived || Int.random(in: 0..<3, using: &random) == 0 {
                        archive(&child, withGroup: archived)
                    }
                    expenses.append(child)
                }
            } else {
                var expense = item(index % 3 == 0 ? name : "\(name) \(index % 5)", like: nil)
                if Int.random(in: 0..<5, using: &random) == 0 { archive(&expense) }
                expenses.append(expense)
            }
        }
        return ExpenseLedger(expenses: expenses)
    }

    private func streamed(_ store: ExpenseStore, on day: CivilDate) throws -> (
        extents: ListExtents?, entries: [ListEntry], streamed: Bool
    ) {
        var extents: ListExtents?
        var entries: [ListEntry] = []
        let streamed = try store.listing(
            asOf: day, extents: { extents = $0 }, entry: { entries.append($0) })
        return (extents, entries, streamed)
    }

    /// Writes a manual group in euros, monthly, with one active member named `name`; returns
    /// the group.
    private func writeGroup(withMemberNamed name: String, to store: ExpenseStore) throws
        -> RecurringExpense
    {
        let group = RecurringExpense(
            name: "Family", amount: Money(minorUnits: 2_000, currency: .eur), period: .monthly,
            nextCharge: today, groupMode: .manual, createdOn: today)
        var member = RecurringExpense(
            name: name, amount: Money(minorUnits: 500, currency: .eur), period: .monthly,
            nextCharge: today, createdOn: today)
        member.parentID = group.id
        try store.write { (ledger: inout ExpenseLedger) in
            ledger = ExpenseLedger(expenses: [group, member])
        }
        return group
    }

    @Test(arguments: Array(1...12) as [UInt64])
    func theStoresListingIsTheDomainsOverTheWholeLedger(seed: UInt64) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ExpenseStore(path: folder.file("s.sqlite"))
        var random = Generator(seed: seed)
        for round in 0..<5 {
            let built = randomLedger(&random)
            try store.write { (ledger: inout ExpenseLedger) in ledger = built }
            let reader = try ExpenseStore(path: folder.file("s.sqlite"), accessMode: .readOnly)
            let ledger = try reader.read()
            for shift in [0, 2, 40, 100] {
                let day = today.addingDays(shift)
                let expected = ledger.listing(asOf: day)
                let fromStore = try streamed(reader, on: day)
                let context = "seed \(seed) round \(round) day \(day)"
                #expect(fromStore.streamed, "\(context)")
                #expect(fromStore.extents == expected.extents, "\(context)")
                #expect(fromStore.entries == expected.entries, "\(context)")
            }
        }
    }

    /// Plans with payments are marked as the ledger's listing marks them on the same
    /// `listRiskInputs()`: a varying bill paid far above its estimate, a fixed price charged
    /// more twice, each a medium risk found only in what was charged, and a varying plan read
    /// at its estimate.
    @Test(arguments: Array(40...45) as [UInt64])
    func plansWithPaymentsAreMarkedAsTheLedgerMarksThem(seed: UInt64) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ExpenseStore(path: folder.file("s.sqlite"))
        var random = Generator(seed: seed)
        var plans: [RecurringExpense] = []
        for index in 0..<Int.random(in: 4...14, using: &random) {
            // Costs alike, so no plan is above its currency's average but by what it is paid.
            var plan = RecurringExpense(
                name: names.randomElement(using: &random)! + " \(index)",
                amount: Money(
                    minorUnits: Int64.random(in: 4_000...6_000, using: &random), currency: .eur),
                period: .monthly,
                nextCharge: today.addingDays(Int.random(in: 1...28, using: &random)),
                createdOn: today.addingDays(-Int.random(in: 40...80, using: &random)))
            // Bills that vary in half the seeds: the store then leaves the layout to the
            // ledger, which shows them at their estimates.
            plan.varies = seed % 2 == 0 && Bool.random(using: &random)
            plans.append(plan)
        }
        try store.write { (ledger: inout ExpenseLedger) in ledger = ExpenseLedger(expenses: plans) }
        var payments: [Payment] = []
        for plan in plans where Int.random(in: 0..<3, using: &random) > 0 {
            for back in (0..<Int.random(in: 1...4, using: &random)).reversed() {
                let base = plan.amount.minorUnits
                let amount =
                    back == 0 && Bool.random(using: &random)
                    ? base * Int64.random(in: 2...3, using: &random)
                    : base + Int64.random(in: -500...900, using: &random) / 100 * 100
                payments.append(
                    Payment(
                        expenseID: plan.id, paidOn: today.addingDays(-3 - 25 * back),
                        amount: Money(minorUnits: amount, currency: .eur)))
            }
        }
        _ = try store.record(payments: payments)
        let reader = try ExpenseStore(path: folder.file("s.sqlite"), accessMode: .readOnly)
        let risks = try reader.listRiskInputs()
        #expect(risks.payments.count == Set(payments.map(\.expenseID)).count)
        for day in [today, today.addingDays(30)] {
            let expected = try reader.read().listing(asOf: day, risks: risks)
            let fromStore = try streamed(reader, on: day)
            let context = "seed \(seed) day \(day)"
            #expect(fromStore.streamed == !plans.contains(where: \.varies), "\(context)")
            guard fromStore.streamed else { continue }
            #expect(fromStore.extents == expected.extents, "\(context)")
            #expect(fromStore.entries == expected.entries, "\(context)")
        }
    }

    /// Edits one by one (archive, restore, rename, a new price, a member leaving or joining a
    /// group, a confirmation, a delete) keep the stored facts equal to the ledger's.
    @Test(arguments: Array(20...25) as [UInt64])
    func singleEditsKeepTheExtentsTrue(seed: UInt64) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ExpenseStore(path: folder.file("s.sqlite"))
        var random = Generator(seed: seed)
        let built = randomLedger(&random)
        try store.write { (ledger: inout ExpenseLedger) in ledger = built }
        for step in 0..<25 {
            try store.write { (ledger: inout ExpenseLedger) in
                guard let target = ledger.expenses.randomElement(using: &random) else { return }
                switch Int.random(in: 0..<8, using: &random) {
                case 0: _ = try? ledger.archive(target.id, on: today)
                case 5: _ = try? ledger.removeFromGroup(target.id)
                case 6:
                    // Into a group of its currency and period, if there is one.
                    if let group = ledger.expenses.first(where: {
                        $0.isGroup && $0.id != target.id && $0.currency == target.currency
                            && $0.period == target.period
                    }) {
                        _ = try? ledger.addToGroup(group.id, members: [target.id])
                    }
                case 7: _ = try? ledger.confirm(target.id, on: today)
                case 1: _ = try? ledger.restore(target.id)
                case 2:
                    var renamed = target
                    renamed.name = names.randomElement(using: &random)!
                    _ = try? ledger.update(renamed, asOf: today)
                case 3:
                    var repriced = target
                    repriced.amount = Money(
                        minorUnits: Int64.random(in: 1...99_999_999, using: &random),
                        currency: target.currency)
                    _ = try? ledger.update(repriced, asOf: today)
                default: _ = try? ledger.deleteReleasingMembers(target.id)
                }
            }
            let reader = try ExpenseStore(path: folder.file("s.sqlite"), accessMode: .readOnly)
            let expected = try reader.read().listing(asOf: today)
            let fromStore = try streamed(reader, on: today)
            #expect(fromStore.extents == expected.extents, "seed \(seed) step \(step)")
            #expect(fromStore.entries == expected.entries, "seed \(seed) step \(step)")
        }
    }

    /// Deleting a group releases its members: the store detaches them with a statement that
    /// sets `parent_id` alone before rewriting them, and their facts must move with it (a
    /// member's name stops counting under a group and counts at the margin).
    @Test func releasedMembersCountAtTheMargin() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ExpenseStore(path: folder.file("s.sqlite"))
        let group = try writeGroup(withMemberNamed: "A member with a long name", to: store)
        #expect(try streamed(store, on: today).extents?.widestMemberName == 25)
        try store.write { (ledger: inout ExpenseLedger) in
            _ = try ledger.deleteReleasingMembers(group.id)
        }
        let released = try streamed(store, on: today)
        #expect(released.extents?.widestMemberName == nil)
        #expect(released.extents?.widestName == 25)
        #expect(released.extents == (try store.read()).listing(asOf: today).extents)
    }

    /// An archived group with an active member (written by hand: the program never leaves
    /// one) hides that member from `list`, yet its facts are counted: the store says so and
    /// gives nothing, and the caller lays out the whole ledger.
    @Test func anArchivedGroupWithAnActiveMemberIsLeftToTheLedger() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ExpenseStore(path: folder.file("s.sqlite"))
        _ = try writeGroup(withMemberNamed: "A much longer member name", to: store)
        #expect(try streamed(store, on: today).streamed)
        let connection = try SQLiteConnection(path: folder.file("s.sqlite"), mode: .readWrite)
        try connection.execute(
            "UPDATE expenses SET status = 'archived', archived_on = '2026-11-01'"
                + " WHERE group_mode IS NOT NULL")
        let hidden = try streamed(store, on: today)
        #expect(!hidden.streamed)
        #expect(hidden.extents == nil && hidden.entries.isEmpty)
    }

    /// A file written before version 11 gets its folded names, widths, charged shares and
    /// `list_extents` from the upgrade (`ContributionColumns.fillVersion11`), and lists as
    /// the domain lays it out; later writes keep it so.
    @Test func anUpgradedFileListsAsTheDomainLaysItOut() throws {
        let fixture = try #require(
            Bundle.module.path(
                forResource: "subhub-v1", ofType: "sqlite", inDirectory: "Fixtures"))
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("subhub.sqlite")
        try FileManager.default.copyItem(atPath: fixture, toPath: path)
        let store = try ExpenseStore(path: path)
        for day in [today, today.addingDays(3), today.addingDays(200)] {
            let expected = try store.read().listing(asOf: day)
            let fromStore = try streamed(store, on: day)
            #expect(fromStore.streamed)
            #expect(fromStore.extents == expected.extents, "\(day)")
            #expect(fromStore.entries == expected.entries, "\(day)")
        }
        try store.write { $0.append(Sample.expense("Ｚｚ wide name", 123_456)) }
        let expected = try store.read().listing(asOf: today)
        let fromStore = try streamed(store, on: today)
        #expect(fromStore.extents == expected.extents)
        #expect(fromStore.entries == expected.entries)
    }

    /// Each query of the listing is answered by the index kept for it, not a scan of every
    /// row: what lets the first lines come before the last row is read.
    @Test func theListingsQueriesUseTheirIndexes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let connection = try ExpenseStore(path: folder.file("s.sqlite")).connection
        func plan(_ query: String) throws -> String {
            let statement = try connection.prepare("EXPLAIN QUERY PLAN " + query)
            var details: [String] = []
            while try statement.step() { details.append(statement.text(3) ?? "") }
            return details.joined(separator: "; ")
        }
        let columns = "SELECT position, name FROM expenses"
        #expect(
            try plan(
                columns + " WHERE status = 'active' AND parent_id IS NULL AND period = 'monthly'"
                    + " ORDER BY name_key, position")
                == "SEARCH expenses USING INDEX expenses_listed (period=?)")
        #expect(
            try plan(columns + " WHERE status = 'archived' ORDER BY name_key, position")
                == "SCAN expenses USING INDEX expenses_archived")
        #expect(
            try plan(columns + " WHERE parent_id = 'x' ORDER BY name_key, position")
                == "SEARCH expenses USING INDEX expenses_by_parent (parent_id=?)")
        #expect(
            try plan(
                "SELECT id FROM expenses WHERE is_charged = 1 AND currency = 'EUR'"
                    + " ORDER BY charged_share_minor DESC")
                == "SEARCH expenses USING INDEX expenses_charged_by_share (currency=?)")
        // A row's facts are found by its rowid in every arm of the view the triggers read.
        let facts = try plan("SELECT kind FROM expense_list_extents WHERE row = 1")
        #expect(facts.components(separatedBy: "USING INTEGER PRIMARY KEY (rowid=?)").count == 8)
        #expect(!facts.contains("SCAN expenses"))
    }
}
