import Foundation
import Testing

/// End to end: which card pays (`--paid-with`, `edit … paid-with`), `cards`, `card expires`
/// and its high risk, `total --by` and `list --by`. Exact output in es, en and zh.
@Suite("Cards and totals by category or card")
struct CardTests {
    /// Netflix and Seguro on the Visa (spelled two ways), Cloud in dollars on the Amex, Gym
    /// on no card.
    private func profile(_ language: Language) throws -> Sandbox {
        let box = try Sandbox(language)
        let amount = language.pick("12,99", "12.99")
        try box.quiet(
            "add", "Netflix", amount, "EUR", "--next", "2026-12-05", "--paid-with", "Visa 4242")
        try box.quiet(
            "add", "Seguro", "400", "EUR", language.pick("anual", "annual"), "--next",
            "2027-06-01", "--paid-with", "visa 4242")
        try box.quiet(
            "add", "Cloud", "10", "USD", "--paid-with", "Amex 1000", "--category", "cloud")
        try box.quiet("add", "Gym", "30", "EUR", "--category", "fitness")
        return box
    }

    @Test("cards, card expires and the risk it makes", arguments: Language.allCases)
    func cardsAndTheirExpiry(_ language: Language) throws {
        let box = try profile(language)
        #expect(
            try box.run(language.pick("tarjetas", "cards")).stdout
                == language.pick(
                    """
                      Amex 1000    10,00\(nbsp)US$ al mes · 1 activa
                      Visa 4242    46,32\(nbsp)€ al mes · 2 activas
                      Sin tarjeta  30,00\(nbsp)€ al mes · 1 activa

                    """,
                    """
                      Amex 1000      $10.00 a month · 1 active
                      Visa 4242      €46.32 a month · 2 active
                      No card given  €30.00 a month · 1 active

                    """))
        let set = try box.run(
            language.pick("tarjeta", "card"), language.pick("caduca", "expires"), "VISA",
            "4242", "01/27")
        #expect(set.status == 0)
        #expect(
            set.stdout
                == language.pick(
                    "Visa 4242 caduca en ene 2027, antes del próximo cargo de 1 suscripción que se le cobra.\n",
                    "Visa 4242 expires in Jan 2027, before the next charge of 1 subscription on it.\n"
                ))
        #expect(
            try box.run(language.pick("riesgos", "risks")).stdout
                == language.pick(
                    """
                    !! Seguro — riesgo alto
                        la tarjeta visa 4242 caduca antes del cargo del 1 jun 2027 (caduca en ene 2027)

                    """,
                    """
                    !! Seguro — high risk
                        the card visa 4242 expires before the charge on Jun 1, 2027 (it expires in Jan 2027)

                    """))
        let cards = try jsonObject(try box.run(["--json", "cards"]).stdout)
        let list = try #require(cards["cards"] as? [[String: Any]])
        #expect(list.map { $0["name"] as? String } == ["Amex 1000", "Visa 4242"])
        #expect(list.map { $0["expires"] as? String } == [nil, "2027-01"])
        let visa = try #require(list[1]["totals"] as? [[String: Any]])
        #expect(visa.first?["monthly_minor"] as? Int == 4632)
        #expect(visa.first?["currency"] as? String == "EUR")
        let risks = try jsonObject(try box.run(["--json", "risks"]).stdout)
        let first = try #require((risks["risks"] as? [[String: Any]])?.first)
        #expect(first["reasons"] as? [String] == ["card_expires"])

        // `list` and `list --by` mark it as high too.
        for arguments in [["list"], ["list", "--by", "card"]] {
            let marked = try box.run(arguments).stdout
            #expect(
                marked.split(separator: "\n").contains {
                    $0.contains("Seguro") && $0.contains("!!")
                }, "\(arguments)")
        }
        // Forgotten, the risk goes; a month that is none is refused, nothing changes.
        #expect(try box.run("card", "expires", "Visa 4242", "-").status == 0)
        #expect(try box.run("risks").stdout.contains("Seguro") == false)
        let bad = try box.run("card", "expires", "Visa 4242", "2027-13")
        #expect(bad.status == 2)
        #expect(
            bad.stderr
                == language.pick(
                    "error: «2027-13» no es un mes de caducidad: escríbelo como 2027-01 o 01/27.\n",
                    "error: “2027-13” is not a month a card expires in: write it as 2027-01 or 01/27.\n"
                ))
        #expect(try jsonObject(try box.run(["--json", "cards"]).stdout)["cards"] != nil)

        // A card no plan names (a typo?) is kept as typed, and said to be new with the cards
        // there are; forgetting an expiry never set changes nothing, and says so.
        let typo = try box.run("card", "expires", "Visa 4424", "2027-01")
        #expect(typo.status == 0)
        #expect(
            typo.stderr.contains(
                language.pick(
                    "Todavía ninguna suscripción se paga con Visa 4424",
                    "No subscription is charged to Visa 4424 yet")), "\(typo.stderr)")
        #expect(typo.stderr.contains("Amex 1000") && typo.stderr.contains("Visa 4242"))
        let none = try box.run("card", "expires", "Visa 9999", "-")
        #expect(none.status == 0)
        #expect(
            none.stdout
                == language.pick(
                    "Visa 9999 no tenía caducidad: no se ha cambiado nada.\n",
                    "Visa 9999 had no expiry: nothing was changed.\n"))
    }

    @Test("total --by and list --by group per currency", arguments: Language.allCases)
    func totalsAndListByCardAndCategory(_ language: Language) throws {
        let box = try profile(language)
        #expect(
            try box.run("total", "--by", "card").stdout
                == language.pick(
                    """
                    Amex 1000
                      10,00\(nbsp)US$ al mes · 1 activa
                    Visa 4242
                      46,32\(nbsp)€ al mes · 2 activas
                    Sin tarjeta
                      30,00\(nbsp)€ al mes · 1 activa

                    """,
                    """
                    Amex 1000
                      $10.00 a month · 1 active
                    Visa 4242
                      €46.32 a month · 2 active
                    No card given
                      €30.00 a month · 1 active

                    """))
        #expect(
            try box.run("total", "--by", "category").stdout
                == language.pick(
                    """
                    almacenamiento
                      10,00\(nbsp)US$ al mes · 1 activa
                    deporte
                      30,00\(nbsp)€ al mes · 1 activa
                    streaming
                      12,99\(nbsp)€ al mes · 1 activa
                    Sin categoría
                      33,33\(nbsp)€ al mes · 1 activa

                    """,
                    """
                    cloud storage
                      $10.00 a month · 1 active
                    fitness
                      €30.00 a month · 1 active
                    streaming
                      €12.99 a month · 1 active
                    No category
                      €33.33 a month · 1 active

                    """))
        #expect(
            try box.run("list", "--by", "card").stdout
                == language.pick(
                    """
                    Amex 1000 · 10,00\(nbsp)US$ al mes · 1 activa
                      Mensual
                        Cloud    10,00\(nbsp)US$/mes  10,00\(nbsp)US$/mes  29 dic 2026

                    Visa 4242 · 46,32\(nbsp)€ al mes · 2 activas
                      Mensual
                        Netflix    12,99\(nbsp)€/mes    12,99\(nbsp)€/mes  dentro de 6 días

                      Anual
                        Seguro    400,00\(nbsp)€/año    33,33\(nbsp)€/mes  1 jun 2027

                    Sin tarjeta · 30,00\(nbsp)€ al mes · 1 activa
                      Mensual
                        Gym        30,00\(nbsp)€/mes    30,00\(nbsp)€/mes  29 dic 2026

                    """,
                    """
                    Amex 1000 · $10.00 a month · 1 active
                      Monthly
                        Cloud    $10.00/month  $10.00/month  Dec 29, 2026

                    Visa 4242 · €46.32 a month · 2 active
                      Monthly
                        Netflix  €12.99/month  €12.99/month  in 6 days

                      Annual
                        Seguro   €400.00/year  €33.33/month  Jun 1, 2027

                    No card given · €30.00 a month · 1 active
                      Monthly
                        Gym      €30.00/month  €30.00/month  Dec 29, 2026

                    """))
        // The groups' figures add up to the total of each currency, in JSON too.
        let total = try jsonObject(try box.run(["--json", "total"]).stdout)
        let byCard = try jsonObject(try box.run(["--json", "total", "--by", "card"]).stdout)
        let groups = try #require(byCard["groups"] as? [[String: Any]])
        #expect(groups.map { $0["card"] as? String } == ["Amex 1000", "Visa 4242", nil])
        var summed: [String: Int] = [:]
        for group in groups {
            for line in try #require(group["totals"] as? [[String: Any]]) {
                summed[line["currency"] as? String ?? "", default: 0] +=
                    line["monthly_minor"] as? Int ?? 0
            }
        }
        let totals = try #require(total["totals"] as? [[String: Any]])
        #expect(
            summed
                == Dictionary(
                    uniqueKeysWithValues: totals.map {
                        ($0["currency"] as? String ?? "", $0["monthly_minor"] as? Int ?? 0)
                    }))
        let listed = try jsonObject(try box.run(["--json", "list", "--by", "category"]).stdout)
        let parts = try #require(listed["groups"] as? [[String: Any]])
        #expect(parts.map { $0["category"] as? String } == ["cloud", "fitness", "streaming", nil])
        let bad = try box.run("total", "--by", "colour")
        #expect(bad.status == 2)
        #expect(bad.stdout == "")
    }

    @Test("edit paid-with sets, clears and undoes the card", arguments: Language.allCases)
    func editAndUndoTheCard(_ language: Language) throws {
        let box = try profile(language)
        let field = language.pick("tarjeta", "paid-with")
        #expect(try box.run(language.pick("editar", "edit"), "Gym", field, "Amex 1000").status == 0)
        let shown = try box.run(language.pick("ver", "show"), "Gym").stdout
        #expect(
            shown.split(separator: "\n").contains {
                $0.hasPrefix("  " + language.pick("Se paga con", "Paid with"))
                    && $0.hasSuffix("  Amex 1000")
            })
        #expect(try box.run("edit", "Gym", field, "-").status == 0)
        #expect(try box.items().first { $0["name"] as? String == "Gym" }?["paid_with"] is NSNull)
        #expect(try box.run("undo", "--yes").status == 0)
        #expect(
            try box.items().first { $0["name"] as? String == "Gym" }?["paid_with"] as? String
                == "Amex 1000")
        let tooLong = try box.run("edit", "Gym", field, String(repeating: "x", count: 61))
        #expect(tooLong.status != 0)
        #expect(
            tooLong.stderr
                == "error: "
                + language.pick(
                    "La tarjeta necesita un nombre con algo visible y de 60 caracteres como máximo.\n",
                    "The card needs a name with something visible in it and at most 60 characters.\n"
                ))
    }

    @Test("cards and card expiry in Chinese")
    func chinese() throws {
        let zh = try ChineseTests.ChineseBox()
        try zh.quiet("添加", "爱奇艺", "25", "--next", "2027-03-01", "--paid-with", "招商银行 8888")
        try zh.quiet("添加", "网盘", "10", "--paid-with", "招商银行 8888")
        try zh.quiet("添加", "健身", "100")
        #expect(
            try zh.run(["支付卡"]).stdout
                == """
                  招商银行 8888  每月 ¥35.00 · 2 个有效
                  未指定支付卡   每月 ¥100.00 · 1 个有效

                """)
        #expect(
            try zh.quiet("卡", "到期", "招商银行 8888", "2027-02")
                == "招商银行 8888 于 2027年2月 到期，早于其上 1 个订阅的下次扣费。\n")
        // The high risk comes first (健身 may follow, above the average).
        #expect(
            try zh.run(["风险"]).stdout.hasPrefix(
                """
                !! 爱奇艺 — 高风险
                    支付卡 招商银行 8888 在 2027年3月1日 扣费前到期（2027年2月 到期）

                """))
        #expect(
            try zh.run(["总计", "--by", "card"]).stdout
                == """
                招商银行 8888
                  每月 ¥35.00 · 2 个有效
                未指定支付卡
                  每月 ¥100.00 · 1 个有效

                """)
    }
}
