import Foundation
import SubDomain
import TestSupport
import Testing

/// `total --by` and `list --by`: figures per currency within each category or card.
@Suite struct ExpenseLedgerGroupingTests {
    let today = Sample.date("2026-11-29")

    private func card(_ expense: RecurringExpense, _ card: String?, category: String? = nil)
        -> RecurringExpense
    {
        var copy = expense
        copy.paidWith = card
        copy.category = category
        return copy
    }

    @Test func groupsAddEachCurrencyByTheTotalsRules() throws {
        var ledger = ExpenseLedger()
        // Weekly 10,00 € is 43,33 € a month (×52/12, rounded once), never ×4.
        _ = try ledger.add(
            card(Sample.expense("Gym", 1000, period: .weekly), "Visa 4242"), asOf: today)
        _ = try ledger.add(card(Sample.expense("Netflix", 1299), "visa  4242"), asOf: today)
        _ = try ledger.add(card(Sample.expense("iCloud", 299, "USD"), "VISA 4242"), asOf: today)
        _ = try ledger.add(
            card(Sample.expense("Insurance", 40000, period: .annual), "Amex"), asOf: today)
        _ = try ledger.add(Sample.expense("Loose", 500), asOf: today)
        let archived = try ledger.add(card(Sample.expense("Old", 9999), "Amex"), asOf: today)
        _ = try ledger.archiveWithMembers(archived.value.id, on: today)

        let groups = ledger.monthlyTotals(by: .card)
        #expect(groups.map(\.label) == ["Amex", "Visa 4242", nil])
        #expect(groups.map(\.itemCount) == [2, 3, 1])
        // Amex: the annual plan is 33,33 € a month; the archived one counts nothing.
        #expect(
            groups[0].totals == [
                CurrencyTotal(
                    currency: .eur, monthlyMinor: 3333, shareMinor: 3333, activeCount: 1)
            ])
        #expect(
            groups[1].totals == [
                CurrencyTotal(
                    currency: .eur, monthlyMinor: 4333 + 1299, shareMinor: 4333 + 1299,
                    activeCount: 2),
                CurrencyTotal(
                    currency: try CurrencyCode("USD"), monthlyMinor: 299, shareMinor: 299,
                    activeCount: 1),
            ])
        #expect(
            groups[2].totals == [
                CurrencyTotal(currency: .eur, monthlyMinor: 500, shareMinor: 500, activeCount: 1)
            ])
    }

    @Test func aGroupCountsTheLargerOfItsCapAndMembersWithItsOwnCard() throws {
        var ledger = ExpenseLedger()
        let a = try ledger.add(card(Sample.expense("A", 2000), "Visa"), asOf: today).value
        let b = try ledger.add(card(Sample.expense("B", 1500), "Amex"), asOf: today).value
        let family = card(Sample.expense("Family", 3000, group: .manual), "Mastercard")
        _ = try ledger.createGroup(family, members: [a.id, b.id], asOf: today)
        let groups = ledger.monthlyTotals(by: .card)
        // The members' own cards do not split the group: its line carries the money
        // (max(30,00 €, 35,00 €)), and its two members are its charged items.
        #expect(groups.map(\.label) == ["Mastercard"])
        #expect(groups[0].totals.map(\.monthlyMinor) == [3500])
        #expect(groups[0].totals.map(\.activeCount) == [2])
    }

    @Test func categoriesFoldAndTheNoneGroupComesLast() throws {
        var ledger = ExpenseLedger()
        _ = try ledger.add(card(Sample.expense("A", 100), nil, category: "Música"), asOf: today)
        _ = try ledger.add(card(Sample.expense("B", 200), nil, category: "musica"), asOf: today)
        _ = try ledger.add(card(Sample.expense("C", 300), nil, category: "cloud"), asOf: today)
        _ = try ledger.add(Sample.expense("D", 400), asOf: today)
        let groups = ledger.monthlyTotals(by: .category)
        #expect(groups.map(\.label) == ["cloud", "Música", nil])
        #expect(groups.map { $0.totals.map(\.monthlyMinor) } == [[300], [300], [400]])
    }

    /// Whatever the ledger, adding one currency's line over the groups gives exactly that
    /// currency's total, for both groupings; and every item is in exactly one group.
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func groupsAddUpToTheTotals(seed: UInt64) throws {
        var random = Sample.SeededGenerator(seed: seed)
        var ledger = ExpenseLedger()
        let cards = ["Visa 4242", "visa 4242", "Amex", "Cuenta ING", nil]
        let categories = ["music", "Music", "cloud", "vídeo", nil]
        let codes = ["EUR", "USD", "JPY"]
        let periods: [Period] = [.weekly, .monthly, .quarterly, .semiannual, .annual]
        var groupIDs: [UUID] = []
        for index in 0..<60 {
            var expense = Sample.expense(
                "Item \(index)", Int64.random(in: 1...500_000, using: &random),
                codes[Int.random(in: 0..<codes.count, using: &random)],
                period: periods[Int.random(in: 0..<periods.count, using: &random)],
                sharedWith: Int.random(in: 1...4, using: &random))
            expense.paidWith = cards[Int.random(in: 0..<cards.count, using: &random)]
            expense.category = categories[Int.random(in: 0..<categories.count, using: &random)]
            if Int.random(in: 0..<8, using: &random) == 0 {
                expense.groupMode = Bool.random(using: &random) ? .manual : .automatic
                if expense.groupMode == .automatic {
                    expense.amount = Money(minorUnits: 0, currency: expense.currency)
                }
                groupIDs.append(try ledger.add(expense, asOf: today).value.id)
                continue
            }
            let added = try ledger.add(expense, asOf: today).value
            if let group = groupIDs.randomElement(using: &random),
                let parent = ledger.expense(withID: group), parent.currency == added.currency,
                parent.period == added.period, Bool.random(using: &random)
            {
                _ = try ledger.addToGroup(group, members: [added.id])
            }
            if Int.random(in: 0..<6, using: &random) == 0 {
                _ = try ledger.archiveWithMembers(added.id, on: today)
            }
        }
        let totals = ledger.monthlyTotals
        for grouping in TotalsGrouping.allCases {
            let groups = ledger.monthlyTotals(by: grouping)
            // An active automatic group whose members carry it (each on its own card or
            // category) is no item of its own when it has none.
            let carried = ledger.expenses.filter { group in
                group.isGroup && group.isActive && group.groupMode == .automatic
                    && group.sharedWith <= 1 && grouping.label(of: group, parent: nil) == nil
                    && !ledger.activeChildren(of: group).isEmpty
            }
            #expect(
                groups.reduce(0) { $0 + $1.itemCount } == ledger.expenses.count - carried.count)
            var summed: [CurrencyCode: CurrencyTotal] = [:]
            for group in groups {
                for line in group.totals {
                    var total = summed[line.currency] ?? CurrencyTotal(currency: line.currency)
                    total.add(
                        TotalContribution(
                            monthlyMinor: line.monthlyMinor, shareMinor: line.shareMinor))
                    total.activeCount += line.activeCount
                    summed[line.currency] = total
                }
            }
            #expect(CurrencyTotal.ordered(Array(summed.values)) == totals, "by \(grouping)")
            // The list's parts hold the same items as the groups.
            let listing = ledger.listing(asOf: today, by: grouping)
            let listed = listing.parts.flatMap(\.entries).count {
                if case .item = $0 { return true } else { return false }
            }
            #expect(
                listed
                    == ledger.listing(asOf: today).entries.count {
                        if case .item = $0 { return true } else { return false }
                    })
        }
    }
}
