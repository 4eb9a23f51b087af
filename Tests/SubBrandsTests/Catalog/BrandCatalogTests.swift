import SubBrandsCore
import SubDomain
import Testing

@testable import SubBrands

@Suite struct BrandCatalogTests {
    let catalog = BrandCatalog.shared

    @Test(arguments: [
        ("Netflix Premium", "netflix"),
        ("netflx", "netflix"),
        ("disney", "disney-plus"),
        ("Disney+", "disney-plus"),
        ("disney plus", "disney-plus"),
        ("movistar", "movistar-plus"),
        ("Movistar+", "movistar-plus"),
        ("hbo", "hbo-max"),
        ("max", "hbo-max"),
        ("HBO Max", "hbo-max"),
        ("spotify familiar", "spotify"),
        ("网飞", "netflix"),
        ("奈飞", "netflix"),
        ("Prime Video", "prime-video"),
        ("Amazon Prime", "amazon-prime"),
        ("Amazon Prime Video", "prime-video"),
        ("腾讯视频", "tencent-video"),
        ("腾讯视频会员", "tencent-video"),
        ("爱奇艺黄金会员", "iqiyi"),
        ("YouTube Premium", "youtube-premium"),
        ("youtube", "youtube-premium"),
        ("El Pais", "el-pais"),
        ("ChatGPT", "chatgpt-plus"),
        ("Gemini", "google-ai-pro"),
        ("Netflix 4K", "netflix"),
        ("Game Pass Ultimate", "xbox-game-pass"),
        ("ps plus", "playstation-plus"),
        ("apple tv+", "apple-tv"),
    ])
    func typedNamesSuggestTheBrand(typed: String, id: String) {
        #expect(catalog.suggestion(for: typed)?.brand.id == id)
    }

    @Test func primeVideoAndAmazonPrimeStayDistinct() {
        let video = catalog.suggestion(for: "Prime Video")?.brand
        let prime = catalog.suggestion(for: "Amazon Prime")?.brand
        #expect(video != nil && prime != nil)
        #expect(video != prime)
    }

    @Test(arguments: [
        "", "   ", "xqzvw", "🎬🍿", "fit", "Gimnasio de mi barrio", "Internet", "Agua", "Luz",
        "premium", "familiar",
    ])
    func unknownNamesSuggestNothing(typed: String) {
        #expect(catalog.suggestion(for: typed) == nil)
    }

    @Test func rankingPutsExactBeforePrefixAndCuratedFirst() {
        let matches = catalog.matches(for: "hbo")
        #expect(matches.first?.brand.id == "hbo-max")
        #expect(matches.first?.kind == .exact)
        // Simple Icons' own "HBO" is still found, after the curated brand.
        #expect(matches.contains { $0.brand.id == "hbo" && $0.brand.source == .simpleIcons })
        let kinds = matches.map(\.kind)
        #expect(kinds == kinds.sorted())
    }

    @Test func matchKindsFollowTheDocumentedOrder() {
        #expect(catalog.matches(for: "netflix").first?.kind == .exact)
        #expect(catalog.matches(for: "netfl").first?.kind == .prefix)
        #expect(
            catalog.matches(for: "music").contains {
                $0.brand.id == "apple-music" && $0.kind == .wordPrefix
            })
        let substring = catalog.matches(for: "tflix").first
        #expect(substring?.brand.id == "netflix" && substring?.kind == .substring)
        let typo = catalog.matches(for: "netlfix").first
        #expect(typo?.brand.id == "netflix" && typo?.kind == .typo)
    }

    /// `brands QUERY` finds the brand behind its plan words, as the suggestion does.
    @Test(arguments: [
        ("spotify familiar", "spotify"), ("Netflix Premium", "netflix"),
        ("Spotify Family", "spotify"),
        ("familiar spotify", "spotify"), ("Disney+ Premium", "disney-plus"),
        ("netflix con anuncios", "netflix"),
        ("YouTube Premium", "youtube-premium"), ("hbo max plan", "hbo-max"),
    ])
    func matchesLookPastPlanWords(query: String, id: String) {
        #expect(catalog.matches(for: query).first?.brand.id == id)
    }

    @Test func aQueryOfPlanWordsOnlyIsSearchedAsTyped() {
        #expect(catalog.matches(for: "premium").contains { $0.brand.id == "youtube-premium" })
    }

    // MARK: Naming

    /// Only the exact name or an alias, in any case and with any accents, and plan words
    /// around it, names a brand: punctuation and symbols count.
    @Test(arguments: [
        ("Spotify", "spotify", PlanKind?.none), ("spotify familiar", "spotify", .family),
        ("Familiar Spotify", "spotify", .family), ("NETFLIX premium", "netflix", .premium),
        ("Disney+", "disney-plus", nil), ("disney+ premium", "disney-plus", .premium),
        ("El País", "el-pais", nil), ("el pais", "el-pais", nil), ("EL PAÍS", "el-pais", nil),
        ("HBO", "hbo-max", nil), ("  HBO   Max ", "hbo-max", nil), ("/e/", "e", nil),
        ("YouTube Premium", "youtube-premium", nil), ("网飞会员", "netflix", nil),
        ("腾讯视频 家庭版", "tencent-video", .family),
        ("Movistar Plus+", "movistar-plus", nil), ("ps plus", "playstation-plus", nil),
    ])
    func brandNamedRecognizesExactNames(typed: String, id: String, plan: PlanKind?) throws {
        let named = try #require(catalog.brandNamed(typed))
        #expect(named.brand.id == id)
        #expect(named.plan == plan)
    }

    @Test(arguments: [
        "disney", "Disney plus", "E", "e", "F", "F#", "f#", "QQ", "qq", "X", "", "  ", "netflx",
        "Netflix 4K",
        "spotify.", "Spoti fy", "familiar", "premium familiar", "Movistar Plus", "Netflix Netflix",
        "HBOMax",
        // Two characters are too few to name a brand, in any script and with plan words too.
        "网飞", "QQ familiar", "网飞 家庭版",
    ])
    func brandNamedRefusesEverythingElse(typed: String) {
        #expect(catalog.brandNamed(typed) == nil)
    }

    @Test func rankingIsStable() {
        for query in ["s", "apple", "go", "网", "pl"] {
            #expect(
                catalog.matches(for: query, limit: 50) == catalog.matches(for: query, limit: 50))
        }
    }

    @Test(arguments: [
        ("Movistar P", "Movistar Plus+"),
        ("Netf", "Netflix"),
        ("netf", "Netflix"),
        ("el pa", "El País"),
        ("disney+", "Disney+"),
        ("Disney pl", "Disney+"),
        ("apple music", "Apple Music"),
        ("网", "Netflix"),  // through the alias 网飞
    ])
    func completionsExtendTheTypedText(partial: String, expected: String) {
        #expect(catalog.completions(for: partial).first == expected)
    }

    @Test func completionsAreLimitedRankedAndUnique() {
        let names = catalog.completions(for: "s", limit: 8)
        #expect(names.count == 8)
        #expect(Set(names).count == names.count)
        #expect(catalog.completions(for: "", limit: 5).isEmpty)
        #expect(catalog.completions(for: "netflix", limit: 0).isEmpty)
    }

    @Test func curatedBrandsComeFirstWithinEachKindOfMatch() {
        let matches = catalog.matches(for: "apple", limit: 40)
        #expect(matches.first?.kind == .exact)  // Simple Icons' "Apple": exact beats any prefix
        for kind in MatchKind.allCases {
            let sources = matches.filter { $0.kind == kind }.map(\.brand.source)
            let firstIcon = sources.firstIndex(of: .simpleIcons) ?? sources.count
            #expect(sources[firstIcon...].allSatisfy { $0 == .simpleIcons }, "\(kind)")
        }
        #expect(matches.contains { $0.kind == .prefix && $0.brand.id == "apple-music" })
    }

    @Test(arguments: [
        "", String(repeating: "a", count: 10_000), String(repeating: "🎬", count: 10_000), "\u{0}",
        "+++",
        "e\u{301}", "ＮＥＴＦＬＩＸ", "\n\t", String(repeating: "网飞 ", count: 3_000),
    ])
    func noInputTraps(text: String) {
        _ = catalog.suggestion(for: text)
        _ = catalog.matches(for: text)
        _ = catalog.completions(for: text)
    }

    @Test func fullWidthAndDecomposedAccentsAreFolded() {
        #expect(catalog.suggestion(for: "ＮＥＴＦＬＩＸ")?.brand.id == "netflix")
        #expect(catalog.suggestion(for: "El Pai\u{301}s")?.brand.id == "el-pais")
    }

    @Test func brandsAreFoundByID() {
        #expect(catalog.brand(id: "netflix")?.name == "Netflix")
        #expect(catalog.brand(id: "hbo")?.source == .simpleIcons)
        #expect(catalog.brand(id: "no-such-brand") == nil)
    }

    @Test func everyBrandIDIsUnique() {
        let ids = catalog.allBrands.map(\.id)
        #expect(Set(ids).count == ids.count)
    }

    // MARK: Lazy loading

    @Test func aFreshCatalogLoadsOnFirstLookupOnly() {
        let fresh = BrandCatalog()
        #expect(!fresh.isLoaded)
        _ = fresh.completions(for: "net")
        #expect(fresh.isLoaded)
    }

    @Test func aSuggestionAlsoTriggersLoading() {
        let fresh = BrandCatalog()
        #expect(!fresh.isLoaded)
        #expect(fresh.suggestion(for: "Netflix")?.brand.id == "netflix")
        #expect(fresh.isLoaded)
    }

    @Test func concurrentFirstLookupsAgree() async {
        let fresh = BrandCatalog()
        let ids = await withTaskGroup(of: String?.self) { group in
            for _ in 0..<16 { group.addTask { fresh.suggestion(for: "spotify")?.brand.id } }
            return await group.reduce(into: [String?]()) { $0.append($1) }
        }
        #expect(ids == Array(repeating: "spotify", count: 16))
    }

    // MARK: Simple Icons data

    @Test func everySimpleIconIsBundled() throws {
        let file = try BrandDataFiles.json("simple-icons.json")
        let icons = try #require(file["icons"] as? [[String: Any]])
        #expect(icons.count >= 3_400)
        #expect(catalog.simpleIconsCount == icons.count)
        #expect(file["count"] as? Int == icons.count)
        #expect(catalog.simpleIconsVersion == file["version"] as? String)
        #expect(!catalog.simpleIconsVersion.isEmpty)
    }

    /// The number of brands, as the catalog lists them: every curated entry, then every
    /// Simple Icon that is neither merged into one nor sharing a curated id.
    @Test func theBrandCountMatchesTheDataFiles() throws {
        let curated = try #require(
            try BrandDataFiles.json("curated.json")["brands"] as? [[String: Any]])
        let icons = try #require(
            try BrandDataFiles.json("simple-icons.json")["icons"] as? [[String: Any]])
        let fold = { (text: String) in
            text.lowercased().replacingOccurrences(of: "+", with: "plus")
                .folding(options: .diacriticInsensitive, locale: nil).filter {
                    $0.isLetter || $0.isNumber
                }
        }
        var merged = Set<String>()
        var ids = Set<String>()
        for entry in curated {
            ids.insert(entry["id"] as? String ?? "")
            let names = [entry["name"] as? String ?? ""] + (entry["aliases"] as? [String] ?? [])
            guard let slug = entry["slug"] as? String,
                let icon = icons.first(where: { $0["slug"] as? String == slug }),
                let title = icon["title"] as? String
            else { continue }
            if names.map(fold).contains(fold(title)) { merged.insert(slug) }
        }
        let separateIcons = icons.filter { icon in
            let slug = icon["slug"] as? String ?? ""
            return !merged.contains(slug) && !ids.contains(slug)
        }
        #expect(BrandCatalog.count == curated.count + separateIcons.count)
        #expect(BrandCatalog.count == catalog.allBrands.count)
        #expect(BrandCatalog.count > 3_400)
        #expect(BrandCatalog(curatedJSON: "{}", simpleIconsJSON: "{}").brandCount == 0)
    }

    // MARK: Reference prices

    @Test func amountsFarFromTheReferenceWarn() throws {
        let netflix = try #require(catalog.brand(id: "netflix"))
        let reference = try #require(netflix.referencePrice(in: .eur))
        let tooHigh = Money(minorUnits: reference.minorUnits * 5 + 1, currency: .eur)
        let tooLow = Money(minorUnits: reference.minorUnits / 5 - 1, currency: .eur)
        #expect(
            BrandCatalog.referenceWarning(amount: tooHigh, brand: netflix)
                == .amountFarFromReference(name: "Netflix", amount: tooHigh, reference: reference))
        #expect(BrandCatalog.referenceWarning(amount: tooLow, brand: netflix) != nil)
    }

    /// Reference prices are per currency: none in the amount's currency means no warning,
    /// never a comparison with another currency's price or a converted one.
    @Test func aBrandWithoutAPriceInTheAmountsCurrencySaysNothing() throws {
        let hulu = try #require(catalog.brand(id: "hulu"))
        #expect(hulu.referencePrice(in: .eur) == nil)
        let dollars = try #require(hulu.referencePrice(in: .usd))
        for minor in [
            Int64(1), dollars.minorUnits, dollars.minorUnits * 100, Money.maximumMinorUnits,
        ] {
            for currency in [CurrencyCode.eur, .gbp, .jpy, .mxn] {
                let amount = Money(minorUnits: minor, currency: currency)
                #expect(BrandCatalog.referenceWarning(amount: amount, brand: hulu) == nil)
                #expect(
                    BrandCatalog.referenceWarning(amount: amount, period: .annual, brand: hulu)
                        == nil)
            }
        }
        // The same amounts in dollars are compared.
        #expect(
            BrandCatalog.referenceWarning(amount: Money(minorUnits: 1, currency: .usd), brand: hulu)
                != nil)
    }

    @Test func plausibleOrUnknownAmountsDoNotWarn() throws {
        let netflix = try #require(catalog.brand(id: "netflix"))
        let reference = try #require(netflix.referencePrice(in: .eur))
        #expect(BrandCatalog.referenceWarning(amount: reference, brand: netflix) == nil)
        let fiveTimes = Money(minorUnits: reference.minorUnits * 5, currency: .eur)
        #expect(BrandCatalog.referenceWarning(amount: fiveTimes, brand: netflix) == nil)
        // No reference in yen: nothing to compare, so nothing to say.
        #expect(
            BrandCatalog.referenceWarning(
                amount: Money(minorUnits: 1, currency: .jpy), brand: netflix) == nil)
        let huge = Money(minorUnits: .max, currency: .eur)
        #expect(BrandCatalog.referenceWarning(amount: huge, brand: netflix) != nil)
    }

    @Test func aYearlyPaymentIsComparedPerMonth() throws {
        let netflix = try #require(catalog.brand(id: "netflix"))
        let reference = try #require(netflix.referencePrice(in: .eur))
        let yearly = Money(minorUnits: reference.minorUnits * 12, currency: .eur)
        #expect(
            BrandCatalog.referenceWarning(amount: yearly, period: .annual, brand: netflix) == nil)
        #expect(BrandCatalog.referenceWarning(amount: yearly, brand: netflix) != nil)
    }

    /// Tab after a brand's name offers its plans' words, as `add` reads them.
    @Test func aBrandsPlanWordsComplete() {
        let spotify = catalog.completions(for: "Spotify Fam")
        #expect(spotify.contains("Spotify Familiar"), "\(spotify)")
        #expect(spotify.contains("Spotify Family"), "\(spotify)")
        #expect(catalog.brandNamed("Spotify Familiar")?.plan == .family)
        // A plan the brand does not have is not offered; an unknown first word is a name.
        #expect(
            !catalog.completions(for: "Spotify Estud").contains("Spotify Estudiante")
                || catalog.brandNamed("Spotify")?.brand.plans.contains { $0.kind == .student }
                    == true
        )
        #expect(catalog.completions(for: "Zzzz Fam").allSatisfy { !$0.hasPrefix("Zzzz") })
    }
}
