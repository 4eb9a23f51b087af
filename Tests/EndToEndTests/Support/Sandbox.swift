import Foundation
import Testing

/// The two languages every scenario is checked in.
enum Language: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case es, en

    var locale: String { self == .es ? "es_ES.UTF-8" : "en_US.UTF-8" }
    var testDescription: String { locale }

    /// The Spanish or the English text, whichever this language is.
    func pick(_ spanish: String, _ english: String) -> String { self == .es ? spanish : english }
}

/// A private temporary home for one test: its own data directory, HOME and environment.
/// Removed when the test lets go of it, so tests run in parallel without meeting.
final class Sandbox: @unchecked Sendable {
    let root: URL
    let language: Language
    /// The fixed day every date is evaluated on.
    let asOf: String

    init(_ language: Language = .es, asOf: String = "2026-11-29") throws {
        self.language = language
        self.asOf = asOf
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("subhub-e2e-" + UUID().uuidString, isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: dataDirectory, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    var dataDirectory: URL { root.appendingPathComponent("data", isDirectory: true) }

    /// The database of `profile` under this sandbox's data directory.
    func databasePath(profile: String = "tester") -> String {
        dataDirectory.appendingPathComponent(profile).appendingPathComponent("subhub.sqlite").path
    }

    func file(_ name: String) -> URL { root.appendingPathComponent(name) }

    /// A clean environment: nothing inherited, the language set three ways, no LC_* but
    /// LC_ALL, HOME here, and the data directory here.
    var environment: [String: String] {
        [
            "PATH": "/usr/bin:/bin", "HOME": root.path, "USER": "tester", "LOGNAME": "tester",
            "LANG": language.locale, "LC_ALL": language.locale, "LANGUAGE": language.rawValue,
            "SUBHUB_DATA_DIR": dataDirectory.path, "TERM": "dumb",
        ]
    }

    /// `subhub --profile tester --as-of DAY ARGS…`, one-shot, or script mode with `stdin`.
    @discardableResult
    func run(
        _ arguments: [String], stdin: String? = nil, profile: String = "tester",
        globals: [String] = []
    ) throws -> ProcessResult {
        try SubHubProcess.run(
            arguments: ["--profile", profile, "--as-of", asOf] + globals + arguments,
            environment: environment, stdin: stdin)
    }

    @discardableResult
    func run(_ arguments: String..., stdin: String? = nil, profile: String = "tester") throws
        -> ProcessResult
    {
        try run(arguments, stdin: stdin, profile: profile)
    }

    /// Script mode: `lines` joined and piped in, no command on the command line.
    @discardableResult
    func script(_ lines: [String], options: [String] = [], profile: String = "tester") throws
        -> ProcessResult
    {
        try run(options, stdin: lines.map { $0 + "\n" }.joined(), profile: profile)
    }

    /// Runs a command that must succeed without a word on standard error.
    @discardableResult
    func quiet(_ arguments: String..., profile: String = "tester") throws -> ProcessResult {
        let result = try run(arguments, profile: profile)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        #expect(result.stderr == "", "\(arguments)")
        return result
    }

    /// `list --json` parsed: the items of the profile.
    func items(profile: String = "tester") throws -> [[String: Any]] {
        let result = try run(["--json", "list"], profile: profile)
        #expect(result.status == 0, "list --json: \(result.stderr)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        return try #require(object["items"] as? [[String: Any]])
    }

    func names(profile: String = "tester") throws -> [String] {
        try items(profile: profile).compactMap { $0["name"] as? String }
    }

    /// The bytes of a file, to prove it was not touched.
    func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    /// Runs the `sqlite3` shell on a file.
    func sqlite(_ path: String, _ sql: String) throws -> ProcessResult {
        try SubHubProcess.run(
            arguments: [path, sql], environment: ["PATH": "/usr/bin:/bin", "HOME": root.path],
            executable: URL(fileURLWithPath: "/usr/bin/sqlite3"))
    }
}

/// Parses a JSON object printed by `--json`.
func jsonObject(_ text: String) throws -> [String: Any] {
    try #require(
        try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
        "not a JSON object: \(text)")
}

/// U+00A0, the no-break space between a number and its currency sign.
let nbsp = "\u{A0}"
