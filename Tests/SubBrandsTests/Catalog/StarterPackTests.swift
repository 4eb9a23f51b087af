import Foundation
import SubBrandsCore
import SubDomain
import Testing

@testable import SubBrands

/// The starter packs are data (`Data/starter/packs.json`): each list must be usable as it is.
@Suite struct StarterPackTests {
    @Test func everyListHoldsTwelveToTwentyBrandsTheCatalogKnows() {
        let lists = StarterPack.lists
        #expect(lists.map(\.key) == ["ES", "MX", "US", "GB", "CN", "general"])
        for list in lists {
            #expect((12...20).contains(list.ids.count), "\(list.key): \(list.ids.count)")
            #expect(Set(list.ids).count == list.ids.count, "\(list.key) repeats a brand")
            for id in list.ids {
                #expect(BrandCatalog.shared.brand(id: id) != nil, "\(list.key): \(id)")
            }
        }
    }

    /// `onboard` names the country whose list it offers from the catalogs alone (no ICU to
    /// ask), so every region with a list needs `onboard.country.<region>` in every language.
    @Test(arguments: ["en", "es", "zh-Hans"])
    func everyRegionWithAListIsNamedInTheCatalog(_ language: String) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let data = try Data(
            contentsOf: root.appendingPathComponent("Localization/\(language).json"))
        let catalog = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let onboard = (catalog["messages"] as? [String: Any])?["onboard"] as? [String: Any]
        let countries = onboard?["country"] as? [String: String] ?? [:]
        for key in StarterPack.lists.map(\.key) where key != StarterPack.generalKey {
            #expect(!(countries[key.lowercased()] ?? "").isEmpty, "\(language): \(key)")
        }
    }

    @Test(arguments: ["ES", "MX", "US", "GB", "CN"])
    func eachRegionGetsItsOwnList(_ region: String) {
        let pack = StarterPack(region: region)
        #expect(pack.region == region)
        let ids = StarterPack.lists.first { $0.key == region }?.ids ?? []
        #expect(pack.brands.map(\.id) == ids)
    }

    /// `onboard` offers each pick's reference price in the locale's currency as the default
    /// amount; a brand without one leaves the user to type it. Spain (DAZN), the UK (Sky, The
    /// Guardian, The Economist) and China (eight brands) still have such gaps.
    @Test(arguments: [("MX", "MXN"), ("US", "USD")])
    func everyBrandOfTheListHasAPriceInTheCountrysCurrency(_ region: String, _ currency: String)
        throws
    {
        let code = try CurrencyCode(currency)
        let unpriced = StarterPack(region: region).brands.filter {
            $0.referencePrice(in: code) == nil
        }
        #expect(unpriced.map(\.id) == [])
    }

    @Test func otherRegionsAndNoneGetTheGeneralList() {
        let general = StarterPack.lists.first { $0.key == StarterPack.generalKey }?.ids ?? []
        for region in ["FR", "AR", nil] as [String?] {
            let pack = StarterPack(region: region)
            #expect(pack.region == nil)
            #expect(pack.brands.map(\.id) == general)
        }
        #expect(StarterPack(region: "es").region == "ES")
    }

    @Test func theCountriesListsLeadWithTheirOwnServices() {
        #expect(StarterPack(region: "ES").brands.map(\.id).contains("movistar-plus"))
        #expect(StarterPack(region: "MX").brands.map(\.id).contains("vix"))
        #expect(StarterPack(region: "US").brands.map(\.id).contains("hulu"))
        #expect(StarterPack(region: "GB").brands.map(\.id).contains("sky"))
        #expect(StarterPack(region: "CN").brands.first?.id == "iqiyi")
    }

    @Test func malformedDataGivesNoLists() {
        #expect(StarterPack.parse("{").isEmpty)
        #expect(StarterPack.parse(#"{"packs":{"ES":["netflix",3]}}"#).first?.ids == ["netflix"])
    }
}
