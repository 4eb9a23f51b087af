import CZip
import Glibc
import SubDomain

/// libzip's functions, resolved once with dlopen: `subhub` does not link libzip, so a machine
/// without it starts every command and is told what is missing only when it opens a workbook.
private struct LibZip {
    typealias Archive = OpaquePointer
    typealias Source = OpaquePointer
    typealias File = OpaquePointer
    typealias ErrorPointer = UnsafeMutablePointer<zip_error_t>?

    let sourceBufferCreate:
        @convention(c) (UnsafeRawPointer?, zip_uint64_t, Int32, ErrorPointer) -> Source?
    let sourceFree: @convention(c) (Source?) -> Void
    let openFromSource: @convention(c) (Source, Int32, ErrorPointer) -> Archive?
    let open: @convention(c) (UnsafePointer<CChar>, Int32, UnsafeMutablePointer<Int32>?) -> Archive?
    let discard: @convention(c) (Archive) -> Void
    let nameLocate: @convention(c) (Archive, UnsafePointer<CChar>, zip_flags_t) -> zip_int64_t
    let statIndex:
        @convention(c) (Archive, zip_uint64_t, zip_flags_t, UnsafeMutablePointer<zip_stat_t>)
            -> Int32
    let fopenIndex: @convention(c) (Archive, zip_uint64_t, zip_flags_t) -> File?
    let fread: @convention(c) (File, UnsafeMutableRawPointer, zip_uint64_t) -> zip_int64_t
    let fclose: @convention(c) (File) -> Int32

    /// The system's libzip, opened on the first workbook; `nil` when it is not installed.
    static let system = LibZip(path: ZipArchive.systemLibrary)

    init?(path: String) {
        guard let library = dlopen(path, RTLD_NOW | RTLD_LOCAL) else { return nil }
        func symbol<T>(_ name: String, as type: T.Type) -> T? {
            dlsym(library, name).map { unsafeBitCast($0, to: type) }
        }
        guard
            let sourceBufferCreate = symbol(
                "zip_source_buffer_create", as: type(of: Self.placeholderBufferCreate)),
            let sourceFree = symbol(
                "zip_source_free", as: (@convention(c) (Source?) -> Void).self),
            let openFromSource = symbol(
                "zip_open_from_source",
                as: (@convention(c) (Source, Int32, ErrorPointer) -> Archive?).self),
            let open = symbol(
                "zip_open",
                as: (@convention(c) (
                    UnsafePointer<CChar>, Int32, UnsafeMutablePointer<Int32>?
                ) -> Archive?).self),
            let discard = symbol("zip_discard", as: (@convention(c) (Archive) -> Void).self),
            let nameLocate = symbol(
                "zip_name_locate",
                as: (@convention(c) (Archive, UnsafePointer<CChar>, zip_flags_t) -> zip_int64_t)
                    .self),
            let statIndex = symbol("zip_stat_index", as: type(of: Self.placeholderStatIndex)),
            let fopenIndex = symbol(
                "zip_fopen_index",
                as: (@convention(c) (Archive, zip_uint64_t, zip_flags_t) -> File?).self),
            let fread = symbol(
                "zip_fread",
                as: (@convention(c) (File, UnsafeMutableRawPointer, zip_uint64_t) -> zip_int64_t)
                    .self),
            let fclose = symbol("zip_fclose", as: (@convention(c) (File) -> Int32).self)
        else {
            dlclose(library)
            return nil
        }
        self.sourceBufferCreate = sourceBufferCreate
        self.sourceFree = sourceFree
        self.openFromSource = openFromSource
        self.open = open
        self.discard = discard
        self.nameLocate = nameLocate
        self.statIndex = statIndex
        self.fopenIndex = fopenIndex
        self.fread = fread
        self.fclose = fclose
    }

    /// What a failed open means for the user: only "not a zip" is told apart from the rest.
    static func openFailure(code: Int32) -> SpreadsheetError {
        switch code {
        case ZIP_ER_NOZIP: .notAZip
        case ZIP_ER_OPEN, ZIP_ER_NOENT: .fileUnreadable
        default: .damaged
        }
    }

    // Only their types are used, to spell the long signatures once.
    private static let placeholderBufferCreate:
        @convention(c) (UnsafeRawPointer?, zip_uint64_t, Int32, ErrorPointer) -> Source? = {
            _, _, _, _ in nil
        }
    private static let placeholderStatIndex:
        @convention(c) (Archive, zip_uint64_t, zip_flags_t, UnsafeMutablePointer<zip_stat_t>)
            -> Int32 = { _, _, _, _ in -1 }
}

/// A zip archive opened read-only with libzip: the only file that imports CZip, as
/// `PostgresConnection` is for libpq. Entries are found by name, ignoring case (Office Open
/// XML part names are case-insensitive), and read whole, never past `maximumSize` for all
/// the entries read together.
package final class ZipArchive {
    /// The libzip every `subhub` opens: Debian's libzip4, the ABI the declarations are from.
    package static let systemLibrary = "libzip.so.4"
    /// The most the entries read may inflate to together: `ReadingLimits.inflatedBytes`.
    /// Counting each entry alone let a workbook of several large parts pass.
    package static let defaultMaximumSize = ReadingLimits.inflatedBytes

    private let zip: LibZip
    private let handle: LibZip.Archive
    private let maximumSize: Int
    /// What the entries read so far inflated to.
    private var inflated = 0

    /// Opens the archive held in `bytes`.
    /// - Parameter libraryPath: the libzip to dlopen; tests name one that is not there to see
    ///   `.zipLibraryMissing`.
    package init(
        bytes: [UInt8], libraryPath: String = ZipArchive.systemLibrary,
        maximumSize: Int = ZipArchive.defaultMaximumSize
    ) throws(SpreadsheetError) {
        zip = try Self.library(at: libraryPath)
        self.maximumSize = maximumSize
        guard !bytes.isEmpty, let copy = malloc(bytes.count) else { throw .notAZip }
        bytes.withUnsafeBytes { copy.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        // With `freep` set the source owns the copy: freed with the source, or with the
        // archive that takes the source over, so the bytes live exactly as long as libzip
        // reads them.
        guard let source = zip.sourceBufferCreate(copy, zip_uint64_t(bytes.count), 1, nil) else {
            free(copy)
            throw .damaged
        }
        var error = zip_error_t()
        guard let archive = zip.openFromSource(source, ZIP_RDONLY, &error) else {
            zip.sourceFree(source)
            throw LibZip.openFailure(code: error.zip_err)
        }
        handle = archive
    }

    /// Opens the archive in the file at `path`; libzip reads only the parts asked for.
    package init(
        path: String, libraryPath: String = ZipArchive.systemLibrary,
        maximumSize: Int = ZipArchive.defaultMaximumSize
    ) throws(SpreadsheetError) {
        zip = try Self.library(at: libraryPath)
        self.maximumSize = maximumSize
        var code: Int32 = 0
        guard let archive = zip.open(path, ZIP_RDONLY, &code) else {
            throw LibZip.openFailure(code: code)
        }
        handle = archive
    }

    deinit { zip.discard(handle) }

    /// The entry's bytes, inflated and checked; `nil` when the archive has no such entry.
    package func entry(named name: String) throws(SpreadsheetError) -> [UInt8]? {
        let index = zip.nameLocate(handle, name, zip_flags_t(ZIP_FL_NOCASE))
        guard index >= 0 else { return nil }
        var stat = zip_stat_t()
        guard zip.statIndex(handle, zip_uint64_t(index), 0, &stat) == 0,
            stat.valid & zip_uint64_t(ZIP_STAT_SIZE) != 0
        else { throw .damaged }
        guard stat.size <= zip_uint64_t(maximumSize - inflated) else {
            throw .tooLarge(limit: maximumSize)
        }
        guard let file = zip.fopenIndex(handle, zip_uint64_t(index), 0) else { throw .damaged }
        defer { _ = zip.fclose(file) }
        let bytes = try read(file, announcedSize: Int(stat.size))
        inflated += bytes.count
        return bytes
    }

    /// Reads `file` to its end into a buffer one byte larger than the size its header
    /// announces: the header is the archive's word, not a fact, so an entry whose data runs
    /// on past it (a forged size) is caught by the byte that should never be filled, and one
    /// that stops short by the count.
    private func read(_ file: LibZip.File, announcedSize: Int) throws(SpreadsheetError)
        -> [UInt8]
    {
        var bytes = [UInt8](repeating: 0, count: announcedSize + 1)
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                zip.fread(
                    file, buffer.baseAddress! + filled, zip_uint64_t(buffer.count - filled))
            }
            // libzip reports a bad checksum or corrupt deflate data as a failed read.
            guard count >= 0 else { throw .damaged }
            if count == 0 { break }
            filled += Int(count)
        }
        guard filled == announcedSize else { throw .damaged }
        bytes.removeLast()
        return bytes
    }

    private static func library(at path: String) throws(SpreadsheetError) -> LibZip {
        let library = path == systemLibrary ? LibZip.system : LibZip(path: path)
        guard let library else { throw .zipLibraryMissing }
        return library
    }
}
