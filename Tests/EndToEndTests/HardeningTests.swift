import Foundation
import Testing

/// Hardening on the real binary: output that cannot be written, odd input files, hostile
/// bytes on a terminal. Exit codes are 0, 1 or 2, never a crash.
@Suite struct HardeningTests {
    /// Runs the binary through `sh` so standard output can be pointed somewhere odd.
    static func runRedirected(_ sandbox: Sandbox, _ redirection: String, _ arguments: [String])
        throws -> ProcessResult
    {
        try SubHubProcess.run(
            arguments: ["-c", "exec \"$0\" \"$@\" \(redirection)", SubHubProcess.binary.path]
                + ["--profile", "tester", "--as-of", sandbox.asOf] + arguments,
            environment: sandbox.environment, executable: URL(fileURLWithPath: "/bin/sh"))
    }

    @Test(arguments: Language.allCases)
    func aFullDiskForOutputIsAnErrorNotACrashOrSuccess(language: Language) throws {
        let sandbox = try Sandbox(language)
        try sandbox.quiet("add", "Netflix", language.pick("12,99", "12.99"))
        let result = try Self.runRedirected(sandbox, "> /dev/full", ["total"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                language.pick("no queda espacio en el disco", "the disk is full")))
        #expect(!result.stderr.contains("Fatal error"))
    }

    @Test func aClosedOutputStillSavesAndSaysSoOnStandardError() throws {
        let sandbox = try Sandbox(.es)
        let result = try Self.runRedirected(sandbox, ">&-", ["añadir", "Netflix", "12,99"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("Lo que ya se hizo está guardado"))
        let names = try sandbox.run("--json", "list").stdout
        #expect(names.contains("\"Netflix\""))
    }

    @Test func aScriptStopsAtTheFirstOutputThatCannotBeWritten() throws {
        let sandbox = try Sandbox(.es)
        let script = sandbox.file("script.txt")
        try "añadir Uno 1\nañadir Dos 2\nañadir Tres 3\n".write(
            to: script, atomically: true, encoding: .utf8)
        let result = try Self.runRedirected(sandbox, "> /dev/full < \(script.path)", [])
        #expect(result.status == 1)
        let listed = try sandbox.run("--json", "list").stdout
        #expect(listed.contains("\"Uno\""))
        #expect(!listed.contains("\"Dos\""))
    }

    @Test func aByteOrderMarkStartingAScriptIsNotAWord() throws {
        let sandbox = try Sandbox(.es)
        let result = try sandbox.run([], stdin: "\u{FEFF}añadir Netflix 12,99\ntotal\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("12,99"))
    }

    @Test(arguments: Language.allCases)
    func aSymbolAndACodeThatDisagreeAreRefusedNamingBoth(language: Language) throws {
        let sandbox = try Sandbox(language)
        let result = try sandbox.run("add", "A", "12 €", "USD")
        #expect(result.status == 2)
        #expect(result.stderr.contains("EUR") && result.stderr.contains("USD"), "\(result.stderr)")
        #expect(try sandbox.run("--json", "list").stdout.contains("\"items\":[]"))
    }

    /// Added on 31 January without a date: 28 February, then back to the 31st in March.
    @Test func chargesKeepTheDayTheyWereAddedOn() throws {
        let sandbox = try Sandbox(.en, asOf: "2027-01-31")
        try sandbox.run("add", "Gym", "10")
        let first = try sandbox.run("--json", "list").stdout
        #expect(first.contains("\"next_charge\":\"2027-02-28\""), "\(first)")
        let later = try SubHubProcess.run(
            arguments: ["--profile", "tester", "--as-of", "2027-03-01", "--json", "list"],
            environment: sandbox.environment)
        #expect(later.stdout.contains("\"next_charge\":\"2027-03-31\""), "\(later.stdout)")
    }

    @Test(arguments: ["9999-12-31", "0001-01-01", "1899-12-31"])
    func daysSubHubCannotKeepAreAUsageErrorInWords(day: String) throws {
        let sandbox = try Sandbox(.en)
        let result = try SubHubProcess.run(
            arguments: ["--profile", "tester", "--as-of", day, "add", "X", "5"],
            environment: sandbox.environment)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains(day), "\(result.stderr)")
        #expect(!result.stderr.contains("CHECK") && !result.stderr.contains("constraint"))
    }

    @Test(arguments: Language.allCases)
    func anExportNeverOverwritesAFileUnlessForced(language: Language) throws {
        let sandbox = try Sandbox(language)
        try sandbox.quiet("add", "Netflix", language.pick("12,99", "12.99"))
        let file = sandbox.file("export.json")
        try "keep me".write(to: file, atomically: true, encoding: .utf8)
        let refused = try sandbox.run("export", "json", file.path)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("--force"), "\(refused.stderr)")
        #expect(try String(contentsOf: file, encoding: .utf8) == "keep me")
        let forced = try sandbox.run("export", "json", file.path, "--force")
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try String(contentsOf: file, encoding: .utf8).contains("Netflix"))
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions]
        #expect(mode as? Int == 0o600)
    }

    @Test func aSymlinkedProfileFolderIsRefusedBeforeAnythingIsDeleted() throws {
        let sandbox = try Sandbox(.en)
        try sandbox.run(["add", "Netflix", "12.99"], profile: "real")
        try FileManager.default.createSymbolicLink(
            at: sandbox.dataDirectory.appendingPathComponent("alias"),
            withDestinationURL: sandbox.dataDirectory.appendingPathComponent("real"))
        let result = try sandbox.run("profile", "delete", "alias", "--yes")
        #expect(result.status == 1, "\(result.stdout)")
        #expect(!result.stderr.contains("Error Domain"))
        #expect(FileManager.default.fileExists(atPath: sandbox.databasePath(profile: "real")))
    }

    /// Long or odd locale names once crashed ICU (SIGSEGV): now they fall back like `C`,
    /// with money and dates on screen (ICU's own default locale, read from the environment,
    /// crashed the first amount formatted; an empty profile formats none).
    @Test(arguments: ["LANG", "LC_ALL", "LC_MESSAGES", "LC_MONETARY", "LC_TIME"])
    func malformedLocaleNamesFallBackInsteadOfCrashing(variable: String) throws {
        let sandbox = try Sandbox(.en)
        try sandbox.run([
            "--as-of", "2026-11-29", "add", "Netflix", "12.99", "EUR", "--next", "2026-12-05",
        ])
        for value in [
            "abcdefghijkl", String(repeating: "x", count: 300),
            "es_ES.UTF-8@" + String(repeating: "q", count: 80),
            "../../etc/passwd",
            "es_ES.UTF-8@currency=EUR;calendar=" + String(repeating: "z", count: 40),
        ] {
            var environment = sandbox.environment
            environment["LC_ALL"] = nil
            environment["LANGUAGE"] = nil
            environment[variable] = value
            for command in [["total"], ["list"], ["upcoming"], ["show", "Netflix"], ["risks"]] {
                let result = try SubHubProcess.run(
                    arguments: ["--as-of", "2026-11-29"] + command, environment: environment)
                #expect(result.status == 0, "\(variable)=\(value) \(command): \(result.stderr)")
                #expect(
                    result.stdout.contains("12.99") || result.stdout.contains("12,99")
                        || command == ["risks"], "\(variable)=\(value) \(command): \(result.stdout)"
                )
            }
        }
    }

    @Test func aNameSavedAsItsBrandSaysSo() throws {
        let sandbox = try Sandbox(.es)
        let typed = try sandbox.run("añadir", "netflix", "12,99")
        #expect(!typed.stdout.contains("Escribiste"), "case alone is not a rename")
        let renamed = try sandbox.run("añadir", "Office", "99,99")
        // "Office" is one of Microsoft 365's aliases in the brand data: a rename, said aloud.
        #expect(renamed.stdout.contains("Microsoft 365"), "\(renamed.stdout)")
        #expect(renamed.stdout.contains("Escribiste «Office»"), "\(renamed.stdout)")
        let kept = try sandbox.run("añadir", "Extra0", "5")
        #expect(kept.stdout.contains("Extra0") && !kept.stdout.contains("Escribiste"))
    }
}
