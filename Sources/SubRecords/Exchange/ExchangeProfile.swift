import FoundationEssentials
import SubDomain

/// What a JSON export carries besides the expenses, so that export → import keeps a profile
/// whole: each expense's price history (what `show` lists and `risks` judges a rise by), the
/// profile's reminder offsets and language, its exchange rates and estimate currency (what
/// the headline's and `total`'s estimate is worked out with), its cards' expiry months
/// (what `risks` judges a charge after a card stops by) and each plan's payments (what was
/// really paid: `payments`, `spent`, a varying bill's estimate). CSV carries none of these.
public struct ExchangeProfile: Hashable, Sendable {
    /// Each expense's price changes, by id, oldest first.
    public var priceHistory: [UUID: [PriceChange]]
    /// The reminder offsets set with `remind`, as stored; `nil` when never set (the
    /// defaults), empty for none.
    public var reminderOffsets: [Int]?
    /// The language set with `lang`; `nil` when the profile follows the environment.
    public var language: String?
    /// The rates set with `rates set` or `rates import`; `nil` when the profile has none.
    public var rates: RateTable?
    /// The currency `rates base` chose for the estimate; `nil` for none.
    public var estimateCurrency: CurrencyCode?
    /// The expiry months set with `card expires`.
    public var cardExpiries: CardExpiries
    /// Each plan's recorded payments, by plan id, oldest first: what a JSON export writes
    /// under each plan. (An import reads them with the plans, not into this.)
    public var payments: [UUID: [Payment]] = [:]

    public init(
        priceHistory: [UUID: [PriceChange]] = [:], reminderOffsets: [Int]? = nil,
        language: String? = nil, rates: RateTable? = nil, estimateCurrency: CurrencyCode? = nil,
        cardExpiries: CardExpiries = CardExpiries()
    ) {
        self.priceHistory = priceHistory
        self.reminderOffsets = reminderOffsets
        self.language = language
        self.rates = rates
        self.estimateCurrency = estimateCurrency
        self.cardExpiries = cardExpiries
    }

    /// The cards in the order an export writes them: by folded name, so the same profile
    /// always gives the same bytes.
    public var cardsInExportOrder: [(name: String, expiry: CardExpiry)] {
        cardExpiries.byKey.sorted { $0.key < $1.key }.map(\.value)
    }
}
