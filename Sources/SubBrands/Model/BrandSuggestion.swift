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

    public init(brand: Brand, match: MatchKind, plan: PlanKind?, memberCount: Int?) {
        self.brand = brand
        self.match = match
        self.plan = plan
        self.memberCount = memberCount
    }
}
