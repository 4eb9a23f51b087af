import Foundation
import SubJSON
import SubStore
import Testing

@testable import SubShell

/// `import statement` run as typed: `--json` proposals, `--pick` and `--min-confidence`.
@Suite struct CommandRunnerImportTests {
    /// Netflix four times (high confidence), a club three times (medium).
    static let statement = """
        Fecha;Concepto;Importe
        05/01/2026;NETFLIX;-12,99
        05/02/2026;NETFLIX;-12,99
        05/03/2026;NETFLIX;-12,99
        05/04/2026;NETFLIX;-12,99
        17/02/2026;CLUB TENIS;-5,00
        17/03/2026;CLUB TENIS;-5,00
        17/04/2026;CLUB TENIS;-5,00

        """

    func names(_ run: ShellRun) throws -> [String] {
        (try? run.store().read().expenses.map(\.name).sorted()) ?? []
    }

    @Test func jsonShowsTheProposalsAndImportsNothing() throws {
        let run = ShellRun()
        let file = try run.file("bank.csv", Self.statement)
        let result = run("--json", "import", "statement", file)
        #expect(result.status == 0)
        #expect(try names(run).isEmpty)
        let document = try #require(JSONParser.parse(result.standard)?.valuesByName)
        guard case .array(let proposals)? = document["proposals"] else {
            Issue.record("no proposals in \(result.standard)")
            return
        }
        #expect(proposals.count == 2)
        let first = try #require(proposals.first?.valuesByName)
        #expect(first["number"]?.number?.int64 == 1)
        #expect(first["name"]?.string == "Netflix")
        #expect(first["merchant"]?.string == "Netflix")
        #expect(first["amount_minor"]?.number?.int64 == 1299)
        #expect(
            first["currency"]?.string == "USD",
            "the profile's currency, in which the amounts were read")
        #expect(first["period"]?.string == "monthly")
        #expect(first["confidence"]?.string == "high")
        #expect(first["first_charge"]?.string == "2026-01-05")
        #expect(first["last_charge"]?.string == "2026-04-05")
        // The first on or after the import's day (29 Nov), the one --yes would save.
        #expect(first["next_charge"]?.string == "2026-12-05")
        #expect(first["imported"] == .bool(false))
        #expect(proposals.last?.valuesByName?["confidence"]?.string == "medium")
    }

    @Test func pickImportsExactlyTheNumbersListed() throws {
        let run = ShellRun()
        let file = try run.file("bank.csv", Self.statement)
        let result = run("import", "statement", file, "--pick", "2", "--yes")
        #expect(result.status == 0, "\(result.error)")
        #expect(try names(run) == ["Club Tenis"] || names(run) == ["CLUB TENIS"])
        #expect(try names(run).count == 1)
        // Numbers that are not listed are a usage error, and nothing is imported.
        let fresh = ShellRun()
        let wrong = fresh("import", "statement", file, "--pick", "1,3-4", "--yes")
        #expect(wrong.status == 2)
        #expect(wrong.error.contains("3"))
        #expect(try names(fresh).isEmpty)
        #expect(fresh("import", "statement", file, "--pick", "uno").status == 2)
    }

    @Test func jsonPickSaysWhatWasImported() throws {
        let run = ShellRun()
        let file = try run.file("bank.csv", Self.statement)
        let result = run("--json", "import", "statement", file, "--pick", "1-2", "--yes")
        #expect(result.status == 0)
        #expect(try names(run).count == 2)
        let document = try #require(JSONParser.parse(result.standard)?.valuesByName)
        guard case .array(let proposals)? = document["proposals"] else {
            Issue.record("no proposals in \(result.standard)")
            return
        }
        #expect(proposals.map { $0.valuesByName?["imported"] } == [.bool(true), .bool(true)])
    }

    @Test func minConfidenceWidensWhatYesTakes() throws {
        let run = ShellRun()
        let file = try run.file("bank.csv", Self.statement)
        #expect(run("import", "statement", file, "--yes").status == 0)
        #expect(try names(run) == ["Netflix"])
        let wider = ShellRun()
        let result = wider("import", "statement", file, "--min-confidence", "medium", "--yes")
        #expect(result.status == 0)
        #expect(try names(wider).count == 2)
        #expect(wider("import", "statement", file, "--min-confidence", "some").status == 2)
    }

    /// Declared in the command table, so help, the man page and completion know them.
    @Test func theNewOptionsAreInHelpTheManPageAndCompletion() {
        let run = ShellRun()
        let help = run("help", "import").standard
        #expect(help.contains("--pick"))
        #expect(help.contains("--min-confidence"))
        let manual = run("manpage").standard
        #expect(manual.contains("min\\-confidence") || manual.contains("min-confidence"))
        let completion = CapturedOutput()
        _ = SubHubApplication.run(
            arguments: ["__complete", "bash", "--", "import", "statement", "x.csv", "--"],
            environment: ["LANG": "en_US.UTF-8", "SUBHUB_DATA_DIR": run.dataRoot],
            output: completion, terminal: .none)
        #expect(completion.standard.contains("--pick"))
        #expect(completion.standard.contains("--min-confidence"))
    }
}
