import Foundation

/// Runs whole processes for the benchmarks: wall time from spawn to exit (or to a prompt on
/// a pseudo-terminal) and the child's peak resident memory from wait4's rusage.
enum ProcessProbe {
    struct Run {
        var seconds: Double
        var peakKiB: Int
        var output: String
        /// Whether it exited by itself with status 0 (not stopped, not failed).
        var succeeded: Bool = true
        /// Whether the deadline passed and the process was killed.
        var stopped: Bool = false
        /// When the first `firstLines` lines had arrived, if asked and they did.
        var firstLinesSeconds: Double?
    }

    /// Spawns `arguments[0]` with `input` (a file, else /dev/null) on standard input and a pipe
    /// on standard output, and waits for it; past `timeout` seconds it is killed. The output
    /// is kept only when `keepOutput` (an export of 100,000 rows is megabytes). Given
    /// `firstLines`, the time the first that many lines took to arrive is noted on the way.
    static func run(
        _ arguments: [String], environment: [String: String], input: String? = nil,
        timeout: Double = 600, keepOutput: Bool = true, firstLines: Int? = nil
    ) -> Run? {
        var fileActions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&fileActions)
        defer { posix_spawn_file_actions_destroy(&fileActions) }
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { return nil }
        posix_spawn_file_actions_adddup2(&fileActions, pipeEnds[1], STDOUT_FILENO)
        posix_spawn_file_actions_addopen(
            &fileActions, STDIN_FILENO, input ?? "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&fileActions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&fileActions, pipeEnds[0])
        let start = DispatchTime.now().uptimeNanoseconds
        var pid: pid_t = 0
        let status = withCStrings(arguments) { argv in
            withCStrings(environment.map { "\($0.key)=\($0.value)" }) { envp in
                posix_spawn(&pid, arguments[0], &fileActions, nil, argv, envp)
            }
        }
        close(pipeEnds[1])
        guard status == 0 else {
            close(pipeEnds[0])
            return nil
        }
        let deadline = start + UInt64(timeout * 1e9)
        var output = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 65536)
        var stopped = false
        var linesToCome = firstLines ?? 0
        var firstLinesSeconds: Double?
        while true {
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else {
                kill(pid, SIGKILL)
                stopped = true
                break
            }
            var descriptor = pollfd(fd: pipeEnds[0], events: Int16(POLLIN), revents: 0)
            let waitMilliseconds = Int32(min(1_000, (deadline - now) / 1_000_000 + 1))
            guard poll(&descriptor, 1, waitMilliseconds) > 0 else { continue }
            let count = read(pipeEnds[0], &buffer, buffer.count)
            if count <= 0 { break }
            if keepOutput { output += buffer[..<count] }
            if linesToCome > 0 {
                linesToCome -= buffer[..<count].count { $0 == 0x0A }
                if linesToCome <= 0 {
                    firstLinesSeconds =
                        Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                }
            }
        }
        close(pipeEnds[0])
        var usage = rusage()
        var exitStatus: Int32 = 0
        _ = wait4(pid, &exitStatus, 0, &usage)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return Run(
            seconds: seconds, peakKiB: Int(usage.ru_maxrss),
            output: String(decoding: output, as: UTF8.self),
            succeeded: !stopped && exitStatus == 0, stopped: stopped,
            firstLinesSeconds: firstLinesSeconds)
    }

    /// The peak resident memory of `arguments`, measured by GNU time (package `time`).
    ///
    /// A child spawned straight from this process would report this process's own resident
    /// size (the rusage high-water mark survives exec), so a small intermediate measures it.
    static func peakKiB(_ arguments: [String], environment: [String: String]) -> Int? {
        let time = "/usr/bin/time"
        guard FileManager.default.isExecutableFile(atPath: time) else { return nil }
        let report = NSTemporaryDirectory() + "subhub-bench-time-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: report) }
        guard run([time, "-f", "%M", "-o", report] + arguments, environment: environment) != nil,
            let text = try? String(contentsOfFile: report, encoding: .utf8)
        else { return nil }
        return Int(
            text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\n").last ?? "")
    }

    /// Starts `arguments` on a new pseudo-terminal and returns the time until `marker`
    /// appears on it. The process is then killed, or, given `answer`, sent that text (`quit`)
    /// and waited for, so a wrapper such as GNU time can finish its report.
    static func timeToMarker(
        _ arguments: [String], environment: [String: String], marker: String,
        answer: String? = nil, timeout: Double = 30
    ) -> Run? {
        var master: Int32 = -1
        var size = winsize(ws_row: 40, ws_col: 120, ws_xpixel: 0, ws_ypixel: 0)
        let start = DispatchTime.now().uptimeNanoseconds
        let pid = forkpty(&master, nil, nil, &size)
        if pid == 0 {
            // The child: exec at once (no Swift runtime work after fork).
            _ = withCStrings(arguments) { argv in
                withCStrings(environment.map { "\($0.key)=\($0.value)" }) { envp in
                    execve(arguments[0], argv, envp)
                }
            }
            _exit(127)
        }
        guard pid > 0 else { return nil }
        var seen = ""
        var buffer = [UInt8](repeating: 0, count: 4096)
        let deadline = start + UInt64(timeout * 1e9)
        var found = false
        while DispatchTime.now().uptimeNanoseconds < deadline {
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 100) > 0 else { continue }
            let count = read(master, &buffer, buffer.count)
            if count <= 0 { break }
            seen += String(decoding: buffer[..<count], as: UTF8.self)
            if seen.contains(marker) {
                found = true
                break
            }
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        if found, let answer {
            _ = answer.utf8CString.withUnsafeBufferPointer {
                write(master, $0.baseAddress, $0.count - 1)
            }
            let answerDeadline = DispatchTime.now().uptimeNanoseconds + 10_000_000_000
            while DispatchTime.now().uptimeNanoseconds < answerDeadline {
                var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
                guard poll(&descriptor, 1, 100) > 0 else { continue }
                if read(master, &buffer, buffer.count) <= 0 { break }
            }
        }
        var usage = rusage()
        var exitStatus: Int32 = 0
        var reaped = false
        if found, answer != nil {
            for _ in 0..<250 {
                if wait4(pid, &exitStatus, WNOHANG, &usage) == pid {
                    reaped = true
                    break
                }
                usleep(20_000)
            }
        }
        if !reaped {
            kill(pid, SIGKILL)
            _ = wait4(pid, &exitStatus, 0, &usage)
        }
        close(master)
        return found ? Run(seconds: seconds, peakKiB: Int(usage.ru_maxrss), output: seen) : nil
    }

    private static func withCStrings<R>(
        _ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R
    ) -> R {
        var pointers = strings.map { strdup($0) }
        pointers.append(nil)
        defer { pointers.forEach { free($0) } }
        return body(pointers)
    }
}
