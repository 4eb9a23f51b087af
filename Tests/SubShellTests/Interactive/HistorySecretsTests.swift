import Foundation
import SubLocalization
import TestSupport
import Testing

@testable import SubShell

/// A line holding a connection secret runs but never reaches the history, in memory or on
/// disk; a link refuses to keep any secret keyword, naming it.
@Suite struct HistorySecretsTests {
    @Test(arguments: [
        "link 'dbname=subhub user=ana password=hunter2' --household Casa",
        "vincular \"host=/tmp sslpassword=clave\" --household Casa",
        "link 'host=/tmp password = hunter2' --household Casa",
        "server init 'postgresql://ana:s3cr3t@db.example.org/subhub'",
        "link postgresql://ana@db.example.org/subhub?sslmode=require&password=x --household Casa",
        "link postgres://db.example.org/subhub?sslpassword=x --household Casa",
        "servidor iniciar 'dbname=\"host=/tmp PASSWORD=x\"'",
        "link 'dbname=subhub oauth_client_secret=abc' --household Casa",
        // Quotes inside the keyword do not hide it from the shell's own reading.
        "link pass\"word\"=hunter2 --household Casa",
        // Nor do percent escapes, which libpq decodes in a URI.
        "link postgresql://db.example.org/subhub?pass%77ord=x --household Casa",
        "link 'postgresql://db/subhub?%70assword=x' --household Casa",
        "link 'postgresql://db/subhub?sslpass%77ord=x' --household Casa",
        "link 'postgresql://db/subhub?%50ASSWORD=x' --household Casa",
        // A webhook's token as the URL's user, or as a query word without a value.
        "remind channel add webhook https://T0KEN@hooks.example.org/",
        "remind channel add webhook 'https://hooks.example.org/?T0KEN'",
    ])
    func linesWithSecretsAreFound(line: String) {
        #expect(HistorySecrets.found(in: line))
    }

    @Test(arguments: [
        "link 'dbname=subhub user=ana' --household Casa",
        "link 'postgresql://ana@db.example.org:5432/subhub' --household Casa",
        "link 'postgresql://db1:5432,db2:5433/subhub?user=ana' --household Casa",
        "link 'passfile=/home/ana/.pgpass host=/tmp' --household Casa",
        "add Passwords 2.99 EUR monthly --notes 'password manager'",
        "list",
    ])
    func linesWithoutSecretsAreKept(line: String) {
        #expect(!HistorySecrets.found(in: line))
    }

    @Test func theShellRunsASecretLineButNeverRemembersIt() throws {
        let session = try CommandRunnerTests.session(
            environment: ["SUBHUB_NO_ONBOARDING": "1"])
        let reader = ScriptedReader([
            "link 'host=/nonexistent dbname=subhub user=ana sslpassword=clave' --household Casa",
            "server init 'postgresql://ana:s3cr3t@/subhub?host=/nonexistent'",
            "list",
        ])
        let output = CapturedOutput()
        _ = InteractiveMode(session: session, output: output).run(
            with: reader, terminalHeight: { 40 })
        #expect(reader.remembered == ["list"])
        // The link was refused for its secret, by name, before any connection.
        #expect(output.error.contains("sslpassword"))
        #expect(
            !output.error.contains("clave") && !output.error.contains("s3cr3t"), "\(output.error)")
    }

    /// An earlier version kept every line: those with a secret leave the file before it is
    /// loaded (and saved again with each new line).
    @Test func secretLinesAnEarlierVersionKeptLeaveTheHistoryFile() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("subhub-history-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/history"
        let kept = [
            "_HiStOrY_V2_", "list", "add\\040Netflix\\04012,99",
            "link\\040'dbname=subhub\\040user=ana'\\040--household\\040Casa",
        ]
        let secret = [
            "link\\040'dbname=subhub\\040password=hunter2'\\040--household\\040Casa",
            "link\\040'host=/tmp\\040sslpassword\\040=\\040clave'",
            "server\\040init\\040postgresql://ana:s3cr3t@db/subhub",
            // Written by a vis(3) that spells even `=` in octal: read back before looking.
            "link\\040'dbname\\075x\\040password\\075hunter2'",
        ]
        let original = [
            kept[0], kept[1], secret[0], kept[2], secret[1], kept[3], secret[2], secret[3], "",
        ]
        try original.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        HistorySecrets.scrub(historyFile: path)
        let scrubbed = try String(contentsOfFile: path, encoding: .utf8)
        #expect(scrubbed == (kept + [""]).joined(separator: "\n"))
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]
        #expect((mode as? Int) == 0o600)

        // A file without secrets is not rewritten.
        let before = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate]
        HistorySecrets.scrub(historyFile: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == scrubbed)
        #expect(
            try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
                == before as? Date)
        #expect(HistorySecrets.unvis("a\\040b\\sc\\\\d") == "a b c\\d")
    }

    @Test(arguments: [
        ("host=/nonexistent dbname=subhub sslpassword=clave", "sslpassword"),
        ("postgresql://ana@/subhub?host=/nonexistent&sslpassword=clave", "sslpassword"),
        ("postgresql://ana:clave@/subhub?host=/nonexistent", "password"),
        ("host=/nonexistent password=clave sslpassword=clave", "password"),
    ])
    func aLinkRefusesToKeepAnySecretAndNamesIt(conninfo: String, keyword: String) throws {
        for language in ["en_US.UTF-8", "es_ES.UTF-8", "zh_CN.UTF-8"] {
            let session = try CommandRunnerTests.session(language: language)
            let output = CapturedOutput()
            let status = CommandDriver(session: session, output: output).run(
                .link(conninfo: conninfo, household: "Casa", merge: false))
            #expect(status == 1)
            #expect(output.error.contains(keyword), "\(output.error)")
            #expect(!output.error.contains("clave"))
            #expect(try CommandRunner(session: session).currentLink() == nil)
        }
    }
}

/// Lines typed one after another, then the end of input; what the shell asked to remember.
final class ScriptedReader: LineReading {
    private var lines: [String]
    private(set) var remembered: [String] = []
    var completer: ((String) -> Completion)?

    init(_ lines: [String]) {
        self.lines = lines
    }

    func readLine(prompt: String) -> LineInput {
        lines.isEmpty ? .endOfInput : .line(lines.removeFirst())
    }

    func remember(_ line: String) {
        remembered.append(line)
    }
}

extension HistorySecretsTests {
    /// The keyword and URI rules are matched by hand (no regex engine in the product); over
    /// generated lines they agree with the regular expressions they replaced.
    @Test func handMatchersAgreeWithTheRegularExpressions() throws {
        let keyword = try Regex("(^|[^a-z0-9_])(password|sslpassword|oauth_client_secret)\\s*=")
        let uri = try Regex("postgres(ql)?://[^/@\\s?#]*:[^/@\\s?#]*@")
        let pieces = [
            "password", "sslpassword", "oauth_client_secret", "pass", "word", " ", "\t", "=",
            "_", "a", "9", "x", "postgres://", "postgresql://", "postgres:/", ":", "@", "/",
            "?", "#", "&", "\u{3000}", "ñ", "'", "password=", "_password =", "postgresql://ana:",
            "x@", "postgres://a:b@h", "postgres://a@",
        ]
        var generator = Sample.SeededGenerator(seed: 0x5EC2E7)
        var found = (keyword: 0, uri: 0)
        for _ in 0..<20_000 {
            let count = Int.random(in: 1...8, using: &generator)
            let line = (0..<count).map { _ in
                pieces[Int.random(in: 0..<pieces.count, using: &generator)]
            }.joined()
            let scalars = Array(line.unicodeScalars)
            let expectedKeyword = line.contains(keyword)
            let expectedURI = line.contains(uri)
            #expect(HistorySecrets.hasSecretKeyword(scalars) == expectedKeyword, "\(line)")
            #expect(HistorySecrets.hasURIPassword(scalars) == expectedURI, "\(line)")
            if expectedKeyword { found.keyword += 1 }
            if expectedURI { found.uri += 1 }
        }
        // The generator reaches both answers of both rules.
        #expect(found.keyword > 2_000 && found.uri > 1_000, "\(found)")
    }

    /// The quick look for `=`, `@`, `:` and `/` never keeps a line the rules would find:
    /// over generated lines of keywords, schemes and quotes split anywhere, `found` agrees
    /// with the rules read in full.
    @Test func theQuickLookNeverKeepsASecret() {
        let pieces = [
            "password", "pass", "word", "sslpassword", "oauth_client_secret", "=", " = ", "'",
            "\"", "\\", "postgres", "ql", "://", ":", "/", "@", "https", "http", "hooks.example",
            "?token", "&", "#", "x", "ana", " ", "link ", "remind channel add webhook ", "ñ",
            " https://h.example/x", " password=", " postgres://a:b@h",
        ]
        var generator = Sample.SeededGenerator(seed: 0x9A1C)
        var secrets = 0
        var passedOver = 0
        for _ in 0..<20_000 {
            let count = Int.random(in: 1...10, using: &generator)
            let line = (0..<count).map { _ in
                pieces[Int.random(in: 0..<pieces.count, using: &generator)]
            }.joined()
            let full = HistorySecrets.holdsSecret(line)
            #expect(HistorySecrets.found(in: line) == full, "\(line)")
            if full { secrets += 1 }
            if !HistorySecrets.mayHoldSecret(line) { passedOver += 1 }
        }
        // Both sides are reached: secrets, and lines kept without reading their words.
        #expect(secrets > 2_000 && passedOver > 2_000, "\(secrets), \(passedOver)")
    }
}
