import Foundation
import Testing

/// Ordinary flows a new user meets, each of which once gave a wrong answer or a dead end.
@Suite("Ordinary flows")
struct OrdinaryFlowTests {
    @Test(
        "restore of an active subscription says it was not archived", arguments: Language.allCases)
    func restoreOfAnActiveSubscription(_ language: Language) throws {
        let box = try Sandbox(language)
        try box.quiet("add", "Gym", "30")
        let result = try box.run("restore", "Gym")
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == language.pick(
                    "error: «Gym» no está archivada: no hay nada que restaurar.\n",
                    "error: \"Gym\" is not archived: there is nothing to restore.\n"))
    }

    @Test("lang is kept in the profile; --lang wins; lang auto forgets it")
    func languageChoiceIsKept() throws {
        let box = try Sandbox(.es)
        try box.quiet("add", "Gym", "30")
        #expect(try box.run("lang", "en").stdout == "Language: English\n")
        // Words follow the chosen language; money keeps the environment's format.
        #expect(try box.run("total").stdout == "30,00\u{A0}€ a month · 1 active\n")
        #expect(
            try box.run(["total"], globals: ["--lang", "es"]).stdout.hasPrefix(
                "30,00\u{A0}€ al mes"))
        #expect(try box.run("lang", "auto").stdout == "Idioma: español\n")
        #expect(try box.run("total").stdout.hasPrefix("30,00\u{A0}€ al mes"))
    }

    @Test("--json on write commands prints the changed items with their ids")
    func writeCommandsAnswerInJSON() throws {
        let box = try Sandbox(.en)
        let added = try box.run(["--json", "add", "Gym", "30"])
        #expect(added.status == 0)
        let items = try #require(try jsonObject(added.stdout)["items"] as? [[String: Any]])
        #expect(items.count == 1)
        let id = try #require(items[0]["id"] as? String)
        #expect(id.count == 36)
        #expect(items[0]["name"] as? String == "Gym")
        #expect(items[0]["amount_minor"] as? Int == 3000)

        let edited = try #require(
            try jsonObject(box.run(["--json", "edit", "Gym", "amount", "35"]).stdout)["items"]
                as? [[String: Any]])
        #expect(edited.first?["id"] as? String == id)
        #expect(edited.first?["amount_minor"] as? Int == 3500)
        let archived = try #require(
            try jsonObject(box.run(["--json", "archive", "Gym"]).stdout)["items"]
                as? [[String: Any]])
        #expect(archived.first?["status"] as? String == "archived")
        let restored = try #require(
            try jsonObject(box.run(["--json", "restore", "Gym"]).stdout)["items"]
                as? [[String: Any]])
        #expect(restored.first?["status"] as? String == "active")
        let grouped = try #require(
            try jsonObject(box.run(["--json", "group", "new", "Fit", "--auto", "Gym"]).stdout)[
                "items"] as? [[String: Any]])
        #expect(grouped.map { $0["name"] as? String } == ["Fit", "Gym"])
        let deleted = try #require(
            try jsonObject(box.run(["--json", "delete", "Gym", "--yes"]).stdout)["items"]
                as? [[String: Any]])
        #expect(deleted.first?["id"] as? String == id)
    }

    @Test(
        "an amount read by guessing the convention says how it was read",
        arguments: Language.allCases)
    func guessedAmountsAreEchoed(_ language: Language) throws {
        let box = try Sandbox(language)
        let typed = language.pick("1.234", "1,234")
        let result = try box.run("add", "Qx", typed)
        #expect(result.status == 0)
        #expect(
            result.stderr
                == language.pick(
                    "aviso: He leído «1.234» como 1234,00\u{A0}€.\n",
                    "warning: I read \"1,234\" as $1,234.00.\n"))
    }

    @Test("the currency is the one typed, else the locale's: never the brand's")
    func brandsDoNotChooseTheCurrency() throws {
        let box = try Sandbox(.es)
        for (name, amount) in [
            ("Prime Video", "5,99"), ("Figma", "12"), ("Notion", "10"), ("Duolingo", "7"),
        ] {
            let result = try box.run("add", name, amount)
            #expect(result.status == 0, "\(name): \(result.stderr)")
        }
        let currencies = try box.items().map { $0["currency"] as? String }
        #expect(currencies == ["EUR", "EUR", "EUR", "EUR"])
    }

    @Test("a name becomes a brand's only when it is the brand's name or alias")
    func shortAndPartialNamesAreKeptAsTyped() throws {
        let box = try Sandbox(.en)
        try box.quiet("add", "E", "5")
        try box.quiet("add", "F", "5")
        try box.quiet("add", "netflix", "5")
        try box.quiet("add", "Cine", "5")
        #expect(try box.names().sorted() == ["Cine", "E", "F", "Netflix"])
    }

    @Test("Spanish usage errors speak Spanish: commands, fields, limits")
    func spanishUsageErrorsSpeakSpanish() throws {
        let box = try Sandbox(.es)
        try box.quiet("add", "Netflix", "5")
        let field = try box.run("editar", "Netflix", "colour", "rojo")
        #expect(field.status == 2)
        #expect(field.stderr.contains("nombre, importe, moneda, periodo, próximo"))
        #expect(!field.stderr.contains("amount"))
        let days = try box.run("upcoming", "1000000")
        #expect(
            days.stderr == "error: DÍAS necesita un número entero entre 1 y 3660, no «1000000».\n")
        let shared = try box.run("add", "X", "5", "--shared", "1001")
        #expect(
            shared.stderr
                == "error: --shared necesita un número entero entre 1 y 1000, no «1001».\n")
        let help = try box.run("help").stdout
        #expect(help.contains("añadir"))
        #expect(!help.contains("  add "))
    }

    @Test("a trial's end is the first charge unless the next charge is given")
    func aTrialEndIsTheFirstCharge() throws {
        let box = try Sandbox(.en)
        #expect(try box.run("add", "Trialy", "9", "--trial-ends", "2026-12-03").status == 0)
        let item = try #require(try box.items().first)
        #expect(item["next_charge"] as? String == "2026-12-03")
        #expect(try box.run("risks").stdout.contains("Trialy"))
    }

    @Test("a plan word chooses the plan, which is not split until told; brands finds it")
    func aPlanWordChoosesThePlan() throws {
        let box = try Sandbox(.es)
        let added = try box.run("add", "Spotify familiar", "17,99")
        #expect(added.status == 0)
        // The plan's size is said, not assumed: "your share" stays the whole price.
        #expect(
            added.stderr.contains(
                "cuento que la pagas solo tú (el plan de Spotify es para hasta 6 personas). "
                    + "Para cambiarlo: editar \"Spotify familiar\" compartida 6"),
            "\(added.stderr)")
        let item = try #require(try box.items().first)
        #expect(item["name"] as? String == "Spotify familiar")
        #expect(item["brand_slug"] as? String == "spotify")
        #expect(item["shared_with"] as? Int == 1)
        #expect(try box.run("edit", "Spotify familiar", "shared", "4").status == 0)
        #expect(try box.items().first?["shared_with"] as? Int == 4)
        #expect(try box.run("brands", "spotify familiar").stdout.contains("Spotify"))
        #expect(try box.run("brands", "Netflix Premium").stdout.contains("Netflix"))
    }

    @Test("amounts outside the grammar are refused, guesses are said", arguments: Language.allCases)
    func amountsAreReadExactly(_ language: Language) throws {
        let box = try Sandbox(language)
        for typed in ["1e3", "1-2", "0x10", "2024-01-01"] {
            let result = try box.run("add", "T", typed)
            #expect(result.status == 2, "\(typed) was accepted")
        }
        #expect(try box.names().isEmpty)
        let guessed = try box.run("add", "Qx", language.pick("12.99", "12,99"))
        #expect(
            guessed.stderr
                == language.pick(
                    "aviso: He leído «12.99» como 12,99\u{A0}€.\n",
                    "warning: I read \"12,99\" as $12.99.\n"))
    }

    @Test("archiving a group archives its members, says so, and restore brings them back")
    func archivingAGroupTakesItsMembers() throws {
        let box = try Sandbox(.es)
        try box.quiet("add", "Netflix", "12,99")
        try box.quiet("add", "Disney+", "8,99")
        try box.quiet("add", "Gym", "30")
        #expect(
            try box.run("group", "new", "Streaming", "--cap", "20", "Netflix", "Disney+").status
                == 0)
        let archived = try box.run("archive", "Streaming")
        #expect(archived.status == 0)
        #expect(
            archived.stdout == """
                Archivada Streaming: 21,98\u{A0}€ menos al mes. Llevas 2 suscripciones canceladas.
                Archivadas con el grupo, porque se cobraban a través de él: Netflix y Disney+.
                Logro conseguido: Primera baja: Streaming.

                """)
        let statuses = Dictionary(
            uniqueKeysWithValues: try box.items().map {
                ($0["name"] as! String, $0["status"] as! String)
            })
        #expect(
            statuses == [
                "Streaming": "archived", "Netflix": "archived", "Disney+": "archived",
                "Gym": "active",
            ])
        #expect(try box.run("total").stdout.hasPrefix("30,00\u{A0}€ al mes · 1 activa"))
        let restored = try box.run("restore", "Streaming")
        #expect(restored.stdout.contains("Vuelven con el grupo: Netflix y Disney+."))
        #expect(try box.run("total").stdout.hasPrefix("51,98\u{A0}€ al mes · 3 activas"))
    }

    @Test("archiving a member of a capped group says what the total really lost")
    func archiveSaysTheRealChange() throws {
        let box = try Sandbox(.es)
        try box.quiet("add", "Netflix", "12,99")
        try box.quiet("add", "Disney+", "8,99")
        #expect(
            try box.run("group", "new", "Streaming", "--cap", "20", "Netflix", "Disney+").status
                == 0)
        #expect(
            try box.run("archive", "Disney+").stdout
                == "Archivada Disney+: 1,98\u{A0}€ menos al mes. Llevas 1 suscripción cancelada.\n"
                + "Para darla de baja: https://www.disneyplus.com/account\n"
                + "Logro conseguido: Primera baja: Disney+.\n")
    }

    @Test("two subscriptions of one name are addressed by id prefix; deletes never guess")
    func idPrefixesTellTwinsApart() throws {
        let box = try Sandbox(.es)
        try box.quiet("add", "Netflix", "12,99", "--notes", "uno")
        #expect(try box.run("add", "Netflix", "7,99", "--notes", "dos").status == 0)
        let ids = try box.items().map { ($0["id"] as! String, $0["amount_minor"] as! Int) }
        let ambiguous = try box.run("show", "Netflix")
        #expect(ambiguous.status == 1)
        let cheap = try #require(ids.first { $0.1 == 799 }).0
        let dear = try #require(ids.first { $0.1 == 1299 }).0
        #expect(
            ambiguous.stderr.contains(
                "Netflix (\(dear.prefix(4)), 12,99\u{A0}€) o Netflix (\(cheap.prefix(4)), 7,99\u{A0}€)"
            )
                || ambiguous.stderr.contains(
                    "Netflix (\(cheap.prefix(4)), 7,99\u{A0}€) o Netflix (\(dear.prefix(4)), 12,99\u{A0}€)"
                ),
            "\(ambiguous.stderr)")
        #expect(try box.run("archive", String(cheap.prefix(4))).status == 0)
        #expect(
            try box.items().first { $0["id"] as? String == cheap }?["status"] as? String
                == "archived")
        // A prefix of a name is a suggestion, never a target, for a command that changes data.
        let guess = try box.run("delete", "Netfl", "--yes")
        #expect(guess.status == 1)
        #expect(guess.stderr.contains("¿Quisiste decir"))
        #expect(try box.items().count == 2)
    }

    /// The seed's "gestionar": a link of the user's own (`--url`), else the brand's, in
    /// `show` and after `archive`, where cancelling for real happens.
    @Test func theManageLinkShowsInShowAndAfterArchive() throws {
        let box = try Sandbox(.es)
        try box.quiet("add", "Gimnasio", "30", "--url", "https://example.com/baja")
        #expect(try box.run("show", "Gimnasio").stdout.contains("https://example.com/baja"))
        let archived = try box.run("archive", "Gimnasio")
        #expect(archived.stdout.contains("Para darla de baja: https://example.com/baja"))
        try box.quiet("restore", "Gimnasio")
        try box.quiet("edit", "Gimnasio", "enlace", "-")
        #expect(!(try box.run("show", "Gimnasio").stdout.contains("example.com")))
        let refused = try box.run("add", "Raro", "5", "--url", "javascript:alert(1)")
        #expect(refused.status == 1)
        #expect(refused.stderr.hasPrefix("error: "), "\(refused.stderr)")
        #expect(try box.run("--json", "show", "Gimnasio").stdout.contains("\"manage_url\":null"))
    }
}
