/// The text rules of RFC 5545 (iCalendar): TEXT values escaped, content lines folded.
///
/// What a user typed (a name, notes) reaches a calendar only through `escaped`, so a line
/// break in it is the two characters `\n` and never starts a property of its own.
public enum CalendarText {
    /// The octets a content line holds before it is folded, its CRLF not counted (§3.1).
    public static let lineLimit = 75

    /// `text` as a TEXT value (§3.3.11): backslash, semicolon and comma escaped with a
    /// backslash, every line break (CRLF, CR, LF, U+2028, U+2029) written `\n`.
    ///
    /// TEXT may hold no other control character (a tab excepted): each becomes U+FFFD, the
    /// replacement character, as on the terminal, rather than vanishing unseen.
    public static func escaped(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var afterCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { afterCarriageReturn = scalar == "\r" }
            switch scalar {
            case "\\": result.append(contentsOf: "\\\\".unicodeScalars)
            case ";": result.append(contentsOf: "\\;".unicodeScalars)
            case ",": result.append(contentsOf: "\\,".unicodeScalars)
            // CRLF is one break: its LF was written with the CR.
            case "\n" where afterCarriageReturn: continue
            case "\r", "\n", "\u{2028}", "\u{2029}": result.append(contentsOf: "\\n".unicodeScalars)
            case "\t": result.append(scalar)
            case "\u{00}"..."\u{1F}", "\u{7F}": result.append("\u{FFFD}")
            default: result.append(scalar)
            }
        }
        return String(result)
    }

    /// One content line as written: folded so no line holds more than `lineLimit` octets
    /// (a continuation line's leading space included), never inside a UTF-8 sequence, each
    /// line ended with CRLF.
    public static func folded(_ line: String) -> String {
        var result = String.UnicodeScalarView()
        var used = 0
        for scalar in line.unicodeScalars {
            let size = UTF8.width(scalar)
            if used + size > lineLimit {
                result.append(contentsOf: "\r\n ".unicodeScalars)
                used = 1
            }
            result.append(scalar)
            used += size
        }
        result.append(contentsOf: "\r\n".unicodeScalars)
        return String(result)
    }
}
