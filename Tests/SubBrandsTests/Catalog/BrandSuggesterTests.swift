import SubBrandsCore
import SubDomain
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
        ("Netflix Estándar con anuncios", PlanKind.standard),
        ("netflix basico", .basic),
        ("Netflix con anuncios", .withAds),
    ])
    func plansWithoutMembersLeaveTheCountOpen(typed: String, plan: PlanKind) {
        let suggestion = catalog.suggestion(for: typed)
        #expect(suggestion?.brand.id == "netflix")
        #expect(suggestion?.plan == plan)
        #expect(suggestion?.memberCount == nil)
    }

    /// A plan word chooses the plan: its own price, in the currency asked for, and its own
    /// member count, never the usual (individual) plan's.
    @Test(arguments: [
        ("Spotify familiar", "EUR", Int64?.some(2099), Int?.some(6)),
        ("Spotify Family", "USD", 1999, 6),
        ("spotify duo", "GBP", 1799, 2),
        ("Spotify Estudiante", "EUR", 599, 1),
        ("Netflix Premium", "EUR", 1999, 4),
        ("Netflix Premium", "USD", 2499, 4),
        ("Netflix Premium", "MXN", 32900, 4),
        ("Netflix con anuncios", "GBP", 599, nil),
        ("YouTube Premium familiar", "EUR", 2599, 6),
        ("Apple Music Familiar", "USD", 1699, 6),
        ("Microsoft 365 Personal", "EUR", 6900, 1),
        ("Microsoft 365 Personal", "MXN", 129900, 1),
        ("PS Plus Premium", "EUR", 15199, nil),
        // The plan the usual price is for, or no plan at all: the usual price.
        ("Spotify", "EUR", 1199, nil),
        ("Spotify Individual", "EUR", 1199, 1),
        ("Netflix Estándar", "EUR", 1399, nil),
        // No price for that plan, or none in that currency: nothing rather than another's.
        ("Spotify familiar", "JPY", nil, 6),
        ("Netflix Premium", "CNY", nil, 4),
        ("Filmin familiar", "EUR", nil, nil),
        ("Disney+ Duo", "EUR", nil, 2),
    ])
    func aPlanWordChoosesThePlansPriceAndMembers(
        typed: String, currency: String, price: Int64?, members: Int?
    )
        throws
    {
        let suggestion = try #require(catalog.suggestion(for: typed))
        let code = try CurrencyCode(currency)
        #expect(
            suggestion.referencePrice(in: code)
                == price.map { Money(minorUnits: $0, currency: code) })
        #expect(suggestion.memberCount == members)
    }

    @Test func thePriceWarningComparesWithTheTypedPlan() throws {
        let family = try #require(catalog.suggestion(for: "Spotify familiar"))
        let individual = try #require(catalog.suggestion(for: "Spotify"))
        // Seven times the individual price, but not five times the family one.
        let amount = Money(minorUnits: 8_000, currency: .eur)
        #expect(BrandCatalog.referenceWarning(amount: amount, suggestion: family) == nil)
        #expect(
            BrandCatalog.referenceWarning(amount: amount, suggestion: individual)
                == .amountFarFromReference(
                    name: "Spotify", amount: amount,
                    reference: Money(minorUnits: 1199, currency: .eur)))
        let tooMuch = Money(minorUnits: 2099 * 5 + 1, currency: .eur)
        #expect(
            BrandCatalog.referenceWarning(amount: tooMuch, suggestion: family)
                == .amountFarFromReference(
                    name: "Spotify", amount: tooMuch,
                    reference: Money(minorUnits: 2099, currency: .eur)))
        // No family price in yen: nothing to say, whatever the amount.
        let yen = Money(minorUnits: 1, currency: .jpy)
        #expect(BrandCatalog.referenceWarning(amount: yen, suggestion: family) == nil)
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
