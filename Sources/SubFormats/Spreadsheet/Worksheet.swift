/// A worksheet read into text: what a statement reader takes in place of a CSV file's records.
public struct Worksheet: Hashable, Sendable {
    public struct Row: Hashable, Sendable {
        /// The row's number in the spreadsheet (from 1), as the user sees it in Excel's margin:
        /// what a message about the row names.
        public let number: Int
        /// The cells from column A, as text; a row ends at its last cell that is not empty.
        public let cells: [String]

        public init(number: Int, cells: [String]) {
            self.number = number
            self.cells = cells
        }
    }

    /// The sheet's tab name.
    public let name: String
    /// The rows that are not empty, in order; the numbers skip the empty ones.
    public let rows: [Row]

    public init(name: String, rows: [Row]) {
        self.name = name
        self.rows = rows
    }
}
