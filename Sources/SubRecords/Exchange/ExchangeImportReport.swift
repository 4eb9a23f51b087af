import SubDomain

/// What `import FILE` did: the expenses it added and the rows it left out because the
/// profile already had them.
public struct ExchangeImportReport: Hashable, Sendable {
    /// What was added, groups first (the order import adds them in).
    public let imported: [RecurringExpense]
    /// The names of rows the profile already holds (same name, case and accents aside, amount,
    /// currency and period), in file order: not added again.
    public let alreadyThere: [String]
    /// Whether the file's reminder offsets, language, rates, estimate currency or card
    /// expiries were taken into the profile.
    public let settingsChanged: Bool
    /// The file's exchange rates, when they were not taken because the profile's are against
    /// another base (`RateTable.takingExported`); everything else was imported.
    public let ratesLeftOut: RatesLeftOut?
    /// The payments the file carries, each under the plan it belongs to in the profile (the
    /// file's, or the profile's row that stood in for it), as the format hands them to the
    /// store; once written, those recorded.
    public var payments: [Payment] = []
    /// How many of the file's payments the profile held already (`Payment.importIdentity`)
    /// and were not recorded again.
    public var paymentsAlreadyThere = 0

    /// Rates a file carried against `fileBase` that a profile holding rates against
    /// `profileBase` did not take: the two do not mix.
    public struct RatesLeftOut: Hashable, Sendable {
        public let count: Int
        public let fileBase: CurrencyCode
        public let profileBase: CurrencyCode

        public init(count: Int, fileBase: CurrencyCode, profileBase: CurrencyCode) {
            self.count = count
            self.fileBase = fileBase
            self.profileBase = profileBase
        }
    }

    public init(
        imported: [RecurringExpense], alreadyThere: [String], settingsChanged: Bool = false,
        ratesLeftOut: RatesLeftOut? = nil
    ) {
        self.imported = imported
        self.alreadyThere = alreadyThere
        self.settingsChanged = settingsChanged
        self.ratesLeftOut = ratesLeftOut
    }
}
