import Foundation
import Testing

@testable import SubShell

/// What undo says: done in the past, a preview in the conditional, a field taken back to
/// nothing said in words, and a confirmation taken back dated as `show` dates it.
@Suite struct UndoWordingTests {
    @Test func aFieldTakenBackToNothingAndAConfirmationAreSaidInWords() throws {
        let run = ShellRun(language: "es_ES.UTF-8")
        run("añadir", "Netflix", "12,99")
        run("editar", "Netflix", "tarjeta", "Visa 4242")
        let card = run("deshacer").standard
        #expect(card.contains("Netflix se queda sin tarjeta"), "\(card)")
        #expect(!card.contains("(nada)"), "\(card)")
        run("confirmar", "Netflix")
        let confirmed = run("deshacer").standard
        #expect(!confirmed.contains("(nada)"), "\(confirmed)")
        // The day it was added, as show says.
        #expect(confirmed.contains("29 nov 2026"), "\(confirmed)")
        let english = ShellRun()
        english("add", "Gym", "30")
        english("edit", "Gym", "card", "Visa")
        #expect(english("undo").standard.contains("Gym has no card again"))
    }

    @Test func aPreviewIsInTheConditional() throws {
        let run = ShellRun(language: "es_ES.UTF-8")
        run("añadir", "Teatro", "9")
        run("añadir", "Cine", "12")
        let asked = run("deshacer", "2")
        #expect(asked.standard.contains("Teatro se borraría"), "\(asked.standard)")
        #expect(!asked.standard.contains("de nuevo"), "\(asked.standard)")
        let done = run("deshacer", "2", "--yes")
        #expect(done.standard.contains("Teatro borrada de nuevo"), "\(done.standard)")
    }
}
