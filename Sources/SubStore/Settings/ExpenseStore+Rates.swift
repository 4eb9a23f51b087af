import SubDomain
import SubRecords

extension ExpenseStore {
    /// The profile's exchange rates; an empty table against `RateTable.defaultBase` when none
    /// were ever set.
    public func rateTable() throws(StoreError) -> RateTable {
        guard let text = try setting(.exchangeRates) else {
            return RateTable(base: RateTable.defaultBase)
        }
        guard let table = Self.decodeRates(text) else { throw corruptSetting(.exchangeRates) }
        return table
    }

    /// Replaces the whole table in one transaction (an import is all or nothing); not in
    /// history, like every setting. An empty table forgets the rates.
    public func setRateTable(_ table: RateTable) throws(StoreError) {
        try updateSetting(.exchangeRates, to: table.isEmpty ? nil : Self.encodeRates(table))
    }

    /// The currency `rates base` chose for the headline's estimate, or `nil` for none.
    public func estimateCurrency() throws(StoreError) -> CurrencyCode? {
        guard let text = try setting(.estimateCurrency) else { return nil }
        guard let currency = try? CurrencyCode(text) else {
            throw corruptSetting(.estimateCurrency)
        }
        return currency
    }

    public func setEstimateCurrency(_ currency: CurrencyCode?) throws(StoreError) {
        try updateSetting(.estimateCurrency, to: currency?.code)
    }

    // MARK: Stored form

    /// `base EUR`, then `USD 1.0812 2026-11-28 ecb` per rate: plain text a person can read
    /// in `sqlite3`, and exact (the rate's digits as published).
    static func encodeRates(_ table: RateTable) -> String {
        (["base " + table.base.code]
            + table.rates.map {
                [$0.currency.code, $0.value.plainText, $0.date.iso, $0.source.rawValue]
                    .joined(separator: " ")
            }).joined(separator: "\n")
    }

    static func decodeRates(_ text: String) -> RateTable? {
        var lines = text.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        guard let first = lines.first, first.count == 2, first[0] == "base",
            let base = try? CurrencyCode(first[1])
        else { return nil }
        lines.removeFirst()
        var rates: [ExchangeRate] = []
        for fields in lines {
            guard fields.count == 4, let currency = try? CurrencyCode(fields[0]),
                let value = try? RateValue(reading: fields[1]),
                let date = CivilDate(iso: fields[2]), let source = RateSource(rawValue: fields[3]),
                currency != base, !rates.contains(where: { $0.currency == currency })
            else { return nil }
            rates.append(ExchangeRate(currency: currency, value: value, date: date, source: source))
        }
        return RateTable(base: base, rates: rates)
    }
}
