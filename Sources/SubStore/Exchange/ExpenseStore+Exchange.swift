import FoundationEssentials
import SubDomain
import SubRecords

extension ExpenseStore {
    /// The price history, reminder offsets, language, exchange rates, estimate currency,
    /// card expiries and payments a JSON export of `ledger` carries.
    public func exchangeProfile(for ledger: ExpenseLedger) throws(StoreError) -> ExchangeProfile {
        let offsets = try setting(.reminderOffsets) == nil ? nil : try reminderOffsets()
        let rates = try rateTable()
        var profile = ExchangeProfile(
            priceHistory: try priceHistories(among: ledger.expenses),
            reminderOffsets: offsets, language: try preferredLanguage(),
            rates: rates.isEmpty ? nil : rates, estimateCurrency: try estimateCurrency(),
            cardExpiries: try cardExpiries())
        for payment in try payments() {
            profile.payments[payment.expenseID, default: []].append(payment)
        }
        return profile
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
    /// The file's payments are recorded with their plans, in the same change (one `undo`
    /// takes the import back whole, payments and all), but for those the profile holds
    /// already (`Payment.importIdentity`, against every payment stored for the plan, a
    /// deleted plan's too, since its id coming back brings them back): importing the same
    /// file twice records none twice. A payment keeps the file's id unless one stored has it.
    ///
    /// Throws `ExchangeError` for the file, `DomainError` or `StoreError`; nothing is written
    /// then.
    public func importBatch(_ batch: some ExpenseImport, asOf today: CivilDate) throws
        -> ExchangeImportReport
    {
        let profile = batch.profile
        var payments = PaymentWrites()
        var carried = 0
        var result = try writeWithSettings(
            priceHistory: profile.priceHistory, payments: &payments, failing: { $0 as any Error }
        ) {
            (ledger: inout ExpenseLedger, payments: inout PaymentWrites) throws
                -> (ExchangeImportReport, [SettingWrite]) in
            let report = try batch.merge(into: &ledger, asOf: today)
            carried = report.payments.count
            payments.recorded = try unrecordedPayments(report.payments)
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
        // What was really written: a statement row another payment of the plan holds is
        // left out by the table's own rule too.
        result.payments = payments.recorded
        result.paymentsAlreadyThere = carried - payments.recorded.count
        return result
    }

    /// Those of an import's `payments` that the payments stored for their plans do not hold
    /// already, each under an id no stored payment has.
    private func unrecordedPayments(_ incoming: [Payment]) throws(StoreError) -> [Payment] {
        guard !incoming.isEmpty else { return [] }
        return try sql { () throws(SQLiteConnection.Failure) -> [Payment] in
            var stored: [Payment] = []
            var plans: Set<UUID> = []
            // Through `payments_by_plan`, a plan at a time: a fresh profile reads nothing.
            for payment in incoming where plans.insert(payment.expenseID).inserted {
                stored += try connection.rows(
                    "SELECT \(PaymentRows.selectColumns) FROM payments p WHERE p.expense_id = ?1",
                    [.text(TextParsing.uuidText(payment.expenseID))], PaymentRows.payment(from:)
                ).compactMap { $0 }
            }
            var fresh = Payment.unrecorded(incoming, among: stored)
            var ids: Set<UUID> = []
            for index in fresh.indices {
                let id = fresh[index].id
                let taken = try connection.rows(
                    "SELECT 1 FROM payments WHERE id = ?1", [.text(TextParsing.uuidText(id))]
                ) { _ in true }
                if !taken.isEmpty || !ids.insert(id).inserted {
                    fresh[index].id = UUID()
                    ids.insert(fresh[index].id)
                }
            }
            return fresh
        }
    }
}
