import SubDomain
import TestSupport
import Testing

@testable import SubFormats

@Suite struct XMLScannerTests {
    /// Every event of `text`, or the error that stopped the scan.
    private func scan(_ text: String, dialect: XMLScanner.Dialect = .xml)
        -> Result<[XMLEvent], XMLScanError>
    {
        var scanner = XMLScanner(text, dialect: dialect)
        var events: [XMLEvent] = []
        do {
            while let event = try scanner.next() { events.append(event) }
            return .success(events)
        } catch {
            return .failure(error)
        }
    }

    private func kinds(_ text: String, dialect: XMLScanner.Dialect = .xml) -> [XMLEvent.Kind]? {
        try? scan(text, dialect: dialect).get().map(\.kind)
    }

    private func failure(_ text: String) -> XMLScanError? {
        guard case .failure(let error) = scan(text) else { return nil }
        return error
    }

    /// Elements may nest `ReadingLimits.depth` deep and no deeper, so half a million tags
    /// never closed stop at the first past it.
    @Test func nestingPastTheDepthLimitIsRefused() {
        let deepest = String(repeating: "<a>", count: 256) + String(repeating: "</a>", count: 256)
        #expect(kinds(deepest)?.count == 512)
        #expect(
            failure(String(repeating: "<a>\n", count: 500_000))
                == XMLScanError(line: 257, reason: .nestedTooDeep))
    }

    @Test func aTagPastTheAttributeLimitIsRefused() {
        let attributes = (0...1_000).map { " a\($0)=\"\"" }.joined()
        #expect(failure("<a\(attributes)/>")?.reason == .tooManyAttributes)
    }

    @Test func startsEndsTextAndAttributesWithTheirLines() throws {
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE doc [ <!ENTITY x "a>b"> ]>
            <!-- a comment
                 over two lines -->
            <ns:Doc xmlns:ns="urn:x" a='1' b = "two words">
            <Amt Ccy="EUR">12.99</Amt><e/>
            </ns:Doc>
            """
        let events = try scan(document).get()
        #expect(
            events.map(\.kind) == [
                .text("\n\n\n"),
                .start(
                    name: "ns:Doc",
                    attributes: [("xmlns:ns", "urn:x"), ("a", "1"), ("b", "two words")]),
                .text("\n"), .start(name: "Amt", attributes: [("Ccy", "EUR")]),
                .text("12.99"), .end(name: "Amt"), .start(name: "e", attributes: []),
                .end(name: "e"), .text("\n"), .end(name: "ns:Doc"),
            ])
        #expect(events.map(\.line) == [1, 5, 5, 6, 6, 6, 6, 6, 6, 7])
    }

    @Test func referencesAndCDATAAreText() {
        #expect(
            kinds("<a>&amp;&lt;&gt;&quot;&apos; &#65;&#x42;&#x20AC; <![CDATA[<b>&amp;]]>!</a>")
                == [
                    .start(name: "a", attributes: []), .text("&<>\"' AB€ <b>&amp;!"),
                    .end(name: "a"),
                ])
        #expect(
            kinds("<a t=\"x&amp;y&#10;z\nw\"/>")
                == [.start(name: "a", attributes: [("t", "x&y\nz w")]), .end(name: "a")])
    }

    @Test func commentsAndInstructionsDoNotSplitText() {
        #expect(
            kinds("<a>one<!-- no -->two<?pi x?>three</a>")
                == [.start(name: "a", attributes: []), .text("onetwothree"), .end(name: "a")])
    }

    @Test func lineBreaksAreLFAndCountedOnce() throws {
        let events = try scan("<a>\r\nx\ry\r\n</a>\r\n<!-- \r\n -->").get()
        #expect(events.map(\.kind)[1] == .text("\nx\ny\n"))
        #expect(events.map(\.line) == [1, 1, 4, 4])
        #expect(try scan("<a>\n</a>\r\n<b/>", dialect: .xml).get().last?.line == 3)
    }

    @Test func localNameDropsThePrefix() {
        #expect(XMLScanner.localName("ns2:Ntry") == "Ntry")
        #expect(XMLScanner.localName("Ntry") == "Ntry")
        #expect(XMLScanner.localName("a:b:c") == "c")
    }

    @Test func aByteOrderMarkIsSkipped() {
        #expect(kinds("\u{FEFF}<a/>") == [.start(name: "a", attributes: []), .end(name: "a")])
    }

    @Test func malformedDocumentsAreErrorsWithTheirLines() {
        #expect(failure("<a>\n<b>\n</b>\n") == XMLScanError(line: 4, reason: .unclosedElement("a")))
        #expect(
            failure("<a>\n<b></a>")
                == XMLScanError(line: 2, reason: .mismatchedEndTag(expected: "b", found: "a")))
        #expect(failure("<a/>\n</a>") == XMLScanError(line: 2, reason: .unexpectedEndTag("a")))
        #expect(failure("<a>\nAT&T</a>") == XMLScanError(line: 2, reason: .badReference("&T")))
        #expect(failure("<a>&nbsp;</a>")?.reason == .badReference("&nbsp"))
        #expect(failure("<a>&#0;</a>")?.reason == .badReference("&#0"))
        #expect(failure("<a>&#x110000;</a>")?.reason == .badReference("&#x110000"))
        #expect(failure("<a>\n<b") == XMLScanError(line: 2, reason: .unterminated(.tag)))
        #expect(failure("<a x=1/>")?.reason == .badMarkup)
        #expect(failure("<a x=\"1\"y=\"2\"/>")?.reason == .badMarkup)
        #expect(failure("< a/>")?.reason == .badMarkup)
        #expect(failure("<a><!-- open</a>")?.reason == .unterminated(.comment))
        #expect(failure("<a><![CDATA[ open</a>")?.reason == .unterminated(.cdata))
        #expect(failure("<?xml version='1.0'")?.reason == .unterminated(.processingInstruction))
        #expect(failure("<!DOCTYPE a [ <!x> ")?.reason == .unterminated(.doctype))
        #expect(failure("<!ELEMENT a>")?.reason == .badMarkup)
        #expect(failure("<a>x<")?.reason == .unterminated(.tag))
    }

    /// OFX 1.x: leaves are never closed, end tags are reported as they come, `&` alone is text.
    @Test func theSGMLDialectToleratesUnclosedLeaves() {
        #expect(
            kinds("<STMTTRN>\n<NAME>AT&T &amp; co\n<TRNAMT>-1\n</STMTTRN>", dialect: .sgml)
                == [
                    .start(name: "STMTTRN", attributes: []), .text("\n"),
                    .start(name: "NAME", attributes: []), .text("AT&T & co\n"),
                    .start(name: "TRNAMT", attributes: []), .text("-1\n"),
                    .end(name: "STMTTRN"),
                ])
    }

    @Test func twentyThousandEntriesAreScannedInOnePass() throws {
        let entry = """
            <Ntry><Amt Ccy="EUR">12.99</Amt><CdtDbtInd>DBIT</CdtDbtInd>\
            <Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>2026-01-05</Dt></BookgDt>\
            <NtryDtls><TxDtls><RltdPties><Cdtr><Nm>NETFLIX &amp; CO</Nm></Cdtr></RltdPties>\
            </TxDtls></NtryDtls></Ntry>

            """
        let document =
            "<Document><BkToCstmrStmt><Stmt>\n" + String(repeating: entry, count: 20_000)
            + "</Stmt></BkToCstmrStmt></Document>"
        var scanner = XMLScanner(document)
        var entries = 0
        var last = 0
        while let event = try scanner.next() {
            if case .start(name: "Ntry", _) = event.kind { entries += 1 }
            last = event.line
        }
        #expect(entries == 20_000)
        #expect(last == 20_002)
    }

    /// Random byte mutations of a valid document: each scan ends, with events or an error,
    /// within a bounded number of steps (each event consumes at least one byte).
    @Test func mutatedDocumentsNeverTrapOrHang() {
        let valid = Array(
            """
            <?xml version="1.0"?><!DOCTYPE d><d a="1&amp;2">
            <e>x &lt; y &#x41;</e><!-- c --><f/><![CDATA[z]]>\r\n<g b='q'>t</g></d>
            """.utf8)
        let alphabet = Array("<>/!?&;#x\"'=-[] \n\r:aA1".utf8) + [0x00, 0xC3, 0xFF]
        var generator = Sample.SeededGenerator(seed: 2026_12_02)
        for _ in 0..<5_000 {
            var bytes = valid
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let index = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes[index] = alphabet.randomElement(using: &generator)!
                case 1: bytes.remove(at: index)
                default: bytes.insert(alphabet.randomElement(using: &generator)!, at: index)
                }
                if bytes.isEmpty { bytes = [0x3C] }
            }
            let cut = Int.random(in: 0...bytes.count, using: &generator)
            for dialect in [XMLScanner.Dialect.xml, .sgml] {
                for input in [bytes, Array(bytes[..<cut])] {
                    var scanner = XMLScanner(bytes: input, dialect: dialect)
                    var steps = 0
                    while steps <= input.count + 1, (try? scanner.next()).flatMap({ $0 }) != nil {
                        steps += 1
                    }
                    #expect(steps <= input.count + 1)
                }
            }
        }
    }
}
