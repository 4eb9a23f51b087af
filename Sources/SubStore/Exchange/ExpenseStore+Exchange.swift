import FoundationEssentials
import SubDomain
import SubRecords

extension ExpenseStore {
    /// The price history, reminder offsets, language, exchange rates, estimate currency and
    /// card expiries a JSON export of `ledger` carries.
    public func exchangeProfile(for ledger: ExpenseLedger) throws(StoreError) -> ExchangeProfile {
        let offsets = try setting(.reminderOffsets) == nil ? nil : try reminderOffsets()
        let rates = try rateTable()
        return ExchangeProfile(
            priceHistory: try priceHistories(among: ledger.expenses),
            reminderOffsets: offsets, language: try preferredLanguage(),
            rates: rates.isEmpty ? nil : rates, estimateCurrency: try estimateCurrency(),
            cardExpiries: try cardExpiries())
    }

    /// `import FILE` as one transaction: the batch merged into the ledger by its format
    /// (`ExpenseImport.merge`), each added expense's price history recorded as dated
    /// history, and the file's reminder offsets, language, estimate currency, card expiries
    /// and exchange rates taken when it gives them.
    ///
    /// The file's settings replace the profile's, as typing them would. Rates are taken
    /// currency by currency, never over a rate of a later day (`RateTable.takingExported`);
    /// when the profile's rates are against another base the file's are left out, whole, and
    /// the report says so (`ratesLeftOut`): the subscriptions are still what the user asked
    /// for, and a table of mixed bases, or one converted into a base nobody published it
    /// in, would be a guess. A card's expiry keeps the profile's spelling of the card.
    ///
    /// Throws `ExchangeError` for the file, `DomainError` or `StoreError`; nothing is written
    /// then.
    public func importBatch(_ batch: some ExpenseImport, asOf today: CivilDate) throws
        -> ExchangeImportReport
    {
        let profile = batch.profile
        return try writeWithSettings(priceHistory: profile.priceHistory) {
            (ledger: inout ExpenseLedger) throws -> (ExchangeImportReport, [SettingWrite]) in
            let report = try batch.merge(into: &ledger, asOf: today)
            var ratesLeftOut: ExchangeImportReport.RatesLeftOut?
            var rates: String?
            if let exported = profile.rates, !exported.isEmpty {
                let held = try rateTable()
                do throws(RateError) {
                    rates = Self.encodeRates(try held.takingExported(exported))
                } catch {
                    ratesLeftOut = .init(
                        count: exported.rates.count, fileBase: exported.base,
                        profileBase: held.base)
                }
            }
            var settings: [SettingWrite] = []
            let wanted: [(SettingKey, String?)] = [
                (
                    .reminderOffsets,
                    profile.reminderOffsets.map { $0.map(String.init).joined(separator: ",") }
                ),
                (.preferredLanguage, profile.language),
                (.estimateCurrency, profile.estimateCurrency?.code),
                (.exchangeRates, rates),
            ]
            for case let (key, value?) in wanted {
                let current = try setting(key)
                if current != value {
                    settings.append(SettingWrite(key: key, old: current, new: value))
                }
            }
            let held = try cardExpiries()
            var cardsChanged = false
            for card in profile.cardsInExportOrder {
                let current = held.byKey[NameKey.fold(card.name)]
                guard current?.expiry != card.expiry else { continue }
                try writeCardExpiry(current?.name ?? card.name, to: card.expiry)
                cardsChanged = true
            }
            return (
                ExchangeImportReport(
                    imported: report.imported, alreadyThere: report.alreadyThere,
                    settingsChanged: !settings.isEmpty || cardsChanged,
                    ratesLeftOut: ratesLeftOut), settings
            )
        }
    }
}
