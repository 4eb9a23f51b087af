/// Why a workbook could not be read into rows. Each says what the user can do about it: install
/// libzip, ask the bank for the file again, or open it in a spreadsheet program and look.
public enum SpreadsheetError: Error, Hashable, Sendable {
    /// libzip, which opens the zip archive an .xlsx is, is not installed.
    case zipLibraryMissing
    /// The file at a path could not be opened or read (missing, a folder, no permission).
    case fileUnreadable
    /// Not a zip archive at all: a CSV or HTML page saved as .xlsx, an old binary .xls, or a
    /// password-protected workbook (Excel wraps those in an OLE container, not a zip).
    case notAZip
    /// A zip archive that is cut short or corrupt (a bad checksum, an entry that inflates to
    /// more or fewer bytes than it announces), or a workbook part that is not well-formed XML.
    case damaged
    /// A zip archive without `xl/workbook.xml`: a Word or OpenDocument file, not a workbook.
    case notAWorkbook
    /// A workbook whose worksheets are all empty (or that has none, only charts).
    case noWorksheet
    /// Parts that would inflate past `limit` bytes together: a zip bomb, or no statement
    /// anyone downloads.
    case tooLarge(limit: Int)
    /// A cell that is not empty past the `limit`th column, in row `row`.
    case tooManyColumns(row: Int, limit: Int)
    /// More than `limit` rows with content.
    case tooManyRows(limit: Int)
    /// More than `limit` cells: shared strings, or rows' cells up to each row's last.
    case tooManyCells(limit: Int)
    /// A part whose elements nest more than `limit` deep.
    case nestedTooDeep(limit: Int)
}
