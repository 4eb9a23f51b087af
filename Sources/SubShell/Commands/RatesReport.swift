import SubDomain

/// What `rates` and its subcommands report: the profile's rates as they are now, the
/// currency the headline estimates in, and what the command changed.
public struct RatesReport: Hashable, Sendable {
    public enum Change: Hashable, Sendable {
        /// `rates`: nothing changed.
        case listed
        /// `rates set`: these currencies, typed, for `date`.
        case set([CurrencyCode], date: CivilDate)
        /// `rates import FILE`: these currencies from the file (its newest day first named),
        /// and the file's codes that are no current currency.
        case imported([CurrencyCode], path: String, skipped: [String])
        /// `rates base X|off`.
        case estimateCurrency(CurrencyCode?)
        /// `rates clear`: how many rates were forgotten.
        case cleared(Int)
    }

    public let table: RateTable
    public let estimateCurrency: CurrencyCode?
    public let change: Change
}
