import Foundation

/// A minimal valid .xlsx, part by part as Excel lays it out: content types, the package and
/// workbook relationships, the workbook, then the sheets, shared strings and styles given.
public struct TestWorkbook {
    public struct Sheet {
        public var name: String
        /// The whole worksheet part.
        public var xml: String
        public var hidden = false

        public init(name: String, xml: String, hidden: Bool = false) {
            self.name = name
            self.xml = xml
            self.hidden = hidden
        }
    }

    public var sheets: [Sheet]
    /// The whole sharedStrings part, if the workbook has one.
    public var sharedStringsXML: String?
    /// The whole styles part, if the workbook has one.
    public var stylesXML: String?
    public var date1904 = false
    /// Entries left out of the archive, to build a damaged workbook.
    public var omitted: Set<String> = []

    public init(
        sheets: [Sheet], sharedStrings: [String]? = nil, stylesXML: String? = nil,
        date1904: Bool = false
    ) {
        self.sheets = sheets
        sharedStringsXML = sharedStrings.map(Self.sharedStringsXML)
        self.stylesXML = stylesXML
        self.date1904 = date1904
    }

    /// The .xlsx file's bytes.
    public func bytes() throws -> [UInt8] {
        try ZipFixture.archive(entries.filter { !omitted.contains($0.name) })
    }

    public var entries: [(name: String, text: String)] {
        var entries = [
            ("[Content_Types].xml", contentTypes),
            ("_rels/.rels", packageRelationships),
            ("xl/workbook.xml", workbook),
            ("xl/_rels/workbook.xml.rels", workbookRelationships),
        ]
        for (index, sheet) in sheets.enumerated() {
            entries.append(("xl/worksheets/sheet\(index + 1).xml", sheet.xml))
        }
        if let sharedStringsXML { entries.append(("xl/sharedStrings.xml", sharedStringsXML)) }
        if let stylesXML { entries.append(("xl/styles.xml", stylesXML)) }
        return entries
    }

    public static let declaration = #"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"#
    public static let mainNamespace = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
    public static let packageRelationshipNamespace =
        "http://schemas.openxmlformats.org/package/2006/relationships"
    public static let relationshipNamespace =
        "http://schemas.openxmlformats.org/officeDocument/2006/relationships"

    /// A worksheet part around `rows`, the `<row>` elements.
    public static func worksheet(_ rows: String) -> String {
        declaration + #"<worksheet xmlns="\#(mainNamespace)" "#
            + #"xmlns:r="\#(relationshipNamespace)"><sheetData>\#(rows)</sheetData></worksheet>"#
    }

    /// A styles part whose cell formats (`s="0"`, `s="1"`…) use these number formats, with
    /// the custom ones defined by their codes.
    public static func styles(cellFormats: [Int], customFormats: [Int: String] = [:]) -> String {
        let custom = customFormats.sorted { $0.key < $1.key }.map {
            #"<numFmt numFmtId="\#($0.key)" formatCode="\#(escaped($0.value))"/>"#
        }
        let formats = cellFormats.map {
            #"<xf numFmtId="\#($0)" fontId="0" fillId="0" borderId="0" xfId="0"/>"#
        }
        let numberFormats = custom.isEmpty ? "" : "<numFmts>\(custom.joined())</numFmts>"
        return declaration + #"<styleSheet xmlns="\#(mainNamespace)">"# + numberFormats
            + #"<cellStyleXfs count="1"><xf numFmtId="0"/></cellStyleXfs>"#
            + #"<cellXfs count="\#(formats.count)">\#(formats.joined())</cellXfs>"#
            + "</styleSheet>"
    }

    public static func sharedStringsXML(_ strings: [String]) -> String {
        declaration
            + #"<sst xmlns="\#(mainNamespace)" count="\#(strings.count)" "#
            + #"uniqueCount="\#(strings.count)">"#
            + strings.map { #"<si><t xml:space="preserve">\#(escaped($0))</t></si>"# }.joined()
            + "</sst>"
    }

    public static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;")
            .replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
            .replacingOccurrences(of: "\"", with: "&quot;")
    }

    private var contentTypes: String {
        let sheetOverrides = sheets.indices.map {
            #"<Override PartName="/xl/worksheets/sheet\#($0 + 1).xml" "#
                + #"ContentType="application/vnd.openxmlformats-officedocument"#
                + #".spreadsheetml.worksheet+xml"/>"#
        }
        return Self.declaration
            + #"<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">"#
            + #"<Default Extension="rels" "#
            + #"ContentType="application/vnd.openxmlformats-package.relationships+xml"/>"#
            + #"<Default Extension="xml" ContentType="application/xml"/>"#
            + #"<Override PartName="/xl/workbook.xml" "#
            + #"ContentType="application/vnd.openxmlformats-officedocument"#
            + #".spreadsheetml.sheet.main+xml"/>"#
            + sheetOverrides.joined() + "</Types>"
    }

    private var packageRelationships: String {
        Self.declaration
            + #"<Relationships xmlns="\#(Self.packageRelationshipNamespace)">"#
            + #"<Relationship Id="rId1" "#
            + #"Type="\#(Self.relationshipNamespace)/officeDocument" Target="xl/workbook.xml"/>"#
            + "</Relationships>"
    }

    private var workbook: String {
        let sheetElements = sheets.enumerated().map { index, sheet in
            #"<sheet name="\#(Self.escaped(sheet.name))" sheetId="\#(index + 1)""#
                + (sheet.hidden ? #" state="hidden""# : "") + #" r:id="rId\#(index + 1)"/>"#
        }
        return Self.declaration
            + #"<workbook xmlns="\#(Self.mainNamespace)" "#
            + #"xmlns:r="\#(Self.relationshipNamespace)">"#
            + (date1904 ? #"<workbookPr date1904="1"/>"# : "<workbookPr/>")
            + "<sheets>\(sheetElements.joined())</sheets></workbook>"
    }

    /// The sheets are rId1…, then the shared strings and the styles, as Excel numbers them.
    private var workbookRelationships: String {
        var relationships = sheets.indices.map {
            #"<Relationship Id="rId\#($0 + 1)" Type="\#(Self.relationshipNamespace)/worksheet" "#
                + #"Target="worksheets/sheet\#($0 + 1).xml"/>"#
        }
        if sharedStringsXML != nil {
            relationships.append(
                #"<Relationship Id="rId\#(sheets.count + 1)" "#
                    + #"Type="\#(Self.relationshipNamespace)/sharedStrings" "#
                    + #"Target="sharedStrings.xml"/>"#)
        }
        if stylesXML != nil {
            relationships.append(
                #"<Relationship Id="rId\#(sheets.count + 2)" "#
                    + #"Type="\#(Self.relationshipNamespace)/styles" Target="styles.xml"/>"#)
        }
        return Self.declaration
            + #"<Relationships xmlns="\#(Self.packageRelationshipNamespace)">"#
            + relationships.joined() + "</Relationships>"
    }
}
