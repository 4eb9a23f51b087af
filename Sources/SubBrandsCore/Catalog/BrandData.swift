/// The loaded catalog: every brand, curated first, and the search index over their names.
///
/// Immutable once built, so one instance is shared by every thread without locking.
package final class BrandData: Sendable {
    /// Curated brands in file order, then Simple Icons brands in slug order. The position is
    /// the brand's catalog order, the last tie-breaker of every ranking.
    package let brands: BrandList
    package let curatedCount: Int
    package let index: SearchIndex
    /// The `simple-icons-pack` version the bundled icon data was imported from.
    package let simpleIconsVersion: String
    /// Icons in the bundled data file, including those merged into a curated brand.
    package let simpleIconsCount: Int
    /// Ids of curated entries that could not be read and were left out (empty when the data
    /// is sound; tests keep it so).
    package let skippedEntries: [String]

    package init(
        brands: BrandList, curatedCount: Int, index: SearchIndex, simpleIconsVersion: String,
        simpleIconsCount: Int, skippedEntries: [String]
    ) {
        self.brands = brands
        self.curatedCount = curatedCount
        self.index = index
        self.simpleIconsVersion = simpleIconsVersion
        self.simpleIconsCount = simpleIconsCount
        self.skippedEntries = skippedEntries
    }

    /// An empty catalog, used when the bundled data cannot be read: lookups find nothing and
    /// names stay as typed, which is what the shell does without a match anyway.
    package static let empty = BrandData(
        brands: BrandList([]), curatedCount: 0,
        index: SearchIndex(keysByBrand: [], curatedCount: 0),
        simpleIconsVersion: "", simpleIconsCount: 0, skippedEntries: [])

    /// Ranked matches for an already normalized query.
    package func matches(forNormalized query: [UInt8], weakestKind: MatchKind, limit: Int)
        -> [BrandMatch]
    {
        index.hits(for: query, weakestKind: weakestKind, limit: limit).map {
            BrandMatch(brand: brands[$0.brand], kind: $0.kind)
        }
    }
}
