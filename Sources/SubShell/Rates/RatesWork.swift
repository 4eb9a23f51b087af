import FoundationEssentials
import SubDomain
import SubFormats
import SubRecords
import SubStore

/// The work of `rates` and its subcommands (`RatesCommand`).
extension CommandRunner {
    /// `rates`: the table and the headline's currency, read without creating a profile.
    func listRates() throws(CommandFailure) -> CommandOutcome {
        let (table, currency) = try storedRates()
        return CommandOutcome(
            .report(RatesReport(table: table, estimateCurrency: currency, change: .listed)))
    }

    /// `rates set USD=1.0812 …`: typed rates for `date` (today unless given), against
    /// `base` (the stored one, or the ECB's euro for a first table). All or nothing: one
    /// refused rate stores none.
    func setRates(_ quotes: [RateQuote], base: CurrencyCode?, date: CivilDate?)
        throws(CommandFailure) -> CommandOutcome
    {
        let day = date ?? today
        let rates = quotes.map {
            ExchangeRate(currency: $0.currency, value: $0.value, date: day, source: .manual)
        }
        return try replaceRates { table throws(RateError) in
            let merged = try table.merging(rates, base: base ?? table.base)
            return (merged, .set(quotes.map(\.currency), date: day))
        }
    }

    /// `rates import FILE`: the ECB's rates from one of its published files, replacing the
    /// rates of the currencies it has; a malformed file stores nothing and names its line.
    func importRates(_ path: String) throws(CommandFailure) -> CommandOutcome {
        let data = try Self.importedFileData(path)
        guard let text = String(data: data, encoding: .utf8) else {
            throw .unreadableFile(path: path)
        }
        let reading: ECBRateFile.Reading
        do throws(RateFileError) {
            reading = try ECBRateFile.read(text)
        } catch {
            throw .rateFile(error, path: path)
        }
        return try replaceRates { table throws(RateError) in
            let merged = try table.merging(reading.rates, base: ECBRateFile.base)
            return (
                merged,
                .imported(reading.rates.map(\.currency), path: path, skipped: reading.skippedCodes)
            )
        }
    }

    /// `rates base EUR` / `rates base off`.
    func chooseEstimateCurrency(_ currency: CurrencyCode?) throws(CommandFailure)
        -> CommandOutcome
    {
        let store = try session.writableStore()
        do throws(StoreError) {
            try store.setEstimateCurrency(currency)
            return CommandOutcome(
                .report(
                    RatesReport(
                        table: try store.rateTable(), estimateCurrency: currency,
                        change: .estimateCurrency(currency))))
        } catch {
            throw .store(error)
        }
    }

    /// `rates clear`: every rate forgotten; the headline's currency stays chosen.
    func clearRates() throws(CommandFailure) -> CommandOutcome {
        let store = try session.writableStore()
        do throws(StoreError) {
            let count = try store.rateTable().rates.count
            try store.setRateTable(RateTable(base: RateTable.defaultBase))
            return CommandOutcome(
                .report(
                    RatesReport(
                        table: try store.rateTable(),
                        estimateCurrency: try store.estimateCurrency(),
                        change: .cleared(count))))
        } catch {
            throw .store(error)
        }
    }

    // MARK: Internals

    private func storedRates() throws(CommandFailure) -> (RateTable, CurrencyCode?) {
        try session.reading { store throws(StoreError) in
            (try store.rateTable(), try store.estimateCurrency())
        } ?? (RateTable(base: RateTable.defaultBase), nil)
    }

    /// Reads the table, lets `change` make the new one, and stores it whole.
    private func replaceRates(
        _ change: (RateTable) throws(RateError) -> (RateTable, RatesReport.Change)
    ) throws(CommandFailure) -> CommandOutcome {
        let store = try session.writableStore()
        let current: RateTable
        let currency: CurrencyCode?
        do throws(StoreError) {
            current = try store.rateTable()
            currency = try store.estimateCurrency()
        } catch {
            throw .store(error)
        }
        let (table, what): (RateTable, RatesReport.Change)
        do throws(RateError) {
            (table, what) = try change(current)
        } catch {
            throw .rates(error)
        }
        do throws(StoreError) {
            try store.setRateTable(table)
        } catch {
            throw .store(error)
        }
        return CommandOutcome(
            .report(RatesReport(table: table, estimateCurrency: currency, change: what)))
    }
}
