import SubDomain

/// What `add` was told. Anything left `nil` is filled from the brand, the locale or the
/// dialogue; in one-shot and script modes the name and the amount are required.
public struct AddRequest: Hashable, Sendable {
    public var name: String?
    /// The amount as typed: it is read once the currency is known, because the currency
    /// decides how many decimals are allowed (`¥68` has none).
    public var amountText: String?
    public var currency: CurrencyCode?
    public var period: Period?
    public var nextCharge: CivilDate?
    public var trialEnds: CivilDate?
    public var sharedWith: Int?
    public var category: String?
    public var group: String?
    public var notes: String?

    public init(name: String? = nil, amountText: String? = nil) {
        self.name = name
        self.amountText = amountText
    }
}
