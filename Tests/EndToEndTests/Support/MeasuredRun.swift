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
/// that one child: `getrusage(RUSAGE_CHILDREN)` would answer for every child the test
/// runner has waited for, tests running side by side included.
enum MeasuredRun {
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
        // Output goes to files, so no pipe fills while the child runs and nothing in this
        // process reads as it goes.
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, error, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable.path, &actions, nil, argv, envp)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        // WIFEXITED and WEXITSTATUS are macros Swift does not import.
        let signal = status & 0x7F
        return MeasuredResult(
            status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal,
            stdout: (try? String(contentsOfFile: output, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOfFile: error, encoding: .utf8)) ?? "",
            peakMemory: usage.ru_maxrss * 1_024)
    }
}
