/// What `xl/workbook.xml` and its relationships say about the workbook: its worksheets in the
/// order of their tabs, where each part is, and which day its serial numbers count from.
struct WorkbookIndex {
    struct Sheet {
        let name: String
        /// The worksheet part's name in the archive.
        let path: String
        /// Hidden (`state="hidden"` or `"veryHidden"`): an exporter's lookup tables, not what
        /// the user sees on opening the file.
        let hidden: Bool
    }

    /// The worksheets, in tab order; chart sheets and macro sheets are left out.
    let sheets: [Sheet]
    /// Serial numbers count days from 1904-01-01 instead of 1899-12-30.
    let date1904: Bool
    let sharedStringsPath: String?
    let stylesPath: String?

    static let workbookPath = "xl/workbook.xml"
    static let relationshipsPath = "xl/_rels/workbook.xml.rels"

    init(workbook: [UInt8], relationships: PartRelationships) throws(SpreadsheetError) {
        var scanner = PartScanner(workbook)
        var sheets: [Sheet] = []
        var date1904 = false
        while let event = try scanner.next() {
            guard case .start(let name, let attributes) = event else { continue }
            switch name {
            case "workbookPr":
                let value = PartScanner.attribute("date1904", in: attributes)
                date1904 = value == "1" || value == "true"
            case "sheet":
                guard let id = PartScanner.attribute("id", in: attributes),
                    let part = relationships.byID[id],
                    PartRelationships.kind(of: part.type) == "worksheet"
                else { continue }
                let state = PartScanner.attribute("state", in: attributes) ?? "visible"
                sheets.append(
                    Sheet(
                        name: PartScanner.attribute("name", in: attributes) ?? "",
                        path: part.path, hidden: state != "visible"))
            default: continue
            }
        }
        self.sheets = sheets
        self.date1904 = date1904
        sharedStringsPath = relationships.path(ofKind: "sharedStrings")
        stylesPath = relationships.path(ofKind: "styles")
    }
}
