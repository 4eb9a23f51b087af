/// An image as the readers of bills take it: 8-bit gray, one byte a pixel, rows top to
/// bottom without padding (0 black, 255 white). `ImageDecoder` makes one from a PNG, JPEG or
/// WebP file; a scanned PDF page rendered to gray is one too. `OCR` reads its words and
/// `QRScanner` its codes.
public struct GrayImage: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// `width × height` bytes, row after row.
    public let bytes: [UInt8]

    /// `nil` when the bytes are not `width × height`, or a side is not positive.
    public init?(width: Int, height: Int, bytes: [UInt8]) {
        guard width > 0, height > 0,
            width.multipliedReportingOverflow(by: height).overflow == false,
            bytes.count == width * height
        else { return nil }
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// The image shrunk by a whole factor (each new pixel the mean of a square of old ones)
    /// until it is at most `maximumWidth` wide; itself when it already is. A 600 dpi scan read
    /// at full size costs OCR four times the time for no better words.
    public func reduced(toAtMost maximumWidth: Int) -> GrayImage {
        guard width > maximumWidth, maximumWidth > 0 else { return self }
        let factor = (width + maximumWidth - 1) / maximumWidth
        let newWidth = width / factor
        let newHeight = max(1, height / factor)
        var out = [UInt8](repeating: 255, count: newWidth * newHeight)
        let area = factor * factor
        bytes.withUnsafeBufferPointer { source in
            for y in 0..<newHeight {
                for x in 0..<newWidth {
                    var sum = 0
                    for dy in 0..<factor {
                        let row = (y * factor + dy) * width + x * factor
                        for dx in 0..<factor { sum += Int(source[row + dx]) }
                    }
                    out[y * newWidth + x] = UInt8(sum / area)
                }
            }
        }
        return GrayImage(width: newWidth, height: newHeight, bytes: out) ?? self
    }
}

/// A rectangle of an image, in pixels from its top left corner.
public struct PixelBox: Hashable, Sendable {
    public let left: Int
    public let top: Int
    public let right: Int
    public let bottom: Int

    public init(left: Int, top: Int, right: Int, bottom: Int) {
        self.left = left
        self.top = top
        self.right = right
        self.bottom = bottom
    }

    public var height: Int { bottom - top }
    public var middleY: Int { (top + bottom) / 2 }
}
