import Foundation
import Testing

/// One interactive test's world: its own data folder, history file and home, an explicit
/// environment, and the binary under test. Processes start through `SubHubProcess`, the
/// harness every end-to-end test shares.
final class ShellSandbox {
    let folder: URL
    let language: String

    init(language: String = "es_ES.UTF-8") throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("subhub-pty-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("home"),
            withIntermediateDirectories: true)
        self.language = language
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    var dataFolder: String { folder.appendingPathComponent("data").path }
    var historyPath: String { folder.appendingPathComponent("state/history").path }

    /// No LC_* and nothing else from the test runner: results must not depend on who runs them.
    /// The starter pack is not offered (an empty profile is where most tests start); the
    /// onboarding tests clear `SUBHUB_NO_ONBOARDING`.
    func environment(language: String? = nil) -> [String: String] {
        [
            "TERM": "xterm", "LANG": language ?? self.language, "PATH": "/usr/bin:/bin",
            "HOME": folder.appendingPathComponent("home").path,
            "SUBHUB_DATA_DIR": dataFolder, "SUBHUB_HISTORY": historyPath,
            "SUBHUB_NO_ONBOARDING": "1",
        ]
    }

    /// Money as the catalogs print it in the default language: a no-break space before the
    /// euro sign.
    static func euros(_ amount: String) -> String { amount + "\u{00A0}€" }

    /// The interactive shell on a fresh pseudo-terminal; `arguments` go before any command
    /// (`--as-of DAY`), or are a command run once on the terminal. `extra` is added to the
    /// environment, replacing what it names.
    func shell(
        language: String? = nil, arguments: [String] = [], rows: UInt16 = 30,
        columns: UInt16 = 100, extra: [String: String] = [:]
    ) throws -> PseudoTerminal {
        try PseudoTerminal(
            executable: try SubHubProcess.existingBinary().path, arguments: arguments,
            environment: environment(language: language).merging(extra) { $1 }, rows: rows,
            columns: columns)
    }

    /// A one-shot command through pipes (not a terminal); its standard output, and a
    /// recorded failure when it exits non-zero.
    @discardableResult
    func run(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws
        -> String
    {
        let result = try SubHubProcess.run(arguments: arguments, environment: environment())
        if result.status != 0 {
            let message =
                "subhub \(arguments.joined(separator: " ")) exited \(result.status): "
                + result.stdout + result.stderr
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
        return result.stdout
    }

    /// `script` read through a pipe, one command a line, as a script in one process: how a
    /// test fills the profile before a terminal opens on it. What it left behind, and a
    /// recorded failure with its standard error when it exits non-zero.
    @discardableResult
    func runScript(_ script: String, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> ProcessResult
    {
        let result = try SubHubProcess.run(arguments: [], environment: environment(), stdin: script)
        #expect(result.status == 0, "\(result.stderr)", sourceLocation: sourceLocation)
        return result
    }

    /// The profile's rows as `--json list` reports them.
    func listedItems(sourceLocation: SourceLocation = #_sourceLocation) throws -> [[String: Any]] {
        let text = try run(["--json", "list"], sourceLocation: sourceLocation)
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        return object?["items"] as? [[String: Any]] ?? []
    }
}
