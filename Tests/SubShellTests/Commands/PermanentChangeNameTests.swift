import Foundation
import Testing

@testable import SubShell

/// A change undo cannot take back acts only on an exact name, an id or an id prefix: a
/// brand's alias finds its subscription for reading and for changes undo reverts, and
/// otherwise the candidates are named.
@Suite struct PermanentChangeNameTests {
    @Test func deleteByABrandAliasNamesTheCandidatesAndDeletesNothing() throws {
        let run = ShellRun()
        #expect(run("add", "HBO Max", "9.99").status == 0)
        let refused = run("delete", "max", "--yes")
        #expect(refused.status == 1, "\(refused.standard)")
        #expect(refused.error.contains("HBO Max"), "\(refused.error)")
        #expect(try run.store().read().expenses.map(\.name) == ["HBO Max"])
        // Reading and an archive (undo brings it back) still find it by the alias.
        #expect(run("show", "max").status == 0)
        #expect(run("archive", "max").status == 0)
        #expect(run("delete", "HBO Max", "--yes").status == 0)
        #expect(try run.store().read().expenses.isEmpty)
    }
}
