import Testing
@testable import SubLocalization

@Suite struct PluralRuleTests {
    @Test func listsRangesModuloAndNegation() throws {
        let rule = try PluralRule("n % 10 = 1,3..5 and n % 100 != 11")
        #expect(rule.matches(PluralOperands("1")!))
        #expect(rule.matches(PluralOperands("24")!))
        #expect(!rule.matches(PluralOperands("11")!))
        #expect(!rule.matches(PluralOperands("2")!))
        // A range holds integers only: 3.5 is not in 3..5.
        #expect(!rule.matches(PluralOperands("3.5")!))
    }

    @Test func cIsAnAliasOfE() throws {
        #expect(try PluralRule("c = 6").matches(PluralOperands("1c6")!))
    }

    @Test func samplesAfterAtAreIgnoredAndEmptyRuleIsTrue() throws {
        #expect(try PluralRule("n = 1 @integer 1 @decimal 1.0, 1.00").matches(PluralOperands("1")!))
        #expect(try PluralRule("").matches(PluralOperands("7")!))
    }

    @Test(arguments: ["n =", "x = 1", "n = 1 and", "n == 1", "n % 0 = 1", "n = 5..2", "n = 1 1"])
    func malformedRulesThrow(source: String) {
        #expect(throws: PluralRuleSyntaxError.self) { try PluralRule(source) }
    }
}
