import SubDomain

/// Reads a bank's PDF statement from its text layer: each page's characters with their
/// boxes (poppler), put into words and lines by where they stand (`PDFTextLayout`), the
/// table found from the page's geometry (`PDFStatementTable`), then read as any table is
/// (`StatementReader`), by every catalog's words, so the amounts' and dates' es/en/zh forms
/// are those of a CSV export.
package enum PDFStatement {
    /// Whether the bytes are a PDF: `%PDF-` within the first kilobyte, as readers allow.
    package static func looksLike(_ bytes: [UInt8]) -> Bool {
        let signature = Array("%PDF-".utf8)
        let head = bytes.prefix(1_024)
        guard head.count >= signature.count else { return false }
        return (0...(head.count - signature.count)).contains { start in
            head[(head.startIndex + start)...].starts(with: signature)
        }
    }

    /// The statement's rows.
    /// - Parameters:
    ///   - password: the one the user typed for a protected file, never kept.
    ///   - libraryPath: the poppler-glib to open; tests name one that is not there.
    package static func read(
        _ bytes: [UInt8], password: String?, context: StatementContext,
        libraryPath: String = PopplerLibrary.systemLibrary
    ) throws(StatementError) -> StatementRows {
        let table = try self.table(
            bytes, password: password, words: context.words, libraryPath: libraryPath)
        return try read(table: table, context: context)
    }

    /// The rows of a table `table(…)` found, read as a statement.
    package static func read(table: [StatementReader.TableRow], context: StatementContext)
        throws(StatementError) -> StatementRows
    {
        try StatementReader.read(table: table, format: .pdf, context: context)
    }

    /// The statement's table as rows of cells: the part that runs poppler, which a caller
    /// may run in a process of its own, bounded in time and memory.
    package static func table(
        _ bytes: [UInt8], password: String?, words: StatementWords,
        libraryPath: String = PopplerLibrary.systemLibrary
    ) throws(StatementError) -> [StatementReader.TableRow] {
        let document = try open(bytes, password: password, libraryPath: libraryPath)
        let pageCount = document.pageCount
        guard pageCount <= ReadingLimits.pdfPages else {
            throw .pdfTooManyPages(limit: ReadingLimits.pdfPages)
        }
        var pages: [[PDFTextLayout.Line]] = []
        var characters = 0
        for page in 0..<pageCount {
            let glyphs = document.glyphs(
                ofPage: page, limit: ReadingLimits.pdfCharacters - characters + 1)
            characters += glyphs.count
            guard characters <= ReadingLimits.pdfCharacters else {
                throw .tooManyCells(limit: ReadingLimits.pdfCharacters)
            }
            pages.append(PDFTextLayout.lines(PDFTextLayout.words(glyphs)))
        }
        guard pages.contains(where: { !$0.isEmpty }) else { throw .pdfNoText }
        guard let table = PDFStatementTable.table(pages: pages, words: words) else {
            throw .noHeader
        }
        return table
    }

    /// How a scanned page is drawn for OCR: 200 dots per inch, what tesseract reads a
    /// statement's 8–10 point text at.
    package static let scanScale = 200.0 / 72.0
    /// The most pages of a scan read by OCR: each takes a second or more.
    package static let scannedPages = 30

    /// The pages of a PDF with no text layer, drawn in gray for OCR; at most `scannedPages`,
    /// each within the pixels an image may hold.
    package static func scannedPages(
        _ bytes: [UInt8], password: String?, libraryPath: String = PopplerLibrary.systemLibrary
    ) throws(StatementError) -> [GrayImage] {
        let document = try open(bytes, password: password, libraryPath: libraryPath)
        guard document.pageCount <= scannedPages else {
            throw .pdfTooManyPages(limit: scannedPages)
        }
        var images: [GrayImage] = []
        for page in 0..<document.pageCount {
            guard
                let drawn = document.render(
                    page: page, scale: scanScale, maximumPixels: ReadingLimits.imagePixels),
                let image = GrayImage(width: drawn.width, height: drawn.height, bytes: drawn.pixels)
            else { throw .pdfDamaged }
            images.append(image)
        }
        return images
    }

    /// The PDF opened with poppler, its failures as the statement's.
    static func open(_ bytes: [UInt8], password: String?, libraryPath: String)
        throws(StatementError) -> PopplerLibrary
    {
        do throws(PopplerLibrary.OpenFailure) {
            return try PopplerLibrary(bytes: bytes, password: password, libraryPath: libraryPath)
        } catch {
            switch error {
            case .libraryMissing: throw .pdfLibraryMissing
            case .needsPassword(let given): throw given ? .pdfWrongPassword : .pdfNeedsPassword
            case .damaged: throw .pdfDamaged
            }
        }
    }
}
