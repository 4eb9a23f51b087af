import Foundation
import Testing

/// One command per process, as a user types them: exact output in both languages, the exit
/// status, and nothing written when a command is refused.
@Suite("One-shot commands")
struct OneShotTests {
    @Test("a whole session, command by command", arguments: Language.allCases)
    func session(_ language: Language) throws {
        let box = try Sandbox(language)
        let t = language.pick
        func amount(_ text: String) -> String {
            language == .es ? text : text.replacingOccurrences(of: ",", with: ".")
        }
        func expect(
            _ arguments: [String], _ out: String, err: String = "", status: Int32 = 0,
            sourceLocation: SourceLocation = #_sourceLocation
        ) throws {
            let result = try box.run(arguments)
            #expect(result.stdout == out, "\(arguments)", sourceLocation: sourceLocation)
            #expect(result.stderr == err, "\(arguments)", sourceLocation: sourceLocation)
            #expect(result.status == status, "\(arguments)", sourceLocation: sourceLocation)
        }

        try expect(
            ["add", "Netflix", amount("12,99"), "EUR"],
            t(
                "Añadida Netflix: 12,99\u{A0}€ mensual (12,99\u{A0}€ al mes).\n",
                "Added Netflix: €12.99 monthly (€12.99 a month).\n"))
        try expect(
            ["añadir", "Disney+", amount("8,99"), "EUR"],
            t(
                "Añadida Disney+: 8,99\u{A0}€ mensual (8,99\u{A0}€ al mes).\n",
                "Added Disney+: €8.99 monthly (€8.99 a month).\n"))
        try expect(
            ["add", "Gym", "30", "EUR", "--next", "2026-12-05", "--shared", "2"],
            t(
                "Añadida Gym: 30,00\u{A0}€ mensual (30,00\u{A0}€ al mes).\n",
                "Added Gym: €30.00 monthly (€30.00 a month).\n"))
        // A warning goes to standard error and the command still succeeds.
        try expect(
            ["add", "Prensa", "50", "EUR", t("anual", "annual"), "--trial-ends", "2026-12-02"],
            t(
                "Añadida Prensa: 50,00\u{A0}€ anual (4,17\u{A0}€ al mes).\n",
                "Added Prensa: €50.00 annual (€4.17 a month).\n"),
            err: t(
                "aviso: La prueba de «Prensa» termina el 2 dic 2026: quedan 3 días.\n",
                "warning: The trial of \"Prensa\" ends on Dec 2, 2026: 3 days left.\n"))
        try expect(
            ["lista"],
            t(
                """
                Mensual
                  Disney+   8,99\u{A0}€/mes   8,99\u{A0}€/mes      29 dic 2026
                  Gym      30,00\u{A0}€/mes  30,00\u{A0}€/mes      dentro de 6 días · compartida entre 2, 15,00\u{A0}€ cada uno
                  Netflix  12,99\u{A0}€/mes  12,99\u{A0}€/mes      29 dic 2026

                Anual
                  Prensa   50,00\u{A0}€/año   4,17\u{A0}€/mes  !!  dentro de 3 días · prueba hasta el 2 dic 2026

                """,
                """
                Monthly
                  Disney+   €8.99/month   €8.99/month      Dec 29, 2026
                  Gym      €30.00/month  €30.00/month      in 6 days · shared by 2, €15.00 each
                  Netflix  €12.99/month  €12.99/month      Dec 29, 2026

                Annual
                  Prensa    €50.00/year   €4.17/month  !!  in 3 days · trial until Dec 2, 2026

                """))
        try expect(
            ["total"],
            t(
                "56,15\u{A0}€ al mes · 4 activas · tu parte 41,15\u{A0}€\n",
                "€56.15 a month · 4 active · your share €41.15\n"))
        try expect(
            ["show", "netflix"],
            t(
                """
                Netflix
                  Importe        12,99\u{A0}€ mensual
                  Al mes         12,99\u{A0}€
                  Estado         activa
                  Próximo cargo  29 dic 2026 (dentro de 30 días)
                  Categoría      streaming
                  Marca          Netflix
                  Confirmada el  29 nov 2026
                  Gestionar      https://www.netflix.com/account

                """,
                """
                Netflix
                  Amount          €12.99 monthly
                  Per month       €12.99
                  Status          active
                  Next charge     Dec 29, 2026 (in 30 days)
                  Category        streaming
                  Brand           Netflix
                  Last confirmed  Nov 29, 2026
                  Manage          https://www.netflix.com/account

                """))
        try expect(
            ["edit", "Netflix", "amount", amount("15,99")],
            t(
                "Actualizada Netflix.\nPrecio: 12,99\u{A0}€ → 15,99\u{A0}€, sube 3,00\u{A0}€ (+23\u{A0}%).\n",
                "Updated Netflix.\nPrice: €12.99 → €15.99, up €3.00 (+23%).\n"))
        try expect(
            ["archivar", "Netflix"],
            t(
                "Archivada Netflix: 15,99\u{A0}€ menos al mes. Llevas 1 suscripción cancelada.\nPara darla de baja: https://www.netflix.com/account\nLogro conseguido: Primera baja: Netflix.\n"
                    + "Logro conseguido: Matado en la semana de una subida de precio: Netflix.\n",
                "Archived Netflix: €15.99 a month less. That is 1 subscription killed so far.\nTo cancel it: https://www.netflix.com/account\nAchievement unlocked: First kill: Netflix.\n"
                    + "Achievement unlocked: Killed within a week of a price rise: Netflix.\n"
            ))
        try expect(
            ["total"],
            t(
                "43,16\u{A0}€ al mes · 3 activas · tu parte 28,16\u{A0}€\n1 archivada (no cuenta)\n",
                "€43.16 a month · 3 active · your share €28.16\n1 archived (not counted)\n"))
        try expect(
            ["restore", "Netflix"],
            t("Restaurada Netflix: vuelve a contar.\n", "Restored Netflix: it counts again.\n"))
        try expect(
            ["kill", "disney+"],
            t(
                "Archivada Disney+: 8,99\u{A0}€ menos al mes. Llevas 1 suscripción cancelada.\nPara darla de baja: https://www.disneyplus.com/account\nLogro conseguido: Primera baja: Disney+.\n",
                "Archived Disney+: €8.99 a month less. That is 1 subscription killed so far.\nTo cancel it: https://www.disneyplus.com/account\nAchievement unlocked: First kill: Disney+.\n"
            )
        )
        try expect(
            ["confirm", "Gym"],
            t("Confirmada Gym: la sigues queriendo.\n", "Confirmed Gym: still wanted.\n"))
        try expect(
            ["risks"],
            t(
                """
                !! Prensa — riesgo alto
                    la prueba gratuita pasa a cobrarse dentro de 3 días (2 dic 2026)
                ! Netflix — riesgo medio
                    el precio sube 3,00\u{A0}€ (+23\u{A0}%) el 29 nov 2026

                """,
                """
                !! Prensa — high risk
                    the free trial turns into a charge in 3 days (Dec 2, 2026)
                ! Netflix — medium risk
                    price up €3.00 (+23%) on Nov 29, 2026

                """))
        try expect(
            ["upcoming"],
            t(
                """
                Cargos en los próximos 30 días:
                  2 dic 2026   dentro de 3 días   Prensa   50,00\u{A0}€
                  5 dic 2026   dentro de 6 días   Gym      30,00\u{A0}€
                  29 dic 2026  dentro de 30 días  Netflix  15,99\u{A0}€
                Total: 95,99\u{A0}€

                """,
                """
                Charges in the next 30 days:
                  Dec 2, 2026   in 3 days   Prensa   €50.00
                  Dec 5, 2026   in 6 days   Gym      €30.00
                  Dec 29, 2026  in 30 days  Netflix  €15.99
                Total: €95.99

                """))
        // Nobody to ask without a terminal: refused, nothing deleted.
        try expect(
            ["delete", "Gym"], "",
            err: t(
                "error: No puedo preguntarte aquí (no es un terminal): repite «borrar» con --yes para hacerlo sin preguntar.\n",
                "error: Nobody to ask here: run \"delete\" again with --yes to do it without asking.\n"
            ), status: 1)
        #expect(try box.names().contains("Gym"))
        try expect(
            ["delete", "Gym", "--yes"], t("Borrada Gym para siempre.\n", "Deleted Gym for good.\n"))
        try expect(
            ["list"],
            t(
                """
                Mensual
                  Netflix  15,99\u{A0}€/mes  15,99\u{A0}€/mes  !   29 dic 2026

                Anual
                  Prensa   50,00\u{A0}€/año   4,17\u{A0}€/mes  !!  dentro de 3 días · prueba hasta el 2 dic 2026

                Archivadas
                  Disney+   8,99\u{A0}€/mes                   archivada el 29 nov 2026

                """,
                """
                Monthly
                  Netflix  €15.99/month  €15.99/month  !   Dec 29, 2026

                Annual
                  Prensa    €50.00/year   €4.17/month  !!  in 3 days · trial until Dec 2, 2026

                Archived
                  Disney+   €8.99/month                    archived Nov 29, 2026

                """))
    }

    @Test(
        "usage errors exit 2 with a localized reason and write nothing",
        arguments: Language.allCases)
    func usageErrors(_ language: Language) throws {
        let box = try Sandbox(language)
        let t = language.pick
        let cases: [([String], String)] = [
            (
                ["ad", "Spotify", "10"],
                t(
                    "error: No conozco la orden «ad».\n¿Quisiste decir «add»?\nEscribe «ayuda» para ver todas las órdenes.\n",
                    "error: Unknown command \"ad\".\nDid you mean \"add\"?\nType \"help\" to see every command.\n"
                )
            ),
            (
                ["add", "Spotify"],
                t(
                    "error: «añadir» necesita un importe.\nUso: añadir NOMBRE IMPORTE [MONEDA] [PERIODO] [--next FECHA] [--trial-ends FECHA] [--shared N] [--category TEXTO] [--group GRUPO] [--notes TEXTO] [--url URL] [--notice PREAVISO] [--paid-by PERSONA] [--paid-with TARJETA] [--remind 7,3,1|no] [--until FECHA] [--payments N] [--varies]\n",
                    "error: \"add\" needs an amount.\nUsage: add NAME AMOUNT [CURRENCY] [PERIOD] [--next DATE] [--trial-ends DATE] [--shared N] [--category TEXT] [--group GROUP] [--notes TEXT] [--url URL] [--notice NOTICE] [--paid-by PERSON] [--paid-with CARD] [--remind 7,3,1|off] [--until DATE] [--payments N] [--varies]\n"
                )
            ),
            (
                ["add", "Spotify", "10", "--bogus"],
                t(
                    "error: «añadir» no tiene la opción --bogus.\nUso: añadir NOMBRE IMPORTE [MONEDA] [PERIODO] [--next FECHA] [--trial-ends FECHA] [--shared N] [--category TEXTO] [--group GRUPO] [--notes TEXTO] [--url URL] [--notice PREAVISO] [--paid-by PERSONA] [--paid-with TARJETA] [--remind 7,3,1|no] [--until FECHA] [--payments N] [--varies]\n",
                    "error: \"add\" has no option --bogus.\nUsage: add NAME AMOUNT [CURRENCY] [PERIOD] [--next DATE] [--trial-ends DATE] [--shared N] [--category TEXT] [--group GROUP] [--notes TEXT] [--url URL] [--notice NOTICE] [--paid-by PERSON] [--paid-with CARD] [--remind 7,3,1|off] [--until DATE] [--payments N] [--varies]\n"
                )
            ),
            (
                ["add", "Spotify", "abc"],
                t(
                    "error: «abc» no es un importe. Escribe algo como 12,99 o 12,99 €.\n",
                    "error: \"abc\" is not an amount. Type something like 12.99 or €12.99.\n")
            ),
            (
                ["add", "Foo", "-5"],
                t(
                    "error: El importe no puede ser negativo.\n",
                    "error: The amount cannot be negative.\n")
            ),
            (
                ["group", "new", "Streaming"],
                t(
                    "error: «grupo» necesita un techo (--cap IMPORTE) o --auto.\nUso: grupo nuevo NOMBRE (--cap IMPORTE | --auto) [MIEMBRO…] · grupo añadir GRUPO MIEMBRO… · grupo quitar MIEMBRO\n",
                    "error: \"group\" needs a cap (--cap AMOUNT) or --auto.\nUsage: group new NAME (--cap AMOUNT | --auto) [MEMBER…] · group add GROUP MEMBER… · group remove MEMBER\n"
                )
            ),
        ]
        for (arguments, message) in cases {
            let result = try box.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stdout == "", "\(arguments)")
            #expect(result.stderr == message, "\(arguments)")
        }
        let badGlobal = try SubHubProcess.run(
            arguments: ["--frob", "list"], environment: box.environment)
        #expect(badGlobal.status == 2)
        #expect(
            badGlobal.stderr
                == t(
                    "error: No conozco la opción --frob.\nEscribe «ayuda» para ver todas las órdenes.\n",
                    "error: Unknown option --frob.\nType \"help\" to see every command.\n"))
        let badDate = try box.run(["list"], globals: ["--as-of", "2026-13-01"])
        #expect(badDate.status == 2)
        #expect(
            badDate.stderr
                == t(
                    "error: --as-of necesita una fecha escrita AAAA-MM-DD, no «2026-13-01».\n",
                    "error: --as-of needs a date written YYYY-MM-DD, not \"2026-13-01\".\n"))
        #expect(try box.items().isEmpty)
    }

    @Test("a domain error exits 1 with its reason and writes nothing", arguments: Language.allCases)
    func domainError(_ language: Language) throws {
        let box = try Sandbox(language)
        let t = language.pick
        try box.quiet("add", "Netflix", "12", "EUR")
        try box.quiet("add", "Libros", "100", "EUR", t("anual", "annual"))
        let before = try box.run("--json", "list").stdout
        let mismatch = try box.run("group", "new", "Ocio", "--cap", "20", "Netflix", "Libros")
        #expect(mismatch.status == 1)
        #expect(mismatch.stdout == "")
        #expect(
            mismatch.stderr
                == t(
                    "error: «Libros» es anual y el grupo «Ocio» es mensual: deben coincidir.\n",
                    "error: \"Libros\" is annual and the group \"Ocio\" is monthly: they must match.\n"
                ))

        let missing = try box.run("archive", "Nada")
        #expect(missing.status == 1)
        #expect(
            missing.stderr
                == t(
                    "error: No hay ninguna suscripción llamada «Nada». Míralas todas con: lista\n",
                    "error: No subscription called \"Nada\". See them all with: list\n"))

        let noGroup = try box.run("add", "Max", "9", "EUR", "--group", "Netflix")
        #expect(noGroup.status == 1)
        #expect(noGroup.stdout == "")
        #expect(
            noGroup.stderr
                == t("error: «Netflix» no es un grupo.\n", "error: \"Netflix\" is not a group.\n"))
        #expect(try box.run("--json", "list").stdout == before)
    }

    @Test(
        "a duplicate name warns on standard error and is still added", arguments: Language.allCases)
    func duplicateWarning(_ language: Language) throws {
        let box = try Sandbox(language)
        let t = language.pick
        try box.quiet("add", "Netflix", "12", "EUR")
        let again = try box.run("add", "netflix", "12", "EUR")
        #expect(again.status == 0)
        #expect(
            again.stdout
                == t(
                    "Añadida Netflix: 12,00\u{A0}€ mensual (12,00\u{A0}€ al mes).\n",
                    "Added Netflix: €12.00 monthly (€12.00 a month).\n"))
        #expect(
            again.stderr
                == t(
                    "aviso: Ya tienes otra suscripción activa llamada «Netflix».\n",
                    "warning: You already have another active subscription called \"Netflix\".\n"))
        #expect(try box.names() == ["Netflix", "Netflix"])
        // Two of a name: the name is ambiguous, and the candidates are listed.
        let ambiguous = try box.run("show", "Netflix")
        #expect(ambiguous.status == 1)
        // Each with its id prefix and amount, as alternatives ("o"/"or"), never "y"/"and".
        #expect(
            ambiguous.stderr.contains(
                t("«Netflix» puede ser Netflix (", "\"Netflix\" could be Netflix (")))
        #expect(ambiguous.stderr.contains(t(") o Netflix (", ") or Netflix (")))
        #expect(
            ambiguous.stderr.hasSuffix(
                t("Escribe su id para elegir.\n", "Type its id to choose.\n")))
    }

    @Test("help of an unknown command is a usage error", arguments: Language.allCases)
    func helpUnknown(_ language: Language) throws {
        let box = try Sandbox(language)
        let result = try box.run("help", "frobnicate")
        #expect(result.status == 2)
        #expect(
            result.stderr.hasPrefix(
                language.pick(
                    "error: No conozco la orden «frobnicate».",
                    "error: Unknown command \"frobnicate\".")))
        let good = try box.run("help", language.pick("añadir", "add"))
        #expect(good.status == 0)
        #expect(
            good.lines.first
                == language.pick(
                    "Uso: añadir NOMBRE IMPORTE [MONEDA] [PERIODO] [--next FECHA] [--trial-ends FECHA] [--shared N] [--category TEXTO] [--group GRUPO] [--notes TEXTO] [--url URL] [--notice PREAVISO] [--paid-by PERSONA] [--paid-with TARJETA] [--remind 7,3,1|no] [--until FECHA] [--payments N] [--varies]",
                    "Usage: add NAME AMOUNT [CURRENCY] [PERIOD] [--next DATE] [--trial-ends DATE] [--shared N] [--category TEXT] [--group GROUP] [--notes TEXT] [--url URL] [--notice NOTICE] [--paid-by PERSON] [--paid-with CARD] [--remind 7,3,1|off] [--until DATE] [--payments N] [--varies]"
                ))
    }
}
