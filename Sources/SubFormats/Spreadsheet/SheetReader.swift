import SubDomain

/// Reads a worksheet part (`<sheetData>`'s `<row>`s of `<c>` cells) into rows of text, each
/// cell as the user sees it in Excel: shared and inline strings, numbers as plain decimals,
/// dates as `YYYY-MM-DD`, booleans as TRUE or FALSE, errors as Excel writes them (`#N/A`).
struct SheetReader {
    let sharedStrings: SharedStrings
    let dateStyles: DateStyles
    let date1904: Bool

    /// One `<c>` being read.
    private struct Cell {
        let column: Int
        /// `t`: `s` shared string, `str` a formula's string, `inlineStr`, `b`, `e`, `d`, or
        /// `n` (a number, also when `t` is left out).
        let type: String
        /// `s`: an index into the styles' `<cellXfs>`.
        let style: Int
        var value = ""
        var inline = RichText()
    }

    /// The rows with at least one cell that is not empty, each cut after its last such cell;
    /// a cell left out of its row (Excel writes no empty cells) is an empty string in its
    /// column's place.
    ///
    /// Empty cells are never placed (Excel writes a formatted row's empty cells out to XFD),
    /// so a row costs as much as its last cell's column, never more than
    /// `ReadingLimits.columns`: a cell with text past it is refused naming the limit, as a
    /// CSV line is. Rows and the cells up to each row's last count towards the reading
    /// limits too: a 31 KB workbook of a cell at XFD in 6,000 rows once took 1.5 GB.
    func rows(of bytes: [UInt8]) throws(SpreadsheetError) -> [Worksheet.Row] {
        var scanner = PartScanner(bytes)
        var rows: [Worksheet.Row] = []
        var rowNumber = 0
        var cellCount = 0
        // The column of a cell whose `r` is left out: the one after the cell before it.
        var nextColumn = 0
        var cells: [String] = []
        var cell: Cell?
        var inValue = false
        var inInline = false
        while let event = try scanner.next() {
            switch event {
            case .start(name: "row", let attributes):
                // `r` may be left out (some writers do): then the row follows the last one.
                rowNumber =
                    try Self.number(PartScanner.attribute("r", in: attributes))
                    ?? rowNumber + 1
                cells = []
                nextColumn = 0
            case .end(name: "row"):
                while cells.last?.isEmpty == true { cells.removeLast() }
                if !cells.isEmpty {
                    rows.append(Worksheet.Row(number: rowNumber, cells: cells))
                    guard rows.count <= ReadingLimits.rows else {
                        throw .tooManyRows(limit: ReadingLimits.rows)
                    }
                }
            case .start(name: "c", let attributes):
                let started = try Self.cell(attributes, nextColumn: nextColumn)
                nextColumn = started.column + 1
                cell = started
            case .end(name: "c"):
                guard let finished = cell else { continue }
                cell = nil
                let text = try text(of: finished)
                if text.isEmpty { continue }
                guard finished.column < ReadingLimits.columns else {
                    throw .tooManyColumns(row: rowNumber, limit: ReadingLimits.columns)
                }
                if finished.column >= cells.count {
                    let added = finished.column - cells.count + 1
                    cellCount += added
                    guard cellCount <= ReadingLimits.cells else {
                        throw .tooManyCells(limit: ReadingLimits.cells)
                    }
                    cells.append(contentsOf: repeatElement("", count: added))
                }
                cells[finished.column] = text
            case .start(name: "v", _): inValue = cell != nil
            case .end(name: "v"): inValue = false
            case .start(name: "is", _): inInline = cell != nil
            case .end(name: "is"): inInline = false
            case .text(let text) where inValue: cell?.value += text
            default: if inInline { cell?.inline.read(event) }
            }
        }
        return rows
    }

    private static func cell(_ attributes: [(name: String, value: String)], nextColumn: Int)
        throws(SpreadsheetError) -> Cell
    {
        var column = nextColumn
        if let reference = PartScanner.attribute("r", in: attributes) {
            guard let place = CellReference(reference) else { throw .damaged }
            column = place.column
        }
        guard column < CellReference.columnLimit else { throw .damaged }
        return Cell(
            column: column, type: PartScanner.attribute("t", in: attributes) ?? "n",
            style: PartScanner.attribute("s", in: attributes).flatMap(Int.init) ?? 0)
    }

    /// A row's `r`, within Excel's rows.
    private static func number(_ text: String?) throws(SpreadsheetError) -> Int? {
        guard let text else { return nil }
        guard let number = Int(text), (1...CellReference.rowLimit).contains(number) else {
            throw .damaged
        }
        return number
    }

    private func text(of cell: Cell) throws(SpreadsheetError) -> String {
        if cell.type == "inlineStr" { return cell.inline.string }
        let value = cell.value
        if value.isEmpty { return "" }
        switch cell.type {
        case "s":
            guard let string = sharedStrings.string(at: value) else { throw .damaged }
            return string
        case "str": return RichText.unescaped(value)
        case "b": return value == "1" ? "TRUE" : value == "0" ? "FALSE" : value
        // An ISO 8601 date and time (`2024-01-05T00:00:00`), as strict Office Open XML writes
        // dates: the day alone, as for a serial date.
        case "d": return String(value.prefix { $0 != "T" })
        case "e": return value
        default:
            if dateStyles.showsDate(style: cell.style), let serial = Double(value),
                let day = SerialDate.isoText(serial: serial, date1904: date1904)
            {
                return day
            }
            return StoredNumber.text(value) ?? value
        }
    }
}
