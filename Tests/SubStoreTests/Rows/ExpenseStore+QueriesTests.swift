import Foundation
import SubDomain
import Testing
import TestSupport

@testable import SubStore

@Suite struct ExpenseStoreQueriesTests {
    private typealias Generator = TestSupport.Sample.SeededGenerator
    private let today = Sample.date("2026-11-29")
    private let periods: [Period] = [
        .weekly, .monthly, .quarterly, .semiannual, .annual,
        try! Period(every: 3, .day), try! Period(every: 2, .week), try! Period(every: 5, .month),
        try! Period(every: 2, .year),
    ]

    /// One random domain operation, as a command would run it; refusals are part of the test
    /// (a refused command must leave the stored figures as they were).
    private func randomCommand(on ledger: inout ExpenseLedger, _ random: inout Generator) {
        let existing = ledger.expenses
        let groups = existing.filter { $0.isGroup && $0.isActive }
        let currency: CurrencyCode = [.eur, .usd, .jpy].randomElement(using: &random)!
        let period = periods.randomElement(using: &random)!
        switch Int.random(in: 0..<10, using: &random) {
        case 0...2:
            var expense = Sample.expense(
                "S\(Int.random(in: 0..<40, using: &random))",
                Int64.random(in: 1...50_000, using: &random),
                currency: currency, period: period,
                sharedWith: Int.random(in: 1...4, using: &random))
            if let group = groups.randomElement(using: &random), Bool.random(using: &random) {
                expense.parentID = group.id
                expense.amount = Money(
                    minorUnits: expense.amount.minorUnits, currency: group.currency)
                expense.period = group.period
            }
            // Some bills vary: their figure is an estimate, apart in the totals.
            expense.varies = Int.random(in: 0..<4, using: &random) == 0
            // Some plans end, before or after the days the totals are read on.
            if expense.parentID == nil, Int.random(in: 0..<3, using: &random) == 0 {
                expense.endsOn = today.addingDays(Int.random(in: -90...90, using: &random))
            }
            _ = try? ledger.add(expense, asOf: today)
        case 3:
            let mode: GroupTotalMode = Bool.random(using: &random) ? .automatic : .manual
            let group = Sample.expense(
                "G\(Int.random(in: 0..<10, using: &random))",
                mode == .automatic ? 0 : Int64.random(in: 1...30_000, using: &random),
                currency: currency, period: period, group: mode,
                sharedWith: Int.random(in: 1...3, using: &random))
            _ = try? ledger.add(group, asOf: today)
        case 4:
            if let target = existing.randomElement(using: &random) {
                _ = try? ledger.archiveWithMembers(target.id, on: today)
            }
        case 5:
            if let target = existing.randomElement(using: &random) {
                _ = try? ledger.restoreWithMembers(target.id)
            }
        case 6:
            if let target = existing.randomElement(using: &random) {
                _ = try? ledger.deleteReleasingMembers(target.id)
            }
        case 7:
            if let group = groups.randomElement(using: &random),
                let member = existing.filter({ !$0.isGroup }).randomElement(using: &random)
            {
                _ = try? ledger.addToGroup(group.id, members: [member.id])
            }
        case 8:
            if let member = existing.filter({ $0.parentID != nil }).randomElement(using: &random) {
                _ = try? ledger.removeFromGroup(member.id)
            }
        default:
            if var edited = existing.randomElement(using: &random) {
                if edited.groupMode != .automatic {
                    edited.amount.minorUnits = Int64.random(in: 1...80_000, using: &random)
                }
                edited.sharedWith = Int.random(in: 1...5, using: &random)
                // Renewed, or set to end: an end moves the row in and out of the totals.
                switch Int.random(in: 0..<4, using: &random) {
                case 0: edited.endsOn = nil
                case 1 where edited.parentID == nil && !edited.isGroup:
                    edited.endsOn = today.addingDays(Int.random(in: -90...90, using: &random))
                default: break
                }
                _ = try? ledger.update(edited, asOf: today)
            }
        }
    }

    /// The stored aggregate's figures, which leave the estimated part to the domain.
    private func withoutEstimates(_ totals: [CurrencyTotal]) -> [CurrencyTotal] {
        totals.map {
            var total = $0
            total.estimatedMinor = 0
            return total
        }
    }

    /// The estimated part of each currency's total by its rule, worked out apart: a counted
    /// bill that varies adds its monthly figure; a group adds its varying members' when its
    /// members' figure is what it costs (automatic, or above its cap), nothing when the cap
    /// wins.
    private func estimatedByRule(_ ledger: ExpenseLedger, on day: CivilDate)
        -> [CurrencyCode: Int64]
    {
        var found: [CurrencyCode: Int64] = [:]
        for item in ledger.expenses
        where item.isActive && item.parentID == nil && !item.hasEnded(on: day) {
            var part: Int64 = 0
            if item.isGroup {
                let members = ledger.expenses.filter { $0.parentID == item.id && $0.isActive }
                let sum = members.reduce(Int64(0)) { $0 + $1.monthlyEstimate.minorUnits }
                if item.groupMode == .automatic || sum > item.monthlyEstimate.minorUnits {
                    part = members.filter(\.varies).reduce(Int64(0)) {
                        $0 + $1.monthlyEstimate.minorUnits
                    }
                }
            } else if item.varies {
                part = item.monthlyEstimate.minorUnits
            }
            if part != 0 { found[item.currency, default: 0] += part }
        }
        return found
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func theStoredAggregateEqualsTheDomainsTotalsAfterAnyWrites(seed: UInt64) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("s.sqlite")
        let store = try ExpenseStore(path: path)
        var random = Generator(seed: seed)
        for step in 0..<150 {
            let ledger = try store.write { ledger in
                // Several operations per command sometimes, as an import does.
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    randomCommand(on: &ledger, &random)
                }
                return ledger
            }
            #expect(try store.monthlyTotals() == ledger.monthlyTotals, "seed \(seed) step \(step)")
            #expect(try store.aggregatedMonthlyTotals() == withoutEstimates(ledger.monthlyTotals))
            // On any day, the stored figures less the rows ended by then are the domain's
            // totals on that day, which leave out exactly the plans that have ended.
            for offset in [-100, -30, 0, 1, 45, 100] {
                let day = today.addingDays(offset)
                let totals = ledger.monthlyTotals(on: day)
                #expect(try store.monthlyTotals(on: day) == totals, "seed \(seed) day \(day)")
                #expect(try store.aggregatedMonthlyTotals(endedBy: day) == withoutEstimates(totals))
                #expect(
                    totals.filter { $0.estimatedMinor != 0 }.map {
                        [$0.currency: $0.estimatedMinor]
                    }
                    .reduce(into: [:]) { $0.merge($1) { a, _ in a } }
                        == estimatedByRule(ledger, on: day), "seed \(seed) day \(day)")
                #expect(totals.allSatisfy { $0.estimatedMinor <= $0.monthlyMinor })
                #expect(
                    totals.reduce(0) { $0 + $1.activeCount } == ledger.activeCount(on: day))
                let ended = ledger.endedItems(on: day)
                let withoutEnded = ExpenseLedger(
                    expenses: ledger.expenses.filter { !$0.hasEnded(on: day) })
                // Leaving the ended plans out of a ledger gives the same figures: nothing
                // else moved (their currencies keep a line, which may be zero). A plan moved
                // into a group after it was set to end is the one case apart.
                guard ended.allSatisfy({ $0.parentID == nil && !$0.isGroup }) else { continue }
                #expect(
                    totals.filter { $0.monthlyMinor != 0 || $0.activeCount != 0 }
                        == withoutEnded.monthlyTotals.filter {
                            $0.monthlyMinor != 0 || $0.activeCount != 0
                        })
            }
            #expect(try store.archivedCount() == ledger.archivedCount)
            #expect(try store.expenseCount() == ledger.expenses.count)
            if step % 25 == 0 {
                // What another process reads from the file is what this one kept in memory.
                #expect(try ExpenseStore(path: path, accessMode: .readOnly).read() == ledger)
            }
        }
        let final = try store.read()
        #expect(try ExpenseStore(path: path, accessMode: .readOnly).read() == final)
        #expect(Set(try store.names()) == Set(final.expenses.map(\.name)))
        #expect(try store.integrityCheck())
    }

    /// Every row's stored figures are the domain's for it, whether the row was inserted with
    /// them (new rows) or had them written after (changed rows and their groups), also in a
    /// change large enough to be given the larger page cache, which is given back after.
    @Test(arguments: [5, 6] as [UInt64])
    func everyRowsStoredFiguresAreTheDomainsAfterAnyWrites(seed: UInt64) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ExpenseStore(path: folder.file("s.sqlite"))
        let cacheSize = try store.connection.integer("PRAGMA cache_size")
        var random = Generator(seed: seed)
        for step in 0..<40 {
            let ledger = try store.write { ledger in
                if step == 20 {
                    // An import's worth at once: groups and members added in one change.
                    for index in 0..<(ExpenseStore.largeChangeRows + 500) {
                        let group = ledger.expenses.last { $0.isGroup && $0.isActive }
                        let mode: GroupTotalMode? =
                            index % 50 != 0 ? nil : index % 100 == 0 ? .automatic : .manual
                        var expense = Sample.expense(
                            "Bulk \(index)", Int64(100 + index), group: mode,
                            sharedWith: 1 + index % 3)
                        if index % 7 == 0, let group, expense.groupMode == nil {
                            expense.parentID = group.id
                            expense.amount = Money(
                                minorUnits: expense.amount.minorUnits, currency: group.currency)
                            expense.period = group.period
                        }
                        if expense.groupMode == .automatic { expense.amount.minorUnits = 0 }
                        _ = try ledger.add(expense, asOf: today)
                    }
                } else {
                    randomCommand(on: &ledger, &random)
                }
                return ledger
            }
            let stored = try store.connection.rows(
                "SELECT id, monthly_minor, share_minor, is_charged FROM expenses"
            ) { row -> (String, TotalContribution) in
                (
                    row.text(0) ?? "",
                    TotalContribution(
                        monthlyMinor: row.int64(1), shareMinor: row.int64(2),
                        isCharged: row.int64(3) == 1)
                )
            }
            let figures = Dictionary(uniqueKeysWithValues: stored)
            #expect(figures.count == ledger.expenses.count)
            for expense in ledger.expenses {
                // The stored figures leave the estimated part to the domain.
                var contribution = ledger.contribution(of: expense)
                contribution.estimatedMinor = 0
                #expect(
                    figures[expense.id.uuidString] == contribution,
                    "seed \(seed) step \(step) \(expense.name)")
            }
            #expect(try store.connection.integer("PRAGMA cache_size") == cacheSize)
        }
        #expect(try store.monthlyTotals() == (try store.read()).monthlyTotals)
    }

    @Test func theUpgradeToVersionSixFillsTheFiguresTheDomainComputes() throws {
        let fixture = try #require(
            Bundle.module.path(forResource: "subhub-v1", ofType: "sqlite", inDirectory: "Fixtures"))
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("subhub.sqlite")
        try FileManager.default.copyItem(atPath: fixture, toPath: path)
        let store = try ExpenseStore(path: path)
        let ledger = try store.read()
        #expect(!ledger.monthlyTotals.isEmpty)
        #expect(try store.monthlyTotals() == ledger.monthlyTotals)
        #expect(try store.archivedCount() == ledger.archivedCount)
        // A read-only opening upgrades a copy in memory, figures included.
        let copy = folder.file("copy.sqlite")
        try FileManager.default.copyItem(atPath: fixture, toPath: copy)
        #expect(
            try ExpenseStore(path: copy, accessMode: .readOnly).monthlyTotals()
                == ledger.monthlyTotals)
    }

    @Test func remindersAndTrialRisksReadDueChargesAndEndingTrialsOnly() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ExpenseStore(path: folder.file("s.sqlite"))
        func plan(_ name: String, next: String, trial: String? = nil, parent: UUID? = nil)
            -> RecurringExpense
        {
            RecurringExpense(
                name: name, amount: Money(minorUnits: 999, currency: .eur), period: .monthly,
                nextCharge: Sample.date(next), trialEnds: trial.map(Sample.date), parentID: parent,
                createdOn: today)
        }
        let family = RecurringExpense(
            name: "Family", amount: Money(minorUnits: 3000, currency: .eur), period: .monthly,
            nextCharge: Sample.date("2027-03-01"), groupMode: .manual, createdOn: today)
        let soon = plan("Soon", next: "2026-12-02")
        let late = plan("Late", next: "2027-02-01")
        let trial = plan("Trial", next: "2027-02-01", trial: "2026-12-03")
        let member = plan("Member", next: "2026-12-01", parent: family.id)
        let quiet = plan("Quiet member", next: "2027-02-01", parent: family.id)
        let killed = plan("Killed", next: "2026-12-01")
        let full = try store.write { ledger in
            for expense in [family, soon, late, trial, member, quiet, killed] {
                _ = try ledger.add(expense, asOf: today)
            }
            _ = try ledger.archive(killed.id, on: today)
            return ledger
        }

        // Reminders and high risks read from the few rows equal the whole ledger's.
        let schedule = try ReminderSchedule(offsets: [3, 2, 1, 0])
        for day in ["2026-11-29", "2026-11-30", "2026-12-01", "2026-12-02"].map(Sample.date) {
            #expect(
                ReminderSchedule.ordered(try store.reminders(schedule, on: day))
                    == schedule.reminders(in: full, on: day))
        }
        #expect(
            try store.reminders(schedule, on: today).map(\.name).sorted() == ["Member", "Soon"])
        let highRisks = RiskAssessor.assess(full, asOf: today).filter { $0.level == .high }
        #expect(try store.highRisks(asOf: today).map(\.expense.id) == highRisks.map(\.expense.id))
        #expect(try store.chargedItems() == full.chargedItems)
    }

    /// A sum in `currency_totals` that overflowed into a REAL is never read as a total: the
    /// rows are added up again (here the sum is made REAL by hand).
    @Test func anOverflowedSumIsAddedUpAgain() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ExpenseStore(path: folder.file("s.sqlite"))
        let ledger = try store.write { ledger in
            _ = try ledger.add(Sample.expense("Netflix", 1299), asOf: today)
            _ = try ledger.add(Sample.expense("Gym", 999, period: .weekly), asOf: today)
            return ledger
        }
        try store.connection.execute(
            "UPDATE currency_totals SET monthly_minor = 9.3e18 WHERE currency = 'EUR'")
        #expect(try store.monthlyTotals() == ledger.monthlyTotals)
    }

    /// The totals table of a file upgraded to version 8 holds what the rows add up to.
    @Test func theUpgradeFillsTheCurrencyTotals() throws {
        let fixture = try #require(
            Bundle.module.path(forResource: "subhub-v1", ofType: "sqlite", inDirectory: "Fixtures"))
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("subhub.sqlite")
        try FileManager.default.copyItem(atPath: fixture, toPath: path)
        let store = try ExpenseStore(path: path)
        #expect(try store.monthlyTotals() == store.aggregatedMonthlyTotals())
        #expect(try store.expenseCount() == store.read().expenses.count)
        #expect(
            try store.connection.integer("PRAGMA user_version")
                == Int64(ExpenseStore.currentSchemaVersion))
    }
}
