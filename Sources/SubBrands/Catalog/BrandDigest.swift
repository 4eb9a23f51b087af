import SubBrandsCore

/// The catalog the binary carries: `BrandDigestTables`, written by `BrandDigester` at build
/// time from Data/brands with the same loader tests run on the JSON, wrapped without parsing.
enum BrandDigest {
    /// Wraps the tables: copies the key bytes (about 60 KB) and reshapes the integer
    /// arrays, which are constant data. No JSON, no normalizing, no sorting.
    @Sendable static func data() -> BrandData {
        let keyText = BrandDigestTables.keyBytes
        let curated = BrandDigestTables.curated
        let index = SearchIndex(
            bytes: Array(
                UnsafeBufferPointer(start: keyText.utf8Start, count: keyText.utf8CodeUnitCount)),
            flattenedKeys: BrandDigestTables.keys, wordStarts: BrandDigestTables.wordStarts,
            flattenedEntries: BrandDigestTables.entries, curatedCount: curated.count)
        return BrandData(
            brands: BrandList(
                curated: curated,
                icons: IconTable(
                    text: BrandDigestTables.iconText, fields: BrandDigestTables.iconFields)),
            curatedCount: curated.count, index: index,
            simpleIconsVersion: BrandDigestTables.simpleIconsVersion,
            simpleIconsCount: BrandDigestTables.simpleIconsCount, skippedEntries: [])
    }
}
