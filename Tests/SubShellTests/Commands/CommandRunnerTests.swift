import Foundation
import SubDomain
import SubLocalization
import SubRecords
import SubStore
import TestSupport
import Testing

@testable import SubShell

/// The command layer in-process: commands return typed results (no sentences to parse), the
/// presenter words them, the driver answers confirmations the mode's way.
@Suite struct CommandRunnerTests {
    static let today = CivilDate(iso: "2026-11-29")!

    /// A session on a fresh profile folder, in `language`, with `environment` added.
    static func session(
        language: String = "es_ES.UTF-8", json: Bool = false, environment: [String: String] = [:]
    ) throws -> Session {
        let root = ScratchFolder.path("runner")
        let environment = environment.merging(["LANG": language, "SUBHUB_DATA_DIR": root]) {
            _, fixed in fixed
        }
        return Session(
            environment: environment,
            options: try GlobalOptions.parse(json ? ["--json"] : []),
            localizer: Localizer.fromEnvironment(environment), today: today,
            location: try StoreLocation(dataRoot: root, profile: "default"), colors: .none)
    }

    static func add(_ session: Session, _ name: String, _ amount: String) throws {
        let request = try AddRequest(session, name: name, amount: amount)
        _ = try CommandRunner(session: session).execute(.add(request))
    }

    @Test func archivingAGroupReturnsItsMembersAndTheRealDrop() throws {
        let session = try Self.session()
        try Self.add(session, "Spotify", "9,99")
        try Self.add(session, "Netflix", "12,99")
        let runner = CommandRunner(session: session)
        _ = try runner.execute(
            .groupNew(
                name: "Casa", cap: .manual(amountText: "15"), members: ["Spotify", "Netflix"]))
        let before = try session.readLedger().monthlyTotals.first?.monthlyMinor
        let outcome = try runner.execute(.archive(name: "Casa"))
        guard case .report(let report) = outcome.result,
            case .archived(let cascade, let drop, _, _, let ledger, _) = report as? ChangeReport
        else {
            Issue.record("expected .archived, got \(outcome.result)")
            return
        }
        #expect(cascade.target.name == "Casa")
        #expect(Set(cascade.cascaded.map(\.name)) == ["Spotify", "Netflix"])
        #expect(drop == [Money(minorUnits: before ?? -1, currency: try CurrencyCode("EUR"))])
        #expect(ledger.monthlyTotals.allSatisfy { $0.monthlyMinor == 0 })
    }

    /// A member `group new` or `group add` takes from another group says so: that group's
    /// charge changes with it. It once moved without a word, leaving a capped group alone.
    @Test func aMemberTakenFromAnotherGroupIsNamed() throws {
        let session = try Self.session(language: "en_US.UTF-8")
        try Self.add(session, "Cine", "12 EUR")
        try Self.add(session, "Teatro", "9 EUR")
        let runner = CommandRunner(session: session)
        _ = try runner.execute(
            .groupNew(
                name: "Ocio", cap: .manual(amountText: "20 EUR"), members: ["Cine", "Teatro"]))
        let created = try runner.execute(
            .groupNew(name: "Pack", cap: .automatic, members: ["Cine"]))
        let extended = try runner.execute(.groupAdd(group: "Pack", members: ["Teatro"]))
        var lines: [String] = []
        for outcome in [created, extended] {
            let output = CapturedOutput()
            try Presenter(
                localizer: session.localizer, today: Self.today, colors: .none, json: false
            )
            .present(outcome, to: output)
            lines += output.standard.split(separator: "\n").map(String.init)
        }
        #expect(lines.contains("Cine left Ocio."))
        #expect(lines.contains("Teatro left Ocio."))
        // Moving within the same group, or into a first group, names nothing.
        let again = try runner.execute(.groupAdd(group: "Pack", members: ["Cine"]))
        guard case .report(let report) = again.result,
            case .groupExtended(_, _, let moved, _) = report as? GroupsReport
        else {
            Issue.record("expected .groupExtended, got \(again.result)")
            return
        }
        #expect(moved.isEmpty)
    }

    /// An empty automatic group takes its first member's currency and period, and says so:
    /// the value was chosen for the user.
    @Test func anEmptyGroupTakingItsMembersCurrencySaysSo() throws {
        let session = try Self.session(language: "en_US.UTF-8")
        let runner = CommandRunner(session: session)
        var request = try AddRequest(session, name: "Books", amount: "60 EUR")
        request.period = .annual
        _ = try runner.execute(.add(request))
        _ = try runner.execute(.groupNew(name: "Pack", cap: .automatic, members: []))
        let added = try runner.execute(.groupAdd(group: "Pack", members: ["Books"]))
        #expect(added.notes.map(\.key) == [.resultGroupAdopted])
        #expect(added.notes.first?.arguments["currency"] == .text("EUR"))
        let again = try runner.execute(.groupAdd(group: "Pack", members: ["Books"]))
        #expect(again.notes.isEmpty)
    }

    /// A file of broken JSON is refused as JSON: `[1,2` was called a CSV file without its
    /// columns.
    @Test func brokenJSONIsRefusedAsJSON() throws {
        let session = try Self.session(language: "en_US.UTF-8")
        let path = ScratchFolder.make("import-json") + "/broken.json"
        for text in ["[1,2", "  [{\"name\": 1}]", "{\"format\": "] {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            do {
                _ = try CommandRunner(session: session).execute(.importFile(path: path))
                Issue.record("\(text) was imported")
            } catch .exchange(.malformedDocument(format: .json)) {
            } catch {
                Issue.record("\(text): \(error)")
            }
        }
    }

    /// `export csv -` writes to standard output, as no file does; it once wrote a file
    /// named `-` in the working folder.
    @Test func exportingToADashIsStandardOutput() throws {
        let session = try Self.session()
        try Self.add(session, "Netflix", "12,99")
        let runner = CommandRunner(session: session)
        for format in [ExportFormat.csv, .json, .ics] {
            let dash = try runner.execute(
                .export(format: format, file: "-", overwrite: false, plain: true))
            guard case .exportDocument(let text) = dash.result else {
                Issue.record("\(format): expected the document, got \(dash.result)")
                continue
            }
            #expect(text.contains("Netflix"))
        }
        #expect(!FileManager.default.fileExists(atPath: "-"))
    }

    @Test func deleteWithoutYesOnlyAsksAndChangesNothing() throws {
        let session = try Self.session()
        try Self.add(session, "Netflix", "12,99")
        let outcome = try CommandRunner(session: session).execute(
            .delete(name: "Netflix", confirmed: false))
        guard case .needsConfirmation(let confirmation) = outcome.result else {
            Issue.record("expected a confirmation, got \(outcome.result)")
            return
        }
        #expect(try session.readLedger().expenses.count == 1)
        #expect(confirmation.accepts("s", localizer: session.localizer))
        #expect(!confirmation.accepts("n", localizer: session.localizer))
        #expect(confirmation.confirmed == .delete(name: "Netflix", confirmed: true))
    }

    @Test func theDriverRefusesWithoutSomeoneToAskAndDeletesOnYes() throws {
        let session = try Self.session()
        try Self.add(session, "Netflix", "12,99")
        let output = CapturedOutput()
        let script = CommandDriver(session: session, output: output, errorContext: "línea 4: ")
        #expect(script.run(.delete(name: "Netflix", confirmed: false)) == 1)
        #expect(output.error.hasPrefix("línea 4: "))
        #expect(output.error.contains("--yes"))
        #expect(try session.readLedger().expenses.count == 1)

        let answered = CapturedOutput()
        let shell = CommandDriver(
            session: session, output: answered, prompter: FixedAnswers(["sí"]))
        #expect(shell.run(.delete(name: "Netflix", confirmed: false)) == 0)
        #expect(try session.readLedger().expenses.isEmpty)
        #expect(answered.standard.contains("Netflix"))
    }

    @Test func restoringAnActiveSubscriptionFails() throws {
        let session = try Self.session()
        try Self.add(session, "Netflix", "12,99")
        #expect {
            try CommandRunner(session: session).execute(.restore(name: "Netflix"))
        } throws: { error in
            guard case CommandFailure.family(let failure) = error,
                case .notArchived(let name) = failure as? ChangeFailure
            else { return false }
            return name == "Netflix"
        }
    }

    @Test func aGuessedAmountComesBackAsANote() throws {
        let session = try Self.session()
        var request = try AddRequest(session, name: "Qx", amount: "1.234")
        request.period = .monthly
        request.currency = try CurrencyCode("EUR")
        let outcome = try CommandRunner(session: session).execute(.add(request))
        guard let expense = outcome.result.added?.expense else {
            Issue.record("expected .added")
            return
        }
        #expect(expense.amount.minorUnits == 123_400)
        #expect(outcome.notes.map(\.key) == [.parseAmountInterpretedAs])
        let output = CapturedOutput()
        try Presenter(
            localizer: session.localizer, today: Self.today, colors: .none, json: false,
            errorContext: "línea 2: "
        ).present(outcome, to: output)
        #expect(output.standard.contains("Qx"))
        #expect(output.error.hasPrefix("línea 2: "))
    }

    /// `--json help` is JSON: every command, or one command's usage and other names.
    @Test func helpSpeaksJSONWhenAsked() throws {
        let session = try Self.session(json: true)
        for topic in [nil, "add"] as [String?] {
            let outcome = try CommandRunner(session: session).execute(.help(topic: topic))
            let output = CapturedOutput()
            try Presenter(
                localizer: session.localizer, today: Self.today, colors: .none, json: true
            ).present(outcome, to: output)
            let document =
                try JSONSerialization.jsonObject(with: Data(output.standard.utf8))
                as? [String: Any]
            if topic == nil {
                let commands = document?["commands"] as? [[String: Any]]
                #expect(commands?.contains { $0["command"] as? String == "add" } == true)
            } else {
                #expect(document?["command"] as? String == "add")
                #expect((document?["usage"] as? String)?.contains("--next") == true)
            }
        }
    }

    @Test func writesInJSONCarryTheirIds() throws {
        let session = try Self.session(json: true)
        try Self.add(session, "Netflix", "12,99")
        let outcome = try CommandRunner(session: session).execute(
            .edit(name: "Netflix", field: .amount, value: "13,99"))
        let output = CapturedOutput()
        try Presenter(localizer: session.localizer, today: Self.today, colors: .none, json: true)
            .present(outcome, to: output)
        let document = try JSONSerialization.jsonObject(with: Data(output.standard.utf8))
        let items = (document as? [String: Any])?["items"] as? [[String: Any]]
        let id = try #require(items?.first?["id"] as? String)
        #expect(try session.readLedger().expenses.first?.id.uuidString.lowercased() == id)
    }

    @Test func langAnswersInTheNewLanguage() throws {
        let session = try Self.session()
        let output = CapturedOutput()
        #expect(CommandDriver(session: session, output: output).run(.lang(code: "en")) == 0)
        #expect(session.localizer.language == "en")
        #expect(
            output.standard == "Language: English\n")
    }
}

/// Answers questions from a fixed list, like a person typing them.
final class FixedAnswers: Prompter {
    private var answers: [String]
    init(_ answers: [String]) { self.answers = answers }
    func ask(_ prompt: String) -> String? { answers.isEmpty ? nil : answers.removeFirst() }
}
