/// Why an image of a bill could not be read. The shell words each one; the C libraries' own
/// text never reaches the user.
public enum ImageError: Error, Hashable, Sendable {
    /// Not a PNG, JPEG or WebP file (its first bytes say so, whatever its name).
    case notAnImage
    /// An image whose header says more pixels than `ReadingLimits` allows: refused before it
    /// is decoded.
    case tooLarge(width: Int, height: Int, limitPixels: Int)
    /// The header is an image's but the pixels cannot be decoded: a file cut short or damaged.
    case damaged
    /// A library the reading needs is not installed: `package` is the Debian package that
    /// brings it (`liblept5`, `libtesseract5`, `libzbar0`).
    case libraryMissing(package: String)
    /// A language of the OCR is not installed: `package` brings it (`tesseract-ocr-chi-sim`).
    case languageMissing(package: String)
}
