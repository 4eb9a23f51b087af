import SubDomain

/// Writes RFC 4180 CSV: fields with the delimiter, quotes or line breaks are quoted, quotes
/// doubled. Plus the spreadsheet convention that keeps a cell from running as a formula.
/// `CSVReader` reads it back.
enum CSVWriter {
    /// What makes a spreadsheet read a cell as a formula (or, for tab and CR, lets one hide
    /// behind them): `=`, `+`, `-`, `@`, tab, carriage return.
    static let formulaStarts: Set<Unicode.Scalar> = ["=", "+", "-", "@", "\t", "\r"]

    /// The cell a spreadsheet shows as text: one `'` before a cell that starts like a
    /// formula, and before one already written as `'`… followed by such a start, so
    /// `restoringFormula` can tell them apart and every cell comes back exactly.
    static func neutralizingFormula(_ cell: String) -> String {
        looksNeutralized("'" + cell) ? "'" + cell : cell
    }

    /// Undoes `neutralizingFormula`: removes the one `'` it added, and only from a cell it
    /// could have added it to (apostrophes followed by a formula start). Any other
    /// apostrophe is the user's own and stays.
    static func restoringFormula(_ cell: String) -> String {
        looksNeutralized(cell)
            ? String(String.UnicodeScalarView(cell.unicodeScalars.dropFirst())) : cell
    }

    /// One or more `'` followed by a formula start.
    private static func looksNeutralized(_ cell: String) -> Bool {
        guard let first = cell.unicodeScalars.first, first == "'" else { return false }
        guard let start = cell.unicodeScalars.first(where: { $0 != "'" }) else { return false }
        return formulaStarts.contains(start)
    }

    /// `field` as one cell: quoted when it holds the delimiter, a quote or a line break.
    static func escape(_ field: String, delimiter: Character) -> String {
        guard
            field.contains(where: {
                $0 == delimiter || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n"
            })
        else { return field }
        return "\"" + field.replacingAll("\"", with: "\"\"") + "\""
    }
}
