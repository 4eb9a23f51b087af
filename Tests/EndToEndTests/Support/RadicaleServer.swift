import Foundation
import TestSupport

/// A Radicale CalDAV server (Debian `radicale`) the test starts on 127.0.0.1, with its own
/// storage folder and one login, `ana` / `s3cret` (htpasswd, plain), and stops with the test.
final class RadicaleServer {
    struct StartFailed: Error {}

    static let user = "ana"
    static let password = "s3cret"

    let port: Int
    let folder: URL
    private let process: Process

    /// The address of a collection of `ana`'s.
    func collection(_ name: String) -> String { "http://127.0.0.1:\(port)/ana/\(name)/" }

    init() throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("subhub-radicale-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let users = folder.appendingPathComponent("users")
        try "\(Self.user):\(Self.password)\n".write(to: users, atomically: true, encoding: .utf8)
        port = LoopbackPort.free()
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [
            "-m", "radicale", "--server-hosts", "127.0.0.1:\(port)",
            "--storage-filesystem-folder", folder.appendingPathComponent("storage").path,
            "--auth-type", "htpasswd", "--auth-htpasswd-filename", users.path,
            "--auth-htpasswd-encryption", "plain", "--logging-level", "warning",
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Ready when it accepts a connection: up to five seconds.
        for _ in 0..<100 {
            if Self.accepts(port) { return }
            usleep(50_000)
        }
        kill(process.processIdentifier, SIGKILL)
        throw StartFailed()
    }

    deinit {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: folder)
    }

    /// Runs `Tests/Scripts/caldav_collection.py COMMAND URL USER PASSWORD EXTRA…`.
    func client(_ command: String, _ url: String, _ extra: [String] = []) throws -> ProcessResult {
        let script = SubHubProcess.packageRoot.appendingPathComponent(
            "Tests/Scripts/caldav_collection.py")
        return try SubHubProcess.run(
            arguments: [script.path, command, url, Self.user, Self.password] + extra,
            environment: ["PATH": "/usr/bin:/bin", "LC_ALL": "C.UTF-8"],
            executable: URL(fileURLWithPath: "/usr/bin/python3"))
    }

    private static func accepts(_ port: Int) -> Bool {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }
}
