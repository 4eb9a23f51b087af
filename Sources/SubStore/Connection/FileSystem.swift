import FoundationEssentials
import Glibc
import SubRecords

/// The few POSIX file operations the store needs, with permissions stated explicitly.
///
/// Foundation's `FileManager` applies the process umask and cannot say "create only if
/// missing" atomically; the store needs both exact modes (0700 folders, 0600 files, so one
/// profile's data is never readable by other users) and `O_EXCL` creation.
enum FileSystem {
    /// Mode of every folder the store creates: owner only.
    static let directoryMode: mode_t = 0o700
    /// Mode of the database file (SQLite gives its -wal and -shm files the same mode).
    static let fileMode: mode_t = 0o600

    /// The folder that contains `path` (`"."` for a bare name).
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// Whether `path` exists as a folder and this process may create files in it. Uses
    /// `access(2)`, which also reports a read-only file system (`EROFS`) to root.
    static func isWritableDirectory(_ path: String) -> Bool {
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
            isDirectory
        else { return false }
        return access(path, W_OK) == 0
    }

    /// Information about `path` (following symbolic links); `nil` when missing.
    static func status(_ path: String) -> stat? {
        var info = stat()
        return stat(path, &info) == 0 ? info : nil
    }

    /// Information about `path` itself, not following a symbolic link; `nil` when missing.
    static func linkStatus(_ path: String) -> stat? {
        var info = stat()
        return lstat(path, &info) == 0 ? info : nil
    }

    /// Whether `path` is a regular file (or a link to one).
    static func isRegularFile(_ info: stat) -> Bool {
        info.st_mode & S_IFMT == S_IFREG
    }

    static func exists(_ path: String) -> Bool { status(path) != nil }

    /// The permission bits of `path` (`0o600`…), or `nil` when it does not exist.
    static func permissions(_ path: String) -> mode_t? {
        status(path).map { $0.st_mode & 0o7777 }
    }

    /// Creates `path` and every missing parent with mode 0700. Folders that already exist
    /// keep their mode: the user may have chosen it (for `--data-dir`, say).
    static func createDirectories(_ path: String) throws(StoreError) {
        var isDirectory = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            if isDirectory { return }
            throw StoreError.fileSystem(path: path, errno: ENOTDIR)
        }
        let parentPath = parent(of: path)
        if parentPath != path, parentPath != "/", parentPath != "." {
            try createDirectories(parentPath)
        }
        if mkdir(path, directoryMode) != 0 {
            let code = errno
            if code == EEXIST { return }  // created by a concurrent process: fine
            throw error(for: code, path: path)
        }
        // mkdir honours the umask; set the exact mode so a lax umask cannot widen it.
        chmod(path, directoryMode)
    }

    /// Creates an empty file with mode 0600 if none exists (never truncates an existing one).
    /// Creating it before SQLite does is what pins the mode of the database and, through
    /// SQLite's rule of copying it, of the -wal and -shm files.
    static func createFileIfMissing(_ path: String) throws(StoreError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, fileMode)
        if descriptor >= 0 {
            fchmod(descriptor, fileMode)
            close(descriptor)
            return
        }
        let code = errno
        if code == EEXIST { return }
        throw error(for: code, path: path)
    }

    /// Reads at most `count` bytes from the start of `path`; `nil` if it cannot be read.
    static func prefix(of path: String, count: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let got = buffer.withUnsafeMutableBytes { raw in
                read(descriptor, raw.baseAddress! + filled, count - filled)
            }
            if got < 0, errno == EINTR { continue }
            if got <= 0 { break }
            filled += got
        }
        return Array(buffer[..<filled])
    }

    /// Sets the mode of `path` if it exists (used to tighten -wal/-shm files defensively).
    static func restrict(_ path: String, to mode: mode_t) {
        if exists(path) { chmod(path, mode) }
    }

    /// Removes `path` and everything under it. A missing path is not an error.
    static func removeTree(_ path: String) throws(StoreError) {
        guard exists(path) else { return }
        do {
            try FileManager.default.removeItem(atPath: path)
        } catch {
            let code = ((error as? CocoaError)?.underlying as? POSIXError)?.code.rawValue
            throw StoreError.fileSystem(path: path, errno: code ?? EIO)
        }
    }

    /// The store error for a failed file-system call on `path`.
    static func error(for code: Int32, path: String) -> StoreError {
        switch code {
        case EACCES, EPERM, EROFS: .readOnly(path: path)
        case ENOSPC, EDQUOT: .diskFull(path: path)
        default: .fileSystem(path: path, errno: code)
        }
    }
}
