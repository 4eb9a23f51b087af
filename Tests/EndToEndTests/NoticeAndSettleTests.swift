import Foundation
import Testing

/// End to end: notice periods and the last day to cancel, who pays a shared plan and
/// who owes whom, and reminders per profile and per subscription. Exact output in both
/// languages.
@Suite("Notice periods, settle-up and reminders")
struct NoticeAndSettleTests {
    /// Netflix (a month's notice, paid by Bob among 3), Gym (30 days, paid by the user among
    /// 2, its own reminders), Cloud (dollars, paid by "bob" among 2), Prensa (2 months).
    private func household(_ language: Language) throws -> Sandbox {
        let box = try Sandbox(language)
        let amount = language.pick("12,99", "12.99")
        try box.quiet(
            "add", "Netflix", amount, "EUR", "--next", "2026-12-05", "--notice", "1m",
            "--paid-by", "Bob", "--shared", "3")
        try box.quiet(
            "add", "Gym", "30", "EUR", "--next", "2027-01-15", "--notice", "30 días",
            "--paid-by", language.pick("yo", "me"), "--shared", "2", "--remind", "14,2")
        try box.quiet("add", "Cloud", "10", "USD", "--paid-by", "bob", "--shared", "2")
        try box.quiet(
            "add", "Prensa", "50", "EUR", language.pick("anual", "annual"), "--next", "2027-03-01",
            "--notice", "2m")
        return box
    }

    @Test("upcoming lists the last days to cancel after the charges", arguments: Language.allCases)
    func upcomingNamesTheCancelByDates(_ language: Language) throws {
        let box = try household(language)
        let result = try box.run(language.pick("próximos", "upcoming"))
        #expect(result.status == 0)
        #expect(
            result.stdout
                == language.pick(
                    """
                    Cargos en los próximos 30 días:
                      5 dic 2026   dentro de 6 días   Netflix    12,99\(nbsp)€
                      29 dic 2026  dentro de 30 días  Cloud    10,00\(nbsp)US$
                    Total: 12,99\(nbsp)€ y 10,00\(nbsp)US$
                    Para no pagar el siguiente cargo:
                      Netflix: cancela como muy tarde el 5 dic 2026 (dentro de 6 días) para evitar el cargo del 5 ene 2027
                      Gym: cancela como muy tarde el 16 dic 2026 (dentro de 17 días) para evitar el cargo del 15 ene 2027

                    """,
                    """
                    Charges in the next 30 days:
                      Dec 5, 2026   in 6 days   Netflix  €12.99
                      Dec 29, 2026  in 30 days  Cloud    $10.00
                    Total: €12.99 and $10.00
                    To avoid the next charge:
                      Netflix: cancel by Dec 5, 2026 (in 6 days) to avoid the Jan 5, 2027 charge
                      Gym: cancel by Dec 16, 2026 (in 17 days) to avoid the Jan 15, 2027 charge

                    """))
        let json = try jsonObject(try box.run(["--json", "upcoming", "10"]).stdout)
        let deadlines = try #require(json["deadlines"] as? [[String: Any]])
        #expect(deadlines.map { $0["name"] as? String } == ["Netflix"])
        #expect(deadlines.first?["cancel_by"] as? String == "2026-12-05")
        #expect(deadlines.first?["charge_date"] as? String == "2027-01-05")
        #expect(deadlines.first?["notice_period"] as? String == "1m")
    }

    @Test("a last day to cancel within a week is a high risk", arguments: Language.allCases)
    func risksNameTheCancelByDate(_ language: Language) throws {
        let box = try household(language)
        let result = try box.run(language.pick("riesgos", "risks"))
        #expect(
            result.stdout
                == language.pick(
                    """
                    !! Netflix — riesgo alto
                        cancela como muy tarde el 5 dic 2026 (dentro de 6 días) para evitar el cargo del 5 ene 2027
                    ! Gym — riesgo medio
                        cuesta 15,00\(nbsp)€ al mes, más de 1,5 veces la media (7,83\(nbsp)€)

                    """,
                    """
                    !! Netflix — high risk
                        cancel by Dec 5, 2026 (in 6 days) to avoid the Jan 5, 2027 charge
                    ! Gym — medium risk
                        costs €15.00 a month, over 1.5 × the average (€7.83)

                    """))
        let json = try jsonObject(try box.run(["--json", "risks"]).stdout)
        let risks = try #require(json["risks"] as? [[String: Any]])
        #expect(risks.first?["reasons"] as? [String] == ["cancel_by_soon"])
        #expect(risks.first?["cancel_by"] as? String == "2026-12-05")
    }

    @Test(
        "show gives the notice, the last day to cancel, the payer and own reminders",
        arguments: Language.allCases)
    func showGivesTheNewFields(_ language: Language) throws {
        let box = try household(language)
        #expect(
            try box.run(language.pick("mostrar", "show"), "Gym").stdout
                == language.pick(
                    """
                    Gym
                      Importe                   30,00\(nbsp)€ mensual
                      Al mes                    30,00\(nbsp)€
                      Compartida                compartida entre 2, 15,00\(nbsp)€ cada uno
                      Estado                    activa
                      Próximo cargo             15 ene 2027 (dentro de 47 días)
                      Preaviso                  30 días
                      Último día para cancelar  16 dic 2026 (dentro de 17 días), para evitar el cargo del 15 ene 2027
                      Paga                      tester (tú)
                      Avisos                    14 y 2 días antes
                      Confirmada el             29 nov 2026

                    """,
                    """
                    Gym
                      Amount              €30.00 monthly
                      Per month           €30.00
                      Shared              shared by 2, €15.00 each
                      Status              active
                      Next charge         Jan 15, 2027 (in 47 days)
                      Notice              30 days
                      Last day to cancel  Dec 16, 2026 (in 17 days), to avoid the Jan 15, 2027 charge
                      Paid by             tester (you)
                      Reminders           14 and 2 days before
                      Last confirmed      Nov 29, 2026

                    """))
        let item = try jsonObject(try box.run(["--json", "show", "Gym"]).stdout)
        #expect(item["notice_period"] as? String == "30d")
        #expect(item["cancel_by"] as? String == "2026-12-16")
        #expect(item["paid_by"] as? String == "tester")
        #expect(item["reminder_offsets"] as? [Int] == [14, 2])
        let netflix = try jsonObject(try box.run(["--json", "show", "Netflix"]).stdout)
        #expect(netflix["reminder_offsets"] is NSNull)
    }

    @Test("settle says who owes whom, per currency", arguments: Language.allCases)
    func settleSaysWhoOwesWhom(_ language: Language) throws {
        let box = try household(language)
        let result = try box.run(language.pick("cuentas", "settle"))
        #expect(result.status == 0)
        #expect(
            result.stdout
                == language.pick(
                    """
                    Suscripciones compartidas que paga alguien:
                      Gym      30,00\(nbsp)€ al mes entre 2 · pagas tú · 15,00\(nbsp)€ cada uno
                      Netflix  12,99\(nbsp)€ al mes entre 3 · paga Bob · 4,33\(nbsp)€ cada uno
                      Cloud    10,00\(nbsp)US$ al mes entre 2 · paga Bob · 5,00\(nbsp)US$ cada uno
                    Cada mes:
                      Debes 4,33\(nbsp)€ a Bob.
                      Debes 5,00\(nbsp)US$ a Bob.
                      Las demás personas que comparten tus suscripciones te deben 15,00\(nbsp)€.
                      Las demás personas que comparten sus suscripciones deben 4,33\(nbsp)€ a Bob.

                    """,
                    """
                    Shared subscriptions someone pays:
                      Gym      €30.00 a month among 2 · paid by you · €15.00 each
                      Netflix  €12.99 a month among 3 · paid by Bob · €4.33 each
                      Cloud    $10.00 a month among 2 · paid by Bob · $5.00 each
                    Each month:
                      You owe Bob €4.33.
                      You owe Bob $5.00.
                      The other people sharing your subscriptions owe you €15.00.
                      The other people sharing their subscriptions owe Bob €4.33.

                    """))
        let json = try jsonObject(try box.run(["--json", "settle"]).stdout)
        let transfers = try #require(json["transfers"] as? [[String: Any]])
        #expect(transfers.count == 2)
        #expect((transfers.first?["from"] as? [String: Any])?["you"] as? Bool == true)
        #expect((transfers.first?["to"] as? [String: Any])?["name"] as? String == "Bob")
        #expect(transfers.map { $0["amount_minor"] as? Int } == [433, 500])
        #expect(transfers.map { $0["currency"] as? String } == ["EUR", "USD"])
        let debts = try #require(json["unnamed_debts"] as? [[String: Any]])
        #expect(debts.map { $0["amount_minor"] as? Int } == [1500, 433])
    }

    @Test("settle with nothing to settle says how to start", arguments: Language.allCases)
    func settleWithNothing(_ language: Language) throws {
        let box = try Sandbox(language)
        try box.quiet("add", "Gym", "30", "--shared", "2")
        #expect(
            try box.run("settle").stdout
                == language.pick(
                    "Nada que repartir: ninguna suscripción compartida dice quién la paga. Añádelo con: editar NOMBRE paga Ana\n",
                    "Nothing to settle: no shared subscription says who pays it. Add it with: edit NAME paid-by Ana\n"
                ))
    }

    @Test("remind shows and sets the profile's reminders", arguments: Language.allCases)
    func remindShowsAndSets(_ language: Language) throws {
        let box = try Sandbox(language)
        let command = language.pick("avisos", "remind")
        #expect(
            try box.run(command).stdout
                == language.pick(
                    "Avisos de cada cargo: 7, 3 y 1 días antes. Las suscripciones con avisos propios usan los suyos.\n",
                    "Reminders for each charge: 7, 3, and 1 days before. Subscriptions with their own use theirs.\n"
                ))
        #expect(
            try box.run(command, "1,0").stdout
                == language.pick(
                    "Avisos de cada cargo: 1 día antes y el mismo día. Las suscripciones con avisos propios usan los suyos.\n",
                    "Reminders for each charge: 1 day before and on the day. Subscriptions with their own use theirs.\n"
                ))
        #expect(
            try box.run(command, language.pick("no", "off")).stdout
                == language.pick(
                    "Sin avisos. Las suscripciones con avisos propios usan los suyos.\n",
                    "No reminders. Subscriptions with their own use theirs.\n"))
        #expect(try box.run(["--json", "remind"]).stdout == #"{"reminder_offsets":[]}"# + "\n")
        let refused = try box.run(command, "400")
        #expect(refused.status == 2)
        #expect(
            refused.stderr
                == language.pick(
                    "error: Un aviso con 400 días de antelación no es válido.\n",
                    "error: A reminder 400 days ahead is not valid.\n"))
    }

    @Test(
        "edit sets and clears the notice, the payer and the reminders; bad values explain",
        arguments: Language.allCases)
    func editTheNewFields(_ language: Language) throws {
        let box = try household(language)
        let edit = language.pick("editar", "edit")
        let notice = language.pick("preaviso", "notice")
        let payer = language.pick("paga", "paid-by")
        let remind = language.pick("avisos", "remind")
        try box.quiet(edit, "Netflix", notice, language.pick("2 semanas", "2 weeks"))
        try box.quiet(edit, "Netflix", payer, "Carol")
        try box.quiet(edit, "Netflix", remind, "3")
        var item = try #require(try box.items().first { $0["name"] as? String == "Netflix" })
        #expect(item["notice_period"] as? String == "2w")
        #expect(item["cancel_by"] as? String == "2026-12-22")
        #expect(item["paid_by"] as? String == "Carol")
        #expect(item["reminder_offsets"] as? [Int] == [3])
        for field in [notice, payer, remind] { try box.quiet(edit, "Netflix", field, "-") }
        item = try #require(try box.items().first { $0["name"] as? String == "Netflix" })
        #expect(item["notice_period"] is NSNull && item["cancel_by"] is NSNull)
        #expect(item["paid_by"] is NSNull && item["reminder_offsets"] is NSNull)

        let refused = try box.run(edit, "Netflix", notice, "13m")
        #expect(refused.status == 2)
        #expect(
            refused.stderr
                == language.pick(
                    "error: El preaviso debe ser de 1 a 365 días, de 1 a 52 semanas o de 1 a 12 meses.\n",
                    "error: A notice period must be 1 to 365 days, 1 to 52 weeks or 1 to 12 months.\n"
                ))
        let unread = try box.run("add", "X", "5", "--notice", language.pick("pronto", "soon"))
        #expect(unread.status == 2)
        #expect(
            unread.stderr
                == language.pick(
                    "error: «pronto» no es un preaviso. Escribe 30d, 2w, 1m, «30 días» o «1 mes».\n",
                    "error: \"soon\" is not a notice period. Write 30d, 2w, 1m, \"30 days\" or \"1 month\".\n"
                ))
    }

    @Test("a subscription's own reminders are its calendar alarms; undo puts a notice back")
    func ownRemindersReachTheCalendarAndUndoKnowsTheFields() throws {
        let box = try household(.en)
        let calendar = try box.run("export", "ics").stdout
        let events = calendar.components(separatedBy: "BEGIN:VEVENT").dropFirst()
        // A monthly plan's alarms sit on its next charge, the occurrence written apart.
        let gym = try #require(
            events.first { $0.contains("SUMMARY:Gym") && $0.contains("RECURRENCE-ID") })
        let netflix = try #require(
            events.first { $0.contains("SUMMARY:Netflix") && $0.contains("RECURRENCE-ID") })
        func triggers(_ event: String) -> [String] {
            event.components(separatedBy: "\r\n").filter { $0.hasPrefix("TRIGGER:") }
        }
        #expect(triggers(gym) == ["TRIGGER:-P14D", "TRIGGER:-P2D"])
        #expect(triggers(netflix) == ["TRIGGER:-P7D", "TRIGGER:-P3D", "TRIGGER:-P1D"])

        try box.quiet("edit", "Gym", "notice", "2w")
        #expect(try box.run("undo").status == 0)
        let gymItem = try #require(try box.items().first { $0["name"] as? String == "Gym" })
        #expect(gymItem["notice_period"] as? String == "30d")
    }

    @Test("export and import carry the new fields")
    func exportAndImportCarryThem() throws {
        let box = try household(.en)
        let file = box.file("all.csv").path
        try box.quiet("export", "csv", file)
        let other = try Sandbox(.en)
        try other.quiet("import", file)
        let gym = try #require(try other.items().first { $0["name"] as? String == "Gym" })
        #expect(gym["notice_period"] as? String == "30d")
        #expect(gym["paid_by"] as? String == "tester")
        #expect(gym["reminder_offsets"] as? [Int] == [14, 2])
    }
}
