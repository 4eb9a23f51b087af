import Foundation
import SubDomain
import SubRecords
import Testing

@testable import SubStore

@Suite struct ExpenseStoreRatesTests {
    static func rate(_ code: String, _ text: String, _ day: String, _ source: RateSource)
        -> ExchangeRate
    {
        ExchangeRate(
            currency: try! CurrencyCode(code), value: try! RateValue(reading: text),
            date: CivilDate(iso: day)!, source: source)
    }

    @Test func ratesAndTheEstimateCurrencyReadBackExactly() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let location = try StoreLocation(dataRoot: folder.path, profile: "ana")
        let store = try ExpenseStore(location: location, clock: Sample.clock)
        #expect(try store.rateTable() == RateTable(base: .eur))
        #expect(try store.estimateCurrency() == nil)

        let table = RateTable(
            base: .eur,
            rates: [
                Self.rate("USD", "1.0812", "2026-11-28", .ecb),
                Self.rate("JPY", "163.98", "2026-11-28", .ecb),
                Self.rate("GBP", "0.000000000001", "2026-10-01", .manual),
            ])
        try store.setRateTable(table)
        try store.setEstimateCurrency(.gbp)
        let reopened = try ExpenseStore(location: location, clock: Sample.clock)
        #expect(try reopened.rateTable() == table)
        #expect(try reopened.estimateCurrency() == .gbp)

        // Forgetting: an empty table removes the setting, `nil` the currency.
        try reopened.setRateTable(RateTable(base: .eur))
        try reopened.setEstimateCurrency(nil)
        #expect(try reopened.setting(.exchangeRates) == nil)
        #expect(try reopened.setting(.estimateCurrency) == nil)
    }

    @Test func aDamagedSettingIsSaidNeverGuessed() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let location = try StoreLocation(dataRoot: folder.path, profile: "ana")
        let store = try ExpenseStore(location: location, clock: Sample.clock)
        for damaged in [
            "USD 1.08 2026-11-28 ecb", "base EUR\nUSD 1.08 2026-11-28",
            "base EUR\nUSD 0 2026-11-28 ecb",
            "base EUR\nEUR 1 2026-11-28 ecb",
            "base EUR\nUSD 1.08 2026-11-28 ecb\nUSD 1.09 2026-11-28 ecb",
            "base XXX",
        ] {
            try store.updateSetting(.exchangeRates, to: damaged)
            #expect(throws: StoreError.self) { try store.rateTable() }
        }
        try store.updateSetting(.estimateCurrency, to: "EURO")
        #expect(throws: StoreError.self) { try store.estimateCurrency() }
    }
}
