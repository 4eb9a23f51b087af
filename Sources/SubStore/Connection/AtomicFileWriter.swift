import FoundationEssentials
import Glibc
import SubRecords

/// Writes a whole file so that it is either the new bytes or the old file, never a mix.
///
/// The bytes go to a temporary file in the destination's folder (so the rename cannot cross
/// file systems), which is flushed to disk and then renamed over the destination; the
/// folder is flushed too, so the rename survives a power cut. When anything fails (a full
/// disk, a read-only folder, a folder where the file should be) the temporary file is
/// removed and the destination is left exactly as it was, and the failure is a
/// `StoreError.fileSystem` naming the destination, to be worded by its `fileSystemReason`.
///
/// ```swift
/// try AtomicFileWriter.write(Data(text.utf8), to: path, ifExists: .refuse)
/// ```
public enum AtomicFileWriter {
    /// What to do when the destination already exists.
    public enum ExistingFile: Sendable {
        /// Replace it, when it is a regular file: a symbolic link (`ELOOP`) or anything that is
        /// not a file (`notARegularFile`: a named pipe, a device) is refused either way.
        case replace
        /// Leave it and throw `StoreError.fileSystem(path:errno: EEXIST)`: for `--force`.
        case refuse
    }

    /// Writes `data` to `path`.
    ///
    /// - Parameters:
    ///   - ifExists: whether an existing file may be replaced.
    ///   - permissions: the new file's mode, such as `0o600` for private data. `nil` makes
    ///     it like any new file (0666 less the umask), or keeps the mode of the file it
    ///     replaces, as writing into that file would have.
    public static func write(
        _ data: Data, to path: String, ifExists: ExistingFile = .replace,
        permissions: mode_t? = nil
    ) throws(StoreError) {
        let existing = FileSystem.linkStatus(path)
        if let existing {
            switch existing.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFDIR: throw failure(EISDIR, path)
            case S_IFLNK: throw failure(ELOOP, path)
            default: throw StoreError.notARegularFile(path: path)
            }
            if ifExists == .refuse { throw failure(EEXIST, path) }
        }
        let (temporary, descriptor) = try createTemporaryFile(besides: path)
        var isOpen = true
        do throws(StoreError) {
            let replacedMode = existing.flatMap { FileSystem.isRegularFile($0) ? $0 : nil }
                .map { $0.st_mode & 0o7777 }
            if let mode = permissions ?? replacedMode, fchmod(descriptor, mode) != 0 {
                throw failure(errno, path)
            }
            try writeAll(data, to: descriptor, path: path)
            if fsync(descriptor) != 0 { throw failure(errno, path) }
            isOpen = false
            // Some file systems (NFS) report a failed write only when the file is closed.
            if close(descriptor) != 0 { throw failure(errno, path) }
            try moveIntoPlace(temporary, path, ifExists: ifExists)
        } catch {
            if isOpen { close(descriptor) }
            unlink(temporary)
            throw error
        }
        syncFolder(of: path)
    }

    /// A new, empty file next to `path`, created exclusively so another writer's temporary
    /// file is never reused; mode 0666 less the umask, like any new file.
    private static func createTemporaryFile(besides path: String) throws(StoreError)
        -> (String, Int32)
    {
        let folder = FileSystem.parent(of: path)
        let name = path.lastIndex(of: "/").map { path[path.index(after: $0)...] } ?? path[...]
        var code: Int32 = EEXIST
        for _ in 0..<16 {
            let suffix = String(UInt32.random(in: 0...UInt32.max), radix: 36)
            let temporary = folder + "/." + name + "." + suffix + ".tmp"
            let descriptor = open(
                temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
            if descriptor >= 0 { return (temporary, descriptor) }
            code = errno
            if code != EEXIST && code != EINTR { break }
        }
        throw failure(code, path)
    }

    private static func writeAll(_ data: Data, to descriptor: Int32, path: String)
        throws(StoreError)
    {
        let code: Int32? = data.withUnsafeBytes { raw in
            var written = 0
            while written < raw.count {
                let result = Glibc.write(
                    descriptor, raw.baseAddress! + written, raw.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                written += result
            }
            return nil
        }
        if let code { throw failure(code, path) }
    }

    /// Renames the temporary file over `path`; with `.refuse`, links it instead, which fails
    /// if a file appeared at `path` since it was checked (rename would silently replace it).
    private static func moveIntoPlace(
        _ temporary: String, _ path: String, ifExists: ExistingFile
    ) throws(StoreError) {
        switch ifExists {
        case .replace:
            if rename(temporary, path) != 0 { throw failure(errno, path) }
        case .refuse:
            if link(temporary, path) == 0 {
                unlink(temporary)
                return
            }
            let code = errno
            // A file system without hard links (FAT, some network shares): the check made
            // before writing is all there is.
            guard code == EPERM || code == EOPNOTSUPP || code == EMLINK,
                FileSystem.linkStatus(path) == nil
            else { throw failure(code, path) }
            if rename(temporary, path) != 0 { throw failure(errno, path) }
        }
    }

    /// Makes the rename itself durable. A failure here is not reported: the new file is
    /// already in place and complete, and saying "nothing was written" would be false.
    private static func syncFolder(of path: String) {
        let descriptor = open(FileSystem.parent(of: path), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    private static func failure(_ code: Int32, _ path: String) -> StoreError {
        .fileSystem(path: path, errno: code)
    }
}
