import Foundation

/// What one run of a child process left behind.
struct ProcessResult: Sendable {
    var status: Int32
    var stdout: String
    var stderr: String
    /// Standard output split into lines, without the final empty piece.
    var lines: [String] {
        stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }
    var errorLines: [String] {
        stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }
}

/// Runs the real `subhub` executable (or any program) as a child process, with pipes for
/// standard input, output and error and an environment given in full, never inherited.
enum SubHubProcess {
    /// The package root, from this file's place in it (`Tests/EndToEndTests/Support/`).
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// `SUBHUB_BINARY` (set by `make test` to the release build), else the debug build.
    static let binary: URL = {
        if let path = ProcessInfo.processInfo.environment["SUBHUB_BINARY"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return packageRoot.appendingPathComponent(".build/debug/subhub")
    }()

    /// A child that writes to a closed pipe must not kill the test runner with SIGPIPE.
    private static let ignoreSIGPIPE: Void = { signal(SIGPIPE, SIG_IGN) }()

    static func run(
        arguments: [String], environment: [String: String], stdin: String? = nil,
        executable: URL = binary, directory: URL? = nil
    ) throws -> ProcessResult {
        let child = try start(
            arguments: arguments, environment: environment, executable: executable,
            directory: directory)
        child.send(stdin ?? "")
        child.closeInput()
        return child.finish()
    }

    static func start(
        arguments: [String], environment: [String: String], executable: URL = binary,
        directory: URL? = nil
    ) throws -> RunningProcess {
        _ = ignoreSIGPIPE
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw MissingBinary(path: executable.path)
        }
        return try RunningProcess(
            executable: executable, arguments: arguments, environment: environment,
            directory: directory)
    }

    /// The binary under test, or why it is missing.
    static func existingBinary() throws -> URL {
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw MissingBinary(path: binary.path)
        }
        return binary
    }

    struct MissingBinary: Error, CustomStringConvertible {
        let path: String
        var description: String {
            "no executable at \(path): run `swift build --product subhub` first, or set SUBHUB_BINARY"
        }
    }
}

/// A started child: its output is drained on background threads (so a full pipe never
/// blocks it), and standard output can also be read line by line while it runs.
final class RunningProcess: @unchecked Sendable {
    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let error = Pipe()
    private let lock = NSCondition()
    private var outputData = Data()
    private var errorData = Data()
    private var outputClosed = false
    private var errorClosed = false

    var pid: Int32 { process.processIdentifier }

    init(executable: URL, arguments: [String], environment: [String: String], directory: URL?)
        throws
    {
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        if let directory { process.currentDirectoryURL = directory }
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
        drain(output.fileHandleForReading, isError: false)
        drain(error.fileHandleForReading, isError: true)
    }

    private func drain(_ handle: FileHandle, isError: Bool) {
        Thread.detachNewThread { [self] in
            while true {
                let chunk = handle.availableData
                lock.lock()
                if chunk.isEmpty {
                    if isError { errorClosed = true } else { outputClosed = true }
                } else if isError {
                    errorData.append(chunk)
                } else {
                    outputData.append(chunk)
                }
                lock.broadcast()
                lock.unlock()
                if chunk.isEmpty { return }
            }
        }
    }

    /// Writes to the child's standard input; a child that already quit is not an error.
    func send(_ text: String) {
        guard !text.isEmpty else { return }
        try? input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
    }

    /// Writes on a background thread, for input larger than a pipe holds.
    func sendInBackground(_ text: String, thenClose: Bool = true) {
        Thread.detachNewThread { [self] in
            send(text)
            if thenClose { closeInput() }
        }
    }

    func closeInput() { try? input.fileHandleForWriting.close() }

    /// Waits until standard output holds at least `count` complete lines (or is closed),
    /// and returns them.
    func waitForLines(_ count: Int, timeout: TimeInterval = 60) -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        lock.lock()
        defer { lock.unlock() }
        while true {
            let lines = Self.completeLines(outputData)
            if lines.count >= count || outputClosed { return lines }
            if !lock.wait(until: deadline) { return lines }
        }
    }

    /// Sends SIGKILL: no clean-up, no flushing, no rollback.
    func kill() { _ = Foundation.kill(pid, SIGKILL) }

    /// Waits for the child to end and for both output pipes to close.
    func finish() -> ProcessResult {
        process.waitUntilExit()
        lock.lock()
        while !(outputClosed && errorClosed) { lock.wait() }
        let result = ProcessResult(
            status: process.terminationStatus, stdout: String(decoding: outputData, as: UTF8.self),
            stderr: String(decoding: errorData, as: UTF8.self))
        lock.unlock()
        return result
    }

    var terminationReason: Process.TerminationReason { process.terminationReason }

    private static func completeLines(_ data: Data) -> [String] {
        let text = String(decoding: data, as: UTF8.self)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.removeLast()  // the piece after the last newline is incomplete (or empty)
        return lines
    }
}
