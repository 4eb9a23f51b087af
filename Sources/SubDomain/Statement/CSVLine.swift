/// The cells of one CSV line: quotes around a cell are removed and `""` inside them is one
/// quote; the delimiter inside quotes is text.
enum CSVLine {
    static func cells(of line: Substring, delimiter: Character) -> [String] {
        var cells: [String] = []
        var current = ""
        var quoted = false
        var iterator = line.makeIterator()
        var pending: Character? = nil
        while let character = pending ?? iterator.next() {
            pending = nil
            if quoted {
                if character == "\"" {
                    if let next = iterator.next() {
                        if next == "\"" {
                            current.append("\"")
                        } else {
                            quoted = false
                            pending = next
                        }
                    } else {
                        quoted = false
                    }
                } else {
                    current.append(character)
                }
            } else if character == "\"" {
                quoted = true
            } else if character == delimiter {
                cells.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        cells.append(current)
        return cells
    }
}
