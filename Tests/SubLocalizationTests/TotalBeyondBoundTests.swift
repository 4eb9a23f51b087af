import SubDomain
import Testing

@testable import SubLocalization

/// A total past the bound every figure is held to (a household's rows summed and saturated)
/// is said in words, never printed as a figure nobody was charged.
@Suite struct TotalBeyondBoundTests {
    @Test func aSaturatedTotalIsSaidInWords() {
        let saturated = Money(minorUnits: .max, currency: .eur)
        let english = TestLocalizers.american.money(saturated)
        #expect(english.hasPrefix("more than "), "\(english)")
        #expect(!english.contains("92,233,720"), "\(english)")
        #expect(TestLocalizers.spanish.money(saturated).hasPrefix("más de "))
        #expect(TestLocalizers.chinese.money(saturated).hasPrefix("超过 "))
        let bound = Money(minorUnits: Money.maximumTotalMinorUnits, currency: .eur)
        #expect(!TestLocalizers.american.money(bound).contains("more than"))
        // Inside a sentence too.
        #expect(
            TestLocalizers.american.text(.generalPerMonth, ["amount": .money(saturated)])
                .contains("more than"))
    }
}
