import CTesseract
import Glibc
import SubDomain

/// A language tesseract reads, by its pack's name.
public enum OCRLanguage: String, Hashable, Sendable, CaseIterable {
    case english = "eng"
    case spanish = "spa"
    case chinese = "chi_sim"

    /// The Debian package that installs the language's data.
    public var package: String {
        switch self {
        case .english: "tesseract-ocr-eng"
        case .spanish: "tesseract-ocr-spa"
        case .chinese: "tesseract-ocr-chi-sim"
        }
    }
}

/// One word the OCR read: its text, how sure the engine is (0–100) and where it stands.
public struct OCRWord: Hashable, Sendable {
    public let text: String
    /// Tesseract's confidence in the word, 0 (a guess) to 100.
    public let confidence: Double
    public let box: PixelBox
    /// The text line the word belongs to, counted from 0 in reading order.
    public let line: Int

    public init(text: String, confidence: Double, box: PixelBox, line: Int) {
        self.text = text
        self.confidence = confidence
        self.box = box
        self.line = line
    }
}

/// Tesseract's functions, resolved once with dlopen: `subhub` does not link tesseract.
private struct Tesseract: @unchecked Sendable {
    typealias API = OpaquePointer
    typealias Iterator = OpaquePointer
    let create: @convention(c) () -> API?
    let initialize: @convention(c) (API, UnsafePointer<CChar>, UnsafePointer<CChar>) -> Int32
    let setVariable: @convention(c) (API, UnsafePointer<CChar>, UnsafePointer<CChar>) -> Int32
    let setPageSegMode: @convention(c) (API, UInt32) -> Void
    let setImage: @convention(c) (API, UnsafePointer<UInt8>, Int32, Int32, Int32, Int32) -> Void
    let setResolution: @convention(c) (API, Int32) -> Void
    let recognize: @convention(c) (API, UnsafeMutableRawPointer?) -> Int32
    let iterator: @convention(c) (API) -> Iterator?
    let next: @convention(c) (Iterator, UInt32) -> Int32
    let text: @convention(c) (Iterator, UInt32) -> UnsafeMutablePointer<CChar>?
    let confidence: @convention(c) (Iterator, UInt32) -> Float
    let pageIterator: @convention(c) (Iterator) -> OpaquePointer?
    let boundingBox:
        @convention(c) (
            OpaquePointer, UInt32, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>,
            UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>
        ) -> Int32
    let isAtBeginning: @convention(c) (OpaquePointer, UInt32) -> Int32
    let deleteIterator: @convention(c) (Iterator) -> Void
    let deleteText: @convention(c) (UnsafePointer<CChar>) -> Void
    let end: @convention(c) (API) -> Void
    let delete: @convention(c) (API) -> Void

    static let system: Tesseract? = {
        // Tesseract's OpenMP threads fight over a shared machine's cores and make it slower,
        // as its own documentation says: one thread, unless the user chose otherwise.
        setenv("OMP_THREAD_LIMIT", "1", 0)
        return Tesseract(path: "libtesseract.so.5")
    }()

    init?(path: String) {
        guard let library = dlopen(path, RTLD_NOW | RTLD_LOCAL) else { return nil }
        func symbol<T>(_ name: String, as type: T.Type) -> T? {
            dlsym(library, name).map { unsafeBitCast($0, to: type) }
        }
        typealias Text = @convention(c) (API, UnsafePointer<CChar>, UnsafePointer<CChar>) -> Int32
        guard
            let create = symbol("TessBaseAPICreate", as: (@convention(c) () -> API?).self),
            let initialize = symbol("TessBaseAPIInit3", as: Text.self),
            let setVariable = symbol("TessBaseAPISetVariable", as: Text.self),
            let setPageSegMode = symbol(
                "TessBaseAPISetPageSegMode", as: (@convention(c) (API, UInt32) -> Void).self),
            let setImage = symbol(
                "TessBaseAPISetImage",
                as: (@convention(c) (API, UnsafePointer<UInt8>, Int32, Int32, Int32, Int32) -> Void)
                    .self),
            let setResolution = symbol(
                "TessBaseAPISetSourceResolution", as: (@convention(c) (API, Int32) -> Void).self),
            let recognize = symbol(
                "TessBaseAPIRecognize",
                as: (@convention(c) (API, UnsafeMutableRawPointer?) -> Int32).self),
            let iterator = symbol(
                "TessBaseAPIGetIterator", as: (@convention(c) (API) -> Iterator?).self),
            let next = symbol(
                "TessResultIteratorNext", as: (@convention(c) (Iterator, UInt32) -> Int32).self),
            let text = symbol(
                "TessResultIteratorGetUTF8Text",
                as: (@convention(c) (Iterator, UInt32) -> UnsafeMutablePointer<CChar>?).self),
            let confidence = symbol(
                "TessResultIteratorConfidence",
                as: (@convention(c) (Iterator, UInt32) -> Float).self),
            let pageIterator = symbol(
                "TessResultIteratorGetPageIteratorConst",
                as: (@convention(c) (Iterator) -> OpaquePointer?).self),
            let boundingBox = symbol(
                "TessPageIteratorBoundingBox",
                as: (@convention(c) (
                    OpaquePointer, UInt32, UnsafeMutablePointer<Int32>,
                    UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>,
                    UnsafeMutablePointer<Int32>
                ) -> Int32).self),
            let isAtBeginning = symbol(
                "TessPageIteratorIsAtBeginningOf",
                as: (@convention(c) (OpaquePointer, UInt32) -> Int32).self),
            let deleteIterator = symbol(
                "TessResultIteratorDelete", as: (@convention(c) (Iterator) -> Void).self),
            let deleteText = symbol(
                "TessDeleteText", as: (@convention(c) (UnsafePointer<CChar>) -> Void).self),
            let end = symbol("TessBaseAPIEnd", as: (@convention(c) (API) -> Void).self),
            let delete = symbol("TessBaseAPIDelete", as: (@convention(c) (API) -> Void).self)
        else {
            dlclose(library)
            return nil
        }
        self.create = create
        self.initialize = initialize
        self.setVariable = setVariable
        self.setPageSegMode = setPageSegMode
        self.setImage = setImage
        self.setResolution = setResolution
        self.recognize = recognize
        self.iterator = iterator
        self.next = next
        self.text = text
        self.confidence = confidence
        self.pageIterator = pageIterator
        self.boundingBox = boundingBox
        self.isAtBeginning = isAtBeginning
        self.deleteIterator = deleteIterator
        self.deleteText = deleteText
        self.end = end
        self.delete = delete
    }
}

/// Reads the words of a `GrayImage` with tesseract (`libtesseract5`, opened at run time),
/// each with its confidence and box.
public enum OCR {
    /// The Debian package that brings tesseract.
    public static let package = "libtesseract5"
    /// The widest image read as it is: wider ones are reduced first (a 600 dpi scan reads as
    /// well at half its size, in a quarter of the time).
    public static let maximumWidth = 2_600

    /// Where the language packs are: `TESSDATA_PREFIX` when set, else Debian's place.
    public static var dataPath: String {
        if let prefix = getenv("TESSDATA_PREFIX").map({ String(cString: $0) }), !prefix.isEmpty {
            return prefix
        }
        return "/usr/share/tesseract-ocr/5/tessdata"
    }

    /// Whether the language's pack is installed.
    public static func isInstalled(_ language: OCRLanguage) -> Bool {
        access(dataPath + "/" + language.rawValue + ".traineddata", R_OK) == 0
    }

    /// The words of `image` in reading order, read in `languages` (the first leads).
    public static func words(in image: GrayImage, languages: [OCRLanguage]) throws(ImageError)
        -> [OCRWord]
    {
        guard let engine = Tesseract.system else { throw .libraryMissing(package: package) }
        for language in languages where !isInstalled(language) {
            throw .languageMissing(package: language.package)
        }
        let picture = image.reduced(toAtMost: maximumWidth)
        guard let api = engine.create() else { throw .libraryMissing(package: package) }
        defer {
            engine.end(api)
            engine.delete(api)
        }
        let names = languages.map(\.rawValue).joined(separator: "+")
        guard engine.initialize(api, dataPath, names.isEmpty ? "eng" : names) == 0 else {
            throw .languageMissing(package: languages.first?.package ?? OCRLanguage.english.package)
        }
        // Its notes ("Estimating resolution…") never reach the user's terminal.
        _ = engine.setVariable(api, "debug_file", "/dev/null")
        let mode = getenv("SUBHUB_OCR_PSM").flatMap { UInt32(String(cString: $0)) }
        // One block: a bill's label and its right-aligned amount stay on one line, and no
        // line of a phone's page is dropped as a picture (the automatic layout lost some).
        engine.setPageSegMode(api, mode ?? UInt32(PSM_SINGLE_BLOCK.rawValue))
        picture.bytes.withUnsafeBufferPointer { buffer in
            engine.setImage(
                api, buffer.baseAddress!, Int32(picture.width), Int32(picture.height), 1,
                Int32(picture.width))
        }
        // A phone's screenshot or a scan: text a few tens of pixels high, as at 300 dpi.
        engine.setResolution(api, 300)
        guard engine.recognize(api, nil) == 0, let iterator = engine.iterator(api) else {
            return []
        }
        defer { engine.deleteIterator(iterator) }
        let word = UInt32(RIL_WORD.rawValue)
        let textLine = UInt32(RIL_TEXTLINE.rawValue)
        var words: [OCRWord] = []
        var line = -1
        repeat {
            guard let page = engine.pageIterator(iterator) else { break }
            if engine.isAtBeginning(page, textLine) != 0 || line < 0 { line += 1 }
            guard let pointer = engine.text(iterator, word) else { continue }
            let text = String(cString: pointer)
            engine.deleteText(pointer)
            let trimmed = text.trimmingSpaces()
            guard !trimmed.isEmpty else { continue }
            var left: Int32 = 0
            var top: Int32 = 0
            var right: Int32 = 0
            var bottom: Int32 = 0
            _ = engine.boundingBox(page, word, &left, &top, &right, &bottom)
            words.append(
                OCRWord(
                    text: trimmed, confidence: Double(engine.confidence(iterator, word)),
                    box: PixelBox(
                        left: Int(left), top: Int(top), right: Int(right), bottom: Int(bottom)),
                    line: line))
        } while engine.next(iterator, word) != 0
        return words
    }
}
