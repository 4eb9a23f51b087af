import SubDomain

/// A subscription brand: a curated entry (possibly coloured by its Simple Icon) or a bare
/// Simple Icon.
public struct Brand: Hashable, Sendable, Identifiable {
    /// Unique in the catalog and stable across releases: the curated entry's id, or the
    /// Simple Icons slug for a brand that only Simple Icons knows. The store keeps this.
    public let id: String
    /// The canonical display name ("HBO Max", "Disney+", "腾讯视频").
    public let name: String
    /// Other names people type for it, in any language.
    public let aliases: [String]
    public let source: BrandSource
    /// `nil` for Simple Icons brands, which carry no category.
    public let category: BrandCategory?
    /// How often it is usually charged; `nil` when unknown.
    public let usualPeriod: Period?
    /// The usual plan's price in each currency where it is known. Reference only: prices
    /// differ by country, plan and date, so they feed a warning, never a refusal.
    public let referencePrices: [Money]
    /// The plan `referencePrices` describe (`.individual` for Spotify, `.standard` for
    /// Netflix), when the data says; a name mentioning it gets those prices.
    public let usualPlan: PlanKind?
    /// Other plans with their own prices and member counts, in `PlanKind` order.
    public let plans: [BrandPlan]
    /// Whether shared or family plans are common for this service.
    public let sharedPlansCommon: Bool
    /// How many people a family plan usually covers, when shared plans are common.
    public let usualMembers: Int?
    /// Where the account is managed (and cancelled), only when the address is stable and
    /// the same in every country.
    public let manageURL: String?
    /// The Simple Icons slug, when an icon exists.
    public let slug: String?
    /// The brand colour as six upper-case hex digits: the Simple Icon's colour when there is
    /// one, else the curated fallback, else `nil`.
    public let hex: String?
    /// The domains its receipts are mailed from (`netflix.com`; a sender under one,
    /// `mailer.netflix.com`, is the brand too), where the catalog knows them.
    public let mailDomains: [String]

    public init(
        id: String, name: String, aliases: [String] = [], source: BrandSource,
        category: BrandCategory? = nil, usualPeriod: Period? = nil, referencePrices: [Money] = [],
        usualPlan: PlanKind? = nil, plans: [BrandPlan] = [], sharedPlansCommon: Bool = false,
        usualMembers: Int? = nil, manageURL: String? = nil,
        slug: String? = nil, hex: String? = nil, mailDomains: [String] = []
    ) {
        self.id = id
        self.name = name
        self.aliases = aliases
        self.source = source
        self.category = category
        self.usualPeriod = usualPeriod
        self.referencePrices = referencePrices
        self.usualPlan = usualPlan
        self.plans = plans
        self.sharedPlansCommon = sharedPlansCommon
        self.usualMembers = usualMembers
        self.manageURL = manageURL
        self.slug = slug
        self.hex = hex
        self.mailDomains = mailDomains
    }

    /// The usual plan's reference price in `currency`, if the catalog knows one.
    public func referencePrice(in currency: CurrencyCode) -> Money? {
        referencePrices.first { $0.currency == currency }
    }

    /// The data of plan `kind`, when the catalog has it (not for the usual plan itself).
    public func plan(_ kind: PlanKind) -> BrandPlan? {
        plans.first { $0.kind == kind }
    }

    /// The reference price of the plan a name mentions, in `currency`.
    ///
    /// No plan, or the usual one (an individual plan when the data names none), gives the usual
    /// price. Another plan gives its own price, or `nil` when unknown in that currency: a family
    /// plan must not be compared with, or proposed at, the individual price.
    public func referencePrice(in currency: CurrencyCode, plan kind: PlanKind?) -> Money? {
        guard let kind, kind != usualPlan ?? .individual else {
            return referencePrice(in: currency)
        }
        return plan(kind)?.referencePrice(in: currency)
    }
}
