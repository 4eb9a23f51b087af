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

    /// `needsMoreDecimals` says exactly when `minorUnits` rounds: over generated decimal
    /// texts, reading with one more decimal is ten times the reading unless it rounded.
    @Test func needsMoreDecimalsIsExactlyWhenReadingRounds() {
        var state: UInt64 = 0x5EED_2024
        func next(_ range: ClosedRange<Int>) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return range.lowerBound + Int((state >> 33) % UInt64(range.count))
        }
        for _ in 0..<5_000 {
            let whole = String(next(0...99_999))
            let fractionLength = next(0...5)
            let fraction = String((0..<fractionLength).map { _ in Character(String(next(0...9))) })
            let text = fraction.isEmpty ? whole : whole + "." + fraction
            for digits in 0...3 {
                let exact = !fraction.dropFirst(digits).contains { $0 != "0" }
                #expect(
                    DecimalText.needsMoreDecimals(text, than: digits) == !exact, "\(text) \(digits)"
                )
                if exact, let value = DecimalText.minorUnits(text, digits: digits) {
                    #expect(DecimalText.minorUnits(text, digits: digits + 1) == value * 10)
                }
            }
        }
        #expect(!DecimalText.needsMoreDecimals("1e-05", than: 5))
        #expect(DecimalText.needsMoreDecimals("1e-05", than: 4))
        #expect(!DecimalText.needsMoreDecimals("2.0", than: 0))
        #expect(!DecimalText.needsMoreDecimals("abc", than: 0))
    }

    /// The one grouping rule both importers hold a thousands separator to.
    @Test func groupsAreThousandsAsPeopleWriteThem() {
        for grouped in [[5], [1, 3], [3, 3, 3], [1, 2, 2, 3], [2, 3]] {
            #expect(DecimalText.isGrouped(grouped), "\(grouped)")
        }
        for ungrouped in [[2, 2], [1, 4], [4, 3], [0, 3], [1, 1, 3], [1, 3, 0]] {
            #expect(!DecimalText.isGrouped(ungrouped), "\(ungrouped)")
        }
    }
}
