import Foundation
import SubDomain
import SubRecords
import SubStore
import Testing

@testable import SubShell

/// `pending` on a linked profile lists the payments waiting for the household's server
/// (`sync_payment_outbox`) beside the plans' changes: in words, counted, each with its plan,
/// amount and day and whether it waits or was refused, in every language and as JSON. The
/// profile is linked by hand to a server nobody runs: listing what waits reaches no server.
@Suite struct PendingPaymentsTests {
    private func object(_ output: ShellRun.Output) throws -> [String: Any] {
        try #require(
            try JSONSerialization.jsonObject(with: Data(output.standard.utf8)) as? [String: Any],
            "\(output.standard) \(output.error)")
    }

    private func plain(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{A0}", with: " ")
            .replacingOccurrences(of: "\u{202F}", with: " ")
    }

    @Test(arguments: [
        (
            "en_US.UTF-8", "add", "paid", "pending",
            [
                "1 payment not yet on the server:",
                "payment of €12.99 for Netflix on Nov 29, 2026", "waiting for the server",
                "2 payments not yet on the server:",
                "payment of €13.50 for Netflix on Nov 3, 2026", "refused.",
            ]
        ),
        (
            "es_ES.UTF-8", "añadir", "pagado", "pendientes",
            [
                "1 pago aún sin llegar al servidor:",
                "pago de 12,99 € por Netflix el 29 nov 2026", "esperando al servidor",
                "2 pagos aún sin llegar al servidor:",
                "pago de 13,50 € por Netflix el 3 nov 2026", "rechazado.",
            ]
        ),
        (
            "zh_CN.UTF-8", "添加", "已付", "待同步",
            [
                "1 笔付款尚未同步到服务器：",
                "Netflix 2026年11月29日 的付款 €12.99", "等待服务器",
                "2 笔付款尚未同步到服务器：",
                "Netflix 2026年11月3日 的付款 €13.50", "被拒绝。",
            ]
        ),
    ])
    func pendingListsThePaymentsWaiting(
        language: String, add: String, paid: String, pending: String, words: [String]
    ) throws {
        let run = ShellRun(language: language)
        let comma = language.hasPrefix("es")
        let added = run.call(
            [add, "Netflix", comma ? "12,99" : "12.99", "EUR", "--next", "2026-11-03"],
            on: "2026-10-20")
        #expect(added.status == 0, "\(added.error)")
        try run.writableStore().saveLink(
            HouseholdLink(
                conninfo: "host=/nonexistent/subhub-test dbname=none connect_timeout=1",
                householdID: UUID(), householdName: "Casa", login: "ana", role: .owner))
        #expect(run.call([paid, "Netflix", "--on", "2026-11-29"]).status == 0)
        var shown = plain(run(pending).standard)
        #expect(shown.contains(plain(words[0])), "\(language): \(shown)")
        #expect(shown.contains(plain(words[1])), "\(language): \(shown)")
        #expect(shown.contains(plain(words[2])), "\(language): \(shown)")

        #expect(
            run.call([paid, "Netflix", comma ? "13,50" : "13.50", "--on", "2026-11-03"]).status
                == 0)
        // The server refused the second (its author could not write then).
        let store = try run.writableStore()
        let queued = try store.pendingPayments()
        #expect(queued.count == 2)
        try store.settlePendingPayments([(queued[1].number, "permission_denied")])
        shown = plain(run(pending).standard)
        #expect(shown.contains(plain(words[3])), "\(language): \(shown)")
        #expect(shown.contains(plain(words[4])), "\(language): \(shown)")
        #expect(shown.contains(plain(words[5])), "\(language): \(shown)")

        let json = try object(run("--json", pending))
        // The plan's changes stay apart: the payments moved its next charge on.
        #expect((json["pending"] as? [[String: Any]])?.first?["name"] as? String == "Netflix")
        let payments = try #require(json["payments"] as? [[String: Any]])
        #expect(payments.count == 2)
        #expect(payments.map { $0["kind"] as? String } == ["insert", "insert"])
        #expect(payments.map { $0["name"] as? String } == ["Netflix", "Netflix"])
        #expect(payments.map { $0["on"] as? String } == ["2026-11-29", "2026-11-03"])
        #expect(payments.map { $0["amount_minor"] as? Int } == [1299, 1350])
        #expect(payments.map { $0["currency"] as? String } == ["EUR", "EUR"])
        #expect(payments.map { $0["state"] as? String } == ["waiting", "rejected"])
        #expect(payments[1]["reason"] as? String == "permission_denied")
        #expect(payments[0]["id"] as? String == queued[0].payment.id.uuidString.lowercased())
        #expect(payments[0]["queued_at"] is String)
    }

    /// A payment taken back by `undo` waits as its own change, said as such.
    @Test func aPaymentTakenBackWaitsToo() throws {
        let run = ShellRun(language: "en_US.UTF-8")
        #expect(
            run.call(["add", "Gym", "30", "EUR", "--next", "2026-11-03"], on: "2026-10-20").status
                == 0)
        try run.writableStore().saveLink(
            HouseholdLink(
                conninfo: "host=/nonexistent/subhub-test dbname=none connect_timeout=1",
                householdID: UUID(), householdName: "Casa", login: "ana", role: .owner))
        #expect(run("paid", "Gym", "--on", "2026-11-29").status == 0)
        #expect(run("undo", "--yes").status == 0)
        let shown = plain(run("pending").standard)
        #expect(shown.contains("2 payments not yet on the server:"), "\(shown)")
        #expect(shown.contains("payment of €30.00 for Gym on Nov 29, 2026, taken back"), "\(shown)")
        let kinds = (try object(run("--json", "pending"))["payments"] as? [[String: Any]])?.map {
            $0["kind"] as? String
        }
        #expect(kinds == ["insert", "delete"])
        // `status` counts them with the changes to send, as `unlink` does.
        let status = try object(run("--json", "status"))
        #expect(status["pending"] as? Int == (try run.store().pendingCount()))
        #expect(status["pending"] as? Int ?? 0 > 2)
    }
}
