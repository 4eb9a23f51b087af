import Foundation
import SubDomain
import Testing

@testable import SubShell

/// `import statement` records a statement's charges as payments: of the plans it saves and
/// of those already tracked, once (a second import, a payment typed with `paid`), only when
/// saving (`--yes`, a ticked answer), taken back by one `undo`. The day is 2026-11-29.
@Suite struct StatementPaymentCommandTests {
    /// Netflix monthly to the last charge before today (high confidence), Spotify four times.
    static let statement = """
        Fecha;Concepto;Importe
        05/08/2026;NETFLIX;-12,99
        05/09/2026;NETFLIX;-12,99
        05/10/2026;NETFLIX;-12,99
        05/11/2026;NETFLIX;-12,99
        17/07/2026;SPOTIFY AB;-10,99
        17/08/2026;SPOTIFY AB;-10,99
        17/09/2026;SPOTIFY AB;-10,99
        17/10/2026;SPOTIFY AB;-10,99

        """

    private func object(_ output: ShellRun.Output) throws -> [String: Any] {
        try #require(
            try JSONSerialization.jsonObject(with: Data(output.standard.utf8)) as? [String: Any],
            "\(output.standard)\(output.error)")
    }

    private func payments(_ run: ShellRun, _ name: String? = nil) throws -> [[String: Any]] {
        let json = try object(run.call(["--json", "payments"] + (name.map { [$0] } ?? [])))
        return json["payments"] as? [[String: Any]] ?? []
    }

    @Test(arguments: [
        ("en_US.UTF-8", "Recorded 8 payments from the statement: Netflix and Spotify."),
        ("es_ES.UTF-8", "Registrados 8 pagos del extracto: Netflix y Spotify."),
        ("zh_CN.UTF-8", "已从账单记录 8 笔付款：Netflix 和 Spotify。"),
    ])
    func savedPlansAreRecordedWithTheirChargesAndASecondImportAddsNothing(
        language: String, said: String
    ) throws {
        let run = ShellRun(language: language)
        let file = try run.file("bank.csv", Self.statement)
        let first = run("import", "statement", file, "--yes")
        #expect(first.status == 0, "\(first.error)")
        #expect(first.standard.contains(said), "\(first.standard)")
        let recorded = try payments(run)
        #expect(recorded.count == 8)
        #expect(recorded.allSatisfy { $0["source"] as? String == "statement" })
        #expect(
            Set(recorded.map { $0["on"] as? String ?? "" }).isSuperset(of: [
                "2026-08-05", "2026-11-05", "2026-07-17", "2026-10-17",
            ]))
        let again = run("--json", "import", "statement", file, "--yes")
        #expect(again.status == 0)
        let proposals = try #require(try object(again)["proposals"] as? [[String: Any]])
        #expect(proposals.allSatisfy { $0["payments_recorded"] as? Int == 0 })
        #expect(try payments(run).count == 8)
    }

    @Test func aSecondImportSaysItsChargesWereRecordedAlready() throws {
        let run = ShellRun(language: "en_US.UTF-8")
        let file = try run.file("bank.csv", Self.statement)
        #expect(run("import", "statement", file, "--yes").status == 0)
        let again = run("import", "statement", file, "--yes")
        #expect(
            again.standard.contains(
                "No new payments: the statement's charges were recorded already."),
            "\(again.standard)")
    }

    @Test func aTrackedPlanTakesItsChargesAndItsNextChargeMovesOn() throws {
        let run = ShellRun(language: "en_US.UTF-8")
        // Tracked as charged on the 1st; the card is charged on the 28th, so the statement's
        // Nov 28 charge is the Dec 1 one paid early: the next charge moves on to Jan 1.
        #expect(
            run.call(
                ["add", "Netflix", "12.99", "monthly", "--next", "2026-12-01"], on: "2026-08-01"
            ).status == 0)
        let file = try run.file(
            "bank.csv",
            """
            Fecha;Concepto;Importe
            28/08/2026;NETFLIX;-12,99
            28/09/2026;NETFLIX;-12,99
            28/10/2026;NETFLIX;-12,99
            28/11/2026;NETFLIX;-12,99

            """)
        let proposalsJSON = try object(run("--json", "import", "statement", file))
        let listed = try #require(proposalsJSON["proposals"] as? [[String: Any]])
        let netflix = try #require(listed.first)
        #expect(netflix["tracked"] as? String == "Netflix")
        #expect(netflix["payments_to_record"] as? Int == 4)
        #expect(try payments(run).isEmpty, "--json without --yes records nothing")
        #expect(run("import", "statement", file).status == 0)
        #expect(try payments(run).isEmpty, "no terminal, no --yes: nothing is recorded")

        let saved = run("import", "statement", file, "--yes")
        #expect(saved.status == 0)
        #expect(saved.standard.contains("Recorded 4 payments from the statement: Netflix."))
        #expect(try payments(run, "Netflix").count == 4)
        #expect(
            try object(run("--json", "show", "Netflix"))["next_charge"] as? String == "2027-01-01")
        // One change: the payments and the next charge, undone together.
        #expect(run("undo", "--yes").status == 0)
        #expect(try payments(run).isEmpty)
        #expect(
            try object(run("--json", "show", "Netflix"))["next_charge"] as? String == "2026-12-01")
    }

    /// A tracked plan charged on the 31st keeps that day when its statement's last charge
    /// moves its next charge onto February's last: Feb 28, then Mar 31, not Mar 28.
    @Test func aTrackedPlanKeepsItsChargeDayWhenItsNextChargeMovesOn() throws {
        let run = ShellRun(language: "en_US.UTF-8")
        #expect(
            run.call(
                ["add", "Netflix", "12.99", "monthly", "--next", "2026-10-31"], on: "2026-09-01"
            ).status == 0)
        #expect(
            run.call(["edit", "Netflix", "next", "2027-01-31"], on: "2027-01-31").status == 0)
        let file = try run.file(
            "bank.csv",
            """
            Fecha;Concepto;Importe
            31/10/2026;NETFLIX;-12,99
            30/11/2026;NETFLIX;-12,99
            31/12/2026;NETFLIX;-12,99
            31/01/2027;NETFLIX;-12,99

            """)
        let saved = run.call(["import", "statement", file, "--yes"], on: "2027-01-31")
        #expect(saved.status == 0, "\(saved.error)")
        #expect(try payments(run, "Netflix").count == 4)
        let march = try object(run.call(["--json", "show", "Netflix"], on: "2027-03-01"))
        #expect(march["next_charge"] as? String == "2027-03-31")
    }

    @Test func savedPlansAndTheirPaymentsAreOneUndo() throws {
        let run = ShellRun(language: "en_US.UTF-8")
        let file = try run.file("bank.csv", Self.statement)
        #expect(run("import", "statement", file, "--yes").status == 0)
        #expect(run("undo", "--yes").status == 0)
        #expect(try payments(run).isEmpty)
        let items = try #require(try object(run("--json", "list"))["items"] as? [Any])
        #expect(items.isEmpty)
    }

    @Test func aPaymentTypedWithPaidIsNotRecordedAgain() throws {
        let run = ShellRun(language: "en_US.UTF-8")
        #expect(
            run.call(
                ["add", "Netflix", "12.99", "monthly", "--next", "2026-08-05"], on: "2026-08-01"
            ).status == 0)
        // Typed the day after the card was charged.
        #expect(run.call(["paid", "Netflix"], on: "2026-10-06").status == 0)
        let file = try run.file("bank.csv", Self.statement)
        #expect(run("import", "statement", file, "--yes").status == 0)
        let recorded = try payments(run, "Netflix")
        #expect(recorded.count == 4, "\(recorded)")
        #expect(recorded.filter { $0["source"] as? String == "typed" }.count == 1)
        #expect(!recorded.contains { $0["on"] as? String == "2026-10-05" })
    }

    /// Nothing new to save but a tracked plan's charges: the hint says what --yes records.
    @Test(arguments: [
        ("en_US.UTF-8", "--yes records the 4 charges of plans you track"),
        ("es_ES.UTF-8", "Con --yes se registran los 4 cargos de suscripciones que ya tienes"),
        ("zh_CN.UTF-8", "加上 --yes 会记录已跟踪订阅的 4 笔扣款"),
    ])
    func theHintSaysWhatYesRecordsWhenOnlyTrackedPlansAreFound(language: String, said: String)
        throws
    {
        let run = ShellRun(language: language)
        run.call(["add", "Netflix", "12.99", "monthly", "--next", "2026-08-05"], on: "2026-08-01")
        let file = try run.file(
            "bank.csv",
            """
            Fecha;Concepto;Importe
            2026-08-05;NETFLIX;-12,99
            2026-09-05;NETFLIX;-12,99
            2026-10-05;NETFLIX;-12,99
            2026-11-05;NETFLIX;-12,99

            """)
        let shown = run("import", "statement", file)
        #expect(shown.status == 0)
        #expect(shown.standard.contains(said), "\(shown.standard)")
    }
}
