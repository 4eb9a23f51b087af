import Foundation

/// A throwaway PostgreSQL 15 cluster for the tests: initdb in a temporary folder, run as the
/// unprivileged `postgres` user (via runuser when the tests run as root), Unix socket only
/// (no TCP), trust authentication for the logins the tests create. `shared` is started once
/// per test process; `dedicated()` starts one for a single test, which may `stop()` and
/// `start()` it. Every cluster is stopped when the process exits (a dedicated one also when
/// its test lets go of it).
public final class TestCluster: @unchecked Sendable {
    /// The cluster, or why it could not start (each test then fails with that reason).
    public static let shared: Result<TestCluster, Failure> = {
        do {
            return .success(try TestCluster())
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(description: "\(error)"))
        }
    }()

    /// A cluster of its own, for a test that stops and starts its server: the shared one
    /// serves other suites in parallel and must stay up.
    public static func dedicated() throws -> TestCluster { try TestCluster() }

    public let folder: String
    var dataDirectory: String { folder + "/data" }
    var socketDirectory: String { folder + "/socket" }
    public let database = "subhub"
    /// The logins the tests use; `admin` owns the database and runs `server init`.
    public static let logins = ["admin", "alice", "bob", "carol", "dave"]

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    private init() throws {
        let binaries = try Self.binaryFolder()
        folder =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("subhub-pg-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(
            atPath: socketDirectory, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            atPath: dataDirectory, withIntermediateDirectories: true)
        try Self.handToPostgres(folder)
        Self.register(folder: folder, data: dataDirectory, pgCtl: binaries + "/pg_ctl")
        do {
            // --no-sync: a throwaway cluster needs no fsync of every file (seconds per cluster).
            try Self.run(
                binaries + "/initdb",
                [
                    "-D", dataDirectory, "-U", "postgres", "--auth=trust", "-E", "UTF8",
                    "--no-locale", "--no-sync",
                ]
            )
            try start()
            // One -c each: CREATE DATABASE cannot share a transaction with anything.
            let statements =
                Self.logins.map { "CREATE ROLE \($0) LOGIN" } + [
                    "CREATE DATABASE \(database) OWNER admin"
                ]
            try Self.run(
                binaries + "/psql",
                [
                    "-h", socketDirectory, "-U", "postgres", "-d", "postgres", "-v",
                    "ON_ERROR_STOP=1", "-q",
                ]
                    + statements.flatMap { ["-c", $0] })
        } catch {
            Self.discard(folder)
            throw error
        }
    }

    deinit { Self.discard(folder) }

    /// Starts the server (again), waiting until it accepts connections.
    public func start() throws {
        // The server inherits pg_ctl's output: pipes would never reach end of file.
        try Self.run(
            try Self.binaryFolder() + "/pg_ctl",
            [
                "-D", dataDirectory, "-l", folder + "/server.log", "-w", "-o",
                "-c listen_addresses='' -k \(socketDirectory) -c fsync=off", "start",
            ], detached: true)
    }

    /// Stops the server (fast shutdown: sessions are cut, nothing is lost), waiting until its
    /// socket is gone; its data stays for `start()`.
    public func stop() throws {
        try Self.run(
            try Self.binaryFolder() + "/pg_ctl", ["-D", dataDirectory, "-m", "fast", "-w", "stop"])
    }

    /// A conninfo for `login` on the cluster's socket.
    public func conninfo(_ login: String) -> String {
        "host=\(socketDirectory) dbname=\(database) user=\(login)"
    }

    /// psql as `login`; its output, or the failure with its standard error.
    public func psql(_ login: String, _ sql: String) throws -> String {
        try Self.run(
            (try Self.binaryFolder()) + "/psql",
            [
                "-h", socketDirectory, "-U", login, "-d", database, "-X", "-A", "-t", "-q", "-v",
                "ON_ERROR_STOP=1", "-c", sql,
            ])
    }

    // MARK: Processes

    /// The clusters still to stop (pg_ctl and data folder, by their folder), guarded by
    /// `lock`; the first one registers the exit handler that stops them all.
    nonisolated(unsafe) private static var running: [String: (pgCtl: String, data: String)] = [:]
    nonisolated(unsafe) private static var exitHandlerInstalled = false
    private static let lock = NSLock()

    private static func register(folder: String, data: String, pgCtl: String) {
        lock.lock()
        defer { lock.unlock() }
        running[folder] = (pgCtl, data)
        if !exitHandlerInstalled {
            exitHandlerInstalled = true
            atexit { TestCluster.stopAll() }
        }
    }

    /// Stops the cluster in `folder` if it may run, and removes the folder.
    private static func discard(_ folder: String) {
        lock.lock()
        let entry = running.removeValue(forKey: folder)
        lock.unlock()
        if let (pgCtl, data) = entry {
            _ = try? run(pgCtl, ["-D", data, "-m", "immediate", "-w", "stop"])
        }
        try? FileManager.default.removeItem(atPath: folder)
    }

    private static func stopAll() {
        lock.lock()
        let folders = Array(running.keys)
        lock.unlock()
        for folder in folders { discard(folder) }
    }

    static func binaryFolder() throws -> String {
        let root = "/usr/lib/postgresql"
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        guard let version = versions.sorted().last else {
            throw Failure(description: "PostgreSQL is not installed (make test installs it)")
        }
        return "\(root)/\(version)/bin"
    }

    /// The server refuses to run as root: the folder belongs to `postgres` when we are root.
    private static func handToPostgres(_ path: String) throws {
        guard getuid() == 0 else { return }
        try run("/bin/chown", ["-R", "postgres:postgres", path])
    }

    /// Runs a PostgreSQL program, as `postgres` through runuser when the tests run as root.
    @discardableResult
    static func run(_ executable: String, _ arguments: [String], detached: Bool = false) throws
        -> String
    {
        let process = Process()
        if getuid() == 0, !executable.hasSuffix("/chown") {
            process.executableURL = URL(fileURLWithPath: "/sbin/runuser")
            process.arguments = ["-u", "postgres", "--", executable] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
        }
        process.currentDirectoryURL = URL(fileURLWithPath: "/tmp")
        if detached {
            // Foundation's Process never sees this child exit while the server it started
            // lives on: spawn and wait by hand, every descriptor on /dev/null.
            let words =
                (getuid() == 0 ? ["/sbin/runuser", "-u", "postgres", "--"] : []) + [executable]
                + arguments
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            for descriptor in [Int32(0), 1, 2] {
                posix_spawn_file_actions_addopen(
                    &actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
            }
            let argv = words.map { strdup($0) } + [nil]
            defer { argv.forEach { free($0) } }
            var child: pid_t = 0
            guard posix_spawn(&child, words[0], &actions, nil, argv, environ) == 0 else {
                throw Failure(description: "could not start \(executable)")
            }
            var status: Int32 = 0
            while waitpid(child, &status, 0) == -1 && errno == EINTR {}
            guard status == 0 else {
                throw Failure(
                    description:
                        "\(executable) \(arguments.joined(separator: " ")) failed (\(status))")
            }
            return ""
        }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(
                description: "\(executable) \(arguments.joined(separator: " ")): "
                    + (String(data: err, encoding: .utf8) ?? ""))
        }
        return String(data: out, encoding: .utf8) ?? ""
    }
}
