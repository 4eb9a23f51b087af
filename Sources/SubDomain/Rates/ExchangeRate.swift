/// How many units of `currency` one unit of a table's base buys, as the ECB writes it:
/// `USD 1.0812` against EUR means 1 EUR = 1.0812 USD. With its day and where it came from,
/// because an estimate must say how old and whose its rates are.
public struct ExchangeRate: Hashable, Sendable {
    public let currency: CurrencyCode
    public let value: RateValue
    /// The day the rate is for (the ECB's reference day, or what `rates set --date` said).
    public let date: CivilDate
    public let source: RateSource

    public init(currency: CurrencyCode, value: RateValue, date: CivilDate, source: RateSource) {
        self.currency = currency
        self.value = value
        self.date = date
        self.source = source
    }

    /// How many days before `today` a rate may be and still not be called old.
    public static let staleAfterDays = 30

    /// Whether the rate is more than `staleAfterDays` older than `today`.
    public func isStale(asOf today: CivilDate) -> Bool {
        date.days(until: today) > Self.staleAfterDays
    }
}
