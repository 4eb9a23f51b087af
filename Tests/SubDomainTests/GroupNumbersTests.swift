import Foundation
import SubDomain
import TestSupport
import Testing

/// The numbers where groups meet sharing, rounding and limits.
@Suite struct GroupNumbersTests {
    static let today = Sample.date("2026-11-29")

    /// `members` added, then a group of them (`cap` for a manual one, `nil` for automatic).
    static func grouped(_ members: [RecurringExpense], cap: Int64?, period: Period = .monthly)
        throws -> (ledger: ExpenseLedger, group: RecurringExpense)
    {
        var ledger = ExpenseLedger()
        for member in members { _ = try ledger.add(member, asOf: today) }
        let group = Sample.expense(
            "G", cap ?? 0, period: period, group: cap == nil ? .automatic : .manual)
        _ = try ledger.createGroup(group, members: members.map(\.id), asOf: today)
        return (ledger, try #require(ledger.expense(withID: group.id)))
    }

    static func eurTotal(_ ledger: ExpenseLedger) throws -> CurrencyTotal {
        try #require(ledger.monthlyTotals.first { $0.currency.code == "EUR" })
    }

    /// `add A 30 --shared 3; group new G --cap 20 A`: the group costs 30 € (its member is
    /// over the cap) and your part is your third of it, 10 €, not the cap.
    @Test func aCapBelowASharedMemberLeavesYourShareOfTheMember() throws {
        let (ledger, _) = try Self.grouped([Sample.expense("A", 3000, sharedWith: 3)], cap: 2000)
        let total = try Self.eurTotal(ledger)
        #expect(total.monthlyMinor == 3000)
        #expect(total.shareMinor == 1000)
    }

    /// A cap above the member: the group costs the cap, and your part is the cap scaled by
    /// the members' share ratio (40 × 10/30 = 13,33 €), still less than the whole.
    @Test func aCapAboveASharedMemberIsSharedLikeItsMembers() throws {
        let (ledger, _) = try Self.grouped([Sample.expense("A", 3000, sharedWith: 3)], cap: 4000)
        let total = try Self.eurTotal(ledger)
        #expect(total.monthlyMinor == 4000)
        #expect(total.shareMinor == 1333)
    }

    /// A group marked as shared by 4 itself (a bundle the four of you pay) is shared whole:
    /// your part is its cost divided by 4, whatever its members say, as `show` says.
    @Test func aGroupSharedItselfIsSharedWhole() throws {
        for (memberMinor, cost) in [(3000, 4000), (5000, 5000)] as [(Int64, Int64)] {
            var (ledger, group) = try Self.grouped(
                [Sample.expense("A", memberMinor, sharedWith: 2)], cap: 4000)
            group.sharedWith = 4
            _ = try ledger.update(group, asOf: Self.today)
            let total = try Self.eurTotal(ledger)
            #expect(total.monthlyMinor == cost)
            #expect(total.shareMinor == cost / 4)
        }
    }

    /// `add A 10 --shared 2; add B 6; group new G --auto A B`: 16 € a month, your part 11 €.
    @Test func anAutomaticGroupKeepsItsMembersSharing() throws {
        let (ledger, _) = try Self.grouped(
            [Sample.expense("A", 1000, sharedWith: 2), Sample.expense("B", 600)], cap: nil)
        let total = try Self.eurTotal(ledger)
        #expect(total.monthlyMinor == 1600)
        #expect(total.shareMinor == 1100)
    }

    /// Two 0,01 € weekly plans are 0,04 € a month each: their automatic group is 0,08 €, the
    /// sum of the lines, and leaving the group out saves those 0,08 € a month.
    @Test func anAutomaticGroupCostsTheSumOfItsMembersRoundedLines() throws {
        let members = [
            Sample.expense("A", 1, period: .weekly), Sample.expense("B", 1, period: .weekly),
        ]
        let (ledger, group) = try Self.grouped(members, cap: nil, period: .weekly)
        #expect(members.map(\.monthlyEstimate.minorUnits) == [4, 4])
        #expect(try Self.eurTotal(ledger).monthlyMinor == 8)
        #expect(ledger.effectiveMonthly(of: group) == Sample.money(8))
        let whatIf = try ledger.whatIf(archiving: [group.id], on: Self.today)
        #expect(whatIf.monthlyChange == [Sample.money(-8)])
        #expect(whatIf.yearlyChange == [Sample.money(-104)])
    }

    /// The share rule over seeded random groups: a group costs max(cap, members' lines); your
    /// part is that cost times the members' share over the members' cost, rounded half away
    /// from zero (so exactly the members' shares when the members are over the cap), or the
    /// cost divided by the group's own members when it is shared itself; an automatic group
    /// is its members' lines.
    @Test(arguments: Array(UInt64(1)...12))
    func theShareOfAGroupFollowsItsMembers(seed: UInt64) throws {
        var random = Sample.SeededGenerator(seed: seed)
        let periods: [Period] = [.weekly, .monthly, .quarterly, .annual]
        var ledger = ExpenseLedger()
        var expected = (monthly: Int64(0), share: Int64(0))
        for groupIndex in 0..<Int.random(in: 1...5, using: &random) {
            let period = periods.randomElement(using: &random)!
            var members: [RecurringExpense] = []
            for memberIndex in 0..<Int.random(in: 1...5, using: &random) {
                members.append(
                    Sample.expense(
                        "M\(groupIndex)-\(memberIndex)",
                        Int64.random(in: 1...100_000, using: &random), period: period,
                        sharedWith: Int.random(in: 1...5, using: &random)))
            }
            for member in members { _ = try ledger.add(member, asOf: Self.today) }
            let automatic = Bool.random(using: &random)
            let cap = Int64.random(in: 1...300_000, using: &random)
            let groupShared = [1, 1, 2, 3].randomElement(using: &random)!
            let group = Sample.expense(
                "G\(groupIndex)", automatic ? 0 : cap, period: period, sharedWith: groupShared,
                group: automatic ? .automatic : .manual)
            _ = try ledger.createGroup(group, members: members.map(\.id), asOf: Self.today)
            let linesMonthly = members.reduce(Int64(0)) { $0 + $1.monthlyEstimate.minorUnits }
            let linesShare = members.reduce(Int64(0)) { $0 + $1.perPersonMonthly.minorUnits }
            let cost =
                automatic
                ? linesMonthly : max(period.monthlyEstimate(ofMinorUnits: cap), linesMonthly)
            let share =
                groupShared > 1
                ? (2 * cost + Int64(groupShared)) / (2 * Int64(groupShared))
                : (2 * cost * linesShare + linesMonthly) / (2 * linesMonthly)
            #expect(share <= cost)
            if groupShared == 1 { #expect(share >= linesShare) }
            let stored = try #require(ledger.expense(withID: group.id))
            #expect(ledger.effectiveMonthly(of: stored).minorUnits == cost)
            #expect(ledger.contribution(of: stored).shareMinor == share)
            if cost == linesMonthly, groupShared == 1 { #expect(share == linesShare) }
            expected.monthly += cost
            expected.share += share
        }
        let total = try Self.eurTotal(ledger)
        #expect(total.monthlyMinor == expected.monthly)
        #expect(total.shareMinor == expected.share)
    }

    /// With nothing shared, your part of every group is the group's whole cost.
    @Test(arguments: [21, 22, 23] as [UInt64])
    func nothingSharedMeansTheShareIsTheTotal(seed: UInt64) throws {
        var random = Sample.SeededGenerator(seed: seed)
        var ledger = ExpenseLedger()
        for groupIndex in 0..<4 {
            var members: [RecurringExpense] = []
            for memberIndex in 0..<Int.random(in: 1...4, using: &random) {
                members.append(
                    Sample.expense(
                        "M\(groupIndex)-\(memberIndex)",
                        Int64.random(in: 1...100_000, using: &random), period: .weekly))
            }
            for member in members { _ = try ledger.add(member, asOf: Self.today) }
            let automatic = Bool.random(using: &random)
            let group = Sample.expense(
                "G\(groupIndex)", automatic ? 0 : Int64.random(in: 1...300_000, using: &random),
                period: .weekly, group: automatic ? .automatic : .manual)
            _ = try ledger.createGroup(group, members: members.map(\.id), asOf: Self.today)
        }
        let total = try Self.eurTotal(ledger)
        #expect(total.shareMinor == total.monthlyMinor)
    }

    /// A subscription cannot join an archived group by being added into it: it would be a
    /// live charge counted nowhere. `addToGroup` refuses the same way.
    @Test func addingIntoAnArchivedGroupIsRefused() throws {
        var (ledger, group) = try Self.grouped([Sample.expense("A", 1000)], cap: 2000)
        _ = try ledger.archive(group.id, on: Self.today)
        let joining = Sample.expense("B", 500, parent: group.id)
        #expect(throws: DomainError.archivedTarget(name: "G")) {
            try ledger.add(joining, asOf: Self.today)
        }
        let loose = Sample.expense("C", 500)
        _ = try ledger.add(loose, asOf: Self.today)
        #expect(throws: DomainError.archivedTarget(name: "G")) {
            try ledger.addToGroup(group.id, members: [loose.id])
        }
    }

    /// An automatic group whose members would add up past the largest amount is refused with
    /// a worded rule, before anything changes.
    @Test func anAutomaticGroupPastTheAmountLimitIsRefused() throws {
        let half = Money.maximumMinorUnits / 2 + 1
        let members = [Sample.expense("A", half), Sample.expense("B", half)]
        var ledger = ExpenseLedger()
        for member in members { _ = try ledger.add(member, asOf: Self.today) }
        let before = ledger
        let group = Sample.expense("G", 0, group: .automatic)
        #expect(throws: DomainError.self) {
            try ledger.createGroup(group, members: members.map(\.id), asOf: Self.today)
        }
        #expect(ledger == before)
        let (small, smallGroup) = try Self.grouped([Sample.expense("A", half)], cap: nil)
        var grown = small
        #expect(throws: DomainError.self) {
            try grown.add(Sample.expense("B", half, parent: smallGroup.id), asOf: Self.today)
        }
        #expect(grown == small)
        #expect(grown.expense(withID: smallGroup.id)?.amount.minorUnits == half)
    }

    /// An automatic group made empty takes its first member's currency and period: it was
    /// made in the locale's dollars, monthly, and refused a member in euros. A capped group,
    /// whose cap is money the user typed, and a group that has had members keep theirs.
    @Test func anEmptyAutomaticGroupTakesItsFirstMembersCurrencyAndPeriod() throws {
        var ledger = ExpenseLedger()
        let books = try ledger.add(
            Sample.expense("Books", 6000, "EUR", period: .annual, next: "2027-01-15"),
            asOf: Self.today
        ).value
        let dollars = try ledger.add(Sample.expense("Cloud", 300, "USD"), asOf: Self.today).value
        let pack = Sample.expense("Pack", 0, "USD", group: .automatic)
        _ = try ledger.createGroup(pack, members: [], asOf: Self.today)
        _ = try ledger.addToGroup(pack.id, members: [books.id])
        let grouped = try #require(ledger.expense(withID: pack.id))
        #expect(grouped.currency.code == "EUR")
        #expect(grouped.period == .annual)
        #expect(grouped.nextCharge == Sample.date("2027-01-15"))
        #expect(grouped.amount.minorUnits == 6000)
        #expect(throws: DomainError.self) { try ledger.addToGroup(pack.id, members: [dollars.id]) }

        var capped = ExpenseLedger()
        let euros = try capped.add(Sample.expense("Books", 6000, "EUR"), asOf: Self.today).value
        let cap = Sample.expense("Cap", 5000, "USD", group: .manual)
        _ = try capped.createGroup(cap, members: [], asOf: Self.today)
        #expect(throws: DomainError.self) { try capped.addToGroup(cap.id, members: [euros.id]) }
    }
}
