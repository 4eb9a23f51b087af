import SubBrandsCore
import SubDomain

/// The brand catalog: curated subscriptions plus every Simple Icon, searched offline.
///
/// Nothing is parsed at run time: the brand data was read, normalized and indexed at build
/// time (`BrandDigester`), and the first lookup only wraps those tables; a `Brand` is made
/// for each result. Kept for the life of the process. Every method
/// is safe from any thread, and no input (empty, emoji, a 10,000-character paste) traps.
///
/// ```swift
/// let catalog = BrandCatalog.shared
/// catalog.suggestion(for: "spotify familiar")   // Spotify, .family, 6 members
/// catalog.completions(for: "Movistar P")        // ["Movistar Plus+"]
/// ```
public final class BrandCatalog: Sendable {
    /// The process-wide catalog over the data embedded in the binary. Creating it loads
    /// nothing; its first lookup does.
    public static let shared = BrandCatalog()

    /// Whether the shared catalog has been loaded; start-up code that never looks up a
    /// brand leaves this `false`.
    public static var isLoaded: Bool { shared.isLoaded }

    private let deferred: Deferred<BrandData>

    /// A catalog over the data embedded in the binary, not yet loaded. Tests use fresh ones
    /// to watch loading happen; the program uses `shared`.
    public convenience init() {
        self.init(loader: BrandDigest.data)
    }

    /// A catalog over the given JSON texts (same formats as `Data/brands`), for tests.
    public convenience init(curatedJSON: String, simpleIconsJSON: String) {
        self.init(loader: {
            BrandDataLoader.load(curatedJSON: curatedJSON, simpleIconsJSON: simpleIconsJSON)
        })
    }

    private init(loader: @escaping @Sendable () -> BrandData) {
        deferred = Deferred(loader)
    }

    /// Whether this catalog has decoded and indexed its data.
    public var isLoaded: Bool { deferred.isMade }

    /// Loads now rather than on the first lookup, for a caller that knows a lookup is coming
    /// (the `add` dialogue opening) or wants to time the load.
    public func loadIfNeeded() {
        _ = data
    }

    /// The loaded data, decoding it on first use. Concurrent first callers wait for one load.
    var data: BrandData { deferred.value }

    // MARK: - Lookups

    /// The brand a typed subscription name most likely means, and the plan it mentions.
    ///
    /// Plan words (premium, familiar, family, duo, individual, estudiante, básico, estándar,
    /// con anuncios, 家庭版…) are recognized and stripped first; a family plan sets the
    /// brand's usual member count, duo two, individual one. `nil` when nothing matches well
    /// enough: the caller keeps the name as typed.
    public func suggestion(for typedName: String) -> BrandSuggestion? {
        BrandSuggester.suggestion(for: typedName, in: data)
    }

    /// Brands matching `query`, strongest first (exact > prefix > word prefix > substring >
    /// one typo; curated before Simple Icons at equal rank; then stable catalog order).
    ///
    /// Plan words are looked past, as `suggestion(for:)` does: "spotify familiar" and
    /// "Netflix Premium" find Spotify and Netflix. A query that is itself a name with a plan
    /// word in it ("YouTube Premium") keeps that brand first; a query of plan words only
    /// ("premium") is searched as typed.
    public func matches(for query: String, limit: Int = 20) -> [BrandMatch] {
        let normalized = SearchNormalizer.normalize(query)
        let data = self.data
        let limit = min(limit, 1000)
        let stripped = PlanWords.strip(normalized)
        guard stripped.words.count != normalized.wordStarts.count, !stripped.words.isEmpty else {
            return data.matches(forNormalized: normalized.bytes, weakestKind: .typo, limit: limit)
        }
        var matches = data.matches(
            forNormalized: normalized.bytes, weakestKind: .exact, limit: limit)
        let behindPlanWords = data.matches(
            forNormalized: stripped.words.flatMap { $0 }, weakestKind: .typo, limit: limit)
        for match in behindPlanWords where matches.count < limit {
            if !matches.contains(where: { $0.brand.id == match.brand.id }) { matches.append(match) }
        }
        return matches
    }

    /// The brand `typed` names exactly, and the plan it mentions; `nil` for anything else.
    ///
    /// Only the brand's name or one of its aliases counts, ignoring case, accents and extra
    /// spaces but not punctuation or symbols ("disney" is not "Disney+", "E" is not "/e/"),
    /// optionally with plan words before or after it ("Spotify familiar", "familiar Spotify").
    /// One or two characters never name a brand. For storing or showing a brand by name,
    /// where `suggestion(for:)` would be too eager.
    public func brandNamed(_ typed: String) -> BrandSuggestion? {
        BrandNamer.brandNamed(typed, in: data)
    }

    /// Display names of the brands whose name or alias starts with `partialName`, or has a
    /// later word that does ("music" → "Apple Music"), ranked, at most `limit`.
    ///
    /// Accent- and case-insensitive: "el pais" offers "El País". Only the query is
    /// normalized here; the index was normalized once when loaded.
    public func completions(for partialName: String, limit: Int = 10) -> [String] {
        let normalized = SearchNormalizer.normalize(partialName)
        guard !normalized.isEmpty, limit > 0 else { return [] }
        // A brand's name then the start of one of its plans' words: `Spotify Fam` →
        // `Spotify Familiar`, a name `add` reads as the family plan.
        if let lastSpace = partialName.lastIndex(of: " "),
            let brand = brandNamed(String(partialName[..<lastSpace]))?.brand
        {
            let typed = SearchNormalizer.normalize(
                String(partialName[partialName.index(after: lastSpace)...]))
            let plans = Set(brand.plans.map(\.kind) + [brand.usualPlan].compactMap { $0 })
            let words = PlanWords.words(startingWith: typed.bytes, for: plans)
            if !typed.isEmpty, !words.isEmpty {
                return words.prefix(limit).map { word in
                    brand.name + " " + word.prefix(1).uppercased() + word.dropFirst()
                }
            }
        }
        let data = self.data
        let hits = data.index.hits(
            for: normalized.bytes, weakestKind: .wordPrefix, limit: min(limit, 1000))
        var names: [String] = []
        names.reserveCapacity(hits.count)
        for hit in hits {
            let name = data.brands[hit.brand].name
            if !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// The brand stored under `id` (a curated id or a Simple Icons slug), or the curated
    /// brand whose Simple Icons slug it is: `add` stores a merged brand under its slug
    /// (`hbomax` for `hbo-max`), which the Simple Icons half no longer lists.
    public func brand(id: String) -> Brand? {
        let data = self.data
        if let position = data.brands.position(ofID: id) { return data.brands[position] }
        return data.brands.curatedBrands.first { $0.slug == id }
    }

    /// Every brand: curated in file order, then Simple Icons by slug.
    public var allBrands: [Brand] { Array(data.brands) }

    /// The curated brands, in file order.
    public var curatedBrands: ArraySlice<Brand> {
        ArraySlice(data.brands.curatedBrands)
    }

    /// How many brands the shared catalog lists (curated ones plus the Simple Icons not merged
    /// into them), for help and `--version` texts. Loads the catalog on first use.
    public static var count: Int { shared.brandCount }

    /// How many brands this catalog lists: `allBrands.count`, without copying them.
    public var brandCount: Int { data.brands.count }

    /// How many icons the bundled Simple Icons data holds (some are merged into curated brands).
    public var simpleIconsCount: Int { data.simpleIconsCount }

    /// The `simple-icons-pack` version the bundled icon data came from.
    public var simpleIconsVersion: String { data.simpleIconsVersion }

    // MARK: - Reference prices

    /// A warning when `amount` is more than five times, or less than a fifth of, the brand's
    /// reference price in the same currency; `nil` when it is plausible or nothing is known.
    ///
    /// Reference prices are only indicative, so this never refuses anything. When `period`
    /// is given and differs from the brand's usual period, both sides are compared per month
    /// (an annual Netflix payment is not twelve times too expensive).
    ///
    /// Only a reference price in the amount's own currency counts: with none, nothing is said,
    /// never a comparison with another currency's price.
    public static func referenceWarning(amount: Money, period: Period? = nil, brand: Brand)
        -> DomainWarning?
    {
        warning(
            amount: amount, period: period, brand: brand,
            reference: brand.referencePrice(in: amount.currency))
    }

    /// The same warning against the price of the plan the typed name mentions ("Spotify
    /// familiar" is compared with the family plan, not the individual one); nothing when that
    /// plan has no price in the amount's currency.
    public static func referenceWarning(
        amount: Money, period: Period? = nil, suggestion: BrandSuggestion
    )
        -> DomainWarning?
    {
        warning(
            amount: amount, period: period, brand: suggestion.brand,
            reference: suggestion.referencePrice(in: amount.currency))
    }

    private static func warning(amount: Money, period: Period?, brand: Brand, reference: Money?)
        -> DomainWarning?
    {
        guard amount.minorUnits > 0, let reference, reference.currency == amount.currency else {
            return nil
        }
        var typed = amount.minorUnits
        var usual = reference.minorUnits
        if let period, let usualPeriod = brand.usualPeriod, period != usualPeriod {
            typed = period.monthlyEstimate(ofMinorUnits: typed)
            usual = usualPeriod.monthlyEstimate(ofMinorUnits: usual)
            guard typed > 0, usual > 0 else { return nil }
        }
        let (typedTimesFive, typedOverflow) = typed.multipliedReportingOverflow(by: 5)
        let (usualTimesFive, usualOverflow) = usual.multipliedReportingOverflow(by: 5)
        let farAbove = !usualOverflow && typed > usualTimesFive
        let farBelow = !typedOverflow && typedTimesFive < usual
        guard farAbove || farBelow else { return nil }
        return .amountFarFromReference(name: brand.name, amount: amount, reference: reference)
    }
}
