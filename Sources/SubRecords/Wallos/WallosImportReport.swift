import SubDomain

/// What a Wallos import did and what it could not carry, for the summary in words.
public struct WallosImportReport: Hashable, Sendable {
    /// The Wallos user imported, when the file had several.
    public let user: String?
    public let source: WallosSource
    /// What was added, in Wallos's order (archived ones included).
    public let imported: [RecurringExpense]
    /// Names already in the profile with the same amount and period: not added again.
    public let alreadyThere: [String]
    /// Subscriptions whose link is not a web address SubHub keeps: added without it.
    public let droppedLinks: [String]
    /// Payment methods of the imported subscriptions that could not be kept as their card
    /// (a name over `RecurringExpense.paymentMethodLimit`); the others are (`paidWith`).
    public let paymentMethods: Int
    /// Subscriptions Wallos reminded about (SubHub's reminders are its own).
    public let notifications: Int
    /// Subscriptions with a logo (SubHub shows brands' own colours instead).
    public let logos: Int
    /// The currency taken for every row of the API's JSON, which names none.
    public let assumedCurrency: CurrencyCode?

    package init(
        user: String?, source: WallosSource, imported: [RecurringExpense], alreadyThere: [String],
        droppedLinks: [String], paymentMethods: Int, notifications: Int, logos: Int,
        assumedCurrency: CurrencyCode?
    ) {
        self.user = user
        self.source = source
        self.imported = imported
        self.alreadyThere = alreadyThere
        self.droppedLinks = droppedLinks
        self.paymentMethods = paymentMethods
        self.notifications = notifications
        self.logos = logos
        self.assumedCurrency = assumedCurrency
    }

    public var archivedCount: Int { imported.filter { !$0.isActive }.count }
}
