import CZbar
import Glibc

/// zbar's functions, resolved once with dlopen: `subhub` does not link zbar.
private struct Zbar: @unchecked Sendable {
    typealias Scanner = OpaquePointer
    typealias Image = OpaquePointer
    typealias Symbol = OpaquePointer
    let scannerCreate: @convention(c) () -> Scanner?
    let scannerDestroy: @convention(c) (Scanner) -> Void
    let setConfig: @convention(c) (Scanner, Int32, Int32, Int32) -> Int32
    let imageCreate: @convention(c) () -> Image?
    let imageDestroy: @convention(c) (Image) -> Void
    let setFormat: @convention(c) (Image, UInt) -> Void
    let setSize: @convention(c) (Image, UInt32, UInt32) -> Void
    let setData: @convention(c) (Image, UnsafeRawPointer, UInt, UnsafeRawPointer?) -> Void
    let scan: @convention(c) (Scanner, Image) -> Int32
    let firstSymbol: @convention(c) (Image) -> Symbol?
    let nextSymbol: @convention(c) (Symbol) -> Symbol?
    let symbolType: @convention(c) (Symbol) -> Int32
    let symbolData: @convention(c) (Symbol) -> UnsafePointer<CChar>?
    let symbolLength: @convention(c) (Symbol) -> UInt32

    static let system = Zbar(path: "libzbar.so.0")

    init?(path: String) {
        guard let library = dlopen(path, RTLD_NOW | RTLD_LOCAL) else { return nil }
        func symbol<T>(_ name: String, as type: T.Type) -> T? {
            dlsym(library, name).map { unsafeBitCast($0, to: type) }
        }
        guard
            let scannerCreate = symbol(
                "zbar_image_scanner_create", as: (@convention(c) () -> Scanner?).self),
            let scannerDestroy = symbol(
                "zbar_image_scanner_destroy", as: (@convention(c) (Scanner) -> Void).self),
            let setConfig = symbol(
                "zbar_image_scanner_set_config",
                as: (@convention(c) (Scanner, Int32, Int32, Int32) -> Int32).self),
            let imageCreate = symbol("zbar_image_create", as: (@convention(c) () -> Image?).self),
            let imageDestroy = symbol(
                "zbar_image_destroy", as: (@convention(c) (Image) -> Void).self),
            let setFormat = symbol(
                "zbar_image_set_format", as: (@convention(c) (Image, UInt) -> Void).self),
            let setSize = symbol(
                "zbar_image_set_size", as: (@convention(c) (Image, UInt32, UInt32) -> Void).self),
            let setData = symbol(
                "zbar_image_set_data",
                as: (@convention(c) (Image, UnsafeRawPointer, UInt, UnsafeRawPointer?) -> Void)
                    .self),
            let scan = symbol(
                "zbar_scan_image", as: (@convention(c) (Scanner, Image) -> Int32).self),
            let firstSymbol = symbol(
                "zbar_image_first_symbol", as: (@convention(c) (Image) -> Symbol?).self),
            let nextSymbol = symbol(
                "zbar_symbol_next", as: (@convention(c) (Symbol) -> Symbol?).self),
            let symbolType = symbol(
                "zbar_symbol_get_type", as: (@convention(c) (Symbol) -> Int32).self),
            let symbolData = symbol(
                "zbar_symbol_get_data", as: (@convention(c) (Symbol) -> UnsafePointer<CChar>?).self),
            let symbolLength = symbol(
                "zbar_symbol_get_data_length", as: (@convention(c) (Symbol) -> UInt32).self)
        else {
            dlclose(library)
            return nil
        }
        self.scannerCreate = scannerCreate
        self.scannerDestroy = scannerDestroy
        self.setConfig = setConfig
        self.imageCreate = imageCreate
        self.imageDestroy = imageDestroy
        self.setFormat = setFormat
        self.setSize = setSize
        self.setData = setData
        self.scan = scan
        self.firstSymbol = firstSymbol
        self.nextSymbol = nextSymbol
        self.symbolType = symbolType
        self.symbolData = symbolData
        self.symbolLength = symbolLength
    }
}

/// Finds the QR codes of a `GrayImage` with zbar (`libzbar0`, opened at run time).
public enum QRScanner {
    /// The Debian package that brings zbar.
    public static let package = "libzbar0"

    /// The text of every QR code in the image, in the order zbar finds them (at most 16; each
    /// at most 4 KiB, far past an invoice's URL).
    public static func codes(in image: GrayImage) throws(ImageError) -> [String] {
        guard let zbar = Zbar.system else { throw .libraryMissing(package: package) }
        guard let scanner = zbar.scannerCreate() else { throw .libraryMissing(package: package) }
        defer { zbar.scannerDestroy(scanner) }
        // QR codes only: a bar code's digits are no invoice code, and each symbology costs a pass.
        _ = zbar.setConfig(
            scanner, Int32(SUBHUB_ZBAR_NONE), Int32(SUBHUB_ZBAR_CFG_ENABLE), 0)
        _ = zbar.setConfig(
            scanner, Int32(SUBHUB_ZBAR_QRCODE), Int32(SUBHUB_ZBAR_CFG_ENABLE), 1)
        guard let picture = zbar.imageCreate() else { throw .libraryMissing(package: package) }
        defer { zbar.imageDestroy(picture) }
        // Y800: one byte of gray a pixel, what a GrayImage holds.
        let y800: UInt = 0x3030_3859
        zbar.setFormat(picture, y800)
        zbar.setSize(picture, UInt32(image.width), UInt32(image.height))
        var found: [String] = []
        image.bytes.withUnsafeBufferPointer { buffer in
            zbar.setData(picture, buffer.baseAddress!, UInt(buffer.count), nil)
            guard zbar.scan(scanner, picture) > 0 else { return }
            var symbol = zbar.firstSymbol(picture)
            while let current = symbol, found.count < 16 {
                defer { symbol = zbar.nextSymbol(current) }
                guard zbar.symbolType(current) == Int32(SUBHUB_ZBAR_QRCODE),
                    let data = zbar.symbolData(current)
                else { continue }
                let length = Int(zbar.symbolLength(current))
                guard length <= 4_096 else { continue }
                let bytes = UnsafeRawBufferPointer(start: data, count: length)
                found.append(String(decoding: bytes, as: UTF8.self))
            }
        }
        return found
    }
}
