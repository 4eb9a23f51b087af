import SubBrands
import SubBrandsCore

/// Where a session finds the brand a typed name means: the catalog (`BrandCatalog.shared`),
/// or a test's own, which counts how often it is asked.
public protocol BrandLookup: Sendable {
    /// The brand `typed` names exactly, with the plan it mentions (`BrandCatalog.brandNamed`).
    func brandNamed(_ typed: String) -> BrandSuggestion?
    /// Brands matching `query`, strongest first (`BrandCatalog.matches(for:limit:)`).
    func matches(for query: String, limit: Int) -> [BrandMatch]
}

extension BrandCatalog: BrandLookup {}
