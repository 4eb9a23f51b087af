import SubBrandsCore
import Testing

@testable import SubBrands

/// The tables written at build time say exactly what the loader reads from Data/brands.
@Suite struct BrandDigestTests {
    @Test func theDigestHoldsTheBrandsTheLoaderReads() throws {
        let digest = BrandDigest.data()
        let loaded = try BrandDataFiles.loaded()
        #expect(Array(digest.brands) == Array(loaded.brands))
        #expect(digest.curatedCount == loaded.curatedCount)
        #expect(digest.simpleIconsVersion == loaded.simpleIconsVersion)
        #expect(digest.simpleIconsCount == loaded.simpleIconsCount)
    }

    @Test func theDigestHoldsTheIndexTheLoaderBuilds() throws {
        let digest = BrandDigest.data().index
        let loaded = try BrandDataFiles.loaded().index
        #expect(digest.bytes == loaded.bytes)
        #expect(digest.flattenedKeys == loaded.flattenedKeys)
        #expect(digest.wordStarts == loaded.wordStarts)
        #expect(digest.flattenedEntries == loaded.flattenedEntries)
        #expect(digest.curatedCount == loaded.curatedCount)
    }

    @Test func everyBrandIsFoundByItsIDAtItsFirstPosition() {
        let brands = BrandDigest.data().brands
        var first: [String: Int] = [:]
        for (position, brand) in brands.enumerated() where first[brand.id] == nil {
            first[brand.id] = position
        }
        for (id, position) in first {
            #expect(brands.position(ofID: id) == position, "\(id)")
        }
        #expect(brands.position(ofID: "no-such-brand") == nil)
        #expect(brands.position(ofID: "") == nil)
    }

    @Test func aCatalogOverTheDigestLoadsNothingUntilAsked() {
        let catalog = BrandCatalog()
        #expect(!catalog.isLoaded)
        #expect(catalog.completions(for: "net").contains("Netflix"))
        #expect(catalog.isLoaded)
    }
}
