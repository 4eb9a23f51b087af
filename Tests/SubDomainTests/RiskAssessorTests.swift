import SubDomain
import TestSupport
import Testing

@Suite struct RiskAssessorTests {
    let today = Sample.date("2026-11-29")

    @Test func trialChargingWithinAWeekIsHigh() throws {
        var ledger = ExpenseLedger()
        _ = try ledger.add(
            Sample.expense("Soon", 999, next: "2026-12-05", trialEnds: "2026-12-04"), asOf: today)
        _ = try ledger.add(
            Sample.expense("Edge", 999, next: "2026-12-06", trialEnds: "2026-12-05"), asOf: today)
        _ = try ledger.add(Sample.expense("Paid", 999, next: "2026-12-01"), asOf: today)
        let risks = RiskAssessor.assess(ledger, asOf: today)
        #expect(risks.map(\.expense.name) == ["Soon"])
        #expect(risks[0].level == .high)
        #expect(
            risks[0].reasons == [.trialChargeSoon(chargeOn: Sample.date("2026-12-05"), daysLeft: 6)]
        )
    }

    @Test func expensiveComparedToTheCurrencyMeanIsMedium() throws {
        var ledger = ExpenseLedger()
        for (name, amount) in [("A", Int64(1000)), ("B", 1000), ("C", 1000), ("Big", 2100)] {
            _ = try ledger.add(Sample.expense(name, amount), asOf: today)
        }
        _ = try ledger.add(Sample.expense("Dollar", 100_000, "USD"), asOf: today)
        let risks = RiskAssessor.assess(ledger, asOf: today)
        // Mean 1275; 1.5 × 1275 = 1912.5 < 2100. Alone in its currency, Dollar is the mean.
        #expect(risks.map(\.expense.name) == ["Big"])
        #expect(
            risks[0].reasons == [
                .aboveAverage(monthly: Sample.money(2100), mean: Sample.money(1275))
            ])
        #expect(risks[0].level == .medium)
    }

    /// A shared plan costs the user their share: 25,99 € among 5 people is 5,20 €.
    @Test func aSharedPlanIsJudgedByTheUsersShare() throws {
        var ledger = ExpenseLedger()
        for (name, amount) in [("A", Int64(1000)), ("B", 1000), ("C", 1000)] {
            _ = try ledger.add(Sample.expense(name, amount), asOf: today)
        }
        _ = try ledger.add(Sample.expense("YouTube Premium", 2599, sharedWith: 5), asOf: today)
        #expect(RiskAssessor.assess(ledger, asOf: today).isEmpty)

        var family = ExpenseLedger()
        _ = try family.add(Sample.expense("A", 300), asOf: today)
        _ = try family.add(Sample.expense("B", 300), asOf: today)
        _ = try family.add(Sample.expense("Family", 3600, sharedWith: 4), asOf: today)
        // Shares 300, 300 and 900: mean 500, and 900 > 1.5 × 500.
        let risks = RiskAssessor.assess(family, asOf: today)
        #expect(risks.map(\.expense.name) == ["Family"])
        #expect(
            risks.first?.reasons
                == [.aboveAverage(monthly: Sample.money(900), mean: Sample.money(500))])
    }

    @Test func exactlyOnePointFiveTimesIsNotAbove() throws {
        var ledger = ExpenseLedger()
        for (name, amount) in [("A", Int64(500)), ("B", 1000)] {  // mean 750, 1.5× = 1125
            _ = try ledger.add(Sample.expense(name, amount), asOf: today)
        }
        #expect(RiskAssessor.assess(ledger, asOf: today).isEmpty)
        var three = ExpenseLedger()
        for (name, amount) in [("A", Int64(300)), ("B", 300), ("C", 900)] {  // mean 500, 1.5× = 750
            _ = try three.add(Sample.expense(name, amount), asOf: today)
        }
        #expect(RiskAssessor.assess(three, asOf: today).map(\.expense.name) == ["C"])
    }

    @Test func unconfirmedForMoreThanThreeMonthsIsMediumAndConfirmClearsIt() throws {
        var ledger = ExpenseLedger()
        let old = try ledger.add(Sample.expense("Old", 1000, created: "2026-08-28"), asOf: today)
            .value
        _ = try ledger.add(Sample.expense("Edge", 1000, created: "2026-08-29"), asOf: today)
        let risks = RiskAssessor.assess(ledger, asOf: today)
        #expect(risks.map(\.expense.name) == ["Old"])
        #expect(risks[0].reasons == [.notConfirmed(since: Sample.date("2026-08-28"), months: 3)])
        _ = try ledger.confirm(old.id, on: today)
        #expect(RiskAssessor.assess(ledger, asOf: today).isEmpty)
    }

    @Test func archivedItemsCarryNoRisk() throws {
        var ledger = ExpenseLedger()
        let trial = try ledger.add(
            Sample.expense("T", 999, next: "2026-12-01", trialEnds: "2026-12-01"), asOf: today
        ).value
        _ = try ledger.archive(trial.id, on: today)
        #expect(RiskAssessor.assess(ledger, asOf: today).isEmpty)
    }

    @Test func highComesBeforeMedium() throws {
        var ledger = ExpenseLedger()
        _ = try ledger.add(Sample.expense("A old", 100, created: "2025-01-01"), asOf: today)
        _ = try ledger.add(
            Sample.expense("Z trial", 100, next: "2026-11-30", trialEnds: "2026-11-30"), asOf: today
        )
        #expect(
            RiskAssessor.assess(ledger, asOf: today).map(\.expense.name) == ["Z trial", "A old"])
    }
}
