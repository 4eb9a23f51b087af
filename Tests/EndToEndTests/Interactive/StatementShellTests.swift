import Foundation
import Testing

/// `import statement` in the shell on a real terminal: the proposals table, then a question
/// answered by ticking numbers, which saves exactly those; Ctrl-C at the question saves
/// nothing.
@Suite struct StatementShellTests {
    static let question =
        "¿Cuáles importo? Números o rangos (1,3-4); Intro: las seguras (1,2); n: ninguna: "

    /// The shell (the starter pack not offered) on 29 Nov 2026, wide enough for the table,
    /// with the Spanish bank's statement read and the question waiting for an answer.
    static func atTheQuestion(_ sandbox: ShellSandbox) throws -> PseudoTerminal {
        let file = sandbox.folder.appendingPathComponent("extracto.csv")
        try StatementImportTests.spanish().write(to: file, atomically: true, encoding: .utf8)
        let shell = try sandbox.shell(arguments: ["--as-of", "2026-11-29"], columns: 200)
        shell.expect("subhub> ")
        shell.sendLine("importar extracto " + file.path)
        shell.expect("Leídos 36 cargos del 3 mar 2025 al 25 nov 2026.")
        shell.expect("  1  Netflix       mensual  13,99\u{A0}€")
        shell.expect("  2  Spotify       mensual  10,99\u{A0}€")
        shell.expect("  3  Amazon Prime  anual    49,90\u{A0}€")
        shell.expect(question)
        return shell
    }

    @Test func tickedNumbersAreImportedAndNothingElse() throws {
        let sandbox = try ShellSandbox()
        let shell = try Self.atTheQuestion(sandbox)
        #expect(!OnboardingTests.databaseExists(sandbox), "nothing is written before the answer")
        shell.sendLine("1,3")
        shell.expect("Importadas 2 suscripciones del extracto: Netflix y Amazon Prime.")
        shell.expect("subhub> ")
        shell.send(PseudoTerminal.ctrlD)
        #expect(shell.waitForExit() == 0)

        let rows = try sandbox.listedItems().map {
            "\($0["name"] ?? "") \($0["amount_minor"] ?? "") \($0["period"] ?? "")"
        }
        #expect(
            rows == ["Netflix 1399 monthly", "Amazon Prime 4990 annual"],
            "\(shell.transcriptForFailure)")
    }

    @Test func ctrlCAtTheQuestionWritesNothing() throws {
        let sandbox = try ShellSandbox()
        let shell = try Self.atTheQuestion(sandbox)
        shell.send(PseudoTerminal.ctrlC)
        shell.expect("Cancelado. No se ha cambiado nada.")
        shell.expect("subhub> ")
        shell.send(PseudoTerminal.ctrlD)
        #expect(shell.waitForExit() == 0)
        #expect(!shell.transcript.contains("Importad"), "\(shell.transcriptForFailure)")
        #expect(!OnboardingTests.databaseExists(sandbox), "\(shell.transcriptForFailure)")
        #expect(try sandbox.listedItems().isEmpty)
    }

    /// A plan already tracked: the question says its charges will be recorded as payments;
    /// "n" records nothing, Enter records them with the sure proposals' charges.
    @Test func theQuestionSaysATrackedPlansChargesBecomePayments() throws {
        let sandbox = try ShellSandbox()
        try sandbox.runScript("añadir Netflix 13,99 mensual --next 2026-12-15\n")
        let file = sandbox.folder.appendingPathComponent("extracto.csv")
        try StatementImportTests.spanish().write(to: file, atomically: true, encoding: .utf8)
        let shell = try sandbox.shell(arguments: ["--as-of", "2026-11-29"], columns: 200)
        shell.expect("subhub> ")
        shell.sendLine("importar extracto " + file.path)
        shell.expect("Al guardar se registran también 11 cargos de suscripciones que ya tienes")
        shell.sendLine("n")
        shell.expect("subhub> ")
        #expect(try sandbox.run(["--json", "pagos"]).contains("\"payments\":[]"))
        shell.sendLine("importar extracto " + file.path)
        shell.expect("Intro: las seguras (2); n: ninguna: ")
        shell.sendLine("")
        shell.expect("Importada 1 suscripción del extracto: Spotify.")
        shell.expect("Registrados 22 pagos del extracto: Netflix y Spotify.")
        shell.expect("subhub> ")
        shell.send(PseudoTerminal.ctrlD)
        #expect(shell.waitForExit() == 0, "\(shell.transcriptForFailure)")
    }
}
