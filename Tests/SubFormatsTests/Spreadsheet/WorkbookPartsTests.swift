import Testing

@testable import SubFormats

@Suite struct WorkbookPartsTests {
    static let relationshipTypes =
        "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
    /// Strict Office Open XML's spelling of the same kinds.
    static let strictTypes = "http://purl.oclc.org/ooxml/officeDocument/relationships"

    @Test func relationshipsResolveTheirTargets() throws {
        let relationships = try PartRelationships(
            Array(
                """
                <Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
                <Relationship Id="rId1" Type="\(Self.relationshipTypes)/worksheet" \
                Target="worksheets/sheet1.xml"/>
                <Relationship Id="rId2" Type="\(Self.strictTypes)/worksheet" \
                Target="/xl/worksheets/Sheet2.xml"/>
                <Relationship Id="rId3" Type="\(Self.relationshipTypes)/customXml" \
                Target="../customXml/./item1.xml"/>
                <Relationship Id="rId4" Type="\(Self.relationshipTypes)/externalLinkPath" \
                Target="file:///C:/other.xlsx" TargetMode="External"/>
                <Relationship Id="rId5" Type="\(Self.strictTypes)/sharedStrings" \
                Target="sharedStrings.xml"/>
                </Relationships>
                """.utf8), folder: "xl")
        #expect(relationships.byID["rId1"]?.path == "xl/worksheets/sheet1.xml")
        #expect(relationships.byID["rId2"]?.path == "xl/worksheets/Sheet2.xml")
        #expect(relationships.byID["rId3"]?.path == "customXml/item1.xml")
        #expect(relationships.byID["rId4"] == nil)
        #expect(relationships.path(ofKind: "sharedStrings") == "xl/sharedStrings.xml")
        #expect(relationships.path(ofKind: "styles") == nil)
    }

    /// Only worksheets are listed, in tab order whatever their ids; both hidden states hide.
    @Test func workbookIndexListsTheWorksheets() throws {
        let relationships = try PartRelationships(
            Array(
                """
                <Relationships>
                <Relationship Id="rId1" Type="\(Self.relationshipTypes)/worksheet" Target="a.xml"/>
                <Relationship Id="rId2" Type="\(Self.relationshipTypes)/chartsheet" Target="c.xml"/>
                <Relationship Id="rId3" Type="\(Self.relationshipTypes)/worksheet" Target="b.xml"/>
                <Relationship Id="rId4" Type="\(Self.relationshipTypes)/worksheet" Target="d.xml"/>
                </Relationships>
                """.utf8), folder: "xl")
        let index = try WorkbookIndex(
            workbook: Array(
                """
                <workbook xmlns:r="\(Self.relationshipTypes)"><workbookPr date1904="true"/><sheets>
                <sheet name="B" sheetId="3" r:id="rId3"/>
                <sheet name="Chart" sheetId="2" r:id="rId2"/>
                <sheet name="A" sheetId="1" state="veryHidden" r:id="rId1"/>
                <sheet name="D" sheetId="4" state="hidden" r:id="rId4"/></sheets></workbook>
                """.utf8), relationships: relationships)
        #expect(index.sheets.map(\.name) == ["B", "A", "D"])
        #expect(index.sheets.map(\.path) == ["xl/b.xml", "xl/a.xml", "xl/d.xml"])
        #expect(index.sheets.map(\.hidden) == [false, true, true])
        #expect(index.date1904)
    }

    @Test func sharedStringsJoinRunsAndLeavePhoneticGuidesOut() throws {
        let strings = try SharedStrings(
            Array(
                """
                <sst><si><t>plain</t></si><si><r><t>rich </t></r><r><rPr><b/></rPr><t>text</t></r>\
                </si><si><t>東京</t><rPh sb="0" eb="2"><t>トウキョウ</t></rPh>\
                <phoneticPr fontId="1"/></si><si><t/></si></sst>
                """.utf8))
        #expect(strings.strings == ["plain", "rich text", "東京", ""])
        #expect(strings.string(at: "1") == "rich text")
        #expect(strings.string(at: "4") == nil)
        #expect(strings.string(at: "-1") == nil)
    }

    @Test func officeEscapesAreDecoded() {
        #expect(RichText.unescaped("a_x000D_b") == "a\rb")
        #expect(RichText.unescaped("caf_x00e9_") == "café")
        #expect(RichText.unescaped("_xD83D__xDE00_") == "😀")
        // `_x005F_` escapes the underscore that would start an escape.
        #expect(RichText.unescaped("_x005F_x0041_") == "_x0041_")
        for text in ["snake_x_case", "_x12_", "_x+041_", "_x00G1_", "trailing_x"] {
            #expect(RichText.unescaped(text) == text)
        }
    }

    /// The named styles in `<cellStyleXfs>` are not what `s` indexes; a workbook that
    /// redefines a built-in id is taken at its word.
    @Test func dateStylesFollowTheCellFormats() throws {
        let styles = try DateStyles(
            Array(
                """
                <styleSheet><numFmts><numFmt numFmtId="14" formatCode="0.00"/>\
                <numFmt numFmtId="165" formatCode="yyyy&quot;年&quot;m&quot;月&quot;d&quot;日&quot;"/>\
                </numFmts><cellStyleXfs><xf numFmtId="15"/><xf numFmtId="15"/></cellStyleXfs>\
                <cellXfs><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="165"/>\
                <xf numFmtId="17"/><xf numFmtId="20"/><xf numFmtId="31"/></cellXfs></styleSheet>
                """.utf8))
        #expect((0...6).filter(styles.showsDate(style:)) == [2, 3, 5])
    }
}
