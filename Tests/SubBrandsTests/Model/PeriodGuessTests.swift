import SubBrandsCore
import SubDomain
import Testing

@testable import SubBrands

/// A typed amount's period, when none was typed: the one whose price is nearest.
@Suite struct PeriodGuessTests {
    static let usd = try! CurrencyCode("USD")

    static func money(_ minor: Int64, _ currency: CurrencyCode = usd) -> Money {
        Money(minorUnits: minor, currency: currency)
    }

    @Test func primeAtItsMonthlyPriceIsMonthlyAndAtItsYearlyPriceYearly() throws {
        let prime = try #require(BrandCatalog.shared.brandNamed("Prime"))
        #expect(prime.brand.usualPeriod == .annual)
        #expect(prime.likelyPeriod(for: Self.money(1499))?.period == .monthly)
        #expect(prime.likelyPeriod(for: Self.money(13900))?.period == .annual)
        #expect(prime.likelyPeriod(for: Self.money(13900))?.alternative == nil)
    }

    /// Over every curated brand and every currency it has a price in: its own price is
    /// read in its own period, and that price scaled to a month or a year is read in that
    /// period. So a brand's data never moves what the user typed at its face value.
    @Test func everyBrandsOwnPriceKeepsItsOwnPeriod() throws {
        var checked = 0
        for brand in BrandCatalog.shared.curatedBrands {
            guard let usual = brand.usualPeriod,
                let suggestion = BrandCatalog.shared.brandNamed(brand.name), suggestion.plan == nil
            else { continue }
            for price in brand.referencePrices where price.minorUnits >= 100 {
                let guess = try #require(suggestion.likelyPeriod(for: price))
                #expect(guess.period == usual, "\(brand.name) at \(price)")
                #expect(guess.reference == price)
                for other: Period in [.monthly, .annual] where other != usual {
                    let scaled = Int64(
                        (Double(price.minorUnits) * other.approximateDays / usual.approximateDays)
                            .rounded())
                    #expect(
                        suggestion.likelyPeriod(for: Self.money(scaled, price.currency))?.period
                            == other, "\(brand.name) at \(scaled) \(price.currency.code)")
                }
                checked += 1
            }
        }
        #expect(checked > 50)
    }

    /// Between two candidates, an amount nearly as far from both is a close call.
    @Test func anAmountBetweenTwoPricesNamesTheOtherAsAnAlternative() throws {
        // Monthly 11.58, yearly 139: 40 is 3.45× the one and 3.47× below the other.
        let guess = try #require(
            PeriodGuess(
                amount: Self.money(4000), usualPrice: Self.money(13900), usualPeriod: .annual))
        #expect(guess.alternative != nil)
        #expect(Set([guess.period, guess.alternative]) == [.monthly, .annual])
    }

    @Test func noGuessAcrossCurrenciesOrForNothing() throws {
        let eur = try CurrencyCode("EUR")
        #expect(
            PeriodGuess(
                amount: Self.money(100, eur), usualPrice: Self.money(100), usualPeriod: .monthly)
                == nil)
        #expect(
            PeriodGuess(amount: Self.money(0), usualPrice: Self.money(100), usualPeriod: .monthly)
                == nil)
    }
}
