import Foundation
import TestSupport
import Testing

/// 10,000 random command lines (grammar words of both languages, names, amounts, dates,
/// options, control characters and stray quotes) through script mode on one store, in 100
/// processes of 100 lines: every process exits 0, 1 or 2; the database stays intact; and no
/// raw Swift, SQLite, Foundation or ICU text ever reaches the user.
@Suite struct FuzzTests {
    static let commands = [
        "add", "añadir", "list", "lista", "total", "show", "ver", "edit", "editar", "archive",
        "kill", "matar", "restore", "restaurar", "delete", "borrar", "group", "grupo", "confirm",
        "risks", "riesgos", "upcoming", "próximos", "export", "import", "brands", "marcas", "lang",
        "idioma", "help", "ayuda", "profile", "catalog", "", "frobnicate",
    ]
    static let words = [
        "Netflix", "\"Spotify familiar\"", "'HBO Max'", "Disney+", "netf", "3f2a", "ＮＥＴＦＬＩＸ",
        "12,99", "12.99", "1.234", "1,234", "1e20", "-5", "0", "0x10", "2024-01-01", "¥68", "12 €",
        "US$ 5", "99999999999999999999", "5 EUR", "USD", "JPY", "XXX", "mensual", "monthly",
        "quincenal", "every", "3", "weeks", "cada", "semanas", "--next", "2026-12-05", "mañana",
        "31/02/2027", "9999-12-31", "0001-01-01", "5 dic 2026", "--trial-ends", "--shared", "1001",
        "6", "--cap", "--auto", "--yes", "-y", "--json", "--force", "--url", "https://x.example/a",
        "javascript:alert(1)", "--group", "Streaming", "new", "nuevo", "remove", "amount",
        "importe",
        "name", "url", "-", "json", "csv", "es", "en", "zz", "auto", "delete", "\"", "'", "\\",
        "\u{1B}[31m", "\u{1B}]0;x\u{07}", "\u{200B}", "\u{202E}", "\u{FEFF}", "日本", "🎬", "#",
    ]
    static let forbidden = [
        "Fatal error", "Error Domain", "NSCocoaErrorDomain", "NSPOSIXErrorDomain", "SQLITE_",
        "constraint failed", "sqlite3_", "U_ILLEGAL", "U_BUFFER", "Program crashed",
        "Backtrace", ".swift:", "Optional(", "Swift.", "DecodingError",
    ]

    static func line(_ random: inout Sample.SeededGenerator) -> String {
        var parts = [commands.randomElement(using: &random)!]
        for _ in 0..<Int.random(in: 0...5, using: &random) {
            if Int.random(in: 0..<12, using: &random) == 0 {
                // A word of random scalars, control characters included.
                let scalars = (0..<Int.random(in: 1...6, using: &random)).compactMap { _ in
                    Unicode.Scalar(UInt32.random(in: 1...0x2FFF, using: &random))
                }
                parts.append(String(String.UnicodeScalarView(scalars)))
            } else {
                parts.append(words.randomElement(using: &random)!)
            }
        }
        return parts.joined(separator: " ").replacingOccurrences(of: "\n", with: " ")
    }

    @Test(.timeLimit(.minutes(5)))
    func tenThousandRandomLinesNeverCrashLeakOrCorrupt() throws {
        let sandbox = try Sandbox(.es)
        var random = Sample.SeededGenerator(seed: 0x5EED_F0CC)
        var exitCodes: Set<Int32> = []
        for chunk in 0..<100 {
            var environment = sandbox.environment
            if chunk % 2 == 1 {
                environment["LANG"] = "en_US.UTF-8"
                environment["LC_ALL"] = "en_US.UTF-8"
                environment["LANGUAGE"] = "en"
            }
            let lines = (0..<100).map { _ in Self.line(&random) }
            let result = try SubHubProcess.run(
                arguments: ["--profile", "tester", "--as-of", sandbox.asOf],
                environment: environment, stdin: lines.joined(separator: "\n") + "\n",
                directory: sandbox.root)
            exitCodes.insert(result.status)
            #expect([0, 1, 2].contains(result.status), "chunk \(chunk): \(result.stderr)")
            for pattern in Self.forbidden {
                #expect(
                    !result.stdout.contains(pattern) && !result.stderr.contains(pattern),
                    "chunk \(chunk) printed \(pattern):\n\(result.stderr)")
            }
        }
        #expect(exitCodes.contains(1), "the fuzz never hit a failing line: it tests nothing")
        let database = sandbox.databasePath()
        if FileManager.default.fileExists(atPath: database) {
            let check = try sandbox.sqlite(database, "PRAGMA integrity_check;")
            #expect(check.stdout == "ok\n", "\(check.stdout)\(check.stderr)")
        }
    }
}
