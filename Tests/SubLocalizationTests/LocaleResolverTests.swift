import SubDomain
import Testing
@testable import SubLocalization

@Suite struct LocaleResolverTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let environment: [String: String]
        let language: String
        let money: String
        let dates: String
        let currency: String
        var testDescription: String {
            environment.sorted { $0.key < $1.key }.map { "\($0)=\($1)" }.joined(separator: " ")
        }
    }

    static let cases: [Case] = [
        Case(environment: [:], language: "en", money: "en_US", dates: "en_US", currency: "USD"),
        Case(
            environment: ["LANG": "es_ES.UTF-8"], language: "es", money: "es_ES", dates: "es_ES",
            currency: "EUR"),
        Case(
            environment: ["LANG": "es_MX.UTF-8"], language: "es", money: "es_MX", dates: "es_MX",
            currency: "MXN"),
        Case(
            environment: ["LANG": "en_GB.UTF-8"], language: "en", money: "en_GB", dates: "en_GB",
            currency: "GBP"),
        // Chinese catalogs are named by script: zh_CN and zh_SG speak zh-Hans; Traditional
        // Chinese locales have no catalog yet and get the untranslated English.
        Case(
            environment: ["LANG": "zh_CN.UTF-8"], language: "zh-Hans", money: "zh_CN",
            dates: "zh_CN", currency: "CNY"),
        Case(
            environment: ["LANG": "zh_SG.UTF-8"], language: "zh-Hans", money: "zh_SG",
            dates: "zh_SG", currency: "SGD"),
        Case(
            environment: ["LANG": "zh_TW.UTF-8"], language: "en", money: "zh_TW", dates: "zh_TW",
            currency: "TWD"),
        Case(
            environment: ["LANG": "zh"], language: "zh-Hans", money: "zh", dates: "zh",
            currency: "CNY"),
        Case(
            environment: ["LANG": "en_US.UTF-8", "LANGUAGE": "zh_CN:es"], language: "zh-Hans",
            money: "en_US", dates: "en_US", currency: "USD"),
        Case(
            environment: ["LANG": "es_ES@euro"], language: "es", money: "es_ES", dates: "es_ES",
            currency: "EUR"),
        Case(
            environment: ["LANG": "es_ES.ISO-8859-15@euro"], language: "es", money: "es_ES",
            dates: "es_ES", currency: "EUR"),
        // LANGUAGE goes first, tried entry by entry: pt_BR has no catalog, es has.
        Case(
            environment: ["LANG": "en_US.UTF-8", "LANGUAGE": "pt_BR:es"], language: "es",
            money: "en_US", dates: "en_US", currency: "USD"),
        // LANGUAGE is ignored when the locale is C or unset, honoured with C.UTF-8.
        Case(
            environment: ["LANG": "C", "LANGUAGE": "es"], language: "en", money: "en_US",
            dates: "en_US", currency: "USD"),
        Case(
            environment: ["LANGUAGE": "es"], language: "en", money: "en_US", dates: "en_US",
            currency: "USD"),
        Case(
            environment: ["LANG": "C.UTF-8", "LANGUAGE": "es"], language: "es", money: "es_ES",
            dates: "es_ES", currency: "EUR"),
        Case(
            environment: ["LANG": "POSIX"], language: "en", money: "en_US", dates: "en_US",
            currency: "USD"),
        // When LANGUAGE is set, gettext never falls back to LANG's language: a list with no
        // catalog gives the untranslated text (English), whatever LANG says.
        Case(
            environment: ["LANGUAGE": "fr", "LANG": "es_ES.UTF-8"], language: "en", money: "es_ES",
            dates: "es_ES", currency: "EUR"),
        Case(
            environment: ["LANGUAGE": "fr:es", "LANG": "en_US.UTF-8"], language: "es",
            money: "en_US",
            dates: "en_US", currency: "USD"),
        Case(
            environment: ["LANGUAGE": "", "LANG": "es_ES.UTF-8"], language: "es", money: "es_ES",
            dates: "es_ES", currency: "EUR"),
        Case(
            environment: ["LANGUAGE": "es", "LANG": "C"], language: "en", money: "en_US",
            dates: "en_US", currency: "USD"),
        Case(
            environment: ["LANGUAGE": "fr:pt_BR", "LC_ALL": "es_MX.UTF-8"], language: "en",
            money: "es_MX", dates: "es_MX", currency: "MXN"),
        // English words with Spanish money.
        Case(
            environment: ["LANG": "en_US.UTF-8", "LC_MONETARY": "es_ES.UTF-8"], language: "en",
            money: "es_ES", dates: "en_US", currency: "EUR"),
        Case(
            environment: ["LANG": "en_US.UTF-8", "LC_TIME": "en_GB.UTF-8"], language: "en",
            money: "en_US", dates: "en_GB", currency: "USD"),
        // LC_ALL beats everything; LC_MESSAGES beats LANG for words only.
        Case(
            environment: [
                "LANG": "en_US.UTF-8", "LC_ALL": "es_ES.UTF-8", "LC_MONETARY": "en_GB.UTF-8",
            ], language: "es", money: "es_ES", dates: "es_ES", currency: "EUR"),
        Case(
            environment: ["LANG": "en_US.UTF-8", "LC_MESSAGES": "es_ES.UTF-8"], language: "es",
            money: "en_US", dates: "en_US", currency: "USD"),
        Case(
            environment: ["LANG": "", "LC_ALL": "", "LC_MESSAGES": "es_AR.UTF-8"], language: "es",
            money: "es_ES", dates: "es_ES", currency: "EUR"),
        Case(
            environment: ["LANG": "pt_BR.UTF-8"], language: "en", money: "pt_BR", dates: "pt_BR",
            currency: "BRL"),
        Case(
            environment: ["LANG": "es"], language: "es", money: "es", dates: "es", currency: "EUR"),
        Case(
            environment: ["LANG": "garbage!!"], language: "en", money: "en_US", dates: "en_US",
            currency: "USD"),
    ]

    @Test(arguments: cases)
    func resolves(_ testCase: Case) {
        let settings = LocaleResolver.resolve(environment: testCase.environment, library: .embedded)
        #expect(settings.messageLanguage == testCase.language)
        #expect(settings.moneyLocaleIdentifier == testCase.money)
        #expect(settings.dateLocaleIdentifier == testCase.dates)
        #expect(settings.defaultCurrency.code == testCase.currency)
    }

    @Test func explicitLanguageWins() {
        let settings = LocaleResolver.resolve(
            environment: ["LANG": "en_US.UTF-8"], languageOverride: "es", library: .embedded)
        #expect(settings.messageLanguage == "es")
        #expect(settings.messageLocaleIdentifier == "es_ES")
        #expect(settings.moneyLocaleIdentifier == "en_US")
        // An unknown override is ignored, not fatal.
        let unknown = LocaleResolver.resolve(
            environment: ["LANG": "es_ES.UTF-8"], languageOverride: "xx", library: .embedded)
        #expect(unknown.messageLanguage == "es")
    }

    @Test func messageLocaleKeepsTheRegionOfTheSameLanguage() {
        #expect(
            LocaleResolver.resolve(environment: ["LANG": "es_MX.UTF-8"], library: .embedded)
                .messageLocaleIdentifier == "es_MX")
        #expect(
            LocaleResolver.resolve(environment: ["LANG": "en_GB.UTF-8"], library: .embedded)
                .messageLocaleIdentifier == "en_GB")
    }

    @Test func chineseLocalesFindTheirScriptsCatalog() {
        let available: Set<String> = ["en", "es", "zh-Hans"]
        for name in ["zh_CN.UTF-8", "zh_CN.GB2312", "zh", "zh-Hans", "zh_Hans_CN", "zh-hans"] {
            #expect(
                LocaleResolver.matchLanguage(name, available: available) == "zh-Hans", "\(name)")
        }
        for name in ["zh_TW.UTF-8", "zh_HK", "zh-Hant"] {
            #expect(LocaleResolver.matchLanguage(name, available: available) == nil, "\(name)")
        }
        #expect(POSIXLocaleName("zh_Hans_CN")?.identifier == "zh_CN")
        #expect(POSIXLocaleName("zh-Hans")?.script == "Hans")
        #expect(POSIXLocaleName("zh_TW")?.catalogCandidates == ["zh_TW", "zh-Hant", "zh"])
        #expect(POSIXLocaleName("es_MX")?.catalogCandidates == ["es_MX", "es"])
        // The override by name, and its formats: zh_CN (the catalog's main locale) for words.
        let settings = LocaleResolver.resolve(
            environment: ["LANG": "en_US.UTF-8"], languageOverride: "zh", library: .embedded)
        #expect(settings.messageLanguage == "zh-Hans")
        #expect(settings.messageLocaleIdentifier == "zh_CN")
        #expect(
            LocaleResolver.resolve(environment: ["LANG": "zh_CN.UTF-8"], library: .embedded)
                .messageLocaleIdentifier == "zh_CN")
    }

    @Test func regionalCatalogIsPreferredWhenPresent() {
        #expect(
            LocaleResolver.matchLanguage("es_MX.UTF-8", available: ["es", "es_MX", "en"]) == "es_MX"
        )
        #expect(LocaleResolver.matchLanguage("es_MX.UTF-8", available: ["es", "en"]) == "es")
        #expect(LocaleResolver.matchLanguage("C", available: ["es", "en"]) == nil)
    }

    @Test func posixNamesAreStripped() {
        #expect(POSIXLocaleName("es_ES.UTF-8@euro")?.identifier == "es_ES")
        #expect(POSIXLocaleName("en-gb")?.identifier == "en_GB")
        #expect(POSIXLocaleName("es_419")?.identifier == "es_419")
        #expect(POSIXLocaleName("C.UTF-8") == nil)
        #expect(POSIXLocaleName("") == nil)
    }
}
