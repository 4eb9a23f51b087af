import Foundation
import SubDomain
import TestSupport
import Testing

/// The kill count is of subscriptions killed and still killed, plus those deleted after
/// being killed; and "saved so far" counts a group and its members once.
@Suite struct ExpenseLedgerKillCountTests {
    let today = Sample.date("2026-11-29")

    @Test func archiveRestoreArchiveIsOneKill() throws {
        var ledger = ExpenseLedger()
        let netflix = try ledger.add(Sample.expense("Netflix", 1299), asOf: today).value
        _ = try ledger.archive(netflix.id, on: today)
        _ = try ledger.restore(netflix.id)
        #expect(ledger.killCount == 0)
        _ = try ledger.archive(netflix.id, on: today)
        #expect(ledger.killCount == 1)
    }

    @Test func aKillDeletedAfterwardsStillCounts() throws {
        var ledger = ExpenseLedger()
        let netflix = try ledger.add(Sample.expense("Netflix", 1299), asOf: today).value
        let spotify = try ledger.add(Sample.expense("Spotify", 1099), asOf: today).value
        _ = try ledger.archive(netflix.id, on: today)
        _ = try ledger.delete(netflix.id)
        _ = try ledger.delete(spotify.id)
        #expect(ledger.killCount == 1, "killed then deleted counts; deleted alive does not")
    }

    @Test func restoringAGroupTakesBackTheKillsOfTheMembersItBringsBack() throws {
        var ledger = ExpenseLedger()
        let group = try ledger.add(Sample.expense("Streaming", 2000, group: .manual), asOf: today)
        let groupID = group.value.id
        _ = try ledger.add(Sample.expense("Netflix", 1299, parent: groupID), asOf: today)
        _ = try ledger.add(Sample.expense("Max", 899, parent: groupID), asOf: today)
        let hulu = try ledger.add(Sample.expense("Hulu", 799, parent: groupID), asOf: today)
        _ = try ledger.archive(hulu.value.id, on: today)
        _ = try ledger.archive(groupID, on: today)
        #expect(ledger.killCount == 3)
        _ = try ledger.restore(groupID)
        #expect(ledger.killCount == 1, "Hulu, killed on its own, stays killed")
        _ = try ledger.archive(groupID, on: today)
        _ = try ledger.restore(groupID)
        _ = try ledger.archive(groupID, on: today)
        #expect(ledger.killCount == 3)

        var empty = ExpenseLedger()
        let bundle = try empty.add(Sample.expense("Bundle", 1500, group: .manual), asOf: today)
        _ = try empty.archive(bundle.value.id, on: today)
        _ = try empty.restore(bundle.value.id)
        #expect(empty.killCount == 0)
    }

    @Test func theKillCountNeitherOverflowsNorGoesNegative() throws {
        var ledger = ExpenseLedger(killCount: Int.max)
        let netflix = try ledger.add(Sample.expense("Netflix", 1299), asOf: today).value
        _ = try ledger.archive(netflix.id, on: today)
        #expect(ledger.killCount == Int.max)

        var fresh = ExpenseLedger(
            expenses: [
                RecurringExpense(
                    name: "Old", amount: Sample.money(500), period: .monthly,
                    nextCharge: today, status: .archived, archivedOn: today, createdOn: today)
            ], killCount: 0)
        _ = try fresh.restore(fresh.expenses[0].id)
        #expect(fresh.killCount == 0)
    }

    /// Charged on the 15th from September: archived on Aug 29, three charges avoided by Nov 29.
    static let next = "2026-09-15"

    /// A manual group with a 20,00 € cap and members of 12,99 € and 8,99 € (21,98 € in all):
    /// archiving it drops the total by 21,98 €, and the archived rows must add up to that,
    /// not to the cap plus the members.
    @Test func savedSoFarCountsAGroupAndItsMembersOnce() throws {
        var ledger = ExpenseLedger()
        let group = try ledger.add(
            Sample.expense("Streaming", 2000, next: Self.next, group: .manual), asOf: today)
        let groupID = group.value.id
        let netflix = try ledger.add(
            Sample.expense("Netflix", 1299, next: Self.next, parent: groupID), asOf: today)
        _ = try ledger.add(
            Sample.expense("Max", 899, next: Self.next, parent: groupID), asOf: today)
        let archiveDay = Sample.date("2026-08-29")
        _ = try ledger.archive(netflix.value.id, on: archiveDay)
        _ = try ledger.archive(groupID, on: archiveDay)
        let saved = ledger.expenses.reduce(Int64(0)) {
            $0 + ledger.savedSoFar(of: $1, asOf: today).minorUnits
        }
        #expect(saved == 3 * 2198)
        let groupNow = try #require(ledger.expense(withID: groupID))
        #expect(ledger.savedSoFar(of: groupNow, asOf: today) == Sample.money(0))

        var capAbove = ExpenseLedger()
        let family = try capAbove.add(
            Sample.expense("Family", 3000, next: Self.next, group: .manual), asOf: today)
        _ = try capAbove.add(
            Sample.expense("Music", 1000, next: Self.next, parent: family.value.id), asOf: today)
        _ = try capAbove.archive(family.value.id, on: archiveDay)
        let total = capAbove.expenses.reduce(Int64(0)) {
            $0 + capAbove.savedSoFar(of: $1, asOf: today).minorUnits
        }
        #expect(total == 3 * 3000, "the cap was the charge, members included")
    }

    /// Members archived alone from a capped group that goes on charging save, together, what
    /// its charges really fell by: at each charge, max(cap, every member) less max(cap, the
    /// members still there), over random caps, members and archive days. Each member's own
    /// charges were the figure once: archiving 12 € from a 20 € cap over 12 € and 9 € saved
    /// 12 € a month where the group went from 21 € to 20 €.
    @Test(arguments: 0..<150)
    func membersLeavingACappedGroupSaveWhatItsChargeFellBy(seed: UInt64) throws {
        var random = Sample.SeededGenerator(seed: seed)
        var ledger = ExpenseLedger()
        let cap = Int64.random(in: 500...5000, using: &random)
        let group = try ledger.add(
            Sample.expense("Group", cap, next: Self.next, group: .manual), asOf: today
        ).value
        var members: [(id: UUID, amount: Int64)] = []
        for index in 0..<Int.random(in: 1...5, using: &random) {
            let amount = Int64.random(in: 100...3000, using: &random)
            let member = try ledger.add(
                Sample.expense("M\(index)", amount, next: Self.next, parent: group.id),
                asOf: today)
            members.append((member.value.id, amount))
        }
        // Archive days from Aug 1 to Nov 28, some on the same day, in any order.
        var archivedOn: [UUID: CivilDate] = [:]
        for member in members.shuffled(using: &random) where Bool.random(using: &random) {
            let day = Sample.date("2026-08-01").addingDays(Int.random(in: 0...119, using: &random))
            _ = try ledger.archive(member.id, on: day)
            archivedOn[member.id] = day
        }
        // The charges on the 15th: a member archived on the day itself still paid it.
        var fellBy: Int64 = 0
        for charge in ["2026-09-15", "2026-10-15", "2026-11-15"].map(Sample.date) {
            let there = members.filter { archivedOn[$0.id].map { $0 >= charge } ?? true }
            fellBy +=
                max(cap, members.reduce(0) { $0 + $1.amount })
                - max(cap, there.reduce(0) { $0 + $1.amount })
        }
        let saved = ledger.expenses.filter { $0.parentID == group.id }.reduce(Int64(0)) {
            $0 + ledger.savedSoFar(of: $1, asOf: today).minorUnits
        }
        #expect(saved == fellBy, "cap \(cap), members \(members.map(\.amount)), \(archivedOn)")
    }
}

@Suite struct ImportedKillCountTests {
    /// A count near the top of Int, from a damaged or hostile file, saturates instead of
    /// trapping every later archive with "arithmetic overflow".
    @Test func importedKillsSaturate() {
        var ledger = ExpenseLedger(expenses: [], killCount: Int.max - 1)
        ledger.recordImportedKills(10)
        #expect(ledger.killCount == Int.max)
        ledger.recordImportedKills(-5)
        #expect(ledger.killCount == Int.max)
    }
}
