import SubDomain
import TestSupport
import Testing

/// A what-if is archiving on a copy: the same totals `archive` would leave, nothing changed.
@Suite struct ExpenseLedgerWhatIfTests {
    static let today = Sample.date("2026-11-29")

    /// Netflix, Disney+ and a 10 $ plan; a group "Ocio" capped at 20 € with Cine 12, Teatro 9
    /// and Club 10 (31 € a month, over the cap); an automatic group "Pack" with Museo 5.
    static func ledger() throws -> ExpenseLedger {
        var ledger = ExpenseLedger()
        for expense in [
            Sample.expense("Netflix", 1299), Sample.expense("Disney+", 899),
            Sample.expense("GitHub", 1000, "USD"),
        ] {
            _ = try ledger.add(expense, asOf: today)
        }
        let ocio = Sample.expense("Ocio", 2000, group: .manual)
        let members = [
            Sample.expense("Cine", 1200), Sample.expense("Teatro", 900),
            Sample.expense("Club", 1000),
        ]
        for member in members { _ = try ledger.add(member, asOf: today) }
        _ = try ledger.createGroup(ocio, members: members.map(\.id), asOf: today)
        let pack = Sample.expense("Pack", 0, group: .automatic)
        let museo = Sample.expense("Museo", 500)
        _ = try ledger.add(museo, asOf: today)
        _ = try ledger.createGroup(pack, members: [museo.id], asOf: today)
        return ledger
    }

    static func id(_ name: String, in ledger: ExpenseLedger) throws -> RecurringExpense.ID {
        try #require(ledger.expenses.first { $0.name == name }).id
    }

    @Test func leavingOutTwoGivesTheNewTotalsAndAYearOfSavings() throws {
        let ledger = try Self.ledger()
        let whatIf = try ledger.whatIf(
            archiving: [try Self.id("Netflix", in: ledger), try Self.id("Disney+", in: ledger)],
            on: Self.today)
        #expect(whatIf.targets.map(\.name) == ["Netflix", "Disney+"])
        #expect(whatIf.cascaded.isEmpty)
        #expect(whatIf.monthlyChange == [Sample.money(-2198)])
        #expect(whatIf.yearlyChange == [Sample.money(-26376)])
        #expect(whatIf.lines.map(\.currency.code) == ["EUR", "USD"])
        // 12,99 + 8,99 + 31 (Ocio over its cap) + 5 (Pack) = 57,98 €.
        #expect(whatIf.lines[0].monthlyBefore == Sample.money(5798))
        #expect(whatIf.lines[0].monthlyAfter == Sample.money(3600))
        #expect(whatIf.lines[1].monthlyChange == Sample.money(0, "USD"))
        #expect(whatIf.lines[1].yearlyChange == Sample.money(0, "USD"))
    }

    /// A member of a capped group saves only down to the cap: max(cap, remaining members).
    @Test func aMemberOfACappedGroupShowsTheGroupsRealEffect() throws {
        let ledger = try Self.ledger()
        let cine = try ledger.whatIf(archiving: [try Self.id("Cine", in: ledger)], on: Self.today)
        // 31 → max(20, 19) = 20: eleven euros, not twelve.
        #expect(cine.monthlyChange == [Sample.money(-1100)])
        #expect(cine.yearlyChange == [Sample.money(-13200)])
        let teatro = try ledger.whatIf(
            archiving: [try Self.id("Teatro", in: ledger)], on: Self.today)
        // 31 → max(20, 22) = 22: the whole nine euros.
        #expect(teatro.monthlyChange == [Sample.money(-900)])
        let both = try ledger.whatIf(
            archiving: [try Self.id("Cine", in: ledger), try Self.id("Teatro", in: ledger)],
            on: Self.today)
        // 31 → max(20, 10) = 20.
        #expect(both.monthlyChange == [Sample.money(-1100)])
    }

    @Test func aGroupLeftOutTakesItsMembersAndItsRealCost() throws {
        let ledger = try Self.ledger()
        let ocio = try ledger.whatIf(archiving: [try Self.id("Ocio", in: ledger)], on: Self.today)
        #expect(ocio.targets.map(\.name) == ["Ocio"])
        #expect(Set(ocio.cascaded.map(\.name)) == ["Cine", "Teatro", "Club"])
        #expect(ocio.monthlyChange == [Sample.money(-3100)])
        let museo = try ledger.whatIf(archiving: [try Self.id("Museo", in: ledger)], on: Self.today)
        // An automatic group follows its members down to nothing.
        #expect(museo.monthlyChange == [Sample.money(-500)])
        // Naming a group and one of its members counts the member once, as named.
        let named = try ledger.whatIf(
            archiving: [try Self.id("Cine", in: ledger), try Self.id("Ocio", in: ledger)],
            on: Self.today)
        #expect(named.targets.map(\.name) == ["Cine", "Ocio"])
        #expect(Set(named.cascaded.map(\.name)) == ["Teatro", "Club"])
        #expect(named.monthlyChange == [Sample.money(-3100)])
    }

    /// The rule is `archiveWithMembers` on a copy: the same ledger, the same change, for every
    /// item and pair; the ledger asked stays as it was.
    @Test func equalsArchivingACopyAndChangesNothing() throws {
        let ledger = try Self.ledger()
        let original = ledger
        let ids = ledger.expenses.map(\.id)
        for first in ids {
            for second in [nil] + ids {
                let asked = [first] + (second.map { [$0] } ?? [])
                let whatIf = try ledger.whatIf(archiving: asked, on: Self.today)
                var copy = ledger
                for id in asked { _ = try copy.archiveWithMembers(id, on: Self.today) }
                #expect(whatIf.ledgerAfter == copy)
                #expect(whatIf.monthlyChange == copy.totalsChange(from: ledger))
                for line in whatIf.lines {
                    let after = copy.monthlyTotals.first { $0.currency == line.currency }
                    #expect(line.monthlyAfter.minorUnits == (after?.monthlyMinor ?? 0))
                }
            }
        }
        #expect(ledger == original)
    }

    @Test func anArchivedItemOrOneNamedTwiceChangesNothingMore() throws {
        var ledger = try Self.ledger()
        let netflix = try Self.id("Netflix", in: ledger)
        let twice = try ledger.whatIf(archiving: [netflix, netflix], on: Self.today)
        #expect(twice.targets.count == 1)
        #expect(twice.monthlyChange == [Sample.money(-1299)])
        _ = try ledger.archive(netflix, on: Self.today)
        #expect(try ledger.whatIf(archiving: [netflix], on: Self.today).monthlyChange.isEmpty)
    }

    @Test func anUnknownIdIsRefused() throws {
        let ledger = try Self.ledger()
        #expect(throws: DomainError.self) {
            try ledger.whatIf(archiving: [Sample.expense("X", 1).id], on: Self.today)
        }
    }

    /// A plan whose last charge is behind the day counts nowhere, in a what-if as in the
    /// totals: over random ledgers with plans that ended, that end later or never, leaving
    /// out any item gives the day's totals before (what `total` says) and the day's totals of
    /// the archived copy after, monthly and yearly.
    @Test(arguments: (1...30) as ClosedRange<UInt64>)
    func aPlanThatEndedCountsInNoWhatIf(seed: UInt64) throws {
        var random = Sample.SeededGenerator(seed: seed)
        func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
        var ledger = ExpenseLedger()
        for number in 0..<int(2...7) {
            var plan = Sample.expense(
                "P\(number)", Int64(int(100...90_000)), ["EUR", "USD"][int(0...1)],
                period: [.monthly, .weekly, .annual][int(0...2)], next: "2026-06-01",
                created: "2026-05-01")
            if int(0...2) > 0 {
                plan.endsOn = Self.today.addingDays(int(-120...120))
            }
            _ = try ledger.add(plan, asOf: Self.today)
        }
        for target in ledger.expenses {
            let whatIf = try ledger.whatIf(archiving: [target.id], on: Self.today)
            var copy = ledger
            _ = try copy.archiveWithMembers(target.id, on: Self.today)
            #expect(
                whatIf.monthlyChange == copy.totalsChange(from: ledger, on: Self.today),
                "seed \(seed)")
            let yearlyBefore = ledger.yearlyTotals(on: Self.today)
            let yearlyAfter = copy.yearlyTotals(on: Self.today)
            for line in whatIf.lines {
                func monthly(_ ledger: ExpenseLedger) -> Int64 {
                    ledger.monthlyTotals(on: Self.today).first { $0.currency == line.currency }?
                        .monthlyMinor ?? 0
                }
                #expect(line.monthlyBefore.minorUnits == monthly(ledger), "seed \(seed)")
                #expect(line.monthlyAfter.minorUnits == monthly(copy), "seed \(seed)")
                #expect(
                    line.yearlyBefore.minorUnits == yearlyBefore[line.currency] ?? 0,
                    "seed \(seed)")
                #expect(
                    line.yearlyAfter.minorUnits == yearlyAfter[line.currency] ?? 0,
                    "seed \(seed)")
            }
        }
    }
}
