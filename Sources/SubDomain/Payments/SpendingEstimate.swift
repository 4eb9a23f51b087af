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
        var parts: [Part] = []
        var missing: [CurrencyCode] = []
        var tooLarge: [CurrencyCode] = []
        var used: Set<CurrencyCode> = []
        var paidSum: Int64 = 0
        var expectedSum: Int64 = 0
        for line in totals.sorted(by: { $0.currency < $1.currency })
        where line.paidMinor != 0 || line.expectedMinor != 0 {
            let paid = table.convert(line.paidMinor, from: line.currency, to: target)
            let expected = table.convert(line.expectedMinor, from: line.currency, to: target)
            switch (paid, expected) {
            case (.converted(let paidMinor), .converted(let expectedMinor)):
                let (newPaid, overflow) = paidSum.addingReportingOverflow(paidMinor)
                let (newExpected, overflow2) = expectedSum.addingReportingOverflow(expectedMinor)
                guard !overflow, !overflow2 else {
                    tooLarge.append(line.currency)
                    continue
                }
                paidSum = newPaid
                expectedSum = newExpected
                parts.append(
                    Part(
                        line: line, paid: Money(minorUnits: paidMinor, currency: target),
                        expected: Money(minorUnits: expectedMinor, currency: target)))
                if line.currency != target {
                    used.formUnion([line.currency, target].filter { $0 != table.base })
                }
            case (.noRate, _), (_, .noRate):
                missing.append(line.currency)
            default:
                tooLarge.append(line.currency)
            }
        }
        self.parts = parts
        self.missing = missing.sorted()
        self.tooLarge = tooLarge.sorted()
        self.paid = Money(minorUnits: paidSum, currency: target)
        self.expected = Money(minorUnits: expectedSum, currency: target)
        self.ratesUsed = table.rates.filter { used.contains($0.currency) }
    }

    /// Whether any currency but the target's own went into the figures or was left out:
    /// with none, the estimate only repeats the sums.
    public var crossesCurrencies: Bool {
        parts.contains { $0.line.currency != target } || !missing.isEmpty || !tooLarge.isEmpty
    }
}
