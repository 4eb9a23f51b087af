import SubDomain
import Testing

/// Figures worked by hand: a rate is units of the currency per 1 EUR, as the ECB writes it.
@Suite struct RateTableTests {
    static let day = try! CivilDate(year: 2026, month: 11, day: 28)

    static func rate(_ code: String, _ text: String, source: RateSource = .ecb) -> ExchangeRate {
        ExchangeRate(
            currency: try! CurrencyCode(code), value: try! RateValue(reading: text), date: day,
            source: source)
    }

    static let table = RateTable(
        base: .eur,
        rates: [
            rate("USD", "1.0812"), rate("GBP", "0.8412"), rate("JPY", "163.98"),
            rate("KWD", "0.3321"),
        ])

    func converted(_ minor: Int64, _ from: CurrencyCode, _ to: CurrencyCode) -> Int64? {
        if case .converted(let value) = Self.table.convert(minor, from: from, to: to) {
            return value
        }
        return nil
    }

    @Test func toAndFromTheBase() {
        // 100.00 USD / 1.0812 = 92.4898… EUR → 92.49.
        #expect(converted(10000, .usd, .eur) == 9249)
        // 92.49 EUR × 1.0812 = 100.000188 USD → 100.00.
        #expect(converted(9249, .eur, .usd) == 10000)
        // 12.99 EUR × 163.98 = 2130.1002 JPY → 2130 (yen have no minor unit).
        #expect(converted(1299, .eur, .jpy) == 2130)
        // 1000 JPY / 163.98 = 6.0983… EUR → 6.10.
        #expect(converted(1000, .jpy, .eur) == 610)
        // 10.00 EUR × 0.3321 = 3.321 KWD: three decimals, nothing to round.
        #expect(converted(1000, .eur, try! CurrencyCode("KWD")) == 3321)
    }

    @Test func crossRatesGoThroughTheBaseInOneStep() {
        // 100.00 USD → GBP = 100 / 1.0812 × 0.8412 = 77.8024… → 77.80.
        #expect(converted(10000, .usd, .gbp) == 7780)
        // 7 JPY → USD = 7 / 163.98 × 1.0812 = 0.04615… → 0.05. Rounding to euros on the way
        // (0.04 EUR × 1.0812 = 0.0432 → 0.04) would lose a cent: the base is never rounded.
        #expect(converted(7, .jpy, .usd) == 5)
        #expect(converted(12345, .gbp, .gbp) == 12345)
    }

    @Test func halvesRoundAwayFromZero() {
        let table = RateTable(base: .eur, rates: [Self.rate("USD", "1.5")])
        // 0.01 EUR × 1.5 = 0.015 USD → 0.02; −0.01 → −0.02.
        #expect(table.convert(1, from: .eur, to: .usd) == .converted(2))
        #expect(table.convert(-1, from: .eur, to: .usd) == .converted(-2))
        // 0.03 EUR × 1.5 = 0.045 → 0.05; 0.02 × 1.5 = 0.03 exactly.
        #expect(table.convert(3, from: .eur, to: .usd) == .converted(5))
        #expect(table.convert(2, from: .eur, to: .usd) == .converted(3))
    }

    @Test func aMissingRateIsSaidNeverTakenOneToOne() {
        let chf = try! CurrencyCode("CHF")
        #expect(Self.table.convert(3000, from: chf, to: .eur) == .noRate(chf))
        #expect(Self.table.convert(3000, from: .eur, to: chf) == .noRate(chf))
    }

    @Test func tooLargeIsSaidNotClamped() {
        let table = RateTable(
            base: .eur, rates: [Self.rate("IDR", "999999999999"), Self.rate("USD", "0.000001")])
        #expect(
            table.convert(Int64.max, from: .usd, to: try! CurrencyCode("IDR")) == .tooLarge)
    }

    @Test func mergingReplacesOnlyTheCurrenciesGiven() throws {
        let merged = try Self.table.merging(
            [Self.rate("USD", "1.1", source: .manual), Self.rate("CHF", "0.93")], base: .eur)
        #expect(merged.rate(of: .usd)?.value.plainText == "1.1")
        #expect(merged.rate(of: .usd)?.source == .manual)
        #expect(merged.rate(of: .gbp) == Self.table.rate(of: .gbp))
        #expect(merged.rates.map(\.currency.code) == ["CHF", "GBP", "JPY", "KWD", "USD"])
    }

    @Test func mergingRefusesWhatWouldMixOrRepeat() {
        #expect(throws: RateError.baseMismatch(stored: .eur, given: .usd)) {
            try Self.table.merging([Self.rate("GBP", "0.78")], base: .usd)
        }
        #expect(throws: RateError.rateForBase(.eur)) {
            try Self.table.merging([Self.rate("EUR", "1")], base: .eur)
        }
        #expect(throws: RateError.duplicateCurrency(.gbp)) {
            try Self.table.merging([Self.rate("GBP", "0.8"), Self.rate("GBP", "0.9")], base: .eur)
        }
        // An empty table takes any base.
        #expect(
            (try? RateTable(base: .eur).merging([Self.rate("EUR", "0.92")], base: .usd))?.base
                == .usd)
    }

    /// An import never puts an older rate over a newer one, fills in what the table lacks,
    /// and refuses rates against another base while the table holds rates.
    @Test func takingAnExportKeepsTheNewerRateOfEachCurrency() throws {
        let earlier = try CivilDate(year: 2026, month: 10, day: 1)
        let later = try CivilDate(year: 2026, month: 12, day: 1)
        let exported = RateTable(
            base: .eur,
            rates: [
                ExchangeRate(
                    currency: .usd, value: try RateValue(reading: "1.2"), date: earlier,
                    source: .manual),
                ExchangeRate(
                    currency: .gbp, value: try RateValue(reading: "0.9"), date: later,
                    source: .manual),
                Self.rate("JPY", "170.5"),
                Self.rate("CHF", "0.93"),
            ])
        let taken = try Self.table.takingExported(exported)
        #expect(taken.rate(of: .usd) == Self.table.rate(of: .usd))
        #expect(taken.rate(of: .gbp)?.value.plainText == "0.9")
        // The same day: the file's, as `rates import` would replace it.
        #expect(taken.rate(of: .jpy)?.value.plainText == "170.5")
        #expect(taken.rate(of: try CurrencyCode("CHF"))?.value.plainText == "0.93")
        #expect(
            taken.rate(of: try CurrencyCode("KWD")) == Self.table.rate(of: try CurrencyCode("KWD")))

        // An empty table takes the export whole, base and all; an empty export changes nothing.
        let dollars = RateTable(base: .usd, rates: [Self.rate("EUR", "0.92")])
        #expect(try RateTable(base: .eur).takingExported(dollars) == dollars)
        #expect(try Self.table.takingExported(RateTable(base: .usd)) == Self.table)
        #expect(throws: RateError.baseMismatch(stored: .eur, given: .usd)) {
            try Self.table.takingExported(dollars)
        }
    }
}
