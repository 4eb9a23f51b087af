import Glibc

/// A whole small file's bytes by plain `open`/`read`, for what the shell reads at every
/// interactive start (the history file).
///
/// `FileManager.contents(atPath:)` gathers the file's attributes into a `[String: Any]` as
/// it reads, and making that dictionary's metadata at run time was 0.3 M instructions of the
/// first prompt, more than reading and scrubbing a thousand lines.
enum FileBytes {
    /// The bytes of the regular file at `path`; `nil` when it cannot be opened or read, or
    /// is not a regular file (a FIFO would block the start).
    static func read(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let got = chunk.withUnsafeMutableBytes {
                Glibc.read(descriptor, $0.baseAddress, $0.count)
            }
            if got < 0, errno == EINTR { continue }
            guard got >= 0 else { return nil }
            if got == 0 { return bytes }
            bytes.append(contentsOf: chunk[..<got])
        }
    }
}
