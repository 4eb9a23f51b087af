import Foundation
import Testing

@testable import SubShell

/// `undo` and `history` as typed: about subscriptions only.
@Suite struct CommandRunnerUndoTests {
    @Test func undoLeavesTheLanguageAndRemindersAndHistoryDoesNotListThem() throws {
        let run = ShellRun()
        #expect(run("add", "Netflix", "12.99").status == 0)
        #expect(run("lang", "zh").status == 0)
        #expect(run("remind", "7,1").status == 0)
        let history = run("--json", "history").standard
        #expect(!history.contains("preferred_language"))
        #expect(!history.contains("reminder_offsets"))
        let undone = run("undo", "--yes")
        #expect(undone.status == 0)
        #expect(try run.store().read().expenses.isEmpty)
        #expect(try run.store().preferredLanguage() == "zh-Hans")
        #expect(try run.store().reminderOffsets() == [7, 1])
        // A second undo redoes the add: the language change was never a change to take back.
        #expect(run("undo", "--yes").status == 0)
        #expect(try run.store().read().expenses.map(\.name) == ["Netflix"])
    }
}
