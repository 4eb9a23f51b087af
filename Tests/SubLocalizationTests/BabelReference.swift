import Foundation

/// Babel 2.19.0 (Unicode CLDR 49), the reference the CLDR tests compare with: the Python of the
/// virtual environment `make test` lays out (`.build/babel-2.19.0`), else a `python3` on the
/// path that has that Babel. `nil` when neither is there: the tests that need it are then off,
/// except under `make test` (`SUBHUB_REQUIRE_BABEL=1`), where a missing Babel fails them.
enum BabelReference {
    static let isRequired = ProcessInfo.processInfo.environment["SUBHUB_REQUIRE_BABEL"] == "1"

    /// Whether the tests that compare with Babel run: it is there, or it must be.
    static var shouldRun: Bool { python != nil || isRequired }

    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let python: String? = {
        let candidates = [
            repository.appendingPathComponent(".build/babel-2.19.0/bin/python3").path,
            "/usr/bin/env",
        ]
        for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate) {
            let prefix = candidate == "/usr/bin/env" ? ["python3"] : []
            let check = "import babel, sys; sys.exit(babel.__version__ != '2.19.0')"
            if (try? run(candidate, prefix + ["-c", check], input: ""))?.status == 0 {
                return candidate
            }
        }
        return nil
    }()

    /// Runs `script` (relative to the repository) with Babel's Python; its standard output.
    static func run(script: String, arguments: [String] = [], input: String = "") throws
        -> (status: Int32, output: String)
    {
        guard let python else { return (127, "") }
        let prefix = python == "/usr/bin/env" ? ["python3"] : []
        return try run(
            python, prefix + [repository.appendingPathComponent(script).path] + arguments,
            input: input)
    }

    private static func run(_ executable: String, _ arguments: [String], input: String) throws
        -> (status: Int32, output: String)
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Write and read at once: a large answer would otherwise fill the pipe and stall both.
        let writer = Thread {
            stdin.fileHandleForWriting.write(Data(input.utf8))
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
