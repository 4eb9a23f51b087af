import Foundation
import SubDomain
import SubRecords

extension ExpenseStore {
    /// The price history, reminder offsets and language a JSON export of `ledger` carries.
    public func exchangeProfile(for ledger: ExpenseLedger) throws(StoreError) -> ExchangeProfile {
        let offsets = try setting(.reminderOffsets) == nil ? nil : try reminderOffsets()
        return ExchangeProfile(
            priceHistory: try priceHistories(among: ledger.expenses),
            reminderOffsets: offsets, language: try preferredLanguage())
    }

    /// `import FILE` as one transaction: the batch merged into the ledger
    /// (`ExpenseExchange.merge`), each added expense's price history recorded as dated
    /// history, and the file's reminder offsets and language taken when it gives them.
    ///
    /// Throws `ExchangeError` for the file, `DomainError` or `StoreError`; nothing is written
    /// then.
    public func importBatch(_ batch: ExpenseExchange.Batch, asOf today: CivilDate) throws
        -> ExchangeImportReport
    {
        let profile = batch.profile
        return try writeWithSettings(priceHistory: profile.priceHistory) {
            (ledger: inout ExpenseLedger) throws -> (ExchangeImportReport, [SettingWrite]) in
            let report = try ExpenseExchange.merge(batch, into: &ledger, asOf: today)
            var settings: [SettingWrite] = []
            let wanted: [(SettingKey, String?)] = [
                (
                    .reminderOffsets,
                    profile.reminderOffsets.map { $0.map(String.init).joined(separator: ",") }
                ),
                (.preferredLanguage, profile.language),
            ]
            for case let (key, value?) in wanted {
                let current = try setting(key)
                if current != value {
                    settings.append(SettingWrite(key: key, old: current, new: value))
                }
            }
            return (
                ExchangeImportReport(
                    imported: report.imported, alreadyThere: report.alreadyThere,
                    settingsChanged: !settings.isEmpty), settings
            )
        }
    }
}
