import Testing
@testable import SubLocalization

@Suite struct PluralRuleSetTests {
    let spanish = try! PluralRuleSet([
        "one": "n = 1",
        "many": "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5",
    ])
    let english = try! PluralRuleSet(["one": "i = 1 and v = 0"])

    @Test(arguments: [
        ("1", PluralCategory.one), ("0", .other), ("2", .other), ("1.5", .other), ("1.0", .one),
        ("1000000", .many), ("2000000", .many), ("1000001", .other), ("1500000", .other),
        ("1c6", .many), ("1c3", .other), ("2.5c6", .many),
    ])
    func spanishVectors(text: String, expected: PluralCategory) {
        #expect(spanish.category(forDecimalText: text) == expected)
    }

    @Test(arguments: [
        ("1", PluralCategory.one), ("1.0", .other), ("0", .other), ("2", .other), ("1.5", .other),
    ])
    func englishVectors(text: String, expected: PluralCategory) {
        #expect(english.category(forDecimalText: text) == expected)
    }

    /// CLDR 46 Russian samples: one 1, 21, 31, 101, 1001; few 2–4, 22–24, 102; many 0, 5–20,
    /// 100, 1000, 10000; other 0.0, 1.5, 10.1, 1.0.
    @Test func russianFromFixtureCatalog() throws {
        let rules = try FixtureCatalogs.russian().pluralRules
        let expected: [(String, PluralCategory)] = [
            ("1", .one), ("21", .one), ("31", .one), ("101", .one), ("1001", .one),
            ("2", .few), ("3", .few), ("4", .few), ("22", .few), ("24", .few), ("102", .few),
            ("0", .many), ("5", .many), ("11", .many), ("12", .many), ("14", .many), ("19", .many),
            ("20", .many), ("100", .many), ("111", .many), ("1000", .many), ("10000", .many),
            ("0.0", .other), ("1.5", .other), ("10.1", .other), ("1.0", .other),
        ]
        for (text, category) in expected {
            #expect(rules.category(forDecimalText: text) == category, "\(text)")
        }
        #expect(rules.producibleCategories == [.one, .few, .many, .other])
    }

    @Test func producibleCategoriesOfSpanishAndEnglish() {
        #expect(spanish.producibleCategories == [.one, .many, .other])
        #expect(english.producibleCategories == [.one, .other])
    }

    @Test func notANumberIsOther() {
        #expect(english.category(forDecimalText: "abc") == .other)
        #expect(english.category(forDecimalText: "") == .other)
    }

    @Test func unknownCategoryIsRejected() {
        #expect(throws: PluralRuleSetError.unknownCategory("several")) {
            try PluralRuleSet(["several": "n = 3"])
        }
    }
}
