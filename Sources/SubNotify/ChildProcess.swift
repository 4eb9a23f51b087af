import Foundation

/// Runs one program to completion with a deadline: the system tools a reminder goes
/// through (`gdbus`, `sendmail`, `systemctl`, `crontab`) and the user's own command.
///
/// Standard input is written whole, standard output and error are read while the program
/// runs (a chatty program never blocks on a full pipe), and a program still running at the
/// deadline is killed with its process group, so a hung tool cannot hold `remind run`.
public struct ChildProcess: Sendable {
    public struct Result: Sendable {
        /// The exit status; `nil` when it was killed at the deadline or by a signal.
        public let status: Int32?
        public let timedOut: Bool
        public let standardOutput: String
        public let standardError: String

        public var succeeded: Bool { status == 0 }
    }

    public let executable: String
    public let arguments: [String]
    public let environment: [String: String]
    public let timeout: TimeInterval

    public init(
        executable: String, arguments: [String], environment: [String: String],
        timeout: TimeInterval = 30
    ) {
        self.executable = executable
        self.arguments = arguments
        self.environment = environment
        self.timeout = timeout
    }

    /// The first executable called `name` in `path` (a `PATH` value), then in `fallbacks`.
    public static func find(_ name: String, path: String?, fallbacks: [String] = []) -> String? {
        let folders = (path ?? "").split(separator: ":").map(String.init).filter { !$0.isEmpty }
        for candidate in folders.map({ $0 + "/" + name }) + fallbacks
        where access(candidate, X_OK) == 0 {
            var info = stat()
            if stat(candidate, &info) == 0, info.st_mode & S_IFMT == S_IFREG { return candidate }
        }
        return nil
    }

    /// Runs it; throws only when it cannot be started at all.
    public func run(input: Data = Data()) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        let readers = DispatchGroup()
        let collected = Collected()
        for (pipe, isError) in [(stdout, false), (stderr, true)] {
            readers.enter()
            DispatchQueue.global().async {
                let data = pipe.fileHandleForReading.readDataToEndOfFile()
                collected.set(data, isError: isError)
                readers.leave()
            }
        }
        // A program that exits without reading its input must not kill us with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        try? stdin.fileHandleForWriting.write(contentsOf: input)
        try? stdin.fileHandleForWriting.close()
        var timedOut = false
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            kill(-process.processIdentifier, SIGKILL)
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
        }
        // A grandchild may keep the pipes open; give it a moment, then stop waiting.
        _ = readers.wait(timeout: .now() + 2)
        let status: Int32? =
            !timedOut && process.terminationReason == .exit ? process.terminationStatus : nil
        return Result(
            status: status, timedOut: timedOut,
            standardOutput: collected.text(isError: false),
            standardError: collected.text(isError: true))
    }

    /// What the two reader threads hand back.
    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var output = Data()
        private var error = Data()

        func set(_ data: Data, isError: Bool) {
            lock.lock()
            defer { lock.unlock() }
            if isError { error = data } else { output = data }
        }

        func text(isError: Bool) -> String {
            lock.lock()
            defer { lock.unlock() }
            return String(decoding: isError ? error : output, as: UTF8.self)
        }
    }
}
