/// How many terminal columns text takes: East Asian wide characters and most emoji take two,
/// combining marks none. Used to align tables and completion columns ("爱奇艺" is 6 wide).
public enum DisplayWidth {
    public static func of(_ text: String) -> Int {
        var width = 0
        for scalar in text.unicodeScalars { width += columns(scalar) }
        return width
    }

    /// `text` padded with spaces on the right to `width` columns.
    public static func padded(_ text: String, to width: Int) -> String {
        let missing = width - of(text)
        return missing > 0 ? text + String(repeating: " ", count: missing) : text
    }

    /// `text` padded on the left (for right-aligned amounts).
    public static func leftPadded(_ text: String, to width: Int) -> String {
        let missing = width - of(text)
        return missing > 0 ? String(repeating: " ", count: missing) + text : text
    }

    /// `text` cut to at most `width` columns, with an ellipsis when cut.
    public static func truncated(_ text: String, to width: Int) -> String {
        guard of(text) > width, width > 1 else { return text }
        var result = ""
        var used = 0
        for character in text {
            let w = of(String(character))
            if used + w > width - 1 { break }
            result.append(character)
            used += w
        }
        return result + "…"
    }

    public static func columns(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v == 0 { return 0 }
        // Combining marks and zero-width characters.
        if (0x0300...0x036F).contains(v) || (0x1AB0...0x1AFF).contains(v)
            || (0x1DC0...0x1DFF).contains(v)
            || (0x20D0...0x20FF).contains(v) || (0xFE20...0xFE2F).contains(v) || v == 0x200B
            || v == 0x200C || v == 0x200D || v == 0xFE0F || v == 0xFE0E
        {
            return 0
        }
        // Wide: Hangul Jamo, CJK, Hiragana/Katakana, Hangul syllables, full-width forms, emoji.
        if (0x1100...0x115F).contains(v) || (0x2E80...0x303E).contains(v)
            || (0x3041...0x33FF).contains(v)
            || (0x3400...0x4DBF).contains(v) || (0x4E00...0x9FFF).contains(v)
            || (0xA000...0xA4CF).contains(v)
            || (0xAC00...0xD7A3).contains(v) || (0xF900...0xFAFF).contains(v)
            || (0xFE30...0xFE4F).contains(v)
            || (0xFF00...0xFF60).contains(v) || (0xFFE0...0xFFE6).contains(v)
            || (0x1F300...0x1F64F).contains(v)
            || (0x1F900...0x1F9FF).contains(v) || (0x20000...0x3FFFD).contains(v)
        {
            return 2
        }
        return 1
    }
}
