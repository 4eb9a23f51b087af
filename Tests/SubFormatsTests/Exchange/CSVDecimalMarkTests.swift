import Testing

@testable import SubFormats

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

    /// An amount that shows no mark has two readings where its currency holds both.
    @Test func bothReadingsOnlyWhereTheCurrencyHoldsBoth() {
        for guessed: Character in [",", "."] {
            #expect(
                CSVDecimalMark.readings(of: "1.500", guessed: guessed, digits: 3)!
                    == (1500, 1_500_000))
            #expect(
                CSVDecimalMark.readings(of: "1.500", guessed: guessed, digits: 2)!
                    == (150, 150_000))
            // Yen have no decimals: 1.500 of them is only fifteen hundred.
            #expect(CSVDecimalMark.readings(of: "1.500", guessed: guessed, digits: 0) == nil)
            // Amounts with one reading: no mark, more decimals than euros have, no grouping.
            for text in ["7", "1500", "12,345", "9,99", "0.5"] {
                #expect(
                    CSVDecimalMark.readings(of: text, guessed: guessed, digits: 2) == nil,
                    "\(text) guessing \(guessed)")
            }
        }
    }

    /// The other mark groups only where it groups: three digits last, two or three between.
    @Test func groupingIsOnlyWhereItGroups() {
        #expect(CSVDecimalMark.minorUnits("1,00,000", mark: ".", digits: 2) == 10_000_000)
        #expect(CSVDecimalMark.minorUnits("12,34,567.5", mark: ".", digits: 2) == 123_456_750)
        #expect(CSVDecimalMark.minorUnits("1 234 567", mark: ",", digits: 0) == 1_234_567)
        for text in ["9,99", "1,5", "1,2345", "1234,567", ",500", "1,,500", "1,5,000"] {
            #expect(CSVDecimalMark.minorUnits(text, mark: ".", digits: 2) == nil, "\(text)")
        }
    }
}
