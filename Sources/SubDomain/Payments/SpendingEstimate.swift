/// `spent`'s figures across currencies, labelled as what they are: estimates at the
/// profile's rates, one for what was paid and one, apart, for what was expected and not
/// recorded. The two are never added together, as `Spending` never adds them.
///
/// Each currency's paid sum and expected sum are converted into the target by
/// `RateTable.convert`, the conversion `total`'s estimate (`CurrencyEstimate`) uses: once,
/// through the base, rounded once to the target's minor unit; each estimate is the sum of
/// those parts, so the parts add up to it. A currency without a rate is left out and named,
/// never taken 1:1.
public struct SpendingEstimate: Hashable, Sendable, RatedEstimate {
    /// One currency's sums, converted.
    public struct Part: Hashable, Sendable {
        /// The exact sums in their own currency.
        public let line: Spending.Line
        public let paid: Money
        public let expected: Money
    }

    public let target: CurrencyCode
    public let base: CurrencyCode
    public let paid: Money
    public let expected: Money
    public let parts: [Part]
    /// Currencies with a sum but no rate: left out of both figures.
    public let missing: [CurrencyCode]
    /// Currencies whose converted sums would not fit in 64-bit minor units: left out.
    public let tooLarge: [CurrencyCode]
    public let ratesUsed: [ExchangeRate]
    /// Whether the target itself has no rate (and is not the base).
    public let targetUnrated: Bool

    /// Converts `totals` (`Spending.totals`: one line per currency) into `target` at
    /// `table`'s rates; a currency with nothing paid or expected is left out.
    public init(totals: [Spending.Line], into target: CurrencyCode, rates table: RateTable) {
        self.target = target
        self.base = table.base
        self.targetUnrated = table.value(of: target) == nil
        let shown = totals.sorted(by: { $0.currency < $1.currency }).filter {
            $0.paidMinor != 0 || $0.expectedMinor != 0
        }
        let conversion = PairConversion(
            shown.map { ($0.currency, $0.paidMinor, $0.expectedMinor) }, into: target,
            rates: table)
        self.parts = conversion.converted.map {
            Part(
                line: shown[$0.index], paid: Money(minorUnits: $0.first, currency: target),
                expected: Money(minorUnits: $0.second, currency: target))
        }
        self.missing = conversion.missing
        self.tooLarge = conversion.tooLarge
        self.paid = Money(minorUnits: conversion.firstSum, currency: target)
        self.expected = Money(minorUnits: conversion.secondSum, currency: target)
        self.ratesUsed = conversion.ratesUsed
    }

    /// Whether any currency but the target's own went into the figures or was left out:
    /// with none, the estimate only repeats the sums.
    public var crossesCurrencies: Bool {
        parts.contains { $0.line.currency != target } || !missing.isEmpty || !tooLarge.isEmpty
    }
}
