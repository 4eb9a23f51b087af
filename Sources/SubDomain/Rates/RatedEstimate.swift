/// What an estimate across currencies says of the rates it used, whatever it converted
/// (`total`'s monthly figures, `spent`'s payments): their days, their sources, the old ones.
public protocol RatedEstimate {
    /// The currency the figures are in.
    var target: CurrencyCode { get }
    /// The currency every rate is against.
    var base: CurrencyCode { get }
    /// Currencies with a figure but no rate: left out, never taken 1:1.
    var missing: [CurrencyCode] { get }
    /// Currencies whose converted figure would not fit in 64-bit minor units: left out.
    var tooLarge: [CurrencyCode] { get }
    /// Every rate the figure used (the target's included), by currency.
    var ratesUsed: [ExchangeRate] { get }
    /// Whether the target itself has no rate (and is not the base), so no other currency
    /// could be converted into it.
    var targetUnrated: Bool { get }
}

extension RatedEstimate {
    public var oldestDate: CivilDate? { ratesUsed.map(\.date).min() }
    public var newestDate: CivilDate? { ratesUsed.map(\.date).max() }
    /// The sources of the rates used, in `RateSource` order.
    public var sources: [RateSource] {
        RateSource.allCases.filter { source in ratesUsed.contains { $0.source == source } }
    }

    /// The rates used that are more than `ExchangeRate.staleAfterDays` old on `today`.
    public func staleRates(asOf today: CivilDate) -> [ExchangeRate] {
        ratesUsed.filter { $0.isStale(asOf: today) }
    }
}
