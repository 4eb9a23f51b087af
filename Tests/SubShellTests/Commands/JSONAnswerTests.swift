import Foundation
import SubDomain
import TestSupport
import Testing

@testable import SubShell

/// `--json` answers in JSON on standard output, errors included, for every command: a usage
/// error, a refusal and a result alike, with a stable code and the reader's words.
@Suite struct JSONAnswerTests {
    /// Commands whose answer is a document in a format of its own, asked for by name.
    static let documents: Set<CommandName> = [.manpage, .completions, .quit, .exit]

    /// `ShellRun` on 7 Dec 2026, its three outputs apart.
    struct Run {
        let shell: ShellRun

        init(language: String) { shell = ShellRun(language: language) }

        func callAsFunction(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
            let result = shell.call(arguments, on: "2026-12-07")
            return (result.status, result.standard, result.error)
        }
    }

    static func isJSON(_ text: String) -> Bool {
        let lines = text.split(separator: "\n")
        return !lines.isEmpty
            && lines.allSatisfy {
                (try? JSONSerialization.jsonObject(with: Data($0.utf8))) != nil
            }
    }

    /// Every command with no arguments, with a word it does not take, and on a name that
    /// does not exist: what reaches standard output is JSON, and nothing is said as an
    /// error in text.
    @Test(arguments: ["en_US.UTF-8", "es_ES.UTF-8", "zh_CN.UTF-8"])
    func everyCommandAnswersInJSON(language: String) throws {
        let run = Run(language: language)
        _ = run(["add", "Netflix", "12.99"])
        for command in CommandTable.order where !Self.documents.contains(command) {
            for extra in [[], ["--nonsense-option"], ["NoSuchThing", "x", "y"]] {
                let arguments = ["--json", command.rawValue] + extra
                let result = run(arguments)
                #expect(Self.isJSON(result.out), "\(arguments): \(result.out) \(result.err)")
                #expect(!result.err.contains("error:"), "\(arguments): \(result.err)")
                #expect(!result.err.contains("错误"), "\(arguments): \(result.err)")
            }
        }
    }

    @Test func aFailureHasAStableCodeAndTheReadersWords() throws {
        let run = Run(language: "es_ES.UTF-8")
        let result = run(["--json", "show", "Nada"])
        #expect(result.status == 1)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let error = try #require(object["error"] as? [String: Any])
        #expect(error["code"] as? String == "not_found")
        #expect((error["message"] as? String)?.contains("Nada") == true)
        let usage = run(["--json", "add", "Netflix"])
        #expect(usage.status == 2)
        #expect(usage.out.contains("\"code\":\"invalid_value."), "\(usage.out)")
        #expect(run(["--json", "--lang", "xx", "total"]).out.contains("\"unknown_language\""))
    }

    /// A failure a command folder raises keeps the code it had as a case of
    /// `CommandFailure`: its own case name, then the case of the error it carries.
    @Test func aFolderFailureKeepsItsCaseCode() throws {
        #expect(
            FailureJSON.code(of: .family(RemindFailure.reminderChannelNotFound(number: 9)))
                == "reminder_channel_not_found")
        #expect(
            FailureJSON.code(of: .family(RemindFailure.reminderTimer(.missingTool("crontab"))))
                == "reminder_timer.missing_tool")
        let run = Run(language: "en_US.UTF-8")
        let result = run(["--json", "remind", "channel", "test", "9"])
        #expect(result.status == 1)
        #expect(result.out.contains("\"code\":\"reminder_channel_not_found\""), "\(result.out)")
        #expect(result.out.contains("9"), "\(result.out)")
    }

    @Test func theLanguageIsNamedInItsOwnWords() throws {
        let run = Run(language: "es_ES.UTF-8")
        #expect(run(["lang", "es"]).out.contains("español"))
        #expect(run(["lang", "zh"]).out.contains("简体中文"))
        let json = run(["--json", "lang"]).out
        #expect(json.contains("\"language\":\"zh-Hans\""), "\(json)")
        #expect(json.contains("\"name\":\"简体中文\""), "\(json)")
    }
}
