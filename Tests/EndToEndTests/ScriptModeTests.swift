import Foundation
import Testing

/// Commands piped in on standard input, one per line.
@Suite("Script mode")
struct ScriptModeTests {
    @Test(
        "comments and blank lines are skipped, failures are numbered, the rest still runs",
        arguments: Language.allCases)
    func keepsGoing(_ language: Language) throws {
        let box = try Sandbox(language)
        let t = language.pick
        let result = try box.script([
            "# my subscriptions", "add A 5 EUR", "", "   # indented comment", "foo",
            "add \"Mi Gym Local\" 4 EUR", "add B", "add C 7 EUR",
        ])
        #expect(result.status == 1)
        #expect(
            result.stdout
                == t(
                    "Añadida A: 5,00\u{A0}€ mensual (5,00\u{A0}€ al mes).\nAñadida Mi Gym Local: 4,00\u{A0}€ mensual (4,00\u{A0}€ al mes).\nAñadida C: 7,00\u{A0}€ mensual (7,00\u{A0}€ al mes).\n",
                    "Added A: €5.00 monthly (€5.00 a month).\nAdded Mi Gym Local: €4.00 monthly (€4.00 a month).\nAdded C: €7.00 monthly (€7.00 a month).\n"
                ))
        #expect(
            result.stderr
                == t(
                    """
                    línea 5: error: No conozco la orden «foo».
                    línea 5: Escribe «ayuda» para ver todas las órdenes.
                    línea 7: error: «añadir» necesita un importe.
                    línea 7: Uso: añadir NOMBRE IMPORTE [MONEDA] [PERIODO] [--next FECHA] [--trial-ends FECHA] [--shared N] [--category TEXTO] [--group GRUPO] [--notes TEXTO] [--url URL] [--notice PREAVISO] [--paid-by PERSONA] [--paid-with TARJETA] [--remind 7,3,1|no] [--until FECHA] [--payments N] [--varies]

                    """,
                    """
                    line 5: error: Unknown command "foo".
                    line 5: Type "help" to see every command.
                    line 7: error: "add" needs an amount.
                    line 7: Usage: add NAME AMOUNT [CURRENCY] [PERIOD] [--next DATE] [--trial-ends DATE] [--shared N] [--category TEXT] [--group GROUP] [--notes TEXT] [--url URL] [--notice NOTICE] [--paid-by PERSON] [--paid-with CARD] [--remind 7,3,1|off] [--until DATE] [--payments N] [--varies]

                    """))
        // The quoted name with spaces is one name.
        #expect(try box.names() == ["A", "Mi Gym Local", "C"])
    }

    @Test("--bail stops at the first failure", arguments: Language.allCases)
    func bail(_ language: Language) throws {
        let box = try Sandbox(language)
        let result = try box.script(["add X 5 EUR", "foo", "add Y 7 EUR"], options: ["--bail"])
        #expect(result.status == 1)
        #expect(result.lines.count == 1)
        #expect(
            result.stderr
                == language.pick(
                    "línea 2: error: No conozco la orden «foo».\nlínea 2: Escribe «ayuda» para ver todas las órdenes.\n",
                    "line 2: error: Unknown command \"foo\".\nline 2: Type \"help\" to see every command.\n"
                ))
        #expect(try box.names() == ["X"])
    }

    @Test("a clean script exits 0; warnings carry the line number", arguments: Language.allCases)
    func warningsAndSuccess(_ language: Language) throws {
        let box = try Sandbox(language)
        let result = try box.script(["add Cine 12 EUR", "add cine 12 EUR", "total"])
        #expect(result.status == 0)
        #expect(
            result.stderr
                == language.pick(
                    "línea 2: aviso: Ya tienes otra suscripción activa llamada «cine».\n",
                    "line 2: warning: You already have another active subscription called \"cine\".\n"
                ))
        #expect(
            result.lines.last
                == language.pick("24,00\u{A0}€ al mes · 2 activas", "€24.00 a month · 2 active"))
    }

    @Test("an unclosed quote fails only its line", arguments: Language.allCases)
    func unclosedQuote(_ language: Language) throws {
        let box = try Sandbox(language)
        let result = try box.script(["add \"Sin cerrar 5", "add Z 5 EUR"])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == language.pick(
                    "línea 1: error: Hay unas comillas sin cerrar.\n",
                    "line 1: error: A quote is never closed.\n"))
        #expect(try box.names() == ["Z"])
    }
}
