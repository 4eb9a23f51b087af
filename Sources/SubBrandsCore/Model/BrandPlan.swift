import SubDomain

/// One plan of a curated brand other than the one its usual prices describe: the family,
/// duo, student or premium plan, with its own reference prices and member count.
///
/// Kept so that "Spotify familiar" proposes the family plan's price and six members instead
/// of the individual plan's price. Prices are per the brand's usual period, reference only.
public struct BrandPlan: Hashable, Sendable {
    public let kind: PlanKind
    /// The plan's price in each currency where it is known; a currency missing here has no
    /// reference for this plan, even if the brand's usual plan has one.
    public let referencePrices: [Money]
    /// How many people the plan covers, when the data says so.
    public let members: Int?

    public init(kind: PlanKind, referencePrices: [Money], members: Int? = nil) {
        self.kind = kind
        self.referencePrices = referencePrices
        self.members = members
    }

    /// The reference price in `currency`, if known for this plan.
    public func referencePrice(in currency: CurrencyCode) -> Money? {
        referencePrices.first { $0.currency == currency }
    }
}
