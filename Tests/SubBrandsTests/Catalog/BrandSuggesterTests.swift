import Testing

@testable import SubBrands

@Suite struct BrandSuggesterTests {
    let catalog = BrandCatalog.shared

    @Test(arguments: [
        ("spotify familiar", "spotify", PlanKind.family, 6),
        ("Spotify Family", "spotify", .family, 6),
        ("spotify dúo", "spotify", .duo, 2),
        ("Spotify Duo", "spotify", .duo, 2),
        ("Spotify Individual", "spotify", .individual, 1),
        ("Spotify Premium Estudiante", "spotify", .student, 1),
        ("Nintendo Switch Online familia", "nintendo-switch-online", .family, 8),
        ("网飞家庭版", "netflix", .family, 4),
        ("Microsoft 365 Personal", "microsoft-365", .individual, 1),
    ])
    func planWordsSetTheMemberCount(typed: String, id: String, plan: PlanKind, members: Int) {
        let suggestion = catalog.suggestion(for: typed)
        #expect(suggestion?.brand.id == id)
        #expect(suggestion?.plan == plan)
        #expect(suggestion?.memberCount == members)
    }

    @Test(arguments: [
        ("Netflix Premium", PlanKind.premium),
        ("Netflix Estándar con anuncios", .standard),
        ("netflix basico", .basic),
        ("Netflix con anuncios", .withAds),
    ])
    func plansWithoutMembersLeaveTheCountOpen(typed: String, plan: PlanKind) {
        let suggestion = catalog.suggestion(for: typed)
        #expect(suggestion?.brand.id == "netflix")
        #expect(suggestion?.plan == plan)
        #expect(suggestion?.memberCount == nil)
    }

    @Test func plusIsPartOfTheNameNotAPlan() {
        #expect(catalog.suggestion(for: "Movistar Plus+")?.brand.id == "movistar-plus")
        #expect(catalog.suggestion(for: "Movistar Plus+ familiar")?.brand.id == "movistar-plus")
        #expect(catalog.suggestion(for: "Disney+ Premium")?.plan == .premium)
        #expect(catalog.suggestion(for: "Disney+ Premium")?.brand.id == "disney-plus")
    }

    @Test func anExactNameKeepsItsOwnPlanWords() {
        let youtube = catalog.suggestion(for: "YouTube Premium")
        #expect(youtube?.brand.id == "youtube-premium")
        #expect(youtube?.match == .exact)
        #expect(youtube?.plan == nil)
    }

    @Test func aFamilyPlanWithoutAUsualCountLeavesItOpen() {
        let suggestion = catalog.suggestion(for: "Filmin familiar")
        #expect(suggestion?.brand.id == "filmin")
        #expect(suggestion?.plan == .family)
        #expect(suggestion?.memberCount == nil)
    }

    @Test func aTypoIsReportedAsSuch() {
        let suggestion = catalog.suggestion(for: "netflx")
        #expect(suggestion?.match == .typo)
        #expect(catalog.suggestion(for: "spotfy familiar")?.memberCount == 6)
    }
}
