/// The cells of one CSV line: quotes around a cell are removed and `""` inside them is one
/// quote; the delimiter inside quotes is text. Works on the UTF-8 bytes (every delimiter and
/// the quote are ASCII), which is what keeps a 20,000-row statement fast to read.
enum CSVLine {
    static func cells(of line: Substring, delimiter: Character) -> [String] {
        let separator = delimiter.asciiValue ?? UInt8(ascii: ",")
        let quote = UInt8(ascii: "\"")
        var cells: [String] = []
        var current: [UInt8] = []
        var quoted = false
        let bytes = Array(line.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if quoted {
                if byte == quote {
                    if index + 1 < bytes.count, bytes[index + 1] == quote {
                        current.append(quote)
                        index += 1
                    } else {
                        quoted = false
                    }
                } else {
                    current.append(byte)
                }
            } else if byte == quote {
                quoted = true
            } else if byte == separator {
                cells.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            } else {
                current.append(byte)
            }
            index += 1
        }
        cells.append(String(decoding: current, as: UTF8.self))
        return cells
    }

    /// `text` without ASCII spaces and tabs at either end.
    static func trimmed(_ text: String) -> String {
        let utf8 = text.utf8
        guard let first = utf8.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }) else { return "" }
        let last = utf8.lastIndex(where: { $0 != 0x20 && $0 != 0x09 }) ?? first
        if first == utf8.startIndex, last == utf8.index(before: utf8.endIndex) { return text }
        return String(text[first...last])
    }
}
