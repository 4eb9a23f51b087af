import CLeptonica
import Glibc
import SubDomain

/// Leptonica's functions, resolved once with dlopen: `subhub` does not link leptonica, so a
/// machine without it starts every command and is told what is missing only when it reads an
/// image.
private struct Leptonica {
    typealias Pix = OpaquePointer
    let readHeaderMem:
        @convention(c) (
            UnsafePointer<UInt8>, Int, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>,
            UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>,
            UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>
        ) -> Int32
    let readMem: @convention(c) (UnsafePointer<UInt8>, Int) -> Pix?
    let convertTo8: @convention(c) (Pix, Int32) -> Pix?
    let destroy: @convention(c) (UnsafeMutablePointer<Pix?>) -> Void
    let width: @convention(c) (Pix) -> Int32
    let height: @convention(c) (Pix) -> Int32
    let depth: @convention(c) (Pix) -> Int32
    let wordsPerLine: @convention(c) (Pix) -> Int32
    let data: @convention(c) (Pix) -> UnsafeMutablePointer<UInt32>?

    static let system = Leptonica(path: "liblept.so.5")

    init?(path: String) {
        guard let library = dlopen(path, RTLD_NOW | RTLD_LOCAL) else { return nil }
        func symbol<T>(_ name: String, as type: T.Type) -> T? {
            dlsym(library, name).map { unsafeBitCast($0, to: type) }
        }
        typealias Getter = @convention(c) (Pix) -> Int32
        guard
            let readHeaderMem = symbol(
                "pixReadHeaderMem",
                as: (@convention(c) (
                    UnsafePointer<UInt8>, Int, UnsafeMutablePointer<Int32>,
                    UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>,
                    UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>,
                    UnsafeMutablePointer<Int32>
                ) -> Int32).self),
            let readMem = symbol(
                "pixReadMem", as: (@convention(c) (UnsafePointer<UInt8>, Int) -> Pix?).self),
            let convertTo8 = symbol(
                "pixConvertTo8", as: (@convention(c) (Pix, Int32) -> Pix?).self),
            let destroy = symbol(
                "pixDestroy", as: (@convention(c) (UnsafeMutablePointer<Pix?>) -> Void).self),
            let width = symbol("pixGetWidth", as: Getter.self),
            let height = symbol("pixGetHeight", as: Getter.self),
            let depth = symbol("pixGetDepth", as: Getter.self),
            let wordsPerLine = symbol("pixGetWpl", as: Getter.self),
            let data = symbol(
                "pixGetData", as: (@convention(c) (Pix) -> UnsafeMutablePointer<UInt32>?).self),
            let severity = symbol("setMsgSeverity", as: (@convention(c) (Int32) -> Int32).self)
        else {
            dlclose(library)
            return nil
        }
        // The library's own messages ("Error in pixReadMem…") are never shown: the reader
        // says what went wrong in the user's language.
        _ = severity(Int32(LEPT_SEVERITY_NONE))
        self.readHeaderMem = readHeaderMem
        self.readMem = readMem
        self.convertTo8 = convertTo8
        self.destroy = destroy
        self.width = width
        self.height = height
        self.depth = depth
        self.wordsPerLine = wordsPerLine
        self.data = data
    }
}

/// A bill's PNG, JPEG or WebP file decoded to 8-bit gray by leptonica. The header is read
/// first: an image past `ReadingLimits.imagePixels` is refused before a byte is decoded.
public enum ImageDecoder {
    /// The Debian package that brings leptonica.
    public static let package = "liblept5"

    /// The kinds of file read, known by their first bytes.
    public enum Kind: String, Sendable {
        case png, jpeg, webp
    }

    /// The kind the bytes begin with; `nil` for anything else (a text file named `.png`).
    public static func kind(of bytes: [UInt8]) -> Kind? {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)),
            Array(bytes[8..<12]) == Array("WEBP".utf8)
        {
            return .webp
        }
        return nil
    }

    /// The image in gray.
    public static func decode(_ bytes: [UInt8]) throws(ImageError) -> GrayImage {
        guard kind(of: bytes) != nil else { throw .notAnImage }
        guard let library = Leptonica.system else { throw .libraryMissing(package: package) }
        var format: Int32 = 0
        var width: Int32 = 0
        var height: Int32 = 0
        var bitsPerSample: Int32 = 0
        var samples: Int32 = 0
        var colormap: Int32 = 0
        let header = bytes.withUnsafeBufferPointer { buffer in
            library.readHeaderMem(
                buffer.baseAddress!, buffer.count, &format, &width, &height, &bitsPerSample,
                &samples, &colormap)
        }
        guard header == 0, width > 0, height > 0 else { throw .damaged }
        let pixels = Int(width) * Int(height)
        guard pixels <= ReadingLimits.imagePixels, Int(width) <= ReadingLimits.imageSide,
            Int(height) <= ReadingLimits.imageSide
        else {
            throw .tooLarge(
                width: Int(width), height: Int(height), limitPixels: ReadingLimits.imagePixels)
        }
        var decoded = bytes.withUnsafeBufferPointer { buffer in
            library.readMem(buffer.baseAddress!, buffer.count)
        }
        guard let original = decoded else { throw .damaged }
        defer { library.destroy(&decoded) }
        // The decoded image must be the one the header announced: a file whose header lies
        // is damaged, not a larger image let in.
        guard library.width(original) == width, library.height(original) == height else {
            throw .damaged
        }
        var gray = library.convertTo8(original, 0)
        guard let grayPix = gray, library.depth(grayPix) == 8,
            let data = library.data(grayPix)
        else {
            if gray != nil { library.destroy(&gray) }
            throw .damaged
        }
        defer { library.destroy(&gray) }
        let columns = Int(width)
        let rows = Int(height)
        let wordsPerLine = Int(library.wordsPerLine(grayPix))
        var out = [UInt8](repeating: 0, count: pixels)
        // Leptonica keeps each row in 32-bit words, the leftmost pixel in the word's most
        // significant byte: on a little-endian machine pixel x is byte x ^ 3 of its row.
        let raw = UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self)
        out.withUnsafeMutableBufferPointer { target in
            for y in 0..<rows {
                let line = raw + y * wordsPerLine * 4
                let row = y * columns
                for x in 0..<columns { target[row + x] = line[x ^ 3] }
            }
        }
        guard let image = GrayImage(width: columns, height: rows, bytes: out) else {
            throw .damaged
        }
        return image
    }
}
