import Foundation
import Testing

/// `history`, `undo` and price history end to end, in both languages: a price rise and its
/// percentage, the price line of `show`, the medium risk, undo twice redoing, a group's
/// archive undone with its members, a delete undone, the questions and the refusals.
@Suite("Undo and history")
struct UndoHistoryTests {
    /// History's times are the real clock's, on the `--as-of` day: only the minutes vary.
    private func withoutTime(_ text: String) -> String {
        text.replacingOccurrences(
            of: #", \d\d:\d\d\n"#, with: ", HH:MM\n", options: .regularExpression)
    }

    @Test("price rise, history, show, risks, undo and redo", arguments: Language.allCases)
    func priceAndUndo(_ language: Language) throws {
        let box = try Sandbox(language)
        let t = language.pick
        try box.quiet("add", "Cine", t("12,99", "12.99"), "EUR")
        try box.quiet("add", "Teatro", "9", "EUR")
        let edited = try box.run("edit", "Cine", t("importe", "amount"), t("14,99", "14.99"))
        #expect(edited.status == 0)
        #expect(
            edited.stdout
                == t(
                    "Actualizada Cine.\nPrecio: 12,99\u{A0}€ → 14,99\u{A0}€, sube 2,00\u{A0}€ (+15\u{A0}%).\n",
                    "Updated Cine.\nPrice: €12.99 → €14.99, up €2.00 (+15%).\n"))

        #expect(
            withoutTime(try box.run("history").stdout)
                == t(
                    """
                    Cambio 3 · 29 nov 2026, HH:MM
                      Cine: importe 12,99\u{A0}€ → 14,99\u{A0}€
                    Cambio 2 · 29 nov 2026, HH:MM
                      Teatro añadida: 9,00\u{A0}€ mensual
                    Cambio 1 · 29 nov 2026, HH:MM
                      Cine añadida: 12,99\u{A0}€ mensual

                    """,
                    """
                    Change 3 · Nov 29, 2026, HH:MM
                      Cine: amount €12.99 → €14.99
                    Change 2 · Nov 29, 2026, HH:MM
                      Teatro added: €9.00 monthly
                    Change 1 · Nov 29, 2026, HH:MM
                      Cine added: €12.99 monthly

                    """))
        #expect(
            withoutTime(try box.run("history", "Teatro").stdout)
                == t(
                    "Cambio 2 · 29 nov 2026, HH:MM\n  Teatro añadida: 9,00\u{A0}€ mensual\n",
                    "Change 2 · Nov 29, 2026, HH:MM\n  Teatro added: €9.00 monthly\n"))
        #expect(
            try box.run("show", "Cine").lines[2]
                == t(
                    "  Precio         14,99\u{A0}€ desde el 29 nov 2026 · antes 12,99\u{A0}€ (hasta el 28 nov 2026)",
                    "  Price           €14.99 since Nov 29, 2026 · before €12.99 (until Nov 28, 2026)"
                ))
        #expect(
            try box.run("risks").stdout
                == t(
                    "! Cine — riesgo medio\n    el precio sube 2,00\u{A0}€ (+15\u{A0}%) el 29 nov 2026\n",
                    "! Cine — medium risk\n    price up €2.00 (+15%) on Nov 29, 2026\n"))

        let undone = try box.run("undo")
        #expect(undone.status == 0)
        #expect(
            undone.stdout
                == t(
                    "Deshecho 1 cambio:\n  Cine vuelve a 12,99\u{A0}€\n",
                    "Undid 1 change:\n  Cine is back to €12.99\n"))
        // The undo is a change of its own: undoing it redoes the edit.
        #expect(
            try box.run("undo").stdout
                == t(
                    "Deshecho 1 cambio:\n  Cine vuelve a 14,99\u{A0}€\n",
                    "Undid 1 change:\n  Cine is back to €14.99\n"))
        #expect(
            withoutTime(try box.run("history").stdout).hasPrefix(
                t(
                    "Cambio 5 · 29 nov 2026, HH:MM\n  Cine: importe 12,99\u{A0}€ → 14,99\u{A0}€\n",
                    "Change 5 · Nov 29, 2026, HH:MM\n  Cine: amount €12.99 → €14.99\n")))
    }

    @Test("a group's archive, a delete, questions and refusals", arguments: Language.allCases)
    func groupsDeletesAndRefusals(_ language: Language) throws {
        let box = try Sandbox(language)
        let t = language.pick
        try box.quiet("add", "Cine", "12", "EUR")
        try box.quiet("add", "Teatro", "9", "EUR")
        _ = try box.run("group", "new", "Ocio", "--cap", "30", "Cine", "Teatro")
        let totalBefore = try box.run("total").stdout
        _ = try box.run("archive", "Ocio")
        #expect(
            try box.run("undo").stdout
                == t(
                    """
                    Deshecho 1 cambio:
                      Cine vuelve a estar activa
                      Teatro vuelve a estar activa
                      Ocio vuelve a estar activa
                      Suscripciones canceladas: vuelve a 0

                    """,
                    """
                    Undid 1 change:
                      Cine active again
                      Teatro active again
                      Ocio active again
                      Cancelled subscriptions: back to 0

                    """))
        #expect(try box.run("total").stdout == totalBefore)
        #expect(
            totalBefore == t("30,00\u{A0}€ al mes · 2 activas\n", "€30.00 a month · 2 active\n"))

        try box.quiet("delete", "Teatro", "--yes")
        let json = try box.run(["undo"], globals: ["--json"])
        #expect(json.status == 0)
        #expect(json.stdout.hasPrefix(#"{"undone":[6],"items":[{"id":""#))
        #expect(json.stdout.contains(#""name":"Teatro","action":"recreated","before":null"#))
        #expect(try box.run("history", "Teatro").lines.count == 12)

        // Undoing an add removes data: it asks, and nobody can answer here.
        let asked = try box.run("undo")
        #expect(asked.status == 1)
        #expect(
            asked.stdout
                == t(
                    "Deshacer 1 cambio haría esto:\n  Teatro se borraría\n",
                    "Undoing 1 change would do this:\n  Teatro would be deleted\n"))
        #expect(
            asked.stderr
                == t(
                    "error: No puedo preguntarte aquí (no es un terminal): repite «deshacer» con --yes para hacerlo sin preguntar.\n",
                    "error: Nobody to ask here: run \"undo\" again with --yes to do it without asking.\n"
                ))
        let tooMany = try box.run("undo", "99")
        #expect(tooMany.status == 1)
        #expect(
            tooMany.stderr
                == t(
                    "error: Solo hay 7 cambios guardados: no puedo deshacer 99.\n",
                    "error: Only 7 changes are recorded: cannot undo 99.\n"))

        // Another program changes the row the last change wrote: nothing is undone.
        try box.quiet("edit", "Cine", t("importe", "amount"), "13")
        let sqlite = Process()
        sqlite.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        sqlite.arguments = [
            box.databasePath(), "UPDATE expenses SET amount_minor = 1500 WHERE name = 'Cine'",
        ]
        try sqlite.run()
        sqlite.waitUntilExit()
        let refused = try box.run("undo")
        #expect(refused.status == 1)
        #expect(
            refused.stderr
                == t(
                    "error: No deshago nada: importe de «Cine» cambió después fuera de este historial (otro programa o el hogar compartido). No se ha cambiado nada.\n",
                    "error: Nothing undone: the amount of Cine was changed later outside this history (another program or the shared household). Nothing has changed.\n"
                ))
        #expect(try box.run("show", "Cine").lines[1].contains(t("15,00", "15.00")))
    }

    @Test("history --json and an empty history", arguments: Language.allCases)
    func historyJSON(_ language: Language) throws {
        let box = try Sandbox(language)
        let t = language.pick
        #expect(
            try box.run("history").stdout
                == t(
                    "Aún no hay cambios guardados en este perfil.\n",
                    "No changes recorded in this profile yet.\n"))
        let nothing = try box.run("undo")
        #expect(nothing.status == 1)
        #expect(
            nothing.stderr
                == t(
                    "error: No hay cambios que deshacer en este perfil.\n",
                    "error: There are no changes to undo in this profile.\n"))
        try box.quiet("add", "Cine", "12", "EUR")
        let json = try box.run(["history"], globals: ["--json"]).stdout
        #expect(json.hasPrefix(#"{"changes":[{"change":1,"at":"2026-11-29T"#))
        #expect(
            json.contains(
                #""name":"Cine","kind":"insert","field":"amount_minor","old":null,"new":"1200"}"#))
    }
}
