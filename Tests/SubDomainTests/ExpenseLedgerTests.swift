import Foundation
import SubDomain
import TestSupport
import Testing

@Suite struct ExpenseLedgerTests {
    let today = Sample.date("2026-11-29")

    @Test func totalsArePerCurrencyLargestFirstAndNeverMixed() throws {
        var ledger = ExpenseLedger()
        _ = try ledger.add(Sample.expense("Netflix", 1299), asOf: today)
        _ = try ledger.add(Sample.expense("Spotify", 1099), asOf: today)
        _ = try ledger.add(Sample.expense("iCloud", 12000, period: .annual), asOf: today)
        _ = try ledger.add(Sample.expense("GitHub", 40000, "USD", period: .annual), asOf: today)
        _ = try ledger.add(Sample.expense("Gym", 500, "GBP", period: .weekly), asOf: today)
        let totals = ledger.monthlyTotals
        #expect(totals.map(\.currency.code) == ["EUR", "USD", "GBP"])
        #expect(totals.map(\.monthlyMinor) == [1299 + 1099 + 1000, 3333, 2167])
        #expect(totals.map(\.activeCount) == [3, 1, 1])
        #expect(ledger.activeCount == 5)
    }

    @Test func tiesAreOrderedByCurrencyCode() throws {
        var ledger = ExpenseLedger()
        _ = try ledger.add(Sample.expense("B", 1000, "USD"), asOf: today)
        _ = try ledger.add(Sample.expense("A", 1000, "EUR"), asOf: today)
        #expect(ledger.monthlyTotals.map(\.currency.code) == ["EUR", "USD"])
    }

    @Test func groupCostsTheLargerOfCapAndChildren() throws {
        var ledger = ExpenseLedger()
        let group = Sample.expense("Streaming", 3000, group: .manual)
        _ = try ledger.add(group, asOf: today)
        _ = try ledger.add(Sample.expense("Netflix", 1299, parent: group.id), asOf: today)
        _ = try ledger.add(Sample.expense("Max", 999, parent: group.id), asOf: today)
        #expect(ledger.effectiveMonthly(of: group).minorUnits == 3000)
        #expect(ledger.monthlyTotals.first?.monthlyMinor == 3000)

        let over = try ledger.add(Sample.expense("Disney+", 999, parent: group.id), asOf: today)
        #expect(
            over.warnings == [
                .groupOverCap(
                    group: "Streaming", capMonthly: Sample.money(3000),
                    childrenMonthly: Sample.money(3297))
            ])
        #expect(ledger.effectiveMonthly(of: group).minorUnits == 3297)
        #expect(ledger.monthlyTotals.first?.monthlyMinor == 3297)
        // Children are paid subscriptions; the group is charged through them.
        #expect(ledger.activeCount == 3)
    }

    @Test func automaticGroupFollowsItsActiveChildren() throws {
        var ledger = ExpenseLedger()
        let group = Sample.expense("Family", 0, group: .automatic)
        _ = try ledger.add(group, asOf: today)
        let a = try ledger.add(Sample.expense("A", 500, parent: group.id), asOf: today).value
        _ = try ledger.add(Sample.expense("B", 700, parent: group.id), asOf: today)
        #expect(ledger.expense(withID: group.id)?.amount.minorUnits == 1200)
        _ = try ledger.archive(a.id, on: today)
        #expect(ledger.expense(withID: group.id)?.amount.minorUnits == 700)
        _ = try ledger.removeFromGroup(ledger.lookup("B").found!.id)
        #expect(ledger.expense(withID: group.id)?.amount.minorUnits == 0)
        #expect(ledger.lookup("B").found?.parentID == nil)
        #expect(ledger.lookup("B").found?.isActive == true)
        var edited = ledger.expense(withID: group.id)!
        edited.amount = Sample.money(999)
        #expect(throws: DomainError.automaticGroupAmount(name: "Family")) {
            try ledger.update(edited, asOf: today)
        }
    }

    @Test func groupsRefuseMixedCurrencyPeriodAndNesting() throws {
        var ledger = ExpenseLedger()
        let group = Sample.expense("Streaming", 3000, group: .manual)
        _ = try ledger.add(group, asOf: today)
        let dollars = Sample.expense("Hulu", 799, "USD", parent: group.id)
        #expect(
            throws: DomainError.currencyMismatchInGroup(
                group: "Streaming",
                groupCurrency: .eur, child: "Hulu", childCurrency: .usd)
        ) {
            try ledger.add(dollars, asOf: today)
        }
        let yearly = Sample.expense("Prime", 4990, period: .annual, parent: group.id)
        #expect(
            throws: DomainError.periodMismatchInGroup(
                group: "Streaming",
                groupPeriod: .monthly, child: "Prime", childPeriod: .annual)
        ) {
            try ledger.add(yearly, asOf: today)
        }
        let inner = Sample.expense("Inner", 1000, parent: group.id, group: .manual)
        #expect(throws: DomainError.nestedGroup(name: "Inner")) {
            try ledger.add(inner, asOf: today)
        }
        let plain = try ledger.add(Sample.expense("Plain", 100), asOf: today).value
        #expect(throws: DomainError.notAGroup(name: "Plain")) {
            try ledger.add(Sample.expense("Child", 100, parent: plain.id), asOf: today)
        }
        // A failed operation changes nothing.
        #expect(ledger.expenses.count == 2)
    }

    @Test func createGroupIsAllOrNothing() throws {
        var ledger = ExpenseLedger()
        let netflix = try ledger.add(Sample.expense("Netflix", 1299), asOf: today).value
        let hulu = try ledger.add(Sample.expense("Hulu", 799, "USD"), asOf: today).value
        let before = ledger
        #expect(throws: DomainError.self) {
            try ledger.createGroup(
                Sample.expense("TV", 2000, group: .manual),
                members: [netflix.id, hulu.id], asOf: today)
        }
        #expect(ledger == before)
        let made = try ledger.createGroup(
            Sample.expense("TV", 1000, group: .manual),
            members: [netflix.id], asOf: today)
        #expect(made.warnings.count == 1)
        #expect(ledger.children(of: made.value).map(\.name) == ["Netflix"])
    }

    @Test func archivedItemsStayVisibleButNeverCount() throws {
        var ledger = ExpenseLedger()
        let netflix = try ledger.add(
            Sample.expense("Netflix", 1299, next: "2026-08-30"), asOf: today
        ).value
        _ = try ledger.add(Sample.expense("Spotify", 1099), asOf: today)
        _ = try ledger.archive(netflix.id, on: Sample.date("2026-08-10"))
        #expect(ledger.expenses.count == 2)
        #expect(ledger.monthlyTotals.map(\.monthlyMinor) == [1099])
        #expect(ledger.archivedCount == 1)
        #expect(ledger.killCount == 1)
        let archived = ledger.expense(withID: netflix.id)!
        #expect(archived.archivedOn == Sample.date("2026-08-10"))
        // Archived Aug 10, as of Nov 29: the charges of Aug 30, Sep 30 and Oct 30 avoided.
        #expect(archived.savedSoFar(asOf: today) == Sample.money(3 * 1299))
        _ = try ledger.restore(netflix.id)
        #expect(ledger.monthlyTotals.map(\.monthlyMinor) == [2398])
        #expect(ledger.killCount == 0, "a restore takes back the kill it reverses")
        _ = try ledger.archive(netflix.id, on: today)
        #expect(ledger.killCount == 1, "archive, restore, archive is one kill")
    }

    @Test func childrenOfAnArchivedGroupCountNowhere() throws {
        var ledger = ExpenseLedger()
        let group = Sample.expense("Streaming", 1000, group: .manual)
        _ = try ledger.add(group, asOf: today)
        _ = try ledger.add(Sample.expense("Netflix", 1299, parent: group.id), asOf: today)
        _ = try ledger.add(Sample.expense("Solo", 100), asOf: today)
        _ = try ledger.archive(group.id, on: today)
        #expect(ledger.monthlyTotals.map(\.monthlyMinor) == [100])
        #expect(ledger.activeCount == 1)
        #expect(BillingCalendar.upcoming(in: ledger, from: today, days: 30).map(\.name) == ["Solo"])
    }

    @Test func deletingAGroupKeepsItsChildren() throws {
        var ledger = ExpenseLedger()
        let group = Sample.expense("Streaming", 1000, group: .manual)
        _ = try ledger.add(group, asOf: today)
        _ = try ledger.add(Sample.expense("Netflix", 1299, parent: group.id), asOf: today)
        _ = try ledger.delete(group.id)
        #expect(ledger.expenses.map(\.name) == ["Netflix"])
        #expect(ledger.expenses[0].parentID == nil)
        #expect(ledger.monthlyTotals.map(\.monthlyMinor) == [1299])
    }

    /// Inside a capped group a member's price is not what archiving it saves: the total
    /// falls only to the cap.
    @Test func totalsChangeIsWhatTheTotalReallyMoved() throws {
        var ledger = ExpenseLedger()
        let group = Sample.expense("Streaming", 2000, group: .manual)
        _ = try ledger.add(group, asOf: today)
        _ = try ledger.add(Sample.expense("Netflix", 1299, parent: group.id), asOf: today)
        let max = try ledger.add(Sample.expense("Max", 899, parent: group.id), asOf: today)
        _ = try ledger.add(Sample.expense("GitHub", 400, "USD"), asOf: today)
        let before = ledger
        _ = try ledger.archive(max.value.id, on: today)
        #expect(ledger.totalsChange(from: before) == [Sample.money(-198)])
        #expect(before.totalsChange(from: ledger) == [Sample.money(198)])
        #expect(ledger.totalsChange(from: ledger).isEmpty, "no change, no figure")
    }

    @Test func totalsChangeFollowsAnAutomaticGroupAndEveryCurrency() throws {
        var ledger = ExpenseLedger()
        let family = Sample.expense("Family", 0, group: .automatic)
        _ = try ledger.add(family, asOf: today)
        let a = try ledger.add(Sample.expense("A", 500, parent: family.id), asOf: today)
        _ = try ledger.add(Sample.expense("B", 700, parent: family.id), asOf: today)
        let dollars = try ledger.add(Sample.expense("GitHub", 400, "USD"), asOf: today)
        let yen = try ledger.add(Sample.expense("Nikkei", 4300, "JPY"), asOf: today)
        var before = ledger
        _ = try ledger.archive(a.value.id, on: today)
        #expect(ledger.totalsChange(from: before) == [Sample.money(-500)])

        before = ledger
        _ = try ledger.archive(family.id, on: today)
        _ = try ledger.archive(dollars.value.id, on: today)
        _ = try ledger.archive(yen.value.id, on: today)
        // Largest change first, whatever its sign; a currency that vanished counts too.
        #expect(
            ledger.totalsChange(from: before)
                == [Sample.money(-4300, "JPY"), Sample.money(-700), Sample.money(-400, "USD")])
    }

    @Test func sharedPlansCountInFullAndShareSeparately() throws {
        var ledger = ExpenseLedger()
        let family = try ledger.add(
            Sample.expense("Spotify Family", 1799, sharedWith: 4), asOf: today)
        _ = try ledger.add(Sample.expense("Netflix", 1299), asOf: today)
        #expect(family.value.perPersonAmount == Sample.money(450))  // 449.75 → 450
        let total = try #require(ledger.monthlyTotals.first)
        #expect(total.monthlyMinor == 1799 + 1299)
        #expect(total.shareMinor == 450 + 1299)
    }

    @Test func warningsInformAndNeverBlock() throws {
        var ledger = ExpenseLedger()
        let old = try ledger.add(Sample.expense("Netflix", 1299), asOf: today).value
        _ = try ledger.archive(old.id, on: Sample.date("2026-06-01"))
        _ = try ledger.add(Sample.expense("Spotify", 1099), asOf: today)
        let again = try ledger.add(
            Sample.expense("netflix", 1299, next: "2026-11-01", trialEnds: "2026-12-02"),
            asOf: today)
        #expect(
            again.warnings == [
                .previouslyArchived(name: "netflix", archivedOn: Sample.date("2026-06-01")),
                .nextChargeInPast(name: "netflix", date: Sample.date("2026-11-01")),
                .chargeBeforeTrialEnds(
                    name: "netflix", nextCharge: Sample.date("2026-11-01"),
                    trialEnds: Sample.date("2026-12-02")),
                .trialEndingSoon(
                    name: "netflix", trialEnds: Sample.date("2026-12-02"), daysLeft: 3),
            ])
        // A trial that ends on its first charge, the usual case, is no warning.
        let trial = try ledger.add(
            Sample.expense("Cloud", 500, next: "2026-12-20", trialEnds: "2026-12-20"), asOf: today)
        #expect(trial.warnings.isEmpty)
        let duplicate = try ledger.add(Sample.expense("SPOTIFY", 1099), asOf: today)
        #expect(duplicate.warnings == [.duplicateActiveName(name: "SPOTIFY")])
        #expect(ledger.expenses.count == 5)
    }

    @Test func errorsRefuseAndChangeNothing() throws {
        var ledger = ExpenseLedger()
        #expect(throws: DomainError.nonPositiveAmount) {
            try ledger.add(Sample.expense("Free", 0), asOf: today)
        }
        #expect(throws: DomainError.emptyName) {
            try ledger.add(Sample.expense("  ", 100), asOf: today)
        }
        #expect(throws: DomainError.invalidMemberCount(0)) {
            try ledger.add(Sample.expense("X", 100, sharedWith: 0), asOf: today)
        }
        #expect(throws: DomainError.amountOverflow) {
            try ledger.add(Sample.expense("X", Money.maximumMinorUnits + 1), asOf: today)
        }
        #expect(ledger.expenses.isEmpty)
    }

    @Test func theMemberLimitIsTheDomainsAndValidateUsesIt() throws {
        #expect(RecurringExpense.memberLimit == 1...1000)
        var ledger = ExpenseLedger()
        _ = try ledger.add(Sample.expense("Team", 100, sharedWith: 1000), asOf: today)
        #expect(throws: DomainError.invalidMemberCount(1001)) {
            try ledger.add(Sample.expense("Crowd", 100, sharedWith: 1001), asOf: today)
        }
    }

    @Test func lookupIsCaseAndAccentInsensitiveAndNeverGuesses() throws {
        var ledger = ExpenseLedger()
        _ = try ledger.add(Sample.expense("Día Club", 100), asOf: today)
        _ = try ledger.add(Sample.expense("Netflix", 1299), asOf: today)
        _ = try ledger.add(Sample.expense("Netflix Kids", 599), asOf: today)
        #expect(ledger.lookup("dia club").found?.name == "Día Club")
        #expect(ledger.lookup("DÍA").found?.name == "Día Club")
        #expect(ledger.lookup("netflix").found?.name == "Netflix", "exact beats prefix")
        _ = try ledger.add(Sample.expense("Netflix Basic", 599), asOf: today)
        guard case .ambiguous(let candidates) = ledger.lookup("netflix k") else {
            #expect(ledger.lookup("netflix k").found?.name == "Netflix Kids")
            return
        }
        Issue.record("unexpected ambiguity: \(candidates.map(\.name))")
    }

    @Test func ambiguousLookupListsCandidates() throws {
        var ledger = ExpenseLedger()
        _ = try ledger.add(Sample.expense("Netflix Kids", 599), asOf: today)
        _ = try ledger.add(Sample.expense("Netflix Basic", 599), asOf: today)
        #expect(ledger.lookup("net") == .ambiguous(ledger.expenses))
        #expect(ledger.lookup("hulu") == .notFound(suggestions: []))
        #expect(ledger.lookup("") == .notFound(suggestions: []))
    }

    /// Property: for every currency, the total is at least what the live leaves really cost.
    @Test func totalNeverBelowWhatIsReallyPaid() throws {
        var generator = Sample.SeededGenerator(seed: 20261129)
        let currencies = ["EUR", "USD", "JPY"]
        let periods: [Period] = [.weekly, .monthly, .quarterly, .semiannual, .annual]
        for _ in 0..<200 {
            var ledger = ExpenseLedger()
            var groups: [RecurringExpense] = []
            for index in 0..<Int.random(in: 1...30, using: &generator) {
                let currency = currencies.randomElement(using: &generator)!
                let period = periods.randomElement(using: &generator)!
                let amount = Int64.random(in: 1...50_000, using: &generator)
                var expense = Sample.expense("E\(index)", amount, currency, period: period)
                if Int.random(in: 0..<5, using: &generator) == 0 {
                    expense.groupMode = Bool.random(using: &generator) ? .manual : .automatic
                    groups.append(expense)
                } else if let group = groups.filter({
                    ledger.expense(withID: $0.id)?.isActive == true
                }).randomElement(using: &generator),
                    Bool.random(using: &generator)
                {
                    expense.parentID = group.id
                    expense.amount.currency = group.currency
                    expense.period = group.period
                }
                _ = try ledger.add(expense, asOf: today)
                if Int.random(in: 0..<6, using: &generator) == 0 {
                    _ = try ledger.archive(expense.id, on: today)
                }
            }
            var paidLeaves: [CurrencyCode: Int64] = [:]
            for item in ledger.chargedItems where !item.isGroup {
                paidLeaves[item.currency, default: 0] += item.monthlyEstimate.minorUnits
            }
            let totals = Dictionary(
                uniqueKeysWithValues: ledger.monthlyTotals.map { ($0.currency, $0.monthlyMinor) })
            for (currency, paid) in paidLeaves {
                #expect((totals[currency] ?? 0) >= paid)
            }
            #expect(Set(ledger.monthlyTotals.map(\.currency)).count == ledger.monthlyTotals.count)
        }
    }
}

extension NameLookup {
    var found: RecurringExpense? {
        if case .found(let expense) = self { return expense }
        return nil
    }
}

@Suite struct NameLookupWordPrefixTests {
    @Test func aLaterWordFindsANameStoredUnderItsBrand() throws {
        var ledger = ExpenseLedger()
        let today = Sample.date("2026-11-29")
        _ = try ledger.add(Sample.expense("HBO Max", 999), asOf: today)
        _ = try ledger.add(Sample.expense("Movistar Plus+", 999), asOf: today)
        _ = try ledger.add(Sample.expense("Apple Music", 999), asOf: today)
        _ = try ledger.add(Sample.expense("YouTube Music", 999), asOf: today)
        #expect(ledger.lookup("max").found?.name == "HBO Max")
        #expect(ledger.lookup("plus").found?.name == "Movistar Plus+")
        guard case .ambiguous(let both) = ledger.lookup("music") else {
            Issue.record("two names have a word starting with music")
            return
        }
        #expect(both.map(\.name) == ["Apple Music", "YouTube Music"])
    }
}
