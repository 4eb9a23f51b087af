import Foundation
import Testing

/// `total --without`, `archive --dry-run` and `chart` through the real binary: exact words in
/// both languages, exit codes for names that do not fit exactly, and nothing written.
@Suite("What-if and chart")
struct WhatIfChartTests {
    /// Netflix 12,99 €, Disney+ 8,99 €, and Ocio capped at 20 € holding Cine 12 € and
    /// Teatro 9 € (21 € a month, over its cap): 42,98 € a month in all.
    static func household(_ language: Language) throws -> Sandbox {
        let box = try Sandbox(language)
        let t = language.pick
        try box.quiet("add", "Netflix", t("12,99", "12.99"), "EUR")
        try box.quiet("add", "Disney+", t("8,99", "8.99"), "EUR")
        try box.quiet("add", "Cine", "12", "EUR")
        try box.quiet("add", "Teatro", "9", "EUR")
        let group = try box.run("group", "new", "Ocio", "--cap", "20", "Cine", "Teatro")
        #expect(group.status == 0, "\(group.stderr)")
        return box
    }

    @Test("total --without: new totals and a year of savings", arguments: Language.allCases)
    func without(_ language: Language) throws {
        let box = try Self.household(language)
        let t = language.pick
        let database = box.databasePath()
        let before = try box.bytes(database)
        let both = try box.run("total", "--without", "Netflix,disney+")
        #expect(both.status == 0, "\(both.stderr)")
        #expect(both.stderr == "")
        #expect(
            both.stdout
                == t(
                    "Sin Netflix y Disney+:\n  42,98\(nbsp)€ → 21,00\(nbsp)€ al mes · ahorrarías 263,76\(nbsp)€ al año\nEs solo una simulación: no se ha cambiado nada.\n",
                    "Without Netflix and Disney+:\n  €42.98 → €21.00 a month · you would save €263.76 a year\nOnly a simulation: nothing was changed.\n"
                ))
        // A member of a capped group: the total falls only to max(cap, the rest) = 20 €.
        #expect(
            try box.run("total", "--without", "Cine").stdout
                == t(
                    "Sin Cine:\n  42,98\(nbsp)€ → 41,98\(nbsp)€ al mes · ahorrarías 12,00\(nbsp)€ al año\nEs solo una simulación: no se ha cambiado nada.\n",
                    "Without Cine:\n  €42.98 → €41.98 a month · you would save €12.00 a year\nOnly a simulation: nothing was changed.\n"
                ))
        #expect(
            try box.run("total").stdout
                == t("42,98\(nbsp)€ al mes · 4 activas\n", "€42.98 a month · 4 active\n"))
        #expect(try box.bytes(database) == before)
    }

    @Test(
        "archive --dry-run: before/after, members, not a byte written", arguments: Language.allCases
    )
    func dryRun(_ language: Language) throws {
        let box = try Self.household(language)
        let t = language.pick
        let database = box.databasePath()
        let before = try box.bytes(database)
        let preview = try box.run("archive", "Ocio", "--dry-run")
        #expect(preview.status == 0, "\(preview.stderr)")
        #expect(
            preview.stdout
                == t(
                    "Si archivaras Ocio:\n  42,98\(nbsp)€ → 21,98\(nbsp)€ al mes · ahorrarías 252,00\(nbsp)€ al año\nCon el grupo se archivarían también 2 miembros: Cine y Teatro.\nEs solo una simulación: no se ha cambiado nada.\n",
                    "If you archived Ocio:\n  €42.98 → €21.98 a month · you would save €252.00 a year\nIts 2 members would be archived with it: Cine and Teatro.\nOnly a simulation: nothing was changed.\n"
                ))
        #expect(try box.bytes(database) == before)
        #expect(try box.items().allSatisfy { $0["status"] as? String == "active" })

        let json = try box.run(["--json", "archive", "Ocio", "--dry-run"])
        #expect(json.status == 0)
        let object = try jsonObject(json.stdout)
        #expect(
            (object["without"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == [
                "Ocio"
            ])
        #expect(
            Set((object["members"] as? [[String: Any]])?.compactMap { $0["name"] as? String } ?? [])
                == ["Cine", "Teatro"])
        let totals = try #require(object["totals"] as? [[String: Any]])
        #expect(totals.first?["monthly_before_minor"] as? Int == 4298)
        #expect(totals.first?["monthly_after_minor"] as? Int == 2198)
        #expect(totals.first?["monthly_change_minor"] as? Int == -2100)
        #expect(totals.first?["yearly_change_minor"] as? Int == -25200)
        #expect(object["changed"] as? Bool == false)
        #expect(try box.bytes(database) == before)

        // Script mode and the Spanish command word do the same.
        let script = try box.script([t("archivar Ocio --dry-run", "kill Ocio --dry-run"), "total"])
        #expect(script.status == 0)
        #expect(
            script.stdout.hasSuffix(
                t("42,98\(nbsp)€ al mes · 4 activas\n", "€42.98 a month · 4 active\n")))
        #expect(try box.bytes(database) == before)
    }

    @Test("--without takes exact names only, and says why not", arguments: Language.allCases)
    func refusals(_ language: Language) throws {
        let box = try Self.household(language)
        let t = language.pick
        let database = box.databasePath()
        let before = try box.bytes(database)

        let unknown = try box.run("total", "--without", "Netflix,Nada")
        #expect(unknown.status == 1)
        #expect(unknown.stdout == "")
        #expect(
            unknown.stderr
                == t(
                    "error: No hay ninguna suscripción llamada «Nada». Míralas todas con: lista\n",
                    "error: No subscription called \"Nada\". See them all with: list\n"))

        // A loose match is a "did you mean" that computes nothing.
        let loose = try box.run("total", "--without", "netf")
        #expect(loose.status == 1)
        #expect(loose.stdout == "")
        #expect(
            loose.stderr.hasPrefix(
                t(
                    "error: No hay ninguna suscripción llamada «netf».",
                    "error: No subscription called \"netf\".")))
        #expect(loose.stderr.contains(t("¿Quisiste decir Netflix (", "Did you mean Netflix (")))
        let preview = try box.run("archive", "netf", "--dry-run")
        #expect(preview.status == 1)
        #expect(preview.stdout == "")

        let empty = try box.run("total", "--without", ",")
        #expect(empty.status == 2)
        #expect(
            empty.stderr
                == t(
                    "error: La opción --without necesita un valor.\n"
                        + "Uso: total [--without NOMBRE,…] [--in MONEDA] [--by categoría|tarjeta]\n",
                    "error: The option --without needs a value.\n"
                        + "Usage: total [--without NAME,…] [--in CURRENCY] [--by category|card]\n")
        )
        #expect(try box.bytes(database) == before)

        // Two of one name: ambiguous, exit 1; a unique id prefix then chooses.
        #expect(try box.run("add", "Netflix", "5", "EUR").status == 0)
        let ambiguous = try box.run("total", "--without", "Netflix")
        #expect(ambiguous.status == 1)
        #expect(ambiguous.stdout == "")
        #expect(
            ambiguous.stderr.hasPrefix(
                t("error: «Netflix» puede ser Netflix (", "error: \"Netflix\" could be Netflix (")))
        #expect(
            ambiguous.stderr.hasSuffix(
                t("Escribe su id para elegir.\n", "Type its id to choose.\n")))
        let cheap = try #require(
            try box.items().first {
                $0["name"] as? String == "Netflix" && $0["amount_minor"] as? Int == 500
            })
        let id = try #require(cheap["id"] as? String)
        let byID = try box.run("total", "--without", String(id.prefix(8)))
        #expect(byID.status == 0, "\(byID.stderr)")
        #expect(
            byID.stdout.hasPrefix(
                t(
                    "Sin Netflix:\n  47,98\(nbsp)€ → 42,98\(nbsp)€ al mes · ahorrarías 60,00\(nbsp)€ al año\n",
                    "Without Netflix:\n  €47.98 → €42.98 a month · you would save €60.00 a year\n"))
        )
    }

    @Test("total --without --json")
    func withoutJSON() throws {
        let box = try Self.household(.es)
        let result = try box.run(["--json", "total", "--without", "Netflix,Disney+"])
        #expect(result.status == 0)
        let object = try jsonObject(result.stdout)
        #expect(
            (object["without"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == [
                "Netflix", "Disney+",
            ])
        let totals = try #require(object["totals"] as? [[String: Any]])
        #expect(totals.count == 1)
        #expect(totals[0]["currency"] as? String == "EUR")
        #expect(totals[0]["monthly_change_minor"] as? Int == -2198)
        #expect(totals[0]["yearly_change_minor"] as? Int == -26376)
    }

    /// Netflix 13 € from Dec 5 and a domain paid yearly in January, drawn to a pipe: 60
    /// columns, no colour.
    @Test("chart: months from the locale, bars at 60 columns", arguments: Language.allCases)
    func chart(_ language: Language) throws {
        let box = try Sandbox(language)
        let t = language.pick
        try box.quiet("add", "Netflix", "13", "EUR", "--next", "2026-12-05")
        try box.quiet("add", "Dominio", "12", "EUR", t("anual", "yearly"), "--next", "2027-01-10")
        let result = try box.run(t("gráfico", "chart"), "--months", "3")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "")
        #expect(
            result.stdout
                == t(
                    """
                    Cargos de los próximos 3 meses en EUR:
                      nov 2026                                            0,00\(nbsp)€
                      dic 2026  ████████████████████▎                    13,00\(nbsp)€
                      ene 2027  ███████████████████████████████████████  25,00\(nbsp)€
                      Total: 38,00\(nbsp)€

                    """,
                    """
                    Charges in the next 3 months in EUR:
                      Nov 2026                                             €0.00
                      Dec 2026  ████████████████████▊                     €13.00
                      Jan 2027  ████████████████████████████████████████  €25.00
                      Total: €38.00

                    """))
        #expect(!result.stdout.contains("\u{1B}"))

        let json = try jsonObject(try box.run(["--json", "chart", "--months", "3"]).stdout)
        let months = try #require(json["months"] as? [[String: Any]])
        #expect(months.compactMap { $0["month"] as? String } == ["2026-11", "2026-12", "2027-01"])
        let january = try #require(months[2]["totals"] as? [[String: Any]])
        #expect(january.first?["amount_minor"] as? Int == 2500)
        #expect(
            (months[2]["charges"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == [
                "Netflix", "Dominio",
            ])

        let tooMany = try box.run("chart", "--months", "121")
        #expect(tooMany.status == 2)
        #expect(
            tooMany.stderr.hasPrefix(
                t(
                    "error: --months necesita un número entero entre 1 y 120, no «121».",
                    "error: --months needs a whole number from 1 to 120, not \"121\".")))
    }

    @Test("chart on an empty profile")
    func emptyChart() throws {
        let box = try Sandbox(.en)
        let result = try box.run("chart")
        #expect(result.status == 0)
        #expect(result.stdout == "No charges in the next 12 months.\n")
    }
}
