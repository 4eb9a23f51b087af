/// Why new rates were refused. Typed, never worded; nothing is stored when one is thrown.
public enum RateError: Error, Hashable, Sendable {
    /// A rate given for the table's base itself, which is 1 by definition.
    case rateForBase(CurrencyCode)
    /// The profile's rates are against `stored`; rates against `given` would mix bases.
    case baseMismatch(stored: CurrencyCode, given: CurrencyCode)
    /// The same currency twice in one `rates set`.
    case duplicateCurrency(CurrencyCode)
}
