import Foundation
import Testing

@testable import SubNotify

/// `ChildProcess` runs the system tools and the user's command: posix_spawn, one poll loop,
/// a deadline that kills the process group.
@Suite struct ChildProcessTests {
    @Test func inputOutputErrorAndStatusComeBack() throws {
        let result = try ChildProcess(
            executable: "/bin/sh", arguments: ["-c", "cat; echo oops >&2; exit 3"],
            environment: ["PATH": "/usr/bin:/bin"]
        ).run(input: Data("hola\n".utf8))
        #expect(result.status == 3)
        #expect(!result.timedOut)
        #expect(result.standardOutput == "hola\n")
        #expect(result.standardError == "oops\n")
    }

    /// More than a pipe holds, both ways: neither side may block the other.
    @Test func largeInputAndOutputDoNotDeadlock() throws {
        let input = Data(repeating: UInt8(ascii: "x"), count: 1_000_000)
        let result = try ChildProcess(
            executable: "/bin/cat", arguments: [], environment: [:], timeout: 20
        ).run(input: input)
        #expect(result.status == 0)
        #expect(result.standardOutput.utf8.count == 1_000_000)
    }

    /// Past the deadline the program and what it started are killed: a hung command cannot
    /// leave a grandchild behind.
    @Test func theDeadlineKillsTheWholeProcessGroup() throws {
        let marker = FileManager.default.temporaryDirectory
            .appendingPathComponent("subhub-child-\(UUID().uuidString)").path
        let started = Date()
        let result = try ChildProcess(
            executable: "/bin/sh",
            arguments: ["-c", "sleep 30 & echo $! > \(marker); wait"],
            environment: ["PATH": "/usr/bin:/bin"], timeout: 1
        ).run()
        #expect(result.timedOut)
        #expect(result.status == nil)
        #expect(Date().timeIntervalSince(started) < 10)
        let pid = try #require(
            Int32(
                try String(contentsOfFile: marker, encoding: .utf8)
                    .trimmingCharacters(in: .whitespacesAndNewlines)))
        try? FileManager.default.removeItem(atPath: marker)
        // The grandchild is gone (or a zombie of init's about to be reaped).
        var gone = false
        for _ in 0..<50 where !gone {
            let state = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
            gone = state.isEmpty || state.contains(") Z ")
            if !gone { usleep(20_000) }
        }
        #expect(gone, "sleep \(pid) outlived its group")
    }

    @Test func aProgramThatCannotStartThrows() {
        #expect(throws: ChildProcess.StartFailure.self) {
            try ChildProcess(
                executable: "/nonexistent/subhub-tool", arguments: [], environment: [:]
            ).run()
        }
    }

    /// A program that exits without reading its input neither kills us with SIGPIPE nor
    /// gets SIGPIPE ignored from us (it gets the default back).
    @Test func anUnreadInputIsNoSignal() throws {
        let result = try ChildProcess(
            executable: "/bin/sh", arguments: ["-c", "exit 0"], environment: [:]
        ).run(input: Data(repeating: 0x41, count: 1_000_000))
        #expect(result.status == 0)
    }
}
