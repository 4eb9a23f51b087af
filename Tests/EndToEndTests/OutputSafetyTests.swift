import Foundation
import Testing

@Suite("Output safety and packaging")
struct OutputSafetyTests {
    @Test("terminal escape sequences in names never reach the output", arguments: Language.allCases)
    func escapesAreSanitized(_ language: Language) throws {
        let box = try Sandbox(language)
        let added = try box.script([
            "add \"Evil\u{1B}]0;x\u{07}Name\" 5 EUR",
            "add \"Red\u{1B}[31mText\" 3 EUR --notes \"n\u{1B}[2Jote\"",
            "list", "show Evil", "total", "upcoming 60", "risks", "show nothing\u{1B}[5m",
        ])
        let everything = added.stdout + added.stderr
        #expect(!everything.utf8.contains(0x1B))
        #expect(!everything.utf8.contains(0x07))
        #expect(everything.contains("Name"))
        // Not `export csv` to standard output: it is the lossless data, raw bytes included.
        for arguments in [["list"], ["--json", "list"], ["export", "json"], ["show", "red"]] {
            let result = try box.run(arguments)
            #expect(result.status == 0, "\(arguments)")
            #expect(!(result.stdout + result.stderr).utf8.contains(0x1B), "\(arguments)")
        }
        // The data itself is kept as typed: JSON carries it escaped, not raw.
        #expect(try box.names().contains("Evil\u{1B}]0;x\u{07}Name"))
    }

    @Test("a binary copied alone to another folder still speaks Spanish")
    func copiedBinary() throws {
        let box = try Sandbox(.en)
        let lonely = box.root.appendingPathComponent("bin", isDirectory: true)
        try FileManager.default.createDirectory(at: lonely, withIntermediateDirectories: true)
        let copy = lonely.appendingPathComponent("subhub")
        // Under the full suite's load the copy failed now and then with ETXTBSY ("Text file
        // busy"), a transient of many threads spawning processes while one writes an
        // executable; a few tries, not a product change.
        for attempt in 1...5 {
            do {
                try? FileManager.default.removeItem(at: copy)
                try FileManager.default.copyItem(at: SubHubProcess.binary, to: copy)
                break
            } catch let error as NSError
                where attempt < 5
                && (error.userInfo[NSUnderlyingErrorKey] as? NSError)?.code == Int(ETXTBSY)
            {
                usleep(100_000)
            }
        }
        var environment = box.environment
        environment["LANG"] = "C"
        environment["LC_ALL"] = "C"
        environment["LANGUAGE"] = nil
        try box.quiet("add", "Cine", "12", "EUR")
        // Starting the fresh copy can meet ETXTBSY too: a process another test's thread forked
        // while the copy was open for writing still holds it until that child execs.
        func runCopy(_ arguments: [String]) throws -> ProcessResult {
            for attempt in 1... {
                do {
                    return try SubHubProcess.run(
                        arguments: arguments, environment: environment, executable: copy,
                        directory: lonely)
                } catch let error as NSError
                    where attempt < 40
                    && (error.userInfo[NSUnderlyingErrorKey] as? NSError)?.code == Int(ETXTBSY)
                {
                    usleep(100_000)
                }
            }
            fatalError("unreachable")
        }
        let result = try runCopy(["--profile", "tester", "--lang", "es", "total"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        // Words from the embedded Spanish catalog; money follows LC_MONETARY, here C.
        #expect(result.stdout == "€12.00 al mes · 1 activa\n")
        let help = try runCopy(["--lang", "es", "frobnicar"])
        #expect(help.status == 2)
        #expect(
            help.stderr
                == "error: No conozco la orden «frobnicar».\nEscribe «ayuda» para ver todas las órdenes.\n"
        )
    }
}
