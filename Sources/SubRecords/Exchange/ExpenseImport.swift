import SubDomain

/// What an import hands the store to write in one transaction: the file's expenses, merged
/// into the ledger by the file format's own rules, and the profile's settings that came
/// with them.
///
/// The format reads and merges, the store writes: the store knows an import only by this
/// protocol (`ExpenseStore.importBatch`), so SQLite and the file formats (SubFormats'
/// `ExpenseExchange.Batch`) need not know each other.
public protocol ExpenseImport: Sendable {
    /// The price history, reminder offsets, language, rates, estimate currency and card
    /// expiries the file carries.
    var profile: ExchangeProfile { get }

    /// Adds the file's expenses to `ledger`, all or nothing, and says what it added and what
    /// it left out because the profile already had it.
    func merge(into ledger: inout ExpenseLedger, asOf today: CivilDate) throws(ExchangeError)
        -> ExchangeImportReport
}
