/// A page's characters put back into words and lines by where they stand, not by the order
/// poppler gives them in: a statement's text layer often runs a row's cells together
/// ("05/10/2026NETFLIX.COM-12,99") or splits one row over two lines of text.
package enum PDFTextLayout {
    /// A word: characters side by side on one baseline with no space between them.
    package struct Word: Hashable, Sendable {
        package var text: String
        package var x1: Double
        package var y1: Double
        package var x2: Double
        package var y2: Double

        var height: Double { y2 - y1 }
        var middle: Double { (y1 + y2) / 2 }
    }

    /// A line of a page: its words from left to right.
    package struct Line: Hashable, Sendable {
        package var words: [Word]
        package var y1: Double
        package var y2: Double

        var middle: Double { (y1 + y2) / 2 }
        var height: Double { y2 - y1 }
        package var text: String { words.map(\.text).joined(separator: " ") }
    }

    /// The words of a page. A word ends at a space or a line break, where the next
    /// character stands apart from it by more than a quarter of its height (cells a table
    /// draws side by side with no space in the text), on another baseline, or back to its
    /// left.
    package static func words(_ glyphs: [PDFGlyph]) -> [Word] {
        var words: [Word] = []
        var current: Word?
        var lastX2 = 0.0
        for glyph in glyphs {
            let height = glyph.y2 - glyph.y1
            guard !glyph.isSeparator, height > 0 else {
                if let word = current { words.append(word) }
                current = nil
                continue
            }
            if var word = current {
                let middle = (glyph.y1 + glyph.y2) / 2
                let apart =
                    glyph.x1 - lastX2 > max(word.height, height) * 0.25
                    || glyph.x1 < lastX2 - max(word.height, height) * 0.5
                    || abs(middle - word.middle) > max(word.height, height) * 0.5
                if !apart {
                    word.text.unicodeScalars.append(glyph.scalar)
                    word.x2 = max(word.x2, glyph.x2)
                    word.y1 = min(word.y1, glyph.y1)
                    word.y2 = max(word.y2, glyph.y2)
                    current = word
                    lastX2 = glyph.x2
                    continue
                }
                words.append(word)
            }
            var text = ""
            text.unicodeScalars.append(glyph.scalar)
            current = Word(text: text, x1: glyph.x1, y1: glyph.y1, x2: glyph.x2, y2: glyph.y2)
            lastX2 = glyph.x2
        }
        if let word = current { words.append(word) }
        return words
    }

    /// The words gathered into lines, top to bottom: a word belongs to a line when its
    /// middle is within a third of a line's height of the line's middle (a font's boxes are
    /// taller than its lines are apart when they are set tight, so boxes overlapping is not
    /// enough).
    package static func lines(_ words: [Word]) -> [Line] {
        let sorted = words.sorted {
            $0.middle < $1.middle || ($0.middle == $1.middle && $0.x1 < $1.x1)
        }
        var lines: [Line] = []
        for word in sorted {
            if var line = lines.last,
                abs(word.middle - line.middle) <= min(line.height, word.height) * 0.35
            {
                line.words.append(word)
                line.y1 = min(line.y1, word.y1)
                line.y2 = max(line.y2, word.y2)
                lines[lines.count - 1] = line
            } else {
                lines.append(Line(words: [word], y1: word.y1, y2: word.y2))
            }
        }
        for index in lines.indices {
            lines[index].words.sort { $0.x1 < $1.x1 }
        }
        return lines
    }
}
