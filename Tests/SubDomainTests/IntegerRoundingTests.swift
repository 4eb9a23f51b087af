import SubDomain
import TestSupport
import Testing

@Suite struct IntegerRoundingTests {
    @Test func halfAwayFromZero() {
        #expect(IntegerRounding.divide(5, by: 2) == 3)
        #expect(IntegerRounding.divide(-5, by: 2) == -3)
        #expect(IntegerRounding.divide(4, by: 3) == 1)
        #expect(IntegerRounding.divide(-4, by: 3) == -1)
        #expect(IntegerRounding.divide(0, by: 7) == 0)
    }

    @Test func scaledNeverOverflowsInTheMiddle() {
        // Int64.max × 52 overflows 64 bits; 128-bit intermediate keeps it exact.
        #expect(IntegerRounding.scaled(Int64.max / 52, times: 52, dividedBy: 52) == Int64.max / 52)
        #expect(IntegerRounding.scaled(Int64.max, times: 365, dividedBy: 12) == Int64.max)
    }

    @Test func saturatingAddClampsInsteadOfTrapping() {
        #expect(IntegerRounding.saturatingAdd(Int64.max, 1) == Int64.max)
        #expect(IntegerRounding.saturatingAdd(Int64.min, -1) == Int64.min)
        #expect(IntegerRounding.saturatingAdd(2, 3) == 5)
    }
}
