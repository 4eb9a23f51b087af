import Foundation
import SubBrandsCore
import SubDomain
import Testing

@testable import SubBrands

@Suite struct BrandDataLoaderTests {
    static let icons = """
        {"version":"1.0","icons":[
        {"slug":"acme","title":"Acme","hex":"112233"},
        {"slug":"beta","title":"Beta","hex":"abcdef"}
        ]}
        """

    @Test func theSimpleIconColourWinsOverTheCuratedFallback() {
        let curated = """
            {"brands":[{"id":"acme","name":"Acme","aliases":[],"category":"software","period":"monthly",
            "slug":"acme","hex":"FF0000"},
            {"id":"gamma","name":"Gamma","aliases":[],"category":"software","period":"monthly","hex":"#00ff00"}]}
            """
        let data = BrandDataLoader.load(curatedJSON: curated, simpleIconsJSON: Self.icons)
        #expect(data.brands.first { $0.id == "acme" }?.hex == "112233")
        #expect(data.brands.first { $0.id == "gamma" }?.hex == "00FF00")
        #expect(data.brands.first { $0.id == "beta" }?.hex == "ABCDEF")
    }

    @Test func anIconOfTheSameBrandIsListedOnceAsCurated() {
        let curated = """
            {"brands":[{"id":"acme-pro","name":"Acme Pro","aliases":["Acme"],"category":"software",
            "period":"monthly","slug":"acme"}]}
            """
        let data = BrandDataLoader.load(curatedJSON: curated, simpleIconsJSON: Self.icons)
        #expect(data.brands.map(\.id) == ["acme-pro", "beta"])
        #expect(data.simpleIconsCount == 2)
    }

    @Test func anIconWithAnotherTitleStaysItsOwnBrand() {
        let curated = """
            {"brands":[{"id":"acme-cloud","name":"Acme Cloud","aliases":[],"category":"cloud",
            "period":"monthly","slug":"acme"}]}
            """
        let data = BrandDataLoader.load(curatedJSON: curated, simpleIconsJSON: Self.icons)
        #expect(data.brands.map(\.id) == ["acme-cloud", "acme", "beta"])
        #expect(data.brands[0].hex == data.brands[1].hex)
    }

    @Test func plansAreReadWithTheirPricesAndMembers() throws {
        let curated = """
            {"brands":[{"id":"acme","name":"Acme","aliases":[],"category":"music",
            "period":"monthly","prices":{"EUR":1000},"plan":"individual","sharedPlans":true,
            "members":5,"plans":{"family":{"prices":{"EUR":1800,"USD":2000,"XYZ":5},"members":5},
            "duo":{"prices":{"EUR":1400}},"gold":{"prices":{"EUR":1}}}}]}
            """
        let data = BrandDataLoader.load(curatedJSON: curated, simpleIconsJSON: Self.icons)
        let acme = try #require(data.brands.first { $0.id == "acme" })
        #expect(acme.usualPlan == .individual)
        #expect(acme.plans.map(\.kind) == [.family, .duo])
        #expect(
            acme.plan(.family)?.referencePrices == [
                Money(minorUnits: 1800, currency: .eur), Money(minorUnits: 2000, currency: .usd),
            ])
        #expect(acme.plan(.family)?.members == 5)
        #expect(acme.plan(.duo)?.members == nil)
        #expect(acme.plan(.premium) == nil)
    }

    @Test func unreadableDataGivesAnEmptyCatalogNotATrap() {
        let catalog = BrandCatalog(curatedJSON: "{not json", simpleIconsJSON: "")
        #expect(catalog.suggestion(for: "Netflix") == nil)
        #expect(catalog.completions(for: "n").isEmpty)
        #expect(catalog.allBrands.isEmpty)
    }

    @Test func entriesWithUnknownCategoriesAreSkipped() {
        let curated = """
            {"brands":[{"id":"odd","name":"Odd","aliases":[],"category":"gardening","period":"monthly"}]}
            """
        let data = BrandDataLoader.load(curatedJSON: curated, simpleIconsJSON: Self.icons)
        #expect(data.skippedEntries == ["odd"])
        #expect(data.curatedCount == 0)
    }

    // MARK: The bundled curated file

    @Test func theBundledCuratedFileLoadsWhole() throws {
        let file = try BrandDataFiles.json("curated.json")
        let entries = try #require(file["brands"] as? [[String: Any]])
        let data = try BrandDataFiles.loaded()
        #expect(data.skippedEntries.isEmpty)
        #expect(entries.count >= 80)
        #expect(data.curatedCount == entries.count)
    }

    @Test func everyCuratedEntryIsWellFormed() throws {
        let file = try BrandDataFiles.json("curated.json")
        let entries = try #require(file["brands"] as? [[String: Any]])
        let allowedKeys: Set<String> = [
            "id", "name", "aliases", "category", "period", "prices", "sharedPlans", "members",
            "manageURL", "slug", "hex", "plan", "plans", "mail_domains",
        ]
        for entry in entries {
            let id = entry["id"] as? String ?? "?"
            #expect(Set(entry.keys).isSubset(of: allowedKeys), "\(id)")
            #expect(BrandCategory(rawValue: entry["category"] as? String ?? "") != nil, "\(id)")
            #expect(Period(identifier: entry["period"] as? String ?? "") != nil, "\(id)")
            #expect(entry["aliases"] is [String], "\(id)")
            for (code, value) in entry["prices"] as? [String: Any] ?? [:] {
                #expect(CurrencyCode.isKnown(code) && code == code.uppercased(), "\(id) \(code)")
                #expect((value as? Int ?? 0) > 0, "\(id) \(code)")
            }
            // Lower-case host names, each with a dot, none twice.
            if let domains = entry["mail_domains"] {
                let list = domains as? [String] ?? []
                #expect(!list.isEmpty && Set(list).count == list.count, "\(id)")
                for domain in list {
                    #expect(
                        domain == domain.lowercased() && domain.contains(".")
                            && !domain.hasPrefix(".") && !domain.contains("@")
                            && !domain.contains(" "), "\(id) \(domain)")
                }
            }
            if let url = entry["manageURL"] as? String {
                #expect(url.hasPrefix("https://") && URL(string: url)?.host != nil, "\(id)")
            }
            let shared = entry["sharedPlans"] as? Bool
            #expect(shared != nil, "\(id)")
            if let members = entry["members"] as? Int {
                #expect(shared == true && (2...10).contains(members), "\(id)")
            }
            if let plan = entry["plan"] {
                #expect(PlanKind(rawValue: plan as? String ?? "") != nil, "\(id)")
            }
            for (kind, value) in entry["plans"] as? [String: Any] ?? [:] {
                #expect(
                    PlanKind(rawValue: kind) != nil && kind != entry["plan"] as? String,
                    "\(id) \(kind)")
                let plan = value as? [String: Any] ?? [:]
                #expect(
                    Set(plan.keys).isSubset(of: ["prices", "members"]) && !plan.isEmpty,
                    "\(id) \(kind)")
                for (code, price) in plan["prices"] as? [String: Any] ?? [:] {
                    #expect(
                        CurrencyCode.isKnown(code) && code == code.uppercased(),
                        "\(id) \(kind) \(code)")
                    #expect((price as? Int ?? 0) > 0, "\(id) \(kind) \(code)")
                }
                if let members = plan["members"] {
                    #expect((1...10).contains(members as? Int ?? 0), "\(id) \(kind)")
                }
            }
            if let hex = entry["hex"] as? String {
                #expect(BrandDataLoader.validHex(hex) == hex, "\(id)")
                #expect(entry["slug"] == nil, "\(id): a hex only where no Simple Icon exists")
            }
        }
    }

    @Test func everyCuratedSlugExistsInTheSimpleIconsData() throws {
        let icons = try #require(
            try BrandDataFiles.json("simple-icons.json")["icons"] as? [[String: Any]])
        let slugs = Set(icons.compactMap { $0["slug"] as? String })
        let entries = try #require(
            try BrandDataFiles.json("curated.json")["brands"] as? [[String: Any]])
        for entry in entries {
            if let slug = entry["slug"] as? String {
                #expect(slugs.contains(slug), "\(slug)")
            }
        }
    }

    @Test func noAliasRepeatsANameOnceNormalized() throws {
        let data = try BrandDataFiles.loaded()
        for brand in data.brands[..<data.curatedCount] {
            let keys = ([brand.name] + brand.aliases).map { SearchNormalizer.normalize($0).bytes }
            #expect(Set(keys).count == keys.count, "\(brand.id)")
        }
    }

    @Test func theSimpleIconsFileIsSortedWithOneIconPerLine() throws {
        let text = try BrandDataFiles.text("simple-icons.json")
        let iconLines = text.split(separator: "\n").filter { $0.hasPrefix("{\"slug\"") }
        let file = try BrandDataFiles.json("simple-icons.json")
        let slugs = (file["icons"] as? [[String: Any]] ?? []).compactMap { $0["slug"] as? String }
        #expect(iconLines.count == slugs.count)
        #expect(slugs == slugs.sorted())
        #expect(!text.contains("<svg"))
    }
}

/// The brands a receipt's sending domain names, as `import mail` reads them.
@Suite struct BrandMailDomainTests {
    @Test func theCuratedBrandsKnowTheDomainsTheirReceiptsComeFrom() {
        let domains = Dictionary(
            BrandCatalog.shared.curatedBrands.flatMap { brand in
                brand.mailDomains.map { ($0, [brand.name]) }
            }, uniquingKeysWith: +)
        #expect(domains["netflix.com"] == ["Netflix"])
        #expect(domains["spotify.com"] == ["Spotify"])
        #expect(domains["disneyplus.com"] == ["Disney+"])
        #expect(domains["email.apple.com"]?.contains("iCloud+") == true)
        #expect(domains["iqiyi.com"] == ["爱奇艺"])
        #expect(domains["alipay.com"]?.contains("腾讯视频") == true)
    }
}
