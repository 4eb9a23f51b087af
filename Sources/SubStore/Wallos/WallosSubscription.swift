/// One subscription as Wallos keeps it, read from its database or its API's JSON, before it
/// is turned into one of ours.
public struct WallosSubscription: Hashable, Sendable {
    public var id: Int64
    /// The Wallos user (login) it belongs to.
    public var userID: Int64
    public var name: String
    /// The price as the decimal text of Wallos's REAL (`12.99`), never a rounded double.
    public var priceText: String
    /// The ISO 4217 code from Wallos's `currencies` table; `nil` in the API's JSON, which
    /// carries only the currency's row id.
    public var currencyCode: String?
    /// `currency_id`, to tell currencies apart where the code is missing.
    public var currencyID: Int64?
    /// Wallos's `cycles` row: 1 days, 2 weeks, 3 months, 4 years.
    public var cycle: Int64?
    /// How many cycles between charges (Wallos's `frequencies` row id is the number).
    public var frequency: Int64?
    /// `frequency` as the file has it, when that is not a whole number (`2.7`): refused,
    /// never truncated.
    public var fractionalFrequency: String?
    /// `YYYY-MM-DD`.
    public var nextPayment: String?
    public var inactive: Bool
    public var cancellationDate: String?
    public var url: String?
    public var notes: String?
    public var category: String?
    /// The household member who pays it.
    public var payer: String?
    public var paymentMethod: String?
    /// Whether Wallos was to send a reminder before each charge.
    public var notify: Bool
    public var hasLogo: Bool

    public init(
        id: Int64, userID: Int64, name: String, priceText: String, currencyCode: String? = nil,
        currencyID: Int64? = nil, cycle: Int64?, frequency: Int64?,
        fractionalFrequency: String? = nil, nextPayment: String?,
        inactive: Bool = false, cancellationDate: String? = nil, url: String? = nil,
        notes: String? = nil, category: String? = nil, payer: String? = nil,
        paymentMethod: String? = nil, notify: Bool = false, hasLogo: Bool = false
    ) {
        self.id = id
        self.userID = userID
        self.name = name
        self.priceText = priceText
        self.currencyCode = currencyCode
        self.currencyID = currencyID
        self.cycle = cycle
        self.frequency = frequency
        self.fractionalFrequency = fractionalFrequency
        self.nextPayment = nextPayment
        self.inactive = inactive
        self.cancellationDate = cancellationDate
        self.url = url
        self.notes = notes
        self.category = category
        self.payer = payer
        self.paymentMethod = paymentMethod
        self.notify = notify
        self.hasLogo = hasLogo
    }
}
