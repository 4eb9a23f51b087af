import Testing

@testable import SubStore

/// One decimal mark per file, decided by the amounts that say which it is, else by the
/// delimiter; amounts read exactly, never rounded.
@Suite struct CSVDecimalMarkTests {
    @Test func theAmountsThatSayWhichMarkItIsDecide() {
        #expect(CSVDecimalMark.decide(amounts: ["1.234,56", "9"], delimiter: ",") == ",")
        #expect(CSVDecimalMark.decide(amounts: ["1,234.56"], delimiter: ";") == ".")
        #expect(CSVDecimalMark.decide(amounts: ["12,99", "1.500"], delimiter: ",") == ",")
        #expect(CSVDecimalMark.decide(amounts: ["1,234,567"], delimiter: ";") == ".")
        #expect(CSVDecimalMark.decide(amounts: ["12.5", "3"], delimiter: ";") == ".")
    }

    /// `12,345` alone is twelve thousand or twelve with three decimals: the delimiter says.
    @Test func withoutEvidenceTheDelimiterDecides() {
        #expect(CSVDecimalMark.decide(amounts: ["12,345", "7"], delimiter: ";") == ",")
        #expect(CSVDecimalMark.decide(amounts: ["12,345", "7"], delimiter: ",") == ".")
        #expect(CSVDecimalMark.decide(amounts: [], delimiter: "\t") == ".")
    }

    @Test func amountsReadExactlyWithTheirGrouping() {
        #expect(CSVDecimalMark.minorUnits("12,99", mark: ",", digits: 2) == 1299)
        #expect(CSVDecimalMark.minorUnits(" 1.234,56 ", mark: ",", digits: 2) == 123_456)
        #expect(CSVDecimalMark.minorUnits("1 234,5", mark: ",", digits: 2) == 123_450)
        #expect(CSVDecimalMark.minorUnits("1,234.56", mark: ".", digits: 2) == 123_456)
        #expect(CSVDecimalMark.minorUnits("1000", mark: ".", digits: 0) == 1000)
        #expect(CSVDecimalMark.minorUnits("1,234", mark: ",", digits: 3) == 1234)
    }

    /// More decimals than the currency has, a second decimal mark, grouping after the mark
    /// or a currency sign are no amount: the row says so rather than guess.
    @Test func whatIsNoAmountIsRefused() {
        for text in ["12,999", "1,2,3", "12,9.9", "12,99 €", "", "abc"] {
            #expect(CSVDecimalMark.minorUnits(text, mark: ",", digits: 2) == nil, "\(text)")
        }
        #expect(CSVDecimalMark.minorUnits("5.5", mark: ".", digits: 0) == nil)
    }
}
