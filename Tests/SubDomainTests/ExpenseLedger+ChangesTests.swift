import Foundation
import SubDomain
import TestSupport
import Testing

/// Archiving, restoring and deleting a group, and what happens to its members.
@Suite struct GroupArchiveTests {
    let today = Sample.date("2026-11-29")

    /// A manual group of two active members plus one member archived on its own earlier.
    private func streaming() throws -> (ExpenseLedger, group: UUID, members: [UUID], old: UUID) {
        var ledger = ExpenseLedger()
        let group = Sample.expense("Streaming", 2000, group: .manual)
        _ = try ledger.add(group, asOf: today)
        let netflix = try ledger.add(Sample.expense("Netflix", 1299, parent: group.id), asOf: today)
        let max = try ledger.add(Sample.expense("Max", 899, parent: group.id), asOf: today)
        let hulu = try ledger.add(Sample.expense("Hulu", 799, parent: group.id), asOf: today)
        _ = try ledger.archive(hulu.value.id, on: Sample.date("2026-10-01"))
        return (ledger, group.id, [netflix.value.id, max.value.id], hulu.value.id)
    }

    @Test func archivingAGroupArchivesItsActiveMembersTheSameDay() throws {
        var (ledger, group, members, _) = try streaming()
        _ = try ledger.archive(group, on: today)
        for id in members {
            let member = try #require(ledger.expense(withID: id))
            #expect(!member.isActive, "\(member.name) is a live charge nobody counts")
            #expect(member.archivedOn == today)
        }
    }

    @Test func restoringAGroupBringsBackOnlyTheMembersArchivedWithIt() throws {
        var (ledger, group, members, old) = try streaming()
        _ = try ledger.archive(group, on: today)
        _ = try ledger.restore(group)
        for id in members {
            #expect(ledger.expense(withID: id)?.isActive == true)
            #expect(ledger.expense(withID: id)?.archivedOn == nil)
        }
        #expect(ledger.expense(withID: old)?.isActive == false, "archived on its own before")
        #expect(ledger.expense(withID: old)?.archivedOn == Sample.date("2026-10-01"))
        #expect(ledger.monthlyTotals.map(\.monthlyMinor) == [2198])
    }

    @Test func aGroupArchiveKillsEachMemberOrTheGroupWhenEmpty() throws {
        var (ledger, group, _, _) = try streaming()
        #expect(ledger.killCount == 1)
        _ = try ledger.archive(group, on: today)
        #expect(ledger.killCount == 3, "one kill per member archived with the group")

        var empty = ExpenseLedger()
        let lonely = try empty.add(Sample.expense("Bundle", 1500, group: .manual), asOf: today)
        _ = try empty.archive(lonely.value.id, on: today)
        #expect(empty.killCount == 1, "a group with no active member is charged itself")
    }

    @Test func anAutomaticGroupSumsToZeroWhileArchivedAndBackWhenRestored() throws {
        var ledger = ExpenseLedger()
        let group = Sample.expense("Family", 0, group: .automatic)
        _ = try ledger.add(group, asOf: today)
        _ = try ledger.add(Sample.expense("A", 500, parent: group.id), asOf: today)
        _ = try ledger.add(Sample.expense("B", 700, parent: group.id), asOf: today)
        _ = try ledger.archive(group.id, on: today)
        #expect(ledger.expense(withID: group.id)?.amount.minorUnits == 0)
        _ = try ledger.restore(group.id)
        #expect(ledger.expense(withID: group.id)?.amount.minorUnits == 1200)
    }

    @Test func theResultNamesTheMembersArchivedWithTheGroupAndMarksThem() throws {
        var (ledger, group, members, old) = try streaming()
        let outcome = try ledger.archiveWithMembers(group, on: today)
        #expect(outcome.value.target.id == group)
        #expect(outcome.value.target.status == .archived)
        #expect(outcome.value.cascaded.map(\.id) == members)
        #expect(outcome.value.cascaded.allSatisfy { $0.archivedWithGroup && !$0.isActive })
        #expect(ledger.expense(withID: old)?.archivedWithGroup == false)
        #expect(!outcome.value.target.archivedWithGroup, "the group itself was archived by name")
    }

    @Test func restoringTheGroupClearsTheMarkerAndNamesWhoCameBack() throws {
        var (ledger, group, members, _) = try streaming()
        _ = try ledger.archive(group, on: today)
        let outcome = try ledger.restoreWithMembers(group)
        #expect(outcome.value.target.isActive)
        #expect(outcome.value.cascaded.map(\.id) == members)
        #expect(ledger.expenses.allSatisfy { !$0.archivedWithGroup })
        // 12,99 + 8,99 is over the 20,00 cap again.
        #expect(
            outcome.warnings == [
                .groupOverCap(
                    group: "Streaming", capMonthly: Sample.money(2000),
                    childrenMonthly: Sample.money(2198))
            ])
    }

    @Test func archivingOrRestoringAPlainExpenseCascadesNothing() throws {
        var ledger = ExpenseLedger()
        let solo = try ledger.add(Sample.expense("Solo", 100), asOf: today).value
        #expect(try ledger.archiveWithMembers(solo.id, on: today).value.cascaded.isEmpty)
        #expect(ledger.killCount == 1)
        #expect(try ledger.archiveWithMembers(solo.id, on: today).value.cascaded.isEmpty)
        #expect(ledger.killCount == 1, "archiving twice is one kill")
        #expect(try ledger.restoreWithMembers(solo.id).value.cascaded.isEmpty)
    }

    @Test func aMemberOfAnArchivedGroupCannotComeBackAlone() throws {
        var (ledger, group, members, _) = try streaming()
        _ = try ledger.archive(group, on: today)
        let before = ledger
        #expect(throws: DomainError.archivedTarget(name: "Streaming")) {
            try ledger.restore(members[0])
        }
        #expect(ledger == before)
    }

    @Test func deletingAGroupNamesTheMembersItReleased() throws {
        var (ledger, group, members, old) = try streaming()
        _ = try ledger.archive(group, on: today)
        let result = try ledger.deleteReleasingMembers(group)
        #expect(result.target.id == group)
        #expect(Set(result.cascaded.map(\.id)) == Set(members + [old]))
        #expect(result.cascaded.allSatisfy { $0.parentID == nil && !$0.archivedWithGroup })
        #expect(ledger.expenses.allSatisfy { $0.parentID == nil && !$0.archivedWithGroup })
        #expect(ledger.expenses.allSatisfy { !$0.isActive }, "released, not revived")
    }

    @Test func leavingTheGroupOrBeingEditedActiveDropsTheMarker() throws {
        var (ledger, group, members, _) = try streaming()
        _ = try ledger.archive(group, on: today)
        _ = try ledger.removeFromGroup(members[0])
        #expect(ledger.expense(withID: members[0])?.archivedWithGroup == false)
        var imported = ExpenseLedger()
        var stray = Sample.expense("Stray", 100)
        stray.archivedWithGroup = true
        _ = try imported.add(stray, asOf: today)
        #expect(imported.expenses[0].archivedWithGroup == false, "active, so not archived at all")
    }
}

/// A refusal about a missing or repeated expense names it by name and short id prefix:
/// a whole UUID means nothing to the person reading the message.
@Suite struct MissingExpenseErrorTests {
    let today = Sample.date("2026-11-29")

    @Test func aMissingExpenseIsNamedByItsShortID() throws {
        var ledger = ExpenseLedger()
        let kept = try ledger.add(Sample.expense("Netflix", 1299), asOf: today).value
        let gone = Sample.expense("Spotify", 1099)
        let short = ledger.shortID(of: gone.id)
        #expect(short.count >= ExpenseLedger.minimumIDPrefix && short.count < 32)
        #expect(throws: DomainError.expenseNotFound(name: nil, shortID: short)) {
            try ledger.archive(gone.id, on: today)
        }
        #expect(throws: DomainError.expenseNotFound(name: "Spotify", shortID: short)) {
            try ledger.update(gone, asOf: today)
        }
        var duplicate = Sample.expense("Other", 500)
        duplicate.id = kept.id
        let keptShort = ledger.shortID(of: kept.id)
        #expect(keptShort.count < 32)
        #expect(throws: DomainError.duplicateID(name: "Other", shortID: keptShort)) {
            try ledger.add(duplicate, asOf: today)
        }
    }
}

/// `checkAlone` refuses what `add` refuses in an empty ledger, with the same error, and
/// takes what it takes: on random expenses breaking any rule of one expense, or several.
@Suite struct CheckAloneTests {
    private let today = Sample.date("2026-11-29")

    private func randomExpense(_ random: inout Sample.SeededGenerator) -> RecurringExpense {
        // Each rule broken now and then, so that some expenses break none and some several.
        func maybe<T>(_ value: T, _ otherwise: T) -> T {
            Int.random(in: 0..<12, using: &random) == 0 ? value : otherwise
        }
        func mostly<T>(_ usual: T, _ others: [T]) -> T {
            maybe(others.randomElement(using: &random)!, usual)
        }
        let next = maybe(CivilDate.latestAccepted.addingDays(1), today.addingDays(17))
        var expense = RecurringExpense(
            name: mostly("Día 🎵", ["", "   ", "\u{200B}", "  two  words "]),
            amount: Money(
                minorUnits: mostly(1_999, [1, 0, -5, Money.maximumMinorUnits + 1]),
                currency: .eur),
            period: [.monthly, .weekly, .annual].randomElement(using: &random)!,
            nextCharge: next,
            anchorDay: maybe(Int.random(in: 1...31, using: &random), nil),
            trialEnds: maybe(CivilDate.earliestAccepted.addingDays(-1), nil),
            groupMode: mostly(nil, [.manual, .automatic]),
            sharedWith: mostly(1, [0, 4, 1_001]),
            manageURL: maybe(
                ["https://ok.example", "ftp://no", "https://"].randomElement(
                    using: &random)!, nil),
            createdOn: today,
            paidBy: maybe(
                [" Ana ", "", String(repeating: "x", count: 101)].randomElement(
                    using: &random)!, nil),
            reminderOffsets: maybe([[3, 3, 1], [-1], [400]].randomElement(using: &random)!, nil))
        if Int.random(in: 0..<8, using: &random) == 0 { expense.parentID = UUID() }
        if Int.random(in: 0..<8, using: &random) == 0 {
            expense.status = .archived
            expense.archivedOn = today
            expense.archivedWithGroup = Bool.random(using: &random)
        }
        return expense
    }

    @Test(arguments: Array(1...10) as [UInt64])
    func checkAloneRefusesWhatAddRefusesInAnEmptyLedger(seed: UInt64) {
        var random = Sample.SeededGenerator(seed: seed)
        var refused = 0
        for index in 0..<200 {
            let expense = randomExpense(&random)
            var fromAdd: DomainError?
            do throws(DomainError) {
                var ledger = ExpenseLedger()
                _ = try ledger.add(expense, asOf: today)
            } catch {
                fromAdd = error
            }
            var fromCheck: DomainError?
            do throws(DomainError) {
                try ExpenseLedger.checkAlone(expense)
            } catch {
                fromCheck = error
            }
            #expect(fromCheck == fromAdd, "seed \(seed) expense \(index): \(expense)")
            if fromAdd != nil { refused += 1 }
        }
        #expect(refused > 20 && refused < 190, "\(refused) of 200 refused")
    }
}
