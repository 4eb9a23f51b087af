/// Reads an .xlsx workbook, as a bank's site or WeChat Pay hands it out, into the rows of its
/// first worksheet that has any: a statement is one sheet, and the tabs before it, if any,
/// are empty or hidden.
///
/// The file is a zip archive of XML parts; libzip opens it (loaded on the first workbook, see
/// `ZipArchive`) and `XMLScanner` reads the parts: the workbook (the sheets in tab order, the
/// date system), its relationships (where each part is), the shared strings, the styles (which
/// cells are dates) and the worksheet.
public struct WorkbookReader: Sendable {
    private let libraryPath: String

    public init() {
        libraryPath = ZipArchive.systemLibrary
    }

    /// A reader that opens libzip at `libraryPath`: tests name one that is not there.
    package init(libraryPath: String) {
        self.libraryPath = libraryPath
    }

    /// The first worksheet with content of the workbook in `bytes` (a downloaded file).
    public func firstWorksheet(in bytes: [UInt8]) throws(SpreadsheetError) -> Worksheet {
        try firstWorksheet(of: ZipArchive(bytes: bytes, libraryPath: libraryPath))
    }

    /// The first worksheet with content of the workbook in the file at `path`.
    public func firstWorksheet(atPath path: String) throws(SpreadsheetError) -> Worksheet {
        try firstWorksheet(of: ZipArchive(path: path, libraryPath: libraryPath))
    }

    /// Visible sheets come first, in tab order, then hidden ones: the statement is what the
    /// user sees on opening the file, unless it is all there is.
    private func firstWorksheet(of archive: ZipArchive) throws(SpreadsheetError) -> Worksheet {
        guard let workbook = try archive.entry(named: WorkbookIndex.workbookPath) else {
            throw .notAWorkbook
        }
        // Without its relationships a workbook's sheets cannot be found.
        guard let relationships = try archive.entry(named: WorkbookIndex.relationshipsPath)
        else { throw .damaged }
        let index = try WorkbookIndex(
            workbook: workbook, relationships: PartRelationships(relationships, folder: "xl"))
        var sharedStrings = SharedStrings()
        if let path = index.sharedStringsPath, let part = try archive.entry(named: path) {
            sharedStrings = try SharedStrings(part)
        }
        var dateStyles = DateStyles()
        if let path = index.stylesPath, let part = try archive.entry(named: path) {
            dateStyles = try DateStyles(part)
        }
        let reader = SheetReader(
            sharedStrings: sharedStrings, dateStyles: dateStyles, date1904: index.date1904)
        for sheet in index.sheets.filter({ !$0.hidden }) + index.sheets.filter(\.hidden) {
            // A sheet the workbook names but the archive lacks: the file is damaged.
            guard let part = try archive.entry(named: sheet.path) else { throw .damaged }
            let rows = try reader.rows(of: part)
            if !rows.isEmpty { return Worksheet(name: sheet.name, rows: rows) }
        }
        throw .noWorksheet
    }
}
