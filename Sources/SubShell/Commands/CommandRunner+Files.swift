import FoundationEssentials
import Glibc

/// Reading a file the user hands over (`import`, `rates import`).
extension CommandRunner {
    /// The bytes of a file to import. A missing file, a folder or a file this user may not
    /// read is said as such, not as text that is not UTF-8.
    static func importedFileData(_ path: String) throws(CommandFailure) -> Data {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            if code == ENOENT { throw .missingFile(path: path) }
            throw .store(.fileSystem(path: path, errno: code))
        }
        if info.st_mode & S_IFMT == S_IFDIR {
            throw .store(.fileSystem(path: path, errno: EISDIR))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .store(.fileSystem(path: path, errno: access(path, R_OK) != 0 ? errno : EIO))
        }
        return data
    }
}
