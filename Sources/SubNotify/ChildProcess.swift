import FoundationEssentials
import Glibc

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
    ///
    /// `posix_spawn` and one `poll` loop, with no thread: Foundation's `Process` lives in the
    /// ICU half of Foundation, which the product does not link. The child leads a process
    /// group of its own, so the deadline kills what it started too.
    public func run(input: Data = Data()) throws -> Result {
        // A program that exits without reading its input must not kill us with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        let stdin = try Self.pipe()
        let stdout = try Self.pipe()
        let stderr = try Self.pipe()
        let childEnds = [stdin.read, stdout.write, stderr.write]
        let pid: pid_t
        do {
            pid = try spawn(standardStreams: childEnds)
        } catch {
            for end in childEnds + [stdin.write, stdout.read, stderr.read] { close(end) }
            throw error
        }
        // The parent's ends are `collect`'s to close from here on.
        for end in childEnds { close(end) }
        return collect(
            pid: pid, input: input, stdin: stdin.write, outputs: [stdout.read, stderr.read])
    }

    /// The error a program that could not be started reports.
    public struct StartFailure: Error, Sendable {
        public let code: Int32
    }

    private static func pipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        guard Glibc.pipe(&ends) == 0 else { throw StartFailure(code: errno) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }

    private func spawn(standardStreams: [Int32]) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (target, source) in standardStreams.enumerated() {
            posix_spawn_file_actions_adddup2(&actions, source, Int32(target))
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Its own process group, SIGPIPE back to its default, no signal blocked.
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes,
            Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0.key + "=" + $0.value) } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard code == 0 else { throw StartFailure(code: code) }
        return pid
    }

    /// Writes the input, reads both outputs and waits for the exit, all before the deadline.
    private func collect(pid: pid_t, input: Data, stdin: Int32, outputs: [Int32]) -> Result {
        let start = Self.monotonicSeconds()
        let input = [UInt8](input)
        var written = 0
        var writer = stdin
        _ = fcntl(writer, F_SETFL, fcntl(writer, F_GETFL) | O_NONBLOCK)
        if input.isEmpty {
            close(writer)
            writer = -1
        }
        var readers = outputs
        var collected: [[UInt8]] = [[], []]
        var exitStatus: Int32?
        var exited = false
        var timedOut = false
        // A grandchild may keep the pipes open after the program exits; give it a moment.
        var stopReading = Double.infinity
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            if !exited {
                var status: Int32 = 0
                if waitpid(pid, &status, WNOHANG) == pid {
                    exited = true
                    exitStatus = Self.exitCode(status)
                    stopReading = Self.monotonicSeconds() + 2
                }
            }
            let now = Self.monotonicSeconds()
            if !exited && now - start > timeout {
                kill(-pid, SIGKILL)
                kill(pid, SIGKILL)
                var status: Int32 = 0
                _ = waitpid(pid, &status, 0)
                exited = true
                timedOut = true
                stopReading = now + 2
            }
            if exited && (readers.allSatisfy { $0 < 0 } || now > stopReading) { break }
            var descriptors = readers.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            descriptors.append(pollfd(fd: writer, events: Int16(POLLOUT), revents: 0))
            // Once both outputs are closed only the exit is awaited; look again soon.
            let wait = readers.allSatisfy { $0 < 0 } ? 5 : 50
            guard poll(&descriptors, nfds_t(descriptors.count), Int32(wait)) >= 0 || errno == EINTR
            else { break }
            for index in readers.indices where readers[index] >= 0 {
                guard descriptors[index].revents != 0 else { continue }
                let count = read(readers[index], &buffer, buffer.count)
                if count > 0 {
                    collected[index].append(contentsOf: buffer[0..<count])
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    close(readers[index])
                    readers[index] = -1
                }
            }
            if writer >= 0, descriptors[2].revents != 0 {
                let count = input[written...].withUnsafeBytes {
                    write(writer, $0.baseAddress, $0.count)
                }
                if count > 0 { written += count }
                if written == input.count || (count < 0 && errno != EAGAIN && errno != EINTR) {
                    close(writer)
                    writer = -1
                }
            }
        }
        for descriptor in readers + [writer] where descriptor >= 0 { close(descriptor) }
        return Result(
            status: timedOut ? nil : exitStatus, timedOut: timedOut,
            standardOutput: String(decoding: collected[0], as: UTF8.self),
            standardError: String(decoding: collected[1], as: UTF8.self))
    }

    /// The exit code of a program that exited, `nil` for one a signal ended.
    private static func exitCode(_ status: Int32) -> Int32? {
        status & 0x7F == 0 ? (status >> 8) & 0xFF : nil
    }

    private static func monotonicSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
