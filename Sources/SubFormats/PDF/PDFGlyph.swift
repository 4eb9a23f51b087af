/// One character of a PDF page and the box it is drawn in, in points from the page's
/// top-left corner (y grows downwards).
package struct PDFGlyph: Hashable, Sendable {
    package let scalar: Unicode.Scalar
    package let x1: Double
    package let y1: Double
    package let x2: Double
    package let y2: Double

    package init(scalar: Unicode.Scalar, x1: Double, y1: Double, x2: Double, y2: Double) {
        self.scalar = scalar
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// Whether the character separates words: a space or a line break.
    var isSeparator: Bool { scalar.properties.isWhitespace }
}

/// A PDF page drawn in gray, one byte a pixel, row after row: what a scanned page is read
/// from.
package struct PDFPageImage: Sendable {
    package let width: Int
    package let height: Int
    package let pixels: [UInt8]
}
