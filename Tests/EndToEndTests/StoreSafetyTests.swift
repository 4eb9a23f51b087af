import Foundation
import Testing

/// What the store promises under abuse: foreign files left alone, two writers losing
/// nothing, a killed writer leaving a sound database.
@Suite("Store safety")
struct StoreSafetyTests {
    enum Damage: String, CaseIterable, CustomTestStringConvertible {
        case garbage, truncated, foreignSQLite
        var testDescription: String { rawValue }
    }

    @Test(
        "a file that is not a SubHub database: localized error naming it, status 1, untouched",
        arguments: Damage.allCases, Language.allCases)
    func foreignFile(_ damage: Damage, _ language: Language) throws {
        let box = try Sandbox(language)
        let path = box.databasePath()
        switch damage {
        case .garbage:
            var generator = SystemRandomNumberGenerator()
            let bytes = (0..<8192).map { _ in UInt8.random(in: 0...255, using: &generator) }
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent,
                withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        case .truncated:
            let filler = (1...200).map {
                "add \"Row \($0) with a longer name to fill pages\" 5 EUR"
            }
            #expect(try box.script(filler).status == 0)
            let whole = try box.bytes(path)
            for suffix in ["-wal", "-shm"] {
                try? FileManager.default.removeItem(atPath: path + suffix)
            }
            #expect(whole.count > 3000)
            try whole.prefix(whole.count / 2).write(to: URL(fileURLWithPath: path))
        case .foreignSQLite:
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent,
                withIntermediateDirectories: true)
            let made = try box.sqlite(path, "create table t(x); insert into t values (42);")
            #expect(made.status == 0)
        }
        let original = try box.bytes(path)
        let message = language.pick(
            "error: \(path) no es una base de datos de SubHub. No se ha tocado; apártala o usa otro --profile.\n",
            "error: \(path) is not a SubHub database. It was left untouched; move it away or use another --profile.\n"
        )
        for arguments in [
            ["list"], ["--json", "total"], ["add", "Cine", "12", "EUR"], ["upcoming"],
        ] {
            let result = try box.run(arguments)
            #expect(result.status == 1, "\(arguments)")
            if arguments.first == "--json" {
                // The same failure, as JSON where the answer would have been.
                #expect(result.stderr == "", "\(arguments)")
                let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
                let error = (object as? [String: Any])?["error"] as? [String: Any]
                #expect(error?["code"] as? String == "store.not_a_database")
                #expect(
                    (error?["message"] as? String).map { "error: " + $0 + "\n" } == message)
            } else {
                #expect(result.stdout == "", "\(arguments)")
                #expect(result.stderr == message, "\(arguments)")
            }
        }
        let scripted = try box.script(["add Cine 12 EUR"])
        #expect(scripted.status == 1)
        #expect(scripted.stderr == language.pick("línea 1: ", "line 1: ") + message)
        #expect(try box.bytes(path) == original)
        let folder = (path as NSString).deletingLastPathComponent
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["subhub.sqlite"])
    }

    /// Script lines adding `count` uniquely named expenses.
    static func adds(_ prefix: String, _ count: Int) -> String {
        (1...count).map { String(format: "add qz-%@-%04d 1 EUR\n", prefix, $0) }.joined()
    }

    @Test("two processes adding 500 each at once lose nothing", .timeLimit(.minutes(2)))
    func twoWriters() throws {
        let box = try Sandbox(.en)
        let arguments = ["--profile", "tester", "--as-of", box.asOf]
        let first = try SubHubProcess.start(arguments: arguments, environment: box.environment)
        let second = try SubHubProcess.start(arguments: arguments, environment: box.environment)
        first.sendInBackground(Self.adds("a", 500))
        second.sendInBackground(Self.adds("b", 500))
        let results = [first.finish(), second.finish()]
        for result in results {
            #expect(result.status == 0)
            #expect(result.stderr == "")
            #expect(result.lines.count == 500)
        }
        let names = try box.names()
        #expect(names.count == 1000)
        #expect(Set(names).count == 1000)
        let total = try jsonObject(box.run("--json", "total").stdout)
        #expect(total["active_count"] as? Int == 1000)
    }

    @Test(
        "SIGKILL in the middle of a write loop: integrity ok, every printed success is there",
        .timeLimit(.minutes(2)))
    func killedWriter() throws {
        let box = try Sandbox(.en)
        let child = try SubHubProcess.start(
            arguments: ["--profile", "tester", "--as-of", box.asOf], environment: box.environment)
        child.sendInBackground(Self.adds("k", 5000))
        let seen = child.waitForLines(150)
        #expect(seen.count >= 150)
        child.kill()
        let result = child.finish()
        #expect(child.terminationReason == .uncaughtSignal)
        #expect(result.status == SIGKILL)

        // Everything printed before the kill, not only the lines we waited for.
        let printed = result.lines.compactMap { line -> String? in
            guard line.hasPrefix("Added qz-k-") else { return nil }
            return String(line.dropFirst("Added ".count).prefix { $0 != ":" })
        }
        #expect(printed.count >= 150)
        #expect(printed.count < 5000, "the kill came too late to test anything")

        let check = try box.sqlite(box.databasePath(), "PRAGMA integrity_check;")
        #expect(check.stdout == "ok\n")
        let names = Set(try box.names())
        #expect(Set(printed).isSubset(of: names))
        // At most the one command in flight may have committed without its line printed.
        #expect(names.count - printed.count <= 1)
    }
}
