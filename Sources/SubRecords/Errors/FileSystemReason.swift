import FoundationEssentials
import Glibc

/// Why a file-system call failed, in the few kinds a user can act on.
///
/// `StoreError.fileSystem` keeps the exact `errno` for logs and tests; users are told this
/// reason instead, worded from the catalogs. glibc's `strerror` text is English whatever
/// the language, and too terse to say what to do.
public enum FileSystemReason: Hashable, Sendable, CaseIterable {
    /// The disk or the user's quota is full.
    case noSpace
    /// The file or its folder may not be written (or read) by this user, or is immutable.
    case permissionDenied
    /// The whole file system is mounted read-only.
    case readOnlyFileSystem
    /// A file was expected and a folder is there.
    case isADirectory
    /// A folder on the way to the file does not exist (or is a file).
    case missingFolder
    /// The file exists and was not to be replaced.
    case alreadyExists
    /// A symbolic link stands where SubHub will not follow one.
    case symbolicLink
    /// Anything else; the sentence names the path only.
    case other

    public init(errno code: Int32) {
        switch code {
        case ENOSPC, EDQUOT, EFBIG: self = .noSpace
        case EACCES, EPERM: self = .permissionDenied
        case EROFS: self = .readOnlyFileSystem
        case EISDIR: self = .isADirectory
        case ENOENT, ENOTDIR: self = .missingFolder
        case EEXIST: self = .alreadyExists
        case ELOOP: self = .symbolicLink
        default: self = .other
        }
    }
}

extension StoreError {
    /// For `.fileSystem`, the reason to word instead of the raw `errno`; `nil` otherwise.
    public var fileSystemReason: FileSystemReason? {
        guard case .fileSystem(_, let code) = self else { return nil }
        return FileSystemReason(errno: code)
    }
}
