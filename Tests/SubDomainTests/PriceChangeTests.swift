import Foundation
import Testing

@testable import SubDomain

@Suite struct PriceChangeTests {
    private let day = CivilDate(daysSinceEpoch: 20_000)

    private func change(_ old: Int64, _ new: Int64, currency: CurrencyCode = .eur) -> PriceChange {
        PriceChange(
            old: Money(minorUnits: old, currency: .eur),
            new: Money(minorUnits: new, currency: currency), changedOn: day)
    }

    @Test func percentIsRoundedHalfAwayFromZeroInIntegers() {
        #expect(change(1299, 1499).percent == 15)  // 15.396…
        #expect(change(1299, 1499).difference?.minorUnits == 200)
        #expect(change(1000, 1005).percent == 1)  // 0.5 rounds up
        #expect(change(1000, 995).percent == 1)  // a drop is positive too
        #expect(change(1299, 1099).isDrop)
        #expect(change(0, 500).percent == nil)
        #expect(change(100, 100, currency: .usd).percent == nil)
        #expect(!change(100, 200, currency: .usd).isRise)
    }

    @Test func aRiseInTheLast90DaysIsAMediumRisk() {
        let netflix = RecurringExpense(
            name: "Netflix", amount: Money(minorUnits: 1499, currency: .eur), period: .monthly,
            nextCharge: day.addingDays(10), lastConfirmed: day, createdOn: day)
        let ledger = ExpenseLedger(expenses: [netflix])
        let rise = [netflix.id: change(1299, 1499)]
        let risks = RiskAssessor.assess(ledger, asOf: day.addingDays(90), priceChanges: rise)
        #expect(risks.map(\.level) == [.medium])
        #expect(risks.first?.reasons == [.priceRose(change(1299, 1499))])
        #expect(RiskAssessor.assess(ledger, asOf: day.addingDays(91), priceChanges: rise).isEmpty)
        let drop = [netflix.id: change(1499, 1299)]
        #expect(RiskAssessor.assess(ledger, asOf: day, priceChanges: drop).isEmpty)
    }
}
