import Foundation
import SubDomain
import Testing

@testable import SubShell

/// What was really paid, through the commands: `paid` (`pagado`, `已付`), `payments`,
/// `spent`, `killed`, `edit … varies` and `add --varies`, in every language and as JSON.
/// The evaluation day is 2026-11-29.
@Suite struct PaymentCommandTests {
    private func object(_ output: ShellRun.Output) throws -> [String: Any] {
        try #require(
            try JSONSerialization.jsonObject(with: Data(output.standard.utf8)) as? [String: Any])
    }

    @Test func aPaymentIsRecordedReadBackAndTakenBackByUndo() throws {
        let run = ShellRun(language: "en_US.UTF-8")
        #expect(run("add", "Netflix", "12.99", "monthly", "--next", "2026-12-01").status == 0)
        let paid = run("paid", "Netflix")
        #expect(paid.status == 0)
        #expect(paid.standard.contains("Payment recorded: Netflix, $12.99"))
        // Paid within the week before its charge: the next charge moves on.
        #expect(paid.standard.contains("Next charge: Jan 1, 2027"))
        let json = try object(run("--json", "payments", "Netflix"))
        let payments = try #require(json["payments"] as? [[String: Any]])
        #expect(payments.count == 1)
        #expect(payments.first?["on"] as? String == "2026-11-29")
        #expect(payments.first?["amount_minor"] as? Int == 1299)
        #expect(payments.first?["source"] as? String == "typed")
        #expect(run("undo", "--yes").status == 0)
        #expect((try object(run("--json", "payments"))["payments"] as? [Any])?.isEmpty == true)
    }

    /// A plan charged on the 31st (the 29th, the 30th) keeps that day when a payment moves
    /// its next charge onto a shorter month's last day: paid on Jan 31 it is next charged
    /// Feb 28, and paid then, Mar 31, as its calendar says, not Mar 28.
    @Test(arguments: [29, 30, 31])
    func aPaymentKeepsTheDayChargesFallOn(day: Int) throws {
        let run = ShellRun(language: "en_US.UTF-8")
        #expect(run("add", "Rent", "900", "monthly", "--next", "2027-01-\(day)").status == 0)
        let charges = ["2027-01-\(day)", "2027-02-28", "2027-03-\(day)", "2027-04-\(min(day, 30))"]
        for (paid, next) in zip(charges, charges.dropFirst()) {
            #expect(run.call(["paid", "Rent"], on: paid).status == 0)
            let shown = try object(run.call(["--json", "show", "Rent"], on: paid))
            #expect(shown["next_charge"] as? String == next, "paid on \(paid)")
        }
    }

    @Test func theAmountIsTheLastWordAndAPlanNamedWithANumberStillWins() throws {
        let run = ShellRun(language: "es_ES.UTF-8")
        #expect(run("añadir", "Plan 2", "9,99", "mensual").status == 0)
        #expect(run("añadir", "Luz", "60", "mensual").status == 0)
        #expect(run("pagado", "Plan 2").status == 0)
        #expect(run("pagado", "Luz", "71,30").status == 0)
        let json = try object(run("--json", "pagos"))
        let amounts = (json["payments"] as? [[String: Any]] ?? []).map {
            ($0["name"] as? String ?? "", $0["amount_minor"] as? Int ?? 0)
        }
        #expect(Set(amounts.map(\.0)) == ["Luz", "Plan 2"])
        #expect(Set(amounts.map(\.1)) == [7130, 999])
    }

    @Test func badPaymentsAreRefusedInWordsAndInJSON() throws {
        let run = ShellRun(language: "zh_CN.UTF-8")
        #expect(run("add", "Netflix", "12.99", "monthly").status == 0)
        let future = run("已付", "Netflix", "--on", "2026-12-30")
        #expect(future.status != 0)
        #expect(future.error.contains("还没到"))
        let before = run("--json", "已付", "Netflix", "--on", "2026-01-01")
        #expect(before.status != 0)
        let error = try #require(
            try JSONSerialization.jsonObject(with: Data(before.standard.utf8)) as? [String: Any])
        #expect(
            (error["error"] as? [String: Any])?["code"] as? String
                == "payment_refused.before_plan")
        let other = run("已付", "Netflix", "5", "USD")
        #expect(other.status != 0)
        #expect(other.error.contains("--currency USD"))
        #expect(run("已付", "Netflix", "5", "USD", "--currency", "USD").status == 0)
        #expect(try object(run("--json", "付款记录"))["totals"] as? [[String: Any]] != nil)
    }

    @Test func spentKeepsWhatWasPaidApartFromWhatWasExpected() throws {
        let run = ShellRun(language: "en_US.UTF-8")
        #expect(
            run.call(["add", "Gym", "30", "monthly", "--next", "2026-09-05"], on: "2026-09-01")
                .status == 0)
        #expect(run("paid", "Gym", "--on", "2026-09-05").status == 0)
        #expect(run("paid", "Gym", "32", "--on", "2026-10-05").status == 0)
        // Three charges since September (Sep 5, Oct 5, Nov 5), two recorded.
        let json = try object(run("--json", "spent", "--from", "2026-09-01", "--to", "2026-11-29"))
        let line = try #require((json["spent"] as? [[String: Any]])?.first)
        #expect(line["currency"] as? String == "USD")
        #expect(line["paid_minor"] as? Int == 6200)
        #expect(line["expected_minor"] as? Int == 3000)
        let words = run("spent", "2026").standard
        #expect(words.contains("$62.00 paid (2 payments recorded)"))
        #expect(words.contains("$30.00 expected and not recorded (1 charge)"))
        let byPlan = try object(run("--json", "spent", "--by", "plan"))
        #expect((byPlan["groups"] as? [[String: Any]])?.first?["label"] as? String == "Gym")
        #expect(run("spent", "--by", "colour").status != 0)
    }

    @Test func aBillThatVariesCostsTheMeanOfItsLastThreePayments() throws {
        let run = ShellRun(language: "en_US.UTF-8")
        #expect(
            run.call(["add", "Power", "60", "monthly", "--varies"], on: "2026-06-01").status == 0)
        for (day, amount) in [
            ("2026-07-01", "90"), ("2026-08-01", "60"), ("2026-09-01", "75"),
            ("2026-10-01", "45"),
        ] {
            #expect(run("paid", "Power", amount, "--on", day).status == 0)
        }
        let total = try object(run("--json", "total"))
        // The last three: 60, 75 and 45, a mean of 60.
        #expect((total["totals"] as? [[String: Any]])?.first?["monthly_minor"] as? Int == 6000)
        #expect(run("paid", "Power", "120", "--on", "2026-11-01").status == 0)
        let after = try object(run("--json", "total"))
        #expect((after["totals"] as? [[String: Any]])?.first?["monthly_minor"] as? Int == 8000)
        #expect(run("edit", "Power", "varies", "no").status == 0)
        let fixed = try object(run("--json", "total"))
        #expect((fixed["totals"] as? [[String: Any]])?.first?["monthly_minor"] as? Int == 6000)
    }

    @Test func killedListsSavingsAndAchievementsFromRealEvents() throws {
        let run = ShellRun(language: "es_ES.UTF-8")
        #expect(
            run.call(
                ["añadir", "Netflix", "10", "mensual", "--next", "2026-09-10"], on: "2026-09-01"
            )
            .status == 0)
        #expect(run.call(["pagado", "Netflix", "12"], on: "2026-09-10").status == 0)
        #expect(run.call(["archivar", "Netflix"], on: "2026-09-15").status == 0)
        let json = try object(run("--json", "matadas"))
        let killed = try #require((json["killed"] as? [[String: Any]])?.first)
        // Oct 10 and Nov 10 did not happen, at the 12 € last paid.
        #expect(killed["saved_minor"] as? Int == 2400)
        let achievements = (json["achievements"] as? [[String: Any]] ?? []).compactMap {
            $0["achievement"] as? String
        }
        #expect(achievements == ["first_kill"])
        #expect(run("matadas").standard.contains("Primera baja: Netflix"))
        let empty = ShellRun(language: "en_US.UTF-8")
        #expect(empty("killed").standard.contains("Nothing killed yet"))
    }

    @Test func showListsThePaymentsAndSaysAnEstimateAsOne() throws {
        let run = ShellRun(language: "en_US.UTF-8")
        #expect(
            run.call(["add", "Power", "60", "monthly", "--varies"], on: "2026-06-01").status == 0)
        #expect(run("paid", "Power", "70", "--on", "2026-10-01").status == 0)
        #expect(run("paid", "Power", "50", "--on", "2026-11-01").status == 0)
        let json = try object(run("--json", "show", "Power"))
        #expect(json["varies"] as? Bool == true)
        let payments = try #require(json["payments"] as? [[String: Any]])
        #expect(payments.map { $0["on"] as? String } == ["2026-10-01", "2026-11-01"])
        #expect(payments.map { $0["amount_minor"] as? Int } == [7000, 5000])
        #expect(payments.allSatisfy { $0["source"] as? String == "typed" && $0["currency"] != nil })
        #expect((json["paid"] as? [[String: Any]])?.first?["paid_minor"] as? Int == 12000)
        let words = run("show", "Power").standard
        #expect(words.contains("≈ $60.00 monthly"))
        #expect(words.contains("yes: the mean of its last 2 payments"))
        #expect(words.contains("$120.00 in 2 payments"))
        #expect(words.contains("$50.00 on Nov 1, 2026"))
    }

    /// What a killed plan saved is one figure wherever it shows: `show`, `list` and `killed`
    /// all count it at the last amount really paid.
    @Test func savedIsTheSameInShowListAndKilled() throws {
        let run = ShellRun(language: "en_US.UTF-8")
        #expect(
            run.call(["add", "Gym", "10", "monthly", "--next", "2026-09-10"], on: "2026-09-01")
                .status == 0)
        #expect(run.call(["paid", "Gym", "12"], on: "2026-09-10").status == 0)
        #expect(run.call(["archive", "Gym"], on: "2026-09-15").status == 0)
        let shown = try object(run("--json", "show", "Gym"))
        #expect(shown["saved_minor"] as? Int == 2400)
        let killed = try object(run("--json", "killed"))
        #expect((killed["killed"] as? [[String: Any]])?.first?["saved_minor"] as? Int == 2400)
        let listed = try object(run("--json", "list"))
        let items =
            (listed["archived"] as? [[String: Any]]) ?? (listed["items"] as? [[String: Any]]) ?? []
        #expect(
            items.contains { $0["name"] as? String == "Gym" && $0["saved_minor"] as? Int == 2400 })
        #expect(run("list").standard.contains("$24.00"))
    }

    @Test func risksSayWhatWasChargedInEveryLanguage() throws {
        for (language, add, paid, words) in [
            ("en_US.UTF-8", "add", "paid", "edit Netflix amount 14.99"),
            ("es_ES.UTF-8", "añadir", "pagado", "editar Netflix importe 14,99"),
            ("zh_CN.UTF-8", "添加", "已付", "编辑 Netflix 金额 14.99"),
        ] {
            let run = ShellRun(language: language)
            #expect(
                run.call([add, "Netflix", "12.99", "--next", "2026-10-05"], on: "2026-10-01").status
                    == 0)
            #expect(
                run.call([paid, "Netflix", "14.99", "--on", "2026-10-05"], on: "2026-10-05").status
                    == 0)
            #expect(
                run.call([paid, "Netflix", "14.99", "--on", "2026-11-05"], on: "2026-11-05").status
                    == 0)
            let risks = run("risks").standard
            #expect(risks.contains(words), "\(language): \(risks)")
            let json = try object(run("--json", "risks"))
            let reasons = (json["risks"] as? [[String: Any]])?.first?["reasons"] as? [String]
            #expect(reasons?.contains("charged_more") == true)
        }
    }

    /// The next charge `paid` says is the one after today, never a stored day months behind
    /// that nothing moved on since the plan was entered.
    @Test func paidSaysTheNextChargeFromToday() throws {
        let run = ShellRun(language: "es_ES.UTF-8")
        #expect(
            run.call(
                ["añadir", "Netflix", "12,99", "mensual", "--next", "2026-06-05"], on: "2026-06-01"
            )
            .status == 0)
        let paid = run("pagado", "Netflix", "--on", "2026-11-06")
        #expect(paid.status == 0, "\(paid.error)")
        #expect(paid.standard.contains("Próximo cobro: 5 dic 2026"), "\(paid.standard)")
        let json = try object(run("--json", "pagado", "Netflix", "--on", "2026-10-05"))
        #expect(json["next_charge"] as? String == "2026-12-05")
    }
}
