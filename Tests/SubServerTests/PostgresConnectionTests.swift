import Foundation
import SubServer
import TestSupport
import Testing

/// Connecting within a deadline, and reading a conninfo without connecting.
@Suite(.serialized) struct PostgresConnectionTests {
    @Test func aDeadlineConnectReachesTheCluster() throws {
        _ = try ServerSchemaTests.initialized.get()
        let cluster = try TestCluster.shared.get()
        let connection = try PostgresConnection(
            conninfo: cluster.conninfo("alice"), deadline: .seconds(5))
        #expect(connection.login == "alice")
        #expect(try connection.query("SELECT current_user::text").first?.first == "alice")
    }

    /// A quick connection's statements give up after a few seconds, and a slow one reads as
    /// unreachable; what the user's own conninfo sets wins over SubHub's defaults.
    @Test func quickConnectionsBoundTheirStatementsUnlessTheConninfoSaysOtherwise() throws {
        let cluster = try TestCluster.shared.get()
        let quick = try PostgresConnection(
            conninfo: cluster.conninfo("alice"), deadline: .seconds(5))
        #expect(try quick.query("SHOW statement_timeout").first?.first == "3s")
        try quick.query("SET statement_timeout = 50")
        #expect(throws: ServerError.unreachable) { try quick.query("SELECT pg_sleep(1)") }
        let own = try PostgresConnection(
            conninfo: cluster.conninfo("alice") + " options='-c statement_timeout=1234'",
            deadline: .seconds(5))
        #expect(try own.query("SHOW statement_timeout").first?.first == "1234ms")
        let blocking = try PostgresConnection(
            conninfo: cluster.conninfo("alice") + " application_name=mine")
        #expect(try blocking.query("SHOW application_name").first?.first == "mine")
    }

    /// An explicit command's statements are bounded too: a lock someone holds, or a stalled
    /// server, never keeps `sync` waiting forever.
    @Test func explicitConnectionsBoundEveryStatement() throws {
        let cluster = try TestCluster.shared.get()
        let explicit = try PostgresConnection(conninfo: cluster.conninfo("alice"))
        #expect(try explicit.query("SHOW statement_timeout").first?.first == "30s")
        #expect(try explicit.query("SHOW lock_timeout").first?.first == "15s")
    }

    /// A deadline bounds a whole exchange, not only the connect: a statement still running
    /// at the deadline is cancelled on the server, and the connection is not used again.
    @Test func aDeadlineCoversEveryStatementAfterTheConnect() throws {
        let cluster = try TestCluster.shared.get()
        let quick = try PostgresConnection(
            conninfo: cluster.conninfo("alice"), deadline: .seconds(5))
        quick.deadline = ContinuousClock.now.advanced(by: .milliseconds(200))
        #expect(try quick.query("SELECT 1").first?.first == "1")
        let start = ContinuousClock.now
        #expect(throws: ServerError.unreachable) {
            try quick.query("SELECT pg_sleep(2), 'slept'")
        }
        #expect(start.duration(to: .now) < .milliseconds(1500))
        #expect(throws: ServerError.unreachable) { try quick.query("SELECT 1") }
        // The cancelled statement is gone from the server.
        let observer = try PostgresConnection(conninfo: cluster.conninfo("admin"))
        var running = ["1"]
        for _ in 0..<50 where running != ["0"] {
            running = try observer.query(
                "SELECT count(*) FROM pg_stat_activity WHERE query LIKE '%''slept''%'"
                    + " AND state = 'active' AND pid <> pg_backend_pid()"
            ).map { $0.first.flatMap { $0 } ?? "" }
            if running != ["0"] { usleep(20_000) }
        }
        #expect(running == ["0"])
    }

    @Test func aSocketFolderWithNoServerFailsAtOnce() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let start = ContinuousClock.now
        #expect(throws: ServerError.unreachable) {
            try PostgresConnection(
                conninfo: "host=\(folder) dbname=subhub user=alice", deadline: .milliseconds(50))
        }
        #expect(ContinuousClock.now - start < .seconds(1))
    }

    /// A socket that accepts and never answers: only the deadline ends the wait (libpq's own
    /// `connect_timeout` would wait two seconds at least).
    @Test func aServerThatNeverAnswersIsGivenUpOnAtTheDeadline() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let listener = try Self.silentListener(at: folder + "/.s.PGSQL.5432")
        defer { close(listener) }
        let start = ContinuousClock.now
        #expect(throws: ServerError.unreachable) {
            try PostgresConnection(
                conninfo: "host=\(folder) dbname=subhub user=alice", deadline: .milliseconds(80))
        }
        let elapsed = ContinuousClock.now - start
        #expect(elapsed >= .milliseconds(80))
        #expect(elapsed < .seconds(1))
    }

    @Test(arguments: [
        ("host=/tmp dbname=subhub user=alice", false),
        ("host=/tmp dbname=subhub user=alice password=secret", true),
        ("host=/tmp password='' user=alice", true),
        ("passfile=/home/alice/.pgpass host=/tmp", false),
        ("postgresql://alice@db.example.org/subhub", false),
        ("postgresql://alice:secret@db.example.org/subhub", true),
        ("postgresql://alice@db.example.org/subhub?password=secret", true),
        ("postgres://db.example.org:5433/subhub?user=alice&sslmode=require", false),
        ("dbname='postgresql://alice:secret@db.example.org/subhub'", true),
        ("dbname='host=/tmp password=secret'", true),
        ("dbname=subhub", false),
    ])
    func passwordsAreFoundWhereverLibpqReadsThem(conninfo: String, hasPassword: Bool) throws {
        #expect(try PostgresConnection.conninfoHasPassword(conninfo) == hasPassword)
    }

    @Test(arguments: [
        ("host=/tmp dbname=subhub user=alice", [String]()),
        ("host=/tmp sslpassword=key-secret sslkey=/home/alice/key.pem", ["sslpassword"]),
        ("host=/tmp password=secret sslpassword=other", ["password", "sslpassword"]),
        ("postgresql://alice@db.example.org/subhub?sslpassword=secret", ["sslpassword"]),
        ("postgresql://alice:secret@db.example.org/subhub", ["password"]),
        ("postgresql://alice@db.example.org/subhub?password=secret", ["password"]),
        ("dbname='host=/tmp sslpassword=secret'", ["sslpassword"]),
        ("dbname='postgresql://alice@db.example.org/subhub?sslpassword=x'", ["sslpassword"]),
        ("passfile=/home/alice/.pgpass sslkey=/home/alice/key.pem", [String]()),
    ])
    func everySecretKeywordIsFoundWhereverLibpqReadsIt(conninfo: String, secrets: [String])
        throws
    {
        #expect(try PostgresConnection.conninfoSecrets(conninfo) == secrets)
    }

    @Test(arguments: ["host='/tmp", "just words", "colour=blue", "postgresql://[::1"])
    func anUnparsableConninfoIsTyped(conninfo: String) {
        #expect(throws: ServerError.invalidConninfo) {
            try PostgresConnection.conninfoHasPassword(conninfo)
        }
        #expect(throws: ServerError.invalidConninfo) {
            try PostgresConnection(conninfo: conninfo, deadline: .milliseconds(50))
        }
    }

    @Test func anAddressNamesTheServerWithoutItsSecrets() throws {
        let uri = try ServerAddress(
            conninfo: "postgresql://alice:secret@db.example.org:6543/subhub?sslmode=require")
        #expect(
            uri
                == ServerAddress(
                    host: "db.example.org", port: "6543", database: "subhub", user: "alice"))
        #expect(!uri.isLocalSocket)
        let socket = try ServerAddress(conninfo: "host=/run/postgresql dbname=subhub")
        #expect(socket == ServerAddress(host: "/run/postgresql", database: "subhub"))
        #expect(socket.isLocalSocket)
        #expect(try ServerAddress(conninfo: "service=home") == ServerAddress(service: "home"))
        let nested = try ServerAddress(conninfo: "dbname='host=/tmp dbname=family user=bob'")
        #expect(nested == ServerAddress(host: "/tmp", database: "family", user: "bob"))
    }

    @Test func everyErrorHasAStableCodeThatReadsBack() {
        let errors: [ServerError] =
            [
                .unreachable, .clientLibraryMissing, .authenticationFailed, .permissionDenied,
                .constraintViolated(sqlState: "23505"), .schemaMissing,
                .schemaNewer(found: 3, supported: 2), .failed(sqlState: "XX000"),
                .invalidConninfo, .rowDeleted, .unreadableRow(field: "currency"),
            ] + ServerRule.allCases.map { .ruleViolated($0) }
        for error in errors {
            #expect(ServerError(code: error.code) == error)
        }
        #expect(Set(errors.map(\.code)).count == errors.count)
        #expect(ServerError.permissionDenied.code == "permission_denied")
        #expect(ServerError.rowDeleted.code == "deleted")
        #expect(ServerError.ruleViolated(.currencyMismatch).code == "currency_mismatch")
        #expect(ServerError(code: "no_such_code") == nil)
    }

    // MARK: Helpers

    static func temporaryFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("subhub-socket-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A Unix socket that listens (so libpq's connect succeeds) but never reads or answers.
    static func silentListener(at path: String) throws -> Int32 {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        try #require(descriptor >= 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        try #require(bytes.count < MemoryLayout.size(ofValue: address.sun_path))
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        try #require(bound == 0)
        try #require(listen(descriptor, 8) == 0)
        return descriptor
    }
}
