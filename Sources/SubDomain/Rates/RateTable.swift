/// The profile's exchange rates: every rate against one base currency (EUR for the ECB's
/// files), one rate per currency. Cross rates go through the base only: USD → GBP is the USD
/// amount divided by USD's rate and multiplied by GBP's, in one exact step.
public struct RateTable: Hashable, Sendable {
    public let base: CurrencyCode
    /// Sorted by currency code.
    public let rates: [ExchangeRate]

    public init(base: CurrencyCode, rates: [ExchangeRate] = []) {
        self.base = base
        self.rates = rates.filter { $0.currency != base }.sorted { $0.currency < $1.currency }
    }

    /// The base when nothing is stored yet: the ECB's, whose files are against the euro.
    public static let defaultBase = CurrencyCode.eur

    public var isEmpty: Bool { rates.isEmpty }

    /// The rate of `currency` against the base; the base's own is `RateValue.one`.
    public func value(of currency: CurrencyCode) -> RateValue? {
        if currency == base { return .one }
        return rate(of: currency)?.value
    }

    public func rate(of currency: CurrencyCode) -> ExchangeRate? {
        rates.first { $0.currency == currency }
    }

    /// This table with `newRates` (all against `base`) in place of the rates of their
    /// currencies; the others stay. Refuses, changing nothing, a rate for the base itself, a
    /// currency given twice, or a base other than this table's while it holds rates (an
    /// empty table takes the new base).
    public func merging(_ newRates: [ExchangeRate], base newBase: CurrencyCode)
        throws(RateError) -> RateTable
    {
        if newBase != base, !rates.isEmpty {
            throw .baseMismatch(stored: base, given: newBase)
        }
        var seen: Set<CurrencyCode> = []
        for rate in newRates {
            guard rate.currency != newBase else { throw .rateForBase(newBase) }
            guard seen.insert(rate.currency).inserted else {
                throw .duplicateCurrency(rate.currency)
            }
        }
        let kept = newBase == base ? rates.filter { !seen.contains($0.currency) } : []
        return RateTable(base: newBase, rates: kept + newRates)
    }

    /// This table with the rates of an export taken in (`import FILE`): each of its rates
    /// replaces this table's rate of the same currency unless that one is for a later day (a
    /// restored backup must not put older rates over newer ones); the others stay. An empty
    /// table takes the export's base. Refuses, like `merging`, an export against another
    /// base while this table holds rates: the two do not mix, and converting one table into
    /// the other's base would store rates nobody published.
    public func takingExported(_ exported: RateTable) throws(RateError) -> RateTable {
        guard !exported.isEmpty else { return self }
        guard !isEmpty else { return exported }
        let newer = exported.rates.filter { rate in
            guard let held = self.rate(of: rate.currency) else { return true }
            return held.date <= rate.date
        }
        return try merging(newer, base: exported.base)
    }

    /// What converting an amount gave.
    public enum Conversion: Hashable, Sendable {
        case converted(Int64)
        /// No rate for this currency (the source's or the target's).
        case noRate(CurrencyCode)
        /// The result would not fit in 64-bit minor units.
        case tooLarge
    }

    /// `minorUnits` of `source` in minor units of `target`: converted once, exactly, through
    /// the base (`amount / rate(source) × rate(target)`), then rounded once, half away from
    /// zero, to the target's minor unit (yen have none, dinars three). Never through a double.
    public func convert(_ minorUnits: Int64, from source: CurrencyCode, to target: CurrencyCode)
        -> Conversion
    {
        if source == target { return .converted(minorUnits) }
        guard let sourceRate = value(of: source) else { return .noRate(source) }
        guard let targetRate = value(of: target) else { return .noRate(target) }
        // target minor = minor × M_t × 10^(d_t + s_s) / (M_s × 10^(d_s + s_t)), where a rate is
        // M × 10^-s and an amount of d decimals is minor × 10^-d. Each factor stays under
        // 10^27, so only the product with the amount needs 256 bits.
        let multiplier =
            UInt128(targetRate.mantissa)
            * RateValue.powerOfTen(target.minorDigits + sourceRate.scale)
        let divisor =
            UInt128(sourceRate.mantissa)
            * RateValue.powerOfTen(source.minorDigits + targetRate.scale)
        let product = UInt128(minorUnits.magnitude).multipliedFullWidth(by: multiplier)
        // The quotient fits in 128 bits only when the high half is below the divisor.
        guard product.high < divisor else { return .tooLarge }
        let (quotient, remainder) = divisor.dividingFullWidth(product)
        let rounded = remainder >= divisor - remainder ? quotient + 1 : quotient
        guard rounded <= UInt128(Int64.max) else { return .tooLarge }
        return .converted(minorUnits < 0 ? -Int64(rounded) : Int64(rounded))
    }
}
