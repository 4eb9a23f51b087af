import Foundation
import Testing

/// The starter pack on a real terminal: offered once on an empty profile, picked by numbers,
/// ranges and Tab-completed names, asked only each pick's amount and next charge, and saved
/// all at once after the last question, or not at all.
@Suite(.serialized) struct OnboardingTests {
    /// The shell with the offer enabled, on 29 Nov 2026.
    static func shell(_ sandbox: ShellSandbox) throws -> PseudoTerminal {
        try sandbox.shell(
            arguments: ["--as-of", "2026-11-29"], rows: 40, columns: 140,
            extra: ["SUBHUB_NO_ONBOARDING": ""])
    }

    /// Whether any profile database exists under the sandbox's data folder.
    static func databaseExists(_ sandbox: ShellSandbox) -> Bool {
        let files = FileManager.default.enumerator(atPath: sandbox.dataFolder)
        return (files?.allObjects as? [String] ?? []).contains { $0.hasSuffix("subhub.sqlite") }
    }

    static let offer =
        "Tu perfil está vacío. ¿Te propongo las suscripciones más comunes en España para "
        + "empezar? [S/n] "

    @Test func acceptPickAnswerAndConfirmSavesExactlyThePicks() throws {
        let sandbox = try ShellSandbox()
        let shell = try Self.shell(sandbox)
        shell.expect(Self.offer)
        shell.send(PseudoTerminal.enter)
        shell.expect("Suscripciones habituales en España:")
        shell.expect("Netflix           " + ShellSandbox.euros("13,99") + " mensual")
        shell.expect("Glovo Prime       " + ShellSandbox.euros("5,99") + " mensual")
        // Swatches in the brand colours (xterm-256 background), none for a brand without.
        let raw = String(decoding: shell.raw, as: UTF8.self)
        #expect(raw.contains("   1  \u{1B}[48;5;160m  \u{1B}[0m Netflix "))
        #expect(raw.contains("  13     Filmin "))
        shell.expect("Cuáles: ")
        shell.sendLine("1-2,4")
        shell.expect("Has elegido 3 suscripciones: Netflix, Spotify y Disney+.")
        shell.expect("Netflix · importe [" + ShellSandbox.euros("13,99") + "]: ")
        shell.send(PseudoTerminal.enter)
        shell.expect("Netflix · próximo cargo [29 dic 2026]: ")
        shell.send(PseudoTerminal.enter)
        shell.expect("Spotify · importe [" + ShellSandbox.euros("11,99") + "]: ")
        shell.sendLine("9,99")
        shell.expect("Spotify · próximo cargo [29 dic 2026]: ")
        shell.sendLine("2026-12-15")
        shell.expect("Disney+ · importe [" + ShellSandbox.euros("9,99") + "]: ")
        shell.send(PseudoTerminal.enter)
        shell.expect("Disney+ · próximo cargo [29 dic 2026]: ")
        shell.send(PseudoTerminal.enter)
        shell.expect(
            "  Spotify: " + ShellSandbox.euros("9,99") + " mensual (" + ShellSandbox.euros("9,99")
                + " al mes), próximo cargo el 15 dic 2026.")
        shell.expect("Suman " + ShellSandbox.euros("33,97") + " al mes.")
        shell.expect("¿Añadir 3 suscripciones? [S/n] ")
        #expect(!Self.databaseExists(sandbox), "nothing is written before the answer")
        shell.send(PseudoTerminal.enter)
        shell.expect("Añadidas 3 suscripciones: Netflix, Spotify y Disney+.")
        shell.expect("subhub> ")
        shell.send(PseudoTerminal.ctrlD)
        #expect(shell.waitForExit() == 0)

        let items = try sandbox.listedItems().sorted {
            ($0["name"] as? String ?? "") < ($1["name"] as? String ?? "")
        }
        let rows = items.map {
            "\($0["name"] ?? "") \($0["amount_minor"] ?? "") \($0["currency"] ?? "") "
                + "\($0["period"] ?? "") \($0["next_charge"] ?? "")"
        }
        #expect(
            rows == [
                "Disney+ 999 EUR monthly 2026-12-29",
                "Netflix 1399 EUR monthly 2026-12-29",
                "Spotify 999 EUR monthly 2026-12-15",
            ], "\(shell.transcriptForFailure)")
        // One transaction: one change in the history.
        let history = try sandbox.run(["history"])
        #expect(history.components(separatedBy: "Cambio ").count == 2, "\(history)")
    }

    @Test func ctrlCInTheMiddleWritesNothingAndTabCompletesPackNames() throws {
        let sandbox = try ShellSandbox()
        let shell = try Self.shell(sandbox)
        shell.expect(Self.offer)
        shell.sendLine("s")
        shell.expect("Cuáles: ")
        shell.send("1, movi" + PseudoTerminal.tab)
        shell.expect("1, Movistar Plus+, ")
        shell.send("glo" + PseudoTerminal.tab)
        shell.expect("Glovo Prime, ")
        shell.send(PseudoTerminal.enter)
        shell.expect("Has elegido 3 suscripciones: Netflix, Movistar Plus+ y Glovo Prime.")
        shell.expect("Netflix · importe [")
        shell.send(PseudoTerminal.enter)
        shell.expect("Netflix · próximo cargo [")
        shell.send(PseudoTerminal.enter)
        shell.expect("Movistar Plus+ · importe [")
        shell.send(PseudoTerminal.ctrlC)
        shell.expect("Cancelado. No se ha guardado nada.")
        shell.expect("subhub> ")
        shell.send(PseudoTerminal.ctrlD)
        #expect(shell.waitForExit() == 0)
        #expect(!Self.databaseExists(sandbox), "\(shell.transcriptForFailure)")
        #expect(try sandbox.listedItems().isEmpty)
    }

    @Test func aDeclinedOfferIsNotRepeatedButOnboardStillRuns() throws {
        let sandbox = try ShellSandbox(language: "en_GB.UTF-8")
        let first = try Self.shell(sandbox)
        first.expect(
            "Your profile is empty. Shall I suggest the most common subscriptions in the UK to "
                + "start with? [Y/n] ")
        first.sendLine("n")
        first.expect("All right, I will not ask again. Type “onboard” whenever you like.")
        first.expect("subhub> ")
        first.send(PseudoTerminal.ctrlD)
        #expect(first.waitForExit() == 0)
        #expect(try sandbox.listedItems().isEmpty)

        let second = try Self.shell(sandbox)
        second.expect("subhub> ")
        #expect(!second.transcript.contains("Your profile is empty"))
        second.sendLine("onboard")
        second.expect("Common subscriptions in the UK:")
        second.expect("Which: ")
        second.send(PseudoTerminal.enter)
        second.expect("You picked none. Nothing has been saved.")
        second.expect("subhub> ")
        second.send(PseudoTerminal.ctrlD)
        #expect(second.waitForExit() == 0)
        #expect(try sandbox.listedItems().isEmpty)
    }

    @Test func notOfferedOnAProfileWithSubscriptions() throws {
        let sandbox = try ShellSandbox()
        try sandbox.run(["add", "Gimnasio", "30"])
        let shell = try Self.shell(sandbox)
        shell.expect("subhub> ")
        shell.send(PseudoTerminal.ctrlD)
        #expect(shell.waitForExit() == 0)
        #expect(!shell.transcript.contains("Tu perfil está vacío"), "\(shell.transcriptForFailure)")
    }
}
