/// Makes text typed by a user (or read from an import) safe to print on a terminal.
///
/// A name like "Netflix\u{1B}]0;pwned\u{07}" must never reach the terminal as an escape
/// sequence: control characters (C0, DEL, C1) and bidirectional overrides are replaced by
/// the visible replacement character.
public enum TerminalSanitizer {
    public static func clean(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            result.append(isUnsafe(scalar) ? "\u{FFFD}" : scalar)
        }
        return String(result)
    }

    /// Like `clean`, for a whole document shown on a terminal (a CSV export): line breaks
    /// and tabs stay, every other control character is replaced.
    public static func cleanDocument(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafeInDocument) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            result.append(isUnsafeInDocument(scalar) ? "\u{FFFD}" : scalar)
        }
        return String(result)
    }

    public static func isUnsafeInDocument(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "\n" && scalar != "\t" && isUnsafe(scalar)
    }

    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        // Bidirectional embeddings, overrides and isolates can reorder what follows them.
        case 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
