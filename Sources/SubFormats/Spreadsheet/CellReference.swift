/// A cell's place as an `r` attribute writes it (`B3`, `AA10`): column from 0 and row from 1.
struct CellReference: Hashable, Sendable {
    /// 0 for A, 25 for Z, 26 for AA.
    let column: Int
    let row: Int

    init(column: Int, row: Int) {
        self.column = column
        self.row = row
    }

    /// Columns end at XFD and rows at 1,048,576 in every Excel since 2007: a reference past
    /// them is damage, and would otherwise pad a row with millions of empty cells.
    static let columnLimit = 16_384
    static let rowLimit = 1_048_576

    /// Reads `B3`; `nil` when the text is not letters then digits within Excel's limits.
    init?(_ text: some StringProtocol) {
        var column = 0
        var row = 0
        var sawDigit = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z") where !sawDigit:
                column = column * 26 + Int(byte - UInt8(ascii: "A")) + 1
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                sawDigit = true
                row = row * 10 + Int(byte - UInt8(ascii: "0"))
            default: return nil
            }
            guard column <= Self.columnLimit, row <= Self.rowLimit else { return nil }
        }
        guard column > 0, row > 0 else { return nil }
        self.column = column - 1
        self.row = row
    }
}
