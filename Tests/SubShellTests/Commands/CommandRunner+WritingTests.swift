import Foundation
import Testing

@testable import SubShell

/// Writing commands as typed.
@Suite struct CommandRunnerWritingTests {
    @Test func archivingWhatIsArchivedAlreadySaysSoAndWritesNothing() throws {
        let run = ShellRun()
        run("add", "Netflix", "12.99")
        #expect(run("archive", "Netflix").status == 0)
        let changes = try run.store().changeCount()
        let again = run("archive", "Netflix")
        #expect(again.status == 1)
        #expect(again.standard.isEmpty)
        #expect(again.error == "error: \"Netflix\" is already archived: nothing was changed.\n")
        #expect(try run.store().changeCount() == changes)
        #expect(try run.store().killCount() == 1)
        let spanish = ShellRun(language: "es_ES.UTF-8")
        spanish("añadir", "Netflix", "12,99")
        spanish("archivar", "Netflix")
        #expect(
            spanish("archivar", "Netflix").error
                == "error: «Netflix» ya está archivada: no se ha cambiado nada.\n")
    }
}
