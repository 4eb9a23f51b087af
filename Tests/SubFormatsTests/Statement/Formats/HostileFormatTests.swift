import SubDomain
import SubFormats
import Testing

/// Hostile files in the formats with named fields: each is refused naming the limit it
/// passes, or read in one pass. Sizes are such that a reader walking back over what it has
/// read (as the OFX reader once did, 22 s for 40,000 tags) would not finish the suite, while
/// a linear one takes well under a second: nothing here is timed.
@Suite struct HostileFormatTests {
    private let euros = StatementContext(defaultCurrency: .eur)
    private static let ofxHeader = "OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX>\n"

    @Test func halfAMillionUnclosedOFXTagsAreRefusedNamingTheDepth() {
        let text = Self.ofxHeader + String(repeating: "<STMTTRN>\n", count: 500_000)
        #expect(throws: StatementError.nestedTooDeep(line: 261, limit: 256)) {
            try OFXReader.read(text, context: euros)
        }
    }

    /// Leaves with a value close themselves at the next tag: half a million read in one pass.
    @Test func halfAMillionUnclosedOFXLeavesAreRead() throws {
        let text =
            Self.ofxHeader + String(repeating: "<MEMO>x\n", count: 500_000) + "</OFX>\n"
        #expect(try OFXReader.read(text, context: euros).rows.isEmpty)
    }

    /// Corrections each replacing the movement before: once a removal that shifted every
    /// later index, now one step each.
    @Test func manyOFXCorrectionsAreReadInOnePass() throws {
        var text = Self.ofxHeader + "<BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>EUR<BANKTRANLIST>\n"
        let count = 60_000
        for index in 0..<count {
            text += "<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260105<TRNAMT>-1.00<FITID>\(index)"
            if index > 0 { text += "<CORRECTFITID>\(index - 1)<CORRECTACTION>REPLACE" }
            text += "</STMTTRN>\n"
        }
        text += "</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>\n"
        let rows = try OFXReader.read(text, context: euros).rows
        #expect(rows.map(\.reference) == ["\(count - 1)"])
    }

    @Test func deepXMLIsRefusedNamingTheDepth() {
        let text =
            #"<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">"#
            + String(repeating: "<a>", count: 500_000)
        #expect(throws: StatementError.nestedTooDeep(line: 1, limit: 256)) {
            try CAMT053Reader.read(text, context: euros)
        }
    }

    private static let mt940Head =
        ":20:STARTUMS\n:25:10020030/1234567890\n:28C:1/1\n:60F:C260101EUR1000,00\n"
        + ":61:2601050105D12,99NDDTNONREF\n:86:"

    /// One field on one line of 20 MB: refused at the limit, not read to its end.
    @Test func anMT940FieldOnOneLongLineIsRefusedNamingTheLimit() {
        let text = Self.mt940Head + String(repeating: "NETFLIX ", count: 2_500_000) + "\n-\n"
        #expect(throws: StatementError.fieldTooLong(line: 6, limit: 65_536)) {
            try MT940Reader.read(text, context: euros)
        }
    }

    /// One field of 20 MB as continuation lines.
    @Test func anMT940FieldOfManyLinesIsRefusedNamingTheLimit() {
        let text =
            Self.mt940Head + "\n"
            + String(
                repeating: String(repeating: "A", count: 64) + "\n",
                count: 300_000) + "-\n"
        #expect(throws: StatementError.fieldTooLong(line: 6, limit: 65_536)) {
            try MT940Reader.read(text, context: euros)
        }
    }

    @Test func moreQIFRecordsThanAnyStatementAreRefusedNamingTheLimit() {
        let text = "!Type:Bank\n" + String(repeating: "D01/05/2026\nT-1\n^\n", count: 200_001)
        #expect(throws: StatementError.tooManyRows(limit: 200_000)) {
            try QIFReader.read(text, context: euros)
        }
    }

    /// A million empty lines are read one at a time, never held.
    @Test func aMillionEmptyLinesAreRead() throws {
        let text =
            "!Type:Bank\nD01/05/2026\nT-1.00\nPNETFLIX\n^\n"
            + String(repeating: "\n", count: 1_000_000)
        #expect(try QIFReader.read(text, context: euros).rows.count == 1)
    }

}
