/// Two figures per currency converted into one target at a table's rates, as every estimate
/// across currencies converts them (`total`'s monthly and share, `spent`'s paid and
/// expected): each once through `RateTable.convert`, added up with overflow refused, a
/// currency without a rate or too large left out and named, and the rates used kept.
struct PairConversion {
    /// One currency's two figures, converted; `index` is its place among the inputs.
    struct Converted {
        let index: Int
        let first: Int64
        let second: Int64
    }

    var converted: [Converted] = []
    var firstSum: Int64 = 0
    var secondSum: Int64 = 0
    var missing: [CurrencyCode] = []
    var tooLarge: [CurrencyCode] = []
    var ratesUsed: [ExchangeRate] = []

    /// Converts each of `figures` (a currency and its two figures, in minor units) into
    /// `target`.
    init(
        _ figures: [(currency: CurrencyCode, first: Int64, second: Int64)],
        into target: CurrencyCode, rates table: RateTable
    ) {
        var used: Set<CurrencyCode> = []
        for (index, figure) in figures.enumerated() {
            let first = table.convert(figure.first, from: figure.currency, to: target)
            let second = table.convert(figure.second, from: figure.currency, to: target)
            switch (first, second) {
            case (.converted(let firstMinor), .converted(let secondMinor)):
                let (newFirst, overflow) = firstSum.addingReportingOverflow(firstMinor)
                let (newSecond, overflow2) = secondSum.addingReportingOverflow(secondMinor)
                guard !overflow, !overflow2 else {
                    tooLarge.append(figure.currency)
                    continue
                }
                firstSum = newFirst
                secondSum = newSecond
                converted.append(Converted(index: index, first: firstMinor, second: secondMinor))
                if figure.currency != target {
                    used.formUnion([figure.currency, target].filter { $0 != table.base })
                }
            case (.noRate, _), (_, .noRate):
                missing.append(figure.currency)
            default:
                tooLarge.append(figure.currency)
            }
        }
        missing.sort()
        tooLarge.sort()
        ratesUsed = table.rates.filter { used.contains($0.currency) }
    }
}
