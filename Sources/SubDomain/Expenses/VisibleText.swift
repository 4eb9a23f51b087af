/// Whether text shows anything when printed.
///
/// A name made only of zero-width spaces, joiners, bidi marks or Hangul fillers looks empty
/// in every list and cannot be typed back to find it, so it is no name at all.
public enum VisibleText {
    /// True when at least one character of `text` draws something.
    public static func hasVisibleCharacter(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: isVisible)
    }

    /// A scalar that draws a glyph of its own: not white space, not a control or format
    /// character, not default-ignorable (which covers U+200B, U+2060, U+FEFF, the Hangul
    /// fillers and variation selectors), and not a combining mark, which only decorates
    /// the character before it.
    public static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        if properties.isWhitespace || properties.isDefaultIgnorableCodePoint { return false }
        // The Braille blank is a symbol by category but prints as a space.
        if scalar == "\u{2800}" { return false }
        switch properties.generalCategory {
        case .control, .format, .surrogate, .unassigned, .lineSeparator, .paragraphSeparator,
            .spaceSeparator, .nonspacingMark, .enclosingMark, .spacingMark:
            return false
        default:
            return true
        }
    }
}
