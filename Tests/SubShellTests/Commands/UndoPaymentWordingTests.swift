import Foundation
import Testing

@testable import SubShell

/// `undo` says the payments it takes back or brings back: one with its amount and day, a
/// plan's many (a statement's) by their count, never "nothing to take back" when a payment
/// went.
@Suite struct UndoPaymentWordingTests {
    @Test(arguments: [
        ("en_US.UTF-8", "the payment of €12.99 for Netflix on Nov 6, 2026 is taken back"),
        ("es_ES.UTF-8", "se quita el pago de 12,99\u{A0}€ de Netflix del 6 nov 2026"),
        ("zh_CN.UTF-8", "撤销 Netflix 在 2026年11月6日 的 €12.99 付款"),
    ])
    func undoingAPaymentSaysWhichItTookBack(language: String, said: String) throws {
        let run = ShellRun(language: language)
        run.call(
            ["add", "Netflix", "12.99", "EUR", "monthly", "--next", "2026-06-05"], on: "2026-06-01")
        #expect(run("paid", "Netflix", "--on", "2026-11-06").status == 0)
        let undone = run("undo", "--yes")
        #expect(undone.status == 0)
        #expect(undone.standard.contains(said), "\(undone.standard)")
    }

    @Test func undoingAStatementCountsThePaymentsOfEachPlan() throws {
        let run = ShellRun(language: "en_US.UTF-8")
        let file = try run.file("bank.csv", StatementPaymentCommandTests.statement)
        #expect(run("import", "statement", file, "--yes").status == 0)
        let undone = run("undo", "--yes")
        #expect(undone.standard.contains("Netflix: 4 payments taken back"), "\(undone.standard)")
        #expect(undone.standard.contains("Spotify: 4 payments taken back"))
        #expect(!undone.standard.contains("nothing to take back"))
    }
}
