import Foundation
import Testing

@testable import SubShell

/// `help` takes what it lists from the command definitions, never from hand-kept text:
/// every field `edit` takes, and every argument a grammar has.
@Suite struct HelpFromDefinitionsTests {
    @Test(arguments: ["en_US.UTF-8", "es_ES.UTF-8", "zh_CN.UTF-8"])
    func helpEditNamesEveryFieldAndHelpCardItsMonth(language: String) throws {
        let run = ShellRun(language: language)
        let session = try CommandRunnerTests.session(language: language)
        let usage = UsageText(localizer: session.localizer)
        let edit = run("help", "edit").standard
        for field in EditField.allCases {
            #expect(edit.contains(usage.fieldWord(field)), "\(field) in \(edit)")
        }
        let card = run("help", "card").standard
        #expect(card.contains(usage.metavar(.month)), "\(card)")
    }

    @Test func theManualListsEveryFieldToo() throws {
        let manual = ShellRun()("manpage", "--lang", "en").standard
        #expect(manual.contains(Roff.escaped("paid-with")), "\(manual)")
    }
}
