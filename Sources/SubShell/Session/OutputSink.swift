import FoundationEssentials
import Glibc

/// Where a command's words go: results to standard output, warnings and errors to standard
/// error, so piping `subhub list` into another program carries only the results.
public protocol OutputSink: AnyObject {
    func write(_ text: String)
    /// Writes text already encoded as UTF-8 (blocks of a long report built as bytes).
    func write(utf8 bytes: [UInt8])
    func writeError(_ text: String)
    /// Why standard output could not be written, once it could not; later writes are dropped.
    var outputFailure: OutputFailure? { get }
}

/// Why results could not reach standard output.
public enum OutputFailure: Sendable, Equatable {
    case noSpace
    case closed
    case other(errno: Int32)
}

extension OutputSink {
    public func write(utf8 bytes: [UInt8]) { write(String(decoding: bytes, as: UTF8.self)) }
    public func line(_ text: String = "") { write(text + "\n") }

    /// Writes `texts` as lines, gathered into writes of about 64 KiB: a year of charges is a
    /// million lines, and a system call each cost more than making them.
    public func lines(_ texts: [String]) {
        var chunk = ""
        for text in texts {
            chunk += text
            chunk += "\n"
            if chunk.utf8.count >= 65_536 {
                write(chunk)
                chunk = ""
            }
        }
        if !chunk.isEmpty { write(chunk) }
    }
    public func errorLine(_ text: String) { writeError(text + "\n") }
    public var outputFailure: OutputFailure? { nil }
}

/// The process's real standard output and error, written unbuffered with write(2).
///
/// FileHandle traps on a full disk or a closed descriptor; here a failed write is remembered
/// instead, so the program can stop, say on standard error what was already saved, and exit
/// non-zero. A closed pipe still ends the process with SIGPIPE (exit 141), as `head` expects.
public final class StandardOutput: OutputSink {
    public private(set) var outputFailure: OutputFailure?

    public init() {}

    public func write(_ text: String) { write(utf8: Array(text.utf8)) }

    public func write(utf8 bytes: [UInt8]) {
        guard outputFailure == nil else { return }
        if let errorNumber = Self.writeAll(bytes, to: STDOUT_FILENO) {
            switch errorNumber {
            case ENOSPC, EDQUOT: outputFailure = .noSpace
            case EBADF: outputFailure = .closed
            default: outputFailure = .other(errno: errorNumber)
            }
        }
    }

    public func writeError(_ text: String) {
        _ = Self.writeAll(Array(text.utf8), to: STDERR_FILENO)
    }

    /// Writes every byte, retrying short writes and interruptions; the errno of a failure.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        // A regular file on a full disk may accept the bytes into the page cache and fail only
        // when flushed; /dev/full fails at once. Files of ours are synced where they are written.
        return nil
    }
}

/// Collects output in memory: for tests and for measuring whether output fits the screen.
public final class CapturedOutput: OutputSink {
    public private(set) var standard = ""
    public private(set) var error = ""

    public init() {}

    public func write(_ text: String) { standard += text }
    public func writeError(_ text: String) { error += text }
}
