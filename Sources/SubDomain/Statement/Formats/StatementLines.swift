/// The lines of a statement's text, numbered as an editor numbers them, for the formats
/// read line by line (Norma 43, QIF, MT940).
enum StatementLines {
    /// Every line, the first being line 1. `\n`, `\r\n` and a lone `\r` each end a line
    /// (Windows and old Mac exports), and a byte-order mark before the first is dropped.
    static func split(_ text: some StringProtocol) -> [Substring] {
        var content = Substring(text)
        if content.unicodeScalars.first == "\u{FEFF}" {
            content = Substring(content.unicodeScalars.dropFirst())
        }
        return content.split(omittingEmptySubsequences: false) {
            $0 == "\n" || $0 == "\r\n" || $0 == "\r"
        }
    }

    /// `line` without the spaces and tabs after its last character.
    static func trimmingTrailingBlanks(_ line: Substring) -> Substring {
        var end = line.endIndex
        while end > line.startIndex {
            let previous = line.index(before: end)
            guard line[previous] == " " || line[previous] == "\t" else { break }
            end = previous
        }
        return line[..<end]
    }
}
