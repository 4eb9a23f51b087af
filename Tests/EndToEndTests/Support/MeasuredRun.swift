import Foundation

/// What a child run to its end left behind, with its peak memory.
struct MeasuredResult: Sendable {
    var status: Int32
    var stdout: String
    var stderr: String
    /// The child's peak resident set, in bytes.
    var peakMemory: Int
}

/// Runs a program to its end and reports its peak memory from `wait4`'s resource usage of
/// that one child, spawned by a small Python parent (`/usr/bin/python3`). Not spawned from
/// here: Linux counts, in a child's peak, the memory of the process it was forked from until
/// its exec, so a child of a test runner of 375 MB "peaks" at 375 MB whatever it does. And
/// not `getrusage(RUSAGE_CHILDREN)`, which answers for every child the runner has waited
/// for, tests running side by side included.
enum MeasuredRun {
    /// Forks the program with its output in two files, waits for it, and prints its exit
    /// status and peak resident set (KiB) on its own standard output.
    private static let parent = """
        import os, sys
        out, err, argv = sys.argv[1], sys.argv[2], sys.argv[3:]
        pid = os.fork()
        if pid == 0:
            os.dup2(os.open("/dev/null", os.O_RDONLY), 0)
            os.dup2(os.open(out, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600), 1)
            os.dup2(os.open(err, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600), 2)
            os.execve(argv[0], argv, os.environ)
        _, status, usage = os.wait4(pid, 0)
        print(os.waitstatus_to_exitcode(status), usage.ru_maxrss)
        """

    static func run(
        arguments: [String], environment: [String: String],
        executable: URL = SubHubProcess.binary
    ) throws -> MeasuredResult {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw SubHubProcess.MissingBinary(path: executable.path)
        }
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("subhub-measured-" + UUID().uuidString, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("stdout").path
        let error = folder.appendingPathComponent("stderr").path
        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        python.arguments = ["-c", parent, output, error, executable.path] + arguments
        python.environment = environment
        let report = Pipe()
        python.standardOutput = report
        python.standardInput = FileHandle.nullDevice
        try python.run()
        let answer = String(
            decoding: report.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        python.waitUntilExit()
        let fields = answer.split(separator: " ").compactMap {
            Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        guard python.terminationStatus == 0, fields.count == 2 else {
            throw POSIXError(.ECHILD)
        }
        // A signal's death is a negative code from Python; the shell's 128 + N, as elsewhere.
        let status = fields[0] < 0 ? 128 - fields[0] : fields[0]
        return MeasuredResult(
            status: Int32(status),
            stdout: (try? String(contentsOfFile: output, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOfFile: error, encoding: .utf8)) ?? "",
            peakMemory: fields[1] * 1_024)
    }
}
