import Foundation
import Testing

/// Groups end to end: a manual cap, going over it, leaving a group, an automatic group.
@Suite("Groups")
struct GroupTests {
    @Test("cap, over-cap warning, remove, --auto", arguments: Language.allCases)
    func groups(_ language: Language) throws {
        let box = try Sandbox(language)
        let t = language.pick
        try box.quiet("add", "Cine", "12", "EUR")
        try box.quiet("add", "Teatro", "9", "EUR")
        try box.quiet("add", "Club", "10", "EUR")

        let created = try box.run("group", "new", "Ocio", "--cap", "20", "Cine", "Teatro")
        #expect(created.status == 0)
        #expect(
            created.stdout
                == t(
                    "Creado el grupo Ocio con 2 miembros.\n", "Created group Ocio with 2 members.\n"
                ))
        #expect(
            created.stderr
                == t(
                    "aviso: Los miembros de «Ocio» suman 21,00\u{A0}€ al mes, más que su tope de 20,00\u{A0}€.\n",
                    "warning: The members of \"Ocio\" add up to €21.00 a month, over its cap of €20.00.\n"
                ))

        let added = try box.run("group", "add", "Ocio", "Club")
        #expect(added.status == 0)
        #expect(added.stdout == t("Añadido 1 miembro a Ocio.\n", "Added 1 member to Ocio.\n"))
        #expect(
            added.stderr
                == t(
                    "aviso: Los miembros de «Ocio» suman 31,00\u{A0}€ al mes, más que su tope de 20,00\u{A0}€.\n",
                    "warning: The members of \"Ocio\" add up to €31.00 a month, over its cap of €20.00.\n"
                ))
        #expect(
            try box.run("list").stdout
                == t(
                    """
                    Mensual
                      Ocio      20,00\u{A0}€/mes  31,00\u{A0}€/mes  29 dic 2026 · grupo · se pasa del techo de 20,00\u{A0}€ en 11,00\u{A0}€
                        Cine    12,00\u{A0}€/mes  12,00\u{A0}€/mes  29 dic 2026
                        Club    10,00\u{A0}€/mes  10,00\u{A0}€/mes  29 dic 2026
                        Teatro   9,00\u{A0}€/mes   9,00\u{A0}€/mes  29 dic 2026

                    """,
                    """
                    Monthly
                      Ocio      €20.00/month  €31.00/month  Dec 29, 2026 · group · over its cap of €20.00 by €11.00
                        Cine    €12.00/month  €12.00/month  Dec 29, 2026
                        Club    €10.00/month  €10.00/month  Dec 29, 2026
                        Teatro   €9.00/month   €9.00/month  Dec 29, 2026

                    """))
        #expect(
            try box.run("total").stdout
                == t("31,00\u{A0}€ al mes · 3 activas\n", "€31.00 a month · 3 active\n"))

        let removed = try box.run("group", "remove", "club")
        #expect(removed.status == 0)
        #expect(
            removed.stdout
                == t(
                    "Club sale de Ocio; sigue como suscripción independiente.\n",
                    "Club left Ocio; it stays as a subscription of its own.\n"))
        let again = try box.run("group", "remove", "club")
        #expect(again.status == 1)
        #expect(
            again.stderr
                == t("error: Club no está en ningún grupo.\n", "error: Club is not in any group.\n")
        )

        try box.quiet("group", "new", "Pack", "--auto", "Club")
        try box.quiet("add", "Museo", "5", "EUR", "--group", "Pack")
        #expect(
            try box.run("list").stdout
                == t(
                    """
                    Mensual
                      Ocio      20,00\u{A0}€/mes  21,00\u{A0}€/mes  29 dic 2026 · grupo · se pasa del techo de 20,00\u{A0}€ en 1,00\u{A0}€
                        Cine    12,00\u{A0}€/mes  12,00\u{A0}€/mes  29 dic 2026
                        Teatro   9,00\u{A0}€/mes   9,00\u{A0}€/mes  29 dic 2026
                      Pack      15,00\u{A0}€/mes  15,00\u{A0}€/mes  29 dic 2026 · grupo · automático, 2 miembros
                        Club    10,00\u{A0}€/mes  10,00\u{A0}€/mes  29 dic 2026
                        Museo    5,00\u{A0}€/mes   5,00\u{A0}€/mes  29 dic 2026

                    """,
                    """
                    Monthly
                      Ocio      €20.00/month  €21.00/month  Dec 29, 2026 · group · over its cap of €20.00 by €1.00
                        Cine    €12.00/month  €12.00/month  Dec 29, 2026
                        Teatro   €9.00/month   €9.00/month  Dec 29, 2026
                      Pack      €15.00/month  €15.00/month  Dec 29, 2026 · group · automatic, 2 members
                        Club    €10.00/month  €10.00/month  Dec 29, 2026
                        Museo    €5.00/month   €5.00/month  Dec 29, 2026

                    """))
        #expect(
            try box.run("total").stdout
                == t("36,00\u{A0}€ al mes · 4 activas\n", "€36.00 a month · 4 active\n"))

        // The JSON view agrees: members point at their group, the automatic group is their sum.
        let items = try box.items()
        let byName = Dictionary(uniqueKeysWithValues: items.map { ($0["name"] as! String, $0) })
        let pack = try #require(byName["Pack"])
        #expect(pack["group_mode"] as? String == "automatic")
        #expect(pack["amount_minor"] as? Int == 1500)
        #expect(byName["Museo"]?["parent_id"] as? String == pack["id"] as? String)
        #expect(byName["Ocio"]?["group_mode"] as? String == "manual")
        #expect(byName["Cine"]?["parent_id"] as? String == byName["Ocio"]?["id"] as? String)
    }

    @Test("the quoted example from the issue: Streaming with Netflix and Disney+")
    func issueExample() throws {
        let box = try Sandbox(.es)
        let result = try box.script([
            "add Netflix 12,99 EUR", "add \"Disney+\" 8,99 EUR",
            "group new Streaming --cap 30 Netflix \"Disney+\"", "total",
        ])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(
            result.lines == [
                "Añadida Netflix: 12,99\u{A0}€ mensual (12,99\u{A0}€ al mes).",
                "Añadida Disney+: 8,99\u{A0}€ mensual (8,99\u{A0}€ al mes).",
                "Creado el grupo Streaming con 2 miembros.",
                "30,00\u{A0}€ al mes · 2 activas",
            ])
    }
}
