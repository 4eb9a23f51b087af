import SubDomain

/// What `import FILE` did: the expenses it added and the rows it left out because the
/// profile already had them.
public struct ExchangeImportReport: Hashable, Sendable {
    /// What was added, groups first (the order import adds them in).
    public let imported: [RecurringExpense]
    /// The names of rows the profile already holds (same name, case and accents aside, amount,
    /// currency and period), in file order: not added again.
    public let alreadyThere: [String]
    /// Whether the file's reminder offsets or language were taken into the profile.
    public let settingsChanged: Bool

    public init(imported: [RecurringExpense], alreadyThere: [String], settingsChanged: Bool = false)
    {
        self.imported = imported
        self.alreadyThere = alreadyThere
        self.settingsChanged = settingsChanged
    }
}
