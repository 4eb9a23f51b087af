import SubDomain
import Testing

@Suite struct DecimalTextTests {
    @Test func readsTheDigitsAsWrittenNotTheNearestDouble() {
        #expect(DecimalText.minorUnits("12.99", digits: 2) == 1299)
        #expect(DecimalText.minorUnits("\(12.99)", digits: 2) == 1299)
        #expect(DecimalText.minorUnits("0.29", digits: 2) == 29)
        #expect(DecimalText.minorUnits("-3", digits: 2) == -300)
        #expect(DecimalText.minorUnits("1.25", digits: 3) == 1250)
        #expect(DecimalText.minorUnits("1200", digits: 0) == 1200)
        #expect(DecimalText.minorUnits("1200.0", digits: 0) == 1200)
    }

    @Test func roundsHalfAwayFromZeroAndReadsExponents() {
        #expect(DecimalText.minorUnits("12.995", digits: 2) == 1300)
        #expect(DecimalText.minorUnits("12.98999999999999", digits: 2) == 1299)
        #expect(DecimalText.minorUnits("-0.005", digits: 2) == -1)
        #expect(DecimalText.minorUnits("1e-05", digits: 2) == 0)
        #expect(DecimalText.minorUnits("1.5E2", digits: 2) == 15000)
        #expect(DecimalText.minorUnits("99.5", digits: 0) == 100)
    }

    @Test func refusesWhatIsNotANumber() {
        for text in ["", "abc", "1,5", "1.2.3", "--1", "1e", "12 €", "9999999999999999999999"] {
            #expect(DecimalText.minorUnits(text, digits: 2) == nil, "\(text)")
        }
    }
}
