import CPoppler
import Glibc

/// poppler-glib's functions (and cairo's, which it renders with), resolved once with dlopen:
/// `subhub` links neither, so a machine without them starts every command and is told what
/// is missing only when it opens a PDF. GLib's and cairo's functions are found through
/// poppler-glib's handle, which loads them.
private struct LibPoppler {
    typealias Document = OpaquePointer
    typealias Page = OpaquePointer
    typealias ErrorOut = UnsafeMutablePointer<UnsafeMutablePointer<SubHubGError>?>?

    let newFromFD: @convention(c) (Int32, UnsafePointer<CChar>?, ErrorOut) -> Document?
    let pageCount: @convention(c) (Document) -> Int32
    let page: @convention(c) (Document, Int32) -> Page?
    let text: @convention(c) (Page) -> UnsafeMutablePointer<CChar>?
    let textLayout:
        @convention(c) (
            Page, UnsafeMutablePointer<UnsafeMutablePointer<SubHubPopplerRectangle>?>,
            UnsafeMutablePointer<UInt32>
        ) -> Int32
    let pageSize:
        @convention(c) (Page, UnsafeMutablePointer<Double>, UnsafeMutablePointer<Double>) -> Void
    let render: @convention(c) (Page, OpaquePointer) -> Void
    let objectUnref: @convention(c) (UnsafeMutableRawPointer) -> Void
    let free: @convention(c) (UnsafeMutableRawPointer?) -> Void
    let errorFree: @convention(c) (UnsafeMutablePointer<SubHubGError>) -> Void
    let surfaceCreate: @convention(c) (Int32, Int32, Int32) -> OpaquePointer?
    let surfaceStatus: @convention(c) (OpaquePointer) -> Int32
    let surfaceDestroy: @convention(c) (OpaquePointer) -> Void
    let surfaceFlush: @convention(c) (OpaquePointer) -> Void
    let surfaceData: @convention(c) (OpaquePointer) -> UnsafeMutablePointer<UInt8>?
    let surfaceStride: @convention(c) (OpaquePointer) -> Int32
    let cairoCreate: @convention(c) (OpaquePointer) -> OpaquePointer?
    let cairoDestroy: @convention(c) (OpaquePointer) -> Void
    let cairoScale: @convention(c) (OpaquePointer, Double, Double) -> Void
    let cairoSourceRGB: @convention(c) (OpaquePointer, Double, Double, Double) -> Void
    let cairoPaint: @convention(c) (OpaquePointer) -> Void

    /// The system's poppler-glib, opened on the first PDF; `nil` when it is not installed.
    static let system = LibPoppler(path: PopplerLibrary.systemLibrary)

    init?(path: String) {
        guard let library = dlopen(path, RTLD_NOW | RTLD_LOCAL) else { return nil }
        func symbol<T>(_ name: String, as type: T.Type) -> T? {
            dlsym(library, name).map { unsafeBitCast($0, to: type) }
        }
        typealias Cairo = OpaquePointer
        guard
            let newFromFD = symbol(
                "poppler_document_new_from_fd",
                as: (@convention(c) (Int32, UnsafePointer<CChar>?, ErrorOut) -> Document?).self),
            let pageCount = symbol(
                "poppler_document_get_n_pages", as: (@convention(c) (Document) -> Int32).self),
            let page = symbol(
                "poppler_document_get_page",
                as: (@convention(c) (Document, Int32) -> Page?).self),
            let text = symbol(
                "poppler_page_get_text",
                as: (@convention(c) (Page) -> UnsafeMutablePointer<CChar>?).self),
            let textLayout = symbol(
                "poppler_page_get_text_layout",
                as: (@convention(c) (
                    Page, UnsafeMutablePointer<UnsafeMutablePointer<SubHubPopplerRectangle>?>,
                    UnsafeMutablePointer<UInt32>
                ) -> Int32).self),
            let pageSize = symbol(
                "poppler_page_get_size",
                as: (@convention(c) (
                    Page, UnsafeMutablePointer<Double>, UnsafeMutablePointer<Double>
                ) -> Void).self),
            let render = symbol(
                "poppler_page_render", as: (@convention(c) (Page, Cairo) -> Void).self),
            let objectUnref = symbol(
                "g_object_unref", as: (@convention(c) (UnsafeMutableRawPointer) -> Void).self),
            let free = symbol(
                "g_free", as: (@convention(c) (UnsafeMutableRawPointer?) -> Void).self),
            let errorFree = symbol(
                "g_error_free",
                as: (@convention(c) (UnsafeMutablePointer<SubHubGError>) -> Void).self),
            let surfaceCreate = symbol(
                "cairo_image_surface_create",
                as: (@convention(c) (Int32, Int32, Int32) -> OpaquePointer?).self),
            let surfaceStatus = symbol(
                "cairo_surface_status", as: (@convention(c) (OpaquePointer) -> Int32).self),
            let surfaceDestroy = symbol(
                "cairo_surface_destroy", as: (@convention(c) (OpaquePointer) -> Void).self),
            let surfaceFlush = symbol(
                "cairo_surface_flush", as: (@convention(c) (OpaquePointer) -> Void).self),
            let surfaceData = symbol(
                "cairo_image_surface_get_data",
                as: (@convention(c) (OpaquePointer) -> UnsafeMutablePointer<UInt8>?).self),
            let surfaceStride = symbol(
                "cairo_image_surface_get_stride",
                as: (@convention(c) (OpaquePointer) -> Int32).self),
            let cairoCreate = symbol(
                "cairo_create", as: (@convention(c) (OpaquePointer) -> OpaquePointer?).self),
            let cairoDestroy = symbol(
                "cairo_destroy", as: (@convention(c) (OpaquePointer) -> Void).self),
            let cairoScale = symbol(
                "cairo_scale", as: (@convention(c) (OpaquePointer, Double, Double) -> Void).self),
            let cairoSourceRGB = symbol(
                "cairo_set_source_rgb",
                as: (@convention(c) (OpaquePointer, Double, Double, Double) -> Void).self),
            let cairoPaint = symbol(
                "cairo_paint", as: (@convention(c) (OpaquePointer) -> Void).self)
        else {
            dlclose(library)
            return nil
        }
        self.newFromFD = newFromFD
        self.pageCount = pageCount
        self.page = page
        self.text = text
        self.textLayout = textLayout
        self.pageSize = pageSize
        self.render = render
        self.objectUnref = objectUnref
        self.free = free
        self.errorFree = errorFree
        self.surfaceCreate = surfaceCreate
        self.surfaceStatus = surfaceStatus
        self.surfaceDestroy = surfaceDestroy
        self.surfaceFlush = surfaceFlush
        self.surfaceData = surfaceData
        self.surfaceStride = surfaceStride
        self.cairoCreate = cairoCreate
        self.cairoDestroy = cairoDestroy
        self.cairoScale = cairoScale
        self.cairoSourceRGB = cairoSourceRGB
        self.cairoPaint = cairoPaint
    }
}

/// A PDF opened with poppler-glib: the only file that imports CPoppler. It gives each page's
/// characters with the box each is drawn in, so a statement's columns are found from where
/// its words stand, and renders a page to gray pixels for one that is only a scan.
package final class PopplerLibrary {
    /// The poppler-glib every `subhub` opens: Debian's libpoppler-glib8.
    package static let systemLibrary = "libpoppler-glib.so.8"

    private let poppler: LibPoppler
    private let document: LibPoppler.Document

    /// Why a PDF could not be opened.
    package enum OpenFailure: Error, Hashable, Sendable {
        case libraryMissing
        /// Protected by a password, and none (or a wrong one) was given.
        case needsPassword(given: Bool)
        case damaged
    }

    /// Opens the PDF held in `bytes`, with `password` when it is protected.
    ///
    /// Poppler reads it from an in-memory file by its descriptor, which poppler owns and
    /// closes: Debian's poppler 22.08 crashes on a wrong password for a document given as
    /// bytes (`poppler_document_new_from_data` and `…_from_bytes` try again on a stream
    /// already freed), and not for one given as a file.
    /// - Parameter libraryPath: the poppler-glib to dlopen; tests name one that is not there.
    package init(
        bytes: [UInt8], password: String?, libraryPath: String = PopplerLibrary.systemLibrary
    ) throws(OpenFailure) {
        guard
            let poppler = libraryPath == Self.systemLibrary
                ? LibPoppler.system : LibPoppler(path: libraryPath)
        else { throw .libraryMissing }
        let file = memfd_create("subhub-statement.pdf", SUBHUB_MFD_CLOEXEC)
        guard file >= 0 else { throw .damaged }
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(file, $0.baseAddress, $0.count) }
            guard count > 0 else {
                close(file)
                throw .damaged
            }
            written += count
        }
        guard lseek(file, 0, SEEK_SET) == 0 else {
            close(file)
            throw .damaged
        }
        var error: UnsafeMutablePointer<SubHubGError>?
        let opened = poppler.newFromFD(file, password, &error)
        guard let opened else {
            let code = error?.pointee.code
            if let error { poppler.errorFree(error) }
            // With a password, any failure is that password's: it is only given once the
            // file said it was protected (a wrong one reads as "damaged" through a file).
            if password != nil { throw .needsPassword(given: true) }
            throw code == Int32(SUBHUB_POPPLER_ERROR_ENCRYPTED)
                ? .needsPassword(given: false) : .damaged
        }
        if let error { poppler.errorFree(error) }
        self.poppler = poppler
        self.document = opened
    }

    deinit {
        poppler.objectUnref(UnsafeMutableRawPointer(document))
    }

    package var pageCount: Int { Int(poppler.pageCount(document)) }

    /// The page's size in points.
    package func size(ofPage index: Int) -> (width: Double, height: Double) {
        guard let page = poppler.page(document, Int32(index)) else { return (0, 0) }
        defer { poppler.objectUnref(UnsafeMutableRawPointer(page)) }
        var width = 0.0
        var height = 0.0
        poppler.pageSize(page, &width, &height)
        return (width, height)
    }

    /// The page's characters in poppler's reading order, each with its box; a line break
    /// poppler puts between lines is a character too. At most `limit` are read.
    package func glyphs(ofPage index: Int, limit: Int) -> [PDFGlyph] {
        guard let page = poppler.page(document, Int32(index)) else { return [] }
        defer { poppler.objectUnref(UnsafeMutableRawPointer(page)) }
        guard let text = poppler.text(page) else { return [] }
        defer { poppler.free(text) }
        var rectangles: UnsafeMutablePointer<SubHubPopplerRectangle>?
        var count: UInt32 = 0
        guard poppler.textLayout(page, &rectangles, &count) != 0, let rectangles else {
            return []
        }
        defer { poppler.free(rectangles) }
        // One rectangle for each character of the page's text, in the same order.
        let scalars = String(cString: text).unicodeScalars
        var glyphs: [PDFGlyph] = []
        glyphs.reserveCapacity(min(Int(count), limit))
        for (offset, scalar) in zip(0..<min(Int(count), limit), scalars) {
            let box = rectangles[offset]
            glyphs.append(
                PDFGlyph(scalar: scalar, x1: box.x1, y1: box.y1, x2: box.x2, y2: box.y2))
        }
        return glyphs
    }

    /// The page drawn in gray at `scale` pixels per point, white where nothing is drawn;
    /// `nil` when it would pass `maximumPixels` or cairo cannot draw it.
    package func render(page index: Int, scale: Double, maximumPixels: Int) -> PDFPageImage? {
        let (width, height) = size(ofPage: index)
        let columns = Int((width * scale).rounded(.up))
        let rows = Int((height * scale).rounded(.up))
        guard columns > 0, rows > 0, columns <= 20_000, rows <= 20_000,
            columns * rows <= maximumPixels,
            let page = poppler.page(document, Int32(index))
        else { return nil }
        defer { poppler.objectUnref(UnsafeMutableRawPointer(page)) }
        guard
            let surface = poppler.surfaceCreate(
                Int32(SUBHUB_CAIRO_FORMAT_RGB24), Int32(columns), Int32(rows))
        else { return nil }
        defer { poppler.surfaceDestroy(surface) }
        guard poppler.surfaceStatus(surface) == 0, let cairo = poppler.cairoCreate(surface)
        else { return nil }
        poppler.cairoSourceRGB(cairo, 1, 1, 1)
        poppler.cairoPaint(cairo)
        poppler.cairoScale(cairo, scale, scale)
        poppler.render(page, cairo)
        poppler.cairoDestroy(cairo)
        poppler.surfaceFlush(surface)
        guard let data = poppler.surfaceData(surface) else { return nil }
        let stride = Int(poppler.surfaceStride(surface))
        var gray = [UInt8](repeating: 255, count: columns * rows)
        for row in 0..<rows {
            let line = data + row * stride
            for column in 0..<columns {
                // Cairo's RGB24 is a native-endian 32-bit word: blue, green, red, unused.
                let pixel = line + column * 4
                let luma = (Int(pixel[2]) * 299 + Int(pixel[1]) * 587 + Int(pixel[0]) * 114) / 1000
                gray[row * columns + column] = UInt8(luma)
            }
        }
        return PDFPageImage(width: columns, height: rows, pixels: gray)
    }
}
