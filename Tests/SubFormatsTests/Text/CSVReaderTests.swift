import SubDomain
import Testing

@testable import SubFormats

@Suite struct CSVReaderTests {
    private func cells(_ text: String, delimiter: Character = ",") -> [[String]]? {
        CSVReader.records(text, delimiter: delimiter)?.map(\.cells)
    }

    @Test func quotedFieldsDoubledQuotesAndLineBreaksInside() {
        #expect(
            cells("a,\"b,c\",\"say \"\"hi\"\"\"\r\n\"two\nlines\",,x\n")
                == [["a", "b,c", "say \"hi\""], ["two\nlines", "", "x"]])
        #expect(cells("\"cr\r\nlf\"\r\n") == [["cr\r\nlf"]])
    }

    @Test func recordsEndAtLFCRLFOrALoneCRAndAFinalBreakAddsNoRecord() {
        #expect(cells("a\nb\r\nc\rd") == [["a"], ["b"], ["c"], ["d"]])
        #expect(cells("a\r\n\r\nb\r\n") == [["a"], [""], ["b"]])
        #expect(cells("") == [])
    }

    @Test func theDelimiterIsAParameter() {
        #expect(cells("a;\"b;c\";d,e\n", delimiter: ";") == [["a", "b;c", "d,e"]])
        #expect(cells("a\t\"b\tc\"\n", delimiter: "\t") == [["a", "b\tc"]])
    }

    /// Only a quote that starts a field (after blanks) opens it; any other quote, and what
    /// follows a closing quote, is text.
    @Test func quotesOpenOnlyAtAFieldsStart() {
        #expect(cells("5\" screen,b\n") == [["5\" screen", "b"]])
        #expect(cells("\"ab\"c,d\n") == [["abc", "d"]])
        #expect(cells("a; \"b;c\"\n", delimiter: ";") == [["a", "b;c"]])
        #expect(cells("  x ,y") == [["  x ", "y"]])
    }

    @Test func lineNumbersCountTheBreaksInsideQuotes() {
        let records = CSVReader.records("h\n\"a\nb\r\nc\",1\nz\n")
        #expect(records?.map(\.line) == [1, 2, 5])
    }

    @Test func anUnclosedQuoteStopsOrEndsWithItsLine() {
        #expect(cells("a,\"b\nc\n") == nil)
        let lenient = Array(CSVReader("a,\"b,c\nd,e\n", unclosedQuote: .endsWithItsLine))
        #expect(lenient.map(\.cells) == [["a", "b,c"], ["d", "e"]])
        #expect(lenient.map(\.line) == [1, 2])
        let lastLine = Array(CSVReader("a,\"b,c", unclosedQuote: .endsWithItsLine))
        #expect(lastLine.map(\.cells) == [["a", "b,c"]])
    }

    @Test func trimmedRemovesSpacesAndTabsOnly() {
        #expect(CSVReader.trimmed(" \t1,5 \t") == "1,5")
        #expect(CSVReader.trimmed("   ") == "")
        #expect(CSVReader.trimmed("x") == "x")
    }
}
