import SubDomain

/// The lines of a statement's text, numbered as an editor numbers them, one at a time, for
/// the formats read line by line (Norma 43, QIF, MT940). `\n`, `\r\n` and a lone `\r` each
/// end a line (Windows and old Mac exports), and a byte-order mark before the first is
/// dropped.
///
/// One line at a time and never longer than `ReadingLimits.fieldBytes`: a 100 MB file of
/// empty lines held as an array of lines was gigabytes, and a line of 100 MB is refused
/// once the limit is passed instead of being read to its end.
struct StatementLines {
    private let text: Substring
    private var index: String.Index
    private var number = 0
    /// Whether the last line has been given.
    private var ended = false

    init(_ text: some StringProtocol) {
        var content = Substring(text)
        if content.unicodeScalars.first == "\u{FEFF}" {
            content = Substring(content.unicodeScalars.dropFirst())
        }
        self.text = content
        index = content.startIndex
    }

    /// The next line and its number (from 1); `nil` after the last. A file that ends with a
    /// line break has an empty last line, as `split` gives.
    mutating func next() throws(StatementError) -> (number: Int, text: Substring)? {
        guard !ended else { return nil }
        let utf8 = text.utf8
        let start = index
        var end = start
        var length = 0
        // Line breaks are ASCII, so a break found among the bytes is a character's edge.
        while end < utf8.endIndex, utf8[end] != 0x0A, utf8[end] != 0x0D {
            length += 1
            guard length <= ReadingLimits.fieldBytes else {
                throw .fieldTooLong(line: number + 1, limit: ReadingLimits.fieldBytes)
            }
            end = utf8.index(after: end)
        }
        number += 1
        if end == utf8.endIndex {
            ended = true
            index = end
        } else {
            var after = utf8.index(after: end)
            if utf8[end] == 0x0D, after < utf8.endIndex, utf8[after] == 0x0A {
                after = utf8.index(after: after)
            }
            index = after
        }
        return (number, text[start..<end])
    }

    /// Every line of `text`, the first being line 1: for the look at a file's first bytes
    /// that tells its format (a line past the limit ends there).
    static func split(_ text: some StringProtocol) -> [Substring] {
        var lines = StatementLines(text)
        var result: [Substring] = []
        while let line = try? lines.next() { result.append(line.text) }
        return result
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
