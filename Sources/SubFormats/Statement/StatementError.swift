/// Why a bank statement could not be read. Nothing is imported when any of these occurs.
public enum StatementError: Error, Hashable, Sendable {
    /// No line names a date column and an amount column (or debit/credit columns), and the
    /// file is none of the formats with named fields.
    case noHeader
    /// The file was read but holds no charge.
    case noCharges
    /// A row whose date cell is not a date.
    case unreadableDate(line: Int, text: String)
    /// A row whose amount cell is not a number.
    case unreadableAmount(line: Int, text: String)
    /// Some dates can only be day-first and others only month-first.
    case mixedDateOrders(dayFirstLine: Int, monthFirstLine: Int)
    /// A record that breaks its format's rules (a Norma 43 line that is not 80 columns, an
    /// OFX transaction without an amount, an unclosed XML element…): the file is damaged or
    /// cut short, and nothing is guessed from it.
    case malformed(format: StatementFormat, line: Int)
    /// The file names a currency SubHub does not know (a code outside ISO 4217).
    case unknownCurrency(line: Int, text: String)
    /// The file mixes currencies (two OFX accounts, a CAMT statement per currency): one
    /// import reads one currency.
    case mixedCurrencies(first: String, second: String)
    /// An XLSX workbook, and the library that opens zip files (libzip) is not installed.
    case spreadsheetLibraryMissing
    /// An XLSX workbook that cannot be opened or has no sheet with a header.
    case unreadableSpreadsheet
    /// A workbook in Excel's binary format of before 2007 (an OLE2 compound file): not read,
    /// and said so instead of "not UTF-8 text".
    case legacyWorkbook
    /// A field longer than any statement writes (`limit` bytes), from `line` on: a hostile
    /// or broken file, refused before it takes the machine's memory.
    case fieldTooLong(line: Int, limit: Int)
    /// A line of more than `limit` columns.
    case tooManyColumns(line: Int, limit: Int)
    /// More than `limit` rows: decades of daily charges hold fewer.
    case tooManyRows(limit: Int)
    /// More than `limit` cells in all rows together (a worksheet's row counting up to its
    /// last cell).
    case tooManyCells(limit: Int)
    /// Elements nested more than `limit` deep from `line` on (tags never closed, or a
    /// hostile file); no line in a workbook, whose parts' lines mean nothing to its reader.
    case nestedTooDeep(line: Int?, limit: Int)
    /// A PDF, and the library that reads them (poppler-glib) is not installed.
    case pdfLibraryMissing
    /// A PDF protected by a password, and none was given.
    case pdfNeedsPassword
    /// A PDF protected by a password, and the one given does not open it.
    case pdfWrongPassword
    /// A PDF that poppler cannot open: damaged, cut short, or not a PDF after its signature.
    case pdfDamaged
    /// A PDF of more than `limit` pages.
    case pdfTooManyPages(limit: Int)
    /// A PDF whose pages took more than `seconds` or more memory than any statement needs
    /// to read: a hostile file (a page drawing the same text a million times).
    case pdfTooComplex(seconds: Int)
    /// A PDF with no text on any page: a scan, which only OCR could read.
    case pdfNoText
    /// A workbook whose parts inflate to more than `limit` bytes together: a zip bomb.
    case workbookTooLarge(limit: Int)
}
