import SubRecords

/// Checks of the 100-byte SQLite header, read with plain file I/O before SQLite opens the file.
///
/// SQLite reports a damaged file only when it reads the damaged page, which may be long after
/// opening; a truncated file, in particular, can look fine until a query reaches past its
/// end. Checking the header and the size first catches garbage and truncation without
/// writing anything.
enum DatabaseHeader {
    /// "SQLite format 3" and a NUL: the first 16 bytes of every SQLite 3 database.
    static let magic = Array("SQLite format 3\0".utf8)

    /// Throws `notADatabase` unless the file at `path` (of `size` bytes, > 0) starts with a
    /// valid header and is at least as long as the header says.
    static func check(path: String, size: Int64) throws(StoreError) {
        guard size >= 100, let header = FileSystem.prefix(of: path, count: 100),
            header.count == 100,
            Array(header[0..<16]) == magic
        else { throw StoreError.notADatabase(path: path) }
        let rawPageSize = Int64(header[16]) << 8 | Int64(header[17])
        let pageSize = rawPageSize == 1 ? 65_536 : rawPageSize
        guard pageSize >= 512, pageSize <= 65_536, pageSize & (pageSize - 1) == 0 else {
            throw StoreError.notADatabase(path: path)
        }
        // With a non-empty WAL the main file may legitimately be shorter than its newest
        // state (pages not yet checkpointed); SQLite checks those pages itself.
        if let wal = FileSystem.status(path + "-wal"), wal.st_size > 0 { return }
        guard size % pageSize == 0 else { throw StoreError.notADatabase(path: path) }
        // The page count in the header is valid only when its "version valid for" number
        // matches the change counter (offsets 92 and 24).
        if header[24..<28].elementsEqual(header[92..<96]) {
            let pageCount = header[28..<32].reduce(Int64(0)) { $0 << 8 | Int64($1) }
            guard size >= pageCount * pageSize else { throw StoreError.notADatabase(path: path) }
        }
    }
}
