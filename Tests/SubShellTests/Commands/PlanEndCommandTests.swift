import Foundation
import SubDomain
import Testing

@testable import SubShell

/// Plans that end through the commands (`add --until|--payments`, `edit until|payments`),
/// read back by `show`, `list`, `total`, `upcoming` and `export ics`, in every language and
/// as JSON. The evaluation day is 2026-11-29.
@Suite struct PlanEndCommandTests {
    private func object(_ output: ShellRun.Output) throws -> [String: Any] {
        try #require(
            try JSONSerialization.jsonObject(with: Data(output.standard.utf8)) as? [String: Any])
    }

    private func item(_ run: ShellRun, _ name: String, on day: String = "2026-11-29") throws
        -> [String: Any]
    {
        let list = try object(run.call(["--json", "show", name], on: day))
        return list
    }

    /// A plan that has ended was counted in no total, so archiving it lowers none, and
    /// `total --without` it changes nothing: neither says it saves its price.
    @Test func archivingAnEndedPlanSavesNothing() throws {
        let run = ShellRun(language: "en_US.UTF-8")
        #expect(
            run("add", "Sofa", "50", "monthly", "--next", "2026-12-10", "--payments", "1").status
                == 0)
        #expect(run("add", "Netflix", "12.99", "monthly").status == 0)
        let whatIf = try object(
            run.call(["--json", "total", "--without", "Sofa"], on: "2027-01-05"))
        let lines = try #require(whatIf["totals"] as? [[String: Any]])
        #expect(lines.map { $0["monthly_before_minor"] as? Int } == [1299])
        #expect(lines.map { $0["monthly_after_minor"] as? Int } == [1299])
        let archived = run.call(["archive", "Sofa"], on: "2027-01-05")
        #expect(
            archived.standard == "Archived Sofa: it had ended on Dec 10, 2026, so it is no kill.\n",
            "\(archived.standard)")
    }

    /// A plan archived after its last charge ended by itself: no kill is counted, none is
    /// taken back by its restore, and it earns no achievement; a plan still running is one.
    @Test(arguments: [
        ("en_US.UTF-8", "Archived Sofa: it had ended on Dec 10, 2026, so it is no kill."),
        (
            "es_ES.UTF-8",
            "Archivada Sofa: ya había terminado el 10 dic 2026, así que no cuenta como cancelada."
        ),
        ("zh_CN.UTF-8", "已归档 Sofa：它已于 2026年12月10日 结束，不算斩掉。"),
    ])
    func archivingAnEndedPlanIsNoKill(language: String, said: String) throws {
        let run = ShellRun(language: language)
        run("add", "Sofa", "50", "monthly", "--next", "2026-12-10", "--payments", "1")
        run("add", "Netflix", "12.99", "monthly")
        let archived = run.call(["archive", "Sofa"], on: "2027-01-05")
        #expect(archived.standard.contains(said), "\(archived.standard)")
        func kills() throws -> Int? {
            try object(run.call(["--json", "killed"], on: "2027-01-05"))["kill_count"] as? Int
        }
        #expect(try kills() == 0)
        let killed = try object(run.call(["--json", "killed"], on: "2027-01-05"))
        #expect((killed["achievements"] as? [Any])?.isEmpty == true)
        #expect(run.call(["restore", "Sofa"], on: "2027-01-05").status == 0)
        #expect(try kills() == 0)
        #expect(run.call(["archive", "Netflix"], on: "2027-01-05").status == 0)
        #expect(try kills() == 1)
    }

    @Test func aPlanOfTwelvePaymentsCountsUntilItsLastAndThenEnds() throws {
        let run = ShellRun(language: "en_US.UTF-8")
        #expect(
            run("add", "Sofa", "50", "monthly", "--next", "2026-12-10", "--payments", "12").status
                == 0)
        #expect(run("add", "Netflix", "12.99", "monthly", "--next", "2026-12-05").status == 0)
        // Twelve charges from 10 Dec 2026: the last on 10 Nov 2027.
        var shown = try item(run, "Sofa")
        #expect(shown["ends_on"] as? String == "2027-11-10")
        #expect(shown["payments_left"] as? Int == 12)
        #expect(shown["status"] as? String == "active")
        #expect(run("show", "Sofa").standard.contains("payment 1 of 12"))
        // Three charges later, the fourth is next.
        #expect(run.call(["show", "Sofa"], on: "2027-02-11").standard.contains("payment 4 of 12"))
        shown = try item(run, "Sofa", on: "2027-02-11")
        #expect(shown["payments_left"] as? Int == 9)
        // The upcoming charges stop at the last.
        let upcoming = try object(run.call(["--json", "upcoming", "800"]))
        let sofa = (upcoming["charges"] as? [[String: Any]] ?? []).filter {
            $0["name"] as? String == "Sofa"
        }
        #expect(sofa.count == 12)
        #expect(sofa.last?["date"] as? String == "2027-11-10")
        // While it lasts it counts; after its last charge it has ended: not counted, not
        // killed, listed apart.
        var total = try object(run.call(["--json", "total"], on: "2027-11-10"))
        #expect(total["active_count"] as? Int == 2)
        total = try object(run.call(["--json", "total"], on: "2027-11-11"))
        #expect(total["active_count"] as? Int == 1)
        #expect(total["kill_count"] as? Int == 0)
        let line = (total["totals"] as? [[String: Any]])?.first
        #expect(line?["monthly_minor"] as? Int == 1299)
        shown = try item(run, "Sofa", on: "2027-11-11")
        #expect(shown["status"] as? String == "ended")
        #expect(shown["payments_left"] as? Int == 0)
        #expect(shown["next_charge"] is NSNull)
        let list = run.call(["list"], on: "2027-11-11").standard
        let ended = try #require(list.range(of: "Ended"))
        #expect(list[ended.upperBound...].contains("Sofa"))
        #expect(!list[..<ended.lowerBound].contains("Sofa"))
        #expect(run.call(["total"], on: "2027-11-11").standard.contains("1 active"))
        // Renewed, it counts again.
        #expect(run.call(["edit", "Sofa", "until", "none"], on: "2027-11-11").status == 0)
        total = try object(run.call(["--json", "total"], on: "2027-11-11"))
        #expect(total["active_count"] as? Int == 2)
        #expect(try item(run, "Sofa", on: "2027-11-11")["ends_on"] is NSNull)
    }

    @Test func untilKeepsTheLastChargeOnOrBeforeTheDayInEveryLanguage() throws {
        for (language, show, ended) in [
            ("es_ES.UTF-8", "Termina el", "Terminadas"), ("en_US.UTF-8", "Ends on", "Ended"),
            ("zh_CN.UTF-8", "结束日期", "已结束"),
        ] {
            let run = ShellRun(language: language)
            let add = run.call(
                ["add", "Gym", "30", "monthly", "--next", "2026-12-15", "--until", "2027-03-20"])
            #expect(add.status == 0, "\(language): \(add.error)")
            let shown = try item(run, "Gym")
            #expect(shown["ends_on"] as? String == "2027-03-15")
            #expect(shown["payments_left"] as? Int == 4)
            #expect(run("show", "Gym").standard.contains(show), "\(language)")
            #expect(run.call(["list"], on: "2027-03-16").standard.contains(ended), "\(language)")
            // Renewed until a later day.
            #expect(run.call(["edit", "Gym", "until", "2027-06-30"], on: "2027-03-16").status == 0)
            #expect(try item(run, "Gym", on: "2027-03-16")["ends_on"] as? String == "2027-06-15")
        }
    }

    @Test func endsOutsideTheRulesAreRefusedInWords() throws {
        for (language, word) in [
            ("en_US.UTF-8", "before its next charge"), ("es_ES.UTF-8", "antes de su próximo cargo"),
            ("zh_CN.UTF-8", "早于下次扣费日"),
        ] {
            let run = ShellRun(language: language)
            let early = run.call(
                ["add", "Gym", "30", "monthly", "--next", "2026-12-15", "--until", "2026-12-10"])
            #expect(early.status != 0)
            #expect(early.error.contains(word), "\(language): \(early.error)")
            let both = run.call(
                ["add", "Gym", "30", "monthly", "--until", "2027-12-10", "--payments", "3"])
            #expect(both.status != 0)
            #expect(both.error.contains("--payments"), "\(language): \(both.error)")
            #expect(run.call(["add", "Gym", "30", "--payments", "0"]).status != 0)
            #expect(run.call(["add", "Gym", "30", "--payments", "1041"]).status != 0)
            #expect(run.call(["list"]).standard.contains("Gym") == false)
        }
        let json = ShellRun(language: "en_US.UTF-8")
        let refused = json.call(
            ["--json", "add", "Gym", "30", "--next", "2026-12-15", "--until", "2026-12-01"])
        #expect(refused.status != 0)
        #expect((refused.standard + refused.error).contains("plan_end"))
    }

    @Test func theCalendarFileStopsWithCountOrUntil() throws {
        let run = ShellRun(language: "en_US.UTF-8")
        run("add", "Sofa", "50", "monthly", "--next", "2026-12-10", "--payments", "12")
        run("add", "Gym", "30", "monthly", "--next", "2026-12-15", "--until", "2027-03-20")
        run("add", "Netflix", "12.99", "monthly", "--next", "2026-12-05")
        let path = run.dataRoot + "-plans.ics"
        #expect(run("export", "ics", path).status == 0)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("RRULE:FREQ=MONTHLY;COUNT=12"))
        #expect(text.contains("RRULE:FREQ=MONTHLY;UNTIL=20270315"))
        #expect(text.contains("RRULE:FREQ=MONTHLY\r\n"))
        // Three charges later, nine are left from the next.
        #expect(run.call(["export", "ics", path + "2"], on: "2027-02-11").status == 0)
        let later = try String(contentsOfFile: path + "2", encoding: .utf8)
        #expect(later.contains("COUNT=9"))
        // Once ended, its charges are gone from the file.
        #expect(run.call(["export", "ics", path + "3"], on: "2027-11-11").status == 0)
        let after = try String(contentsOfFile: path + "3", encoding: .utf8)
        #expect(!after.contains("Sofa") && !after.contains("Gym"))
    }

    /// After its last charge a shared plan is owed by nobody, archiving it lowers no total,
    /// and a card expiring before a charge it will never make threatens nothing.
    @Test func anEndedPlanIsOwedNothingSavesNothingAndMeetsNoExpiry() throws {
        let run = ShellRun(language: "en_US.UTF-8")
        #expect(
            run(
                "add", "Sofa", "50", "monthly", "--next", "2026-12-10", "--payments", "2",
                "--shared", "2", "--paid-by", "Bob", "--paid-with", "Visa"
            ).status == 0)
        #expect(run("add", "Netflix", "12.99", "monthly", "--next", "2026-12-05").status == 0)
        func settled(on day: String) throws -> [String] {
            let plans = try object(run.call(["--json", "settle"], on: day))["plans"]
            return (plans as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        }
        // Its last charge is on 10 Jan 2027: owed that day, and no more after it.
        #expect(try settled(on: "2027-01-10") == ["Sofa"])
        #expect(try settled(on: "2027-01-11") == [])
        func affected(on day: String) throws -> Int? {
            let set = run.call(["--json", "card", "expires", "Visa", "2026-12"], on: day)
            #expect(set.status == 0, "\(set.error)")
            return try object(set)["affected_count"] as? Int
        }
        // On 11 Dec its next charge (10 Jan) is after the card's month; after its end, none is.
        #expect(try affected(on: "2026-12-11") == 1)
        #expect(try affected(on: "2027-01-11") == 0)
        let archived = run.call(["archive", "Sofa"], on: "2027-01-11")
        #expect(archived.status == 0, "\(archived.error)")
        #expect(
            archived.standard.hasPrefix("Archived Sofa: it had ended on Jan 10, 2027"),
            "\(archived.standard)")
    }
}
