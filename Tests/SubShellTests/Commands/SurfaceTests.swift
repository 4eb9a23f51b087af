import Foundation
import Testing
import SubDomain

@testable import SubShell

/// What a new user met at the surface: words, never ids; a group's line dated by its
/// earliest member; names of the length a person types.
@Suite struct SurfaceTests {
    @Test func showNamesTheBrandNotItsSlug() throws {
        let run = ShellRun()
        run("add", "HBO Max", "9.99")
        let shown = run("show", "HBO Max").standard
        let brandLine = try #require(shown.split(separator: "\n").first { $0.contains("Brand") })
        #expect(brandLine.hasSuffix("HBO Max"), "\(shown)")
        #expect(!shown.contains("hbomax"), "\(shown)")
    }

    @Test func aGroupIsDatedByItsEarliestMember() throws {
        let run = ShellRun()
        run("add", "Netflix", "12.99", "--next", "2026-12-07")
        run("add", "Disney+", "8.99", "--next", "2026-11-30")
        run("group", "new", "Video", "--auto", "Netflix", "Disney+")
        let listed = run("list").standard
        let groupLine = try #require(listed.split(separator: "\n").first { $0.contains("Video") })
        #expect(groupLine.contains("tomorrow"), "\(listed)")
    }

    @Test func aNameOrNotesLongerThanAPersonTypesIsRefusedWithWords() throws {
        let run = ShellRun()
        let long = String(repeating: "a", count: 10_000)
        let refused = run("add", long, "5")
        #expect(refused.status == 1)
        #expect(refused.error.contains("The name is too long: at most 120 characters."))
        #expect(try run.store().read().expenses.isEmpty)
        let notes = run("add", "Gym", "5", "--notes", String(repeating: "n", count: 2_001))
        #expect(notes.error.contains("The notes are too long"), "\(notes.error)")
        #expect(run("add", "Gym", "5", "--notes", "short").status == 0)
        #expect(run("edit", "Gym", "name", long).error.contains("The name is too long"))
        let spanish = ShellRun(language: "es_ES.UTF-8")
        #expect(
            spanish("add", long, "5").error.contains(
                "El nombre es demasiado largo: como mucho 120 caracteres."))
    }
}

/// A brand typed with a typo or in another spelling is said, never taken: the plan is saved
/// as typed, with the brand it seems to mean and the line that makes it that brand.
@Suite struct BrandHintTests {
    @Test(arguments: [
        ("Netflx", "Netflix"), ("Spotfy", "Spotify"), ("Disney Plus", "Disney+"),
    ])
    func aTypoGetsTheBrandItSeemsToMean(typed: String, brand: String) throws {
        let run = ShellRun(language: "es_ES.UTF-8")
        let added = run("añadir", typed, "9,99")
        #expect(added.status == 0)
        #expect(added.error.contains("¿Querías decir \(brand)?"), "\(added.error)")
        #expect(try run.store().read().expenses.first?.brandSlug == nil)
        #expect(run("editar", typed, "nombre", brand).status == 0)
        let stored = try #require(try run.store().read().expenses.first)
        #expect(stored.name == brand)
        #expect(stored.brandSlug != nil, "renamed to the brand, it takes the brand")
    }

    @Test func anOrdinaryNameGetsNoHint() throws {
        let run = ShellRun()
        for name in ["Gym", "Cine", "Rent", "Netflix"] {
            #expect(!run("add", name, "9").error.contains("Did you mean"), "\(name)")
        }
    }
}

/// `cards`: a member of an automatic group is charged to its own card, and a card is shown
/// as it was first written.
@Suite struct CardsOfGroupedPlansTests {
    @Test func aGroupedMemberCountsOnItsCardShownAsFirstWritten() throws {
        let run = ShellRun(language: "es_ES.UTF-8")
        run("añadir", "Netflix", "12,99", "--paid-with", "Visa 4242")
        run("añadir", "Disney+", "8,99", "--paid-with", "visa 4242")
        run("grupo", "nuevo", "Video", "--auto", "Netflix", "Disney+")
        run("añadir", "Spotify", "9,99", "--paid-with", "VISA 4242")
        let cards = run("tarjetas").standard
        #expect(cards.contains("Visa 4242"), "\(cards)")
        #expect(!cards.contains("VISA 4242"), "\(cards)")
        #expect(cards.contains("31,97\u{A0}€ al mes"), "\(cards)")
        #expect(!cards.contains("Sin tarjeta"), "\(cards)")
        // The headline's total is unchanged by where the lines are shown.
        #expect(run("total").standard.hasPrefix("31,97\u{A0}€ al mes"))
    }
}

/// A CSV export for a person speaks their language in every cell (categories, a group's
/// kind, yes and no), and reads back to the same plans.
@Suite struct LocalizedCSVTests {
    @Test(arguments: [
        ("es_ES.UTF-8", "música", "automático", "no"), ("en_US.UTF-8", "music", "automatic", "no"),
        ("zh_CN.UTF-8", "音乐", "自动", "否"),
    ])
    func everyCellInTheReadersWords(language: String, music: String, automatic: String, no: String)
        throws
    {
        let run = ShellRun(language: language)
        run("add", "Spotify", "9.99")
        run("add", "Netflix", "12.99")
        run("group", "new", "Video", "--auto", "Netflix")
        let csv = run("export", "csv", "-").standard
        let rows = csv.split(whereSeparator: \.isNewline).map(String.init)
        let spotify = try #require(rows.first { $0.hasPrefix("Spotify") })
        #expect(spotify.contains(music), "\(spotify)")
        #expect(!spotify.contains("false"), "\(spotify)")
        #expect(spotify.contains(no), "\(spotify)")
        let video = try #require(rows.first { $0.hasPrefix("Video") })
        #expect(video.contains(automatic), "\(video)")
        let plain = run("export", "csv", "--plain", "-").standard
        #expect(plain.contains(",music,"), "\(plain)")

        let path = try run.file("export.csv", csv)
        let fresh = ShellRun(language: "es_ES.UTF-8")
        #expect(fresh("import", path).status == 0)
        let imported = try fresh.store().read().expenses
        #expect(imported.first { $0.name == "Spotify" }?.category == "music")
        #expect(imported.first { $0.name == "Video" }?.groupMode == .automatic)
    }
}

/// `total --by category` sorts by the words shown, case and accents aside, and a category
/// typed in words is the category of that word.
@Suite struct CategoryOrderTests {
    @Test func groupsComeInTheOrderOfTheirWords() throws {
        let run = ShellRun(language: "es_ES.UTF-8")
        run("añadir", "Spotify", "9,99")  // music: «música»
        run("añadir", "Netflix", "12,99")  // streaming
        run("añadir", "Gimnasio", "30", "--category", "Deporte")  // fitness: «deporte»
        run("añadir", "Teatro", "20", "--category", "ocio")
        run("añadir", "Conciertos", "5", "--category", "Música")
        let headings = run("total", "--by", "categoría").standard.split(separator: "\n")
            .filter { !$0.hasPrefix(" ") }.map(String.init)
        #expect(headings == ["deporte", "música", "ocio", "streaming"], "\(headings)")
        let music = run("total", "--by", "categoría").standard
        #expect(music.contains("14,99\u{A0}€ al mes · 2 activas"), "\(music)")
    }
}

/// After `idioma zh` a Chinese sentence carries Chinese dates, full-width brackets and the
/// period before the amount, as everywhere else in Chinese; money keeps the environment's.
@Suite struct ChosenLanguageTests {
    @Test func datesFollowTheChosenLanguage() throws {
        let run = ShellRun(language: "es_ES.UTF-8")
        run("añadir", "Netflix", "12,99")
        #expect(run("idioma", "zh").status == 0)
        let shown = run("显示", "Netflix").standard
        #expect(shown.contains("2026年12月29日（"), "\(shown)")
        #expect(!shown.contains("dic"), "\(shown)")
        #expect(shown.contains("每月 12,99\u{A0}€"), "\(shown)")
        let reminders = run("提醒").standard
        #expect(reminders.contains("提前 7、3 和 1 天"), "\(reminders)")
    }
}

/// A statement's first lines count every row left out, money in included.
@Suite struct StatementMoneyInTests {
    @Test func moneyInIsCountedWithTheRestLeftOut() throws {
        let run = ShellRun()
        let path = try run.file(
            "bank.csv",
            """
            Date,Description,Amount
            2026-09-05,NETFLIX.COM,-12.99
            2026-09-28,SALARY ACME,2500.00
            2026-10-05,NETFLIX.COM,-12.99
            2026-10-28,SALARY ACME,2500.00
            2026-11-05,NETFLIX.COM,-12.99

            """)
        let shown = run("import", "statement", path).standard
        #expect(shown.contains("Left out: 2 rows of money in."), "\(shown)")
        let spanish = ShellRun(language: "es_ES.UTF-8")
        let path2 = try spanish.file("bank.csv", try String(contentsOfFile: path, encoding: .utf8))
        #expect(spanish("importar", "extracto", path2).standard.contains("Fuera: 2 ingresos."))
    }
}

/// An old statement's proposals show the next charge that will be saved, never one past.
@Suite struct StatementNextChargeTests {
    @Test func thePreviewShowsTheChargeSaved() throws {
        let run = ShellRun()
        let path = try run.file(
            "old.csv",
            (1...6).map { "2026-0\($0)-05,NETFLIX.COM,-12.99" }.reduce("Date,Description,Amount\n")
            {
                $0 + $1 + "\n"
            })
        let shown = run("import", "statement", path).standard
        #expect(shown.contains("Dec 5, 2026"), "\(shown)")
        #expect(!shown.contains("Jul 5, 2026"), "\(shown)")
        #expect(run("import", "statement", path, "--yes").status == 0)
        #expect(try run.store().read().expenses.first?.nextCharge == CivilDate(iso: "2026-12-05"))
    }
}

/// One rule for both ways into an empty automatic group: the group takes its first
/// member's currency, period and next charge, and says so.
@Suite struct EmptyGroupTests {
    @Test func addWithGroupAndGroupAddAgree() throws {
        for viaAdd in [true, false] {
            let run = ShellRun()
            run("group", "new", "Pack", "--auto")
            let result =
                viaAdd
                ? run(
                    "add", "Box", "7", "GBP", "quarterly", "--group", "Pack", "--next", "2026-12-20"
                )
                : {
                    run("add", "Box", "7", "GBP", "quarterly", "--next", "2026-12-20")
                    return run("group", "add", "Pack", "Box")
                }()
            #expect(result.status == 0, "\(result.error)")
            #expect(result.error.contains("Pack now charges in GBP"), "\(result.error)")
            let ledger = try run.store().read()
            let pack = try #require(ledger.expenses.first { $0.name == "Pack" })
            #expect(pack.currency.code == "GBP")
            #expect(pack.period == .quarterly)
            #expect(pack.nextCharge == CivilDate(iso: "2026-12-20"))
            #expect(ledger.expenses.first { $0.name == "Box" }?.parentID == pack.id)
        }
    }
}
