/// One figure across currencies, labelled as what it is: an estimate at the profile's rates.
///
/// Each currency's monthly total (and the user's share of it) is converted once into the
/// target at its rate through the base and rounded once to the target's minor unit (half
/// away from zero, like every money rule); the estimate is the sum of those parts, so the
/// parts `--json` shows add up to it. A currency without a rate is left out and named, never
/// taken 1:1. The exact per-currency totals stay the headline; this only stands beside them.
public struct CurrencyEstimate: Hashable, Sendable, RatedEstimate {
    /// One currency's total, converted.
    public struct Part: Hashable, Sendable {
        /// The exact total in its own currency.
        public let total: CurrencyTotal
        public let monthly: Money
        public let share: Money
    }

    public let target: CurrencyCode
    public let base: CurrencyCode
    public let monthly: Money
    public let share: Money
    public let parts: [Part]
    /// Currencies with a total but no rate: left out of the figure.
    public let missing: [CurrencyCode]
    /// Currencies whose converted total would not fit in 64-bit minor units: left out.
    public let tooLarge: [CurrencyCode]
    /// Every rate the figure used (the target's included), by currency.
    public let ratesUsed: [ExchangeRate]
    /// Whether the target itself has no rate (and is not the base), so no other currency
    /// could be converted into it.
    public let targetUnrated: Bool

    /// Converts `totals` (those with a figure or a charged plan, as `total` shows them) into
    /// `target` at `table`'s rates.
    public init(totals: [CurrencyTotal], into target: CurrencyCode, rates table: RateTable) {
        self.target = target
        self.base = table.base
        self.targetUnrated = table.value(of: target) == nil
        let shown = CurrencyTotal.ordered(totals).filter {
            $0.monthlyMinor != 0 || $0.activeCount > 0
        }
        let conversion = PairConversion(
            shown.map { ($0.currency, $0.monthlyMinor, $0.shareMinor) }, into: target,
            rates: table)
        self.parts = conversion.converted.map {
            Part(
                total: shown[$0.index], monthly: Money(minorUnits: $0.first, currency: target),
                share: Money(minorUnits: $0.second, currency: target))
        }
        self.missing = conversion.missing
        self.tooLarge = conversion.tooLarge
        self.monthly = Money(minorUnits: conversion.firstSum, currency: target)
        self.share = Money(minorUnits: conversion.secondSum, currency: target)
        self.ratesUsed = conversion.ratesUsed
    }

    /// Whether any currency but the target's own went into the figure or was left out: with
    /// none, the estimate only repeats a total.
    public var crossesCurrencies: Bool {
        parts.contains { $0.total.currency != target } || !missing.isEmpty || !tooLarge.isEmpty
    }
}
