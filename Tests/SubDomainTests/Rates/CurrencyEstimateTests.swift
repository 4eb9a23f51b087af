import SubDomain
import Testing

@Suite struct CurrencyEstimateTests {
    static let chf = try! CurrencyCode("CHF")

    static func total(_ currency: CurrencyCode, _ minor: Int64, share: Int64? = nil)
        -> CurrencyTotal
    {
        CurrencyTotal(
            currency: currency, monthlyMinor: minor, shareMinor: share ?? minor, activeCount: 1)
    }

    @Test func theIssuesFigureWorkedByHand() {
        // 69.91 EUR + 64.87 USD (/1.0812 = 59.998… → 60.00) + 28.00 GBP (/0.8412 = 33.2857…
        // → 33.29) = 163.20 EUR; the 30.00 CHF has no rate and is left out.
        let estimate = CurrencyEstimate(
            totals: [
                Self.total(.eur, 6991), Self.total(.usd, 6487), Self.total(.gbp, 2800),
                Self.total(Self.chf, 3000),
            ],
            into: .eur, rates: RateTableTests.table)
        #expect(estimate.monthly == Money(minorUnits: 16320, currency: .eur))
        #expect(estimate.missing == [Self.chf])
        #expect(estimate.parts.map(\.monthly.minorUnits).reduce(0, +) == 16320)
        #expect(estimate.ratesUsed.map(\.currency) == [.gbp, .usd])
        #expect(estimate.oldestDate == RateTableTests.day)
        #expect(estimate.sources == [.ecb])
        #expect(estimate.crossesCurrencies)
        #expect(!estimate.targetUnrated)
    }

    @Test func theShareIsConvertedToo() {
        let estimate = CurrencyEstimate(
            totals: [Self.total(.usd, 10000, share: 5000)], into: .eur,
            rates: RateTableTests.table)
        // 100.00 USD → 92.49 EUR; 50.00 USD → 46.2449… → 46.24.
        #expect(estimate.monthly.minorUnits == 9249)
        #expect(estimate.share.minorUnits == 4624)
    }

    @Test func intoACurrencyOtherThanTheBaseUsesItsRateToo() {
        let estimate = CurrencyEstimate(
            totals: [Self.total(.eur, 1000), Self.total(.usd, 10000)], into: .gbp,
            rates: RateTableTests.table)
        // 10.00 EUR × 0.8412 = 8.412 → 8.41; 100.00 USD → 77.80.
        #expect(estimate.monthly.minorUnits == 841 + 7780)
        #expect(estimate.ratesUsed.map(\.currency) == [.gbp, .usd])
    }

    @Test func aTargetWithoutRateConvertsNothing() {
        let estimate = CurrencyEstimate(
            totals: [Self.total(.eur, 1000), Self.total(Self.chf, 500)], into: Self.chf,
            rates: RateTableTests.table)
        #expect(estimate.targetUnrated)
        #expect(estimate.missing == [.eur])
        #expect(estimate.monthly.minorUnits == 500)
    }

    @Test func onlyTheTargetsOwnCurrencyCrossesNothing() {
        let estimate = CurrencyEstimate(
            totals: [Self.total(.eur, 1299)], into: .eur, rates: RateTableTests.table)
        #expect(!estimate.crossesCurrencies)
        #expect(estimate.ratesUsed.isEmpty)
        #expect(estimate.monthly.minorUnits == 1299)
    }

    @Test func aRateIsOldAfterThirtyDays() {
        let table = RateTableTests.table
        let estimate = CurrencyEstimate(
            totals: [Self.total(.usd, 1000)], into: .eur, rates: table)
        let day = RateTableTests.day
        #expect(estimate.staleRates(asOf: day.addingDays(30)).isEmpty)
        #expect(estimate.staleRates(asOf: day.addingDays(31)).map(\.currency) == [.usd])
    }
}
