import SubBrandsCore
import SubDomain

/// The brand a typed subscription name most likely means, with the plan it mentions.
///
/// The shell uses it to fill what the user left out; `nil` from the catalog means the name
/// is kept exactly as typed.
public struct BrandSuggestion: Hashable, Sendable {
    public let brand: Brand
    /// How the name (without its plan words) matched the brand.
    public let match: MatchKind
    /// The plan the name mentions, if any ("familiar" → `.family`).
    public let plan: PlanKind?
    /// How many people share the subscription, when the plan says so.
    public let memberCount: Int?

    /// The reference price of the plan the name mentions (or of the usual plan), in
    /// `currency`; `nil` rather than another plan's or another currency's price.
    public func referencePrice(in currency: CurrencyCode) -> Money? {
        brand.referencePrice(in: currency, plan: plan)
    }

    public init(brand: Brand, match: MatchKind, plan: PlanKind?, memberCount: Int?) {
        self.brand = brand
        self.match = match
        self.plan = plan
        self.memberCount = memberCount
    }
}
