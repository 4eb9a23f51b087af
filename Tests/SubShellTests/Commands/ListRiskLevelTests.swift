import Foundation
import SubDomain
import Testing

@testable import SubShell

/// `list` marks a plan at the level `risks` gives it, the risks of what was charged
/// included (a varying bill paid far above its estimate, a fixed price charged more twice),
/// whichever way the list is read: streamed from the store, laid out from the whole ledger
/// (a plan that has ended is in the profile), split by card, or from the ledger a script's
/// write left in memory.
@Suite struct ListRiskLevelTests {
    private func object(_ output: ShellRun.Output) throws -> [String: Any] {
        try #require(
            try JSONSerialization.jsonObject(with: Data(output.standard.utf8)) as? [String: Any])
    }

    /// Five plans of similar cost (none above its currency's average, none unconfirmed):
    /// Luz varies and its latest bill is over 1.5 times what the two before it average;
    /// Netflix was charged 70 twice though it is typed at 55.
    private func profile(
        _ run: ShellRun, add: String, paid: String, withEnded: Bool
    ) {
        let day = "2026-10-01"
        for (name, amount, extra) in [
            ("Agua", "60", [String]()), ("Gym", "60", []), ("Luz", "50", ["--varies"]),
            ("Netflix", "55", []), ("Spotify", "50", []),
        ] {
            let added = run.call(
                [add, name, amount, "EUR", "monthly", "--next", "2026-10-05"] + extra, on: day)
            #expect(added.status == 0, "\(added.error)")
        }
        if withEnded {
            let ended = run.call(
                [add, "Sofa", "40", "EUR", "monthly", "--next", "2026-10-10", "--payments", "1"],
                on: day)
            #expect(ended.status == 0, "\(ended.error)")
        }
        for (name, amount, on) in [
            ("Luz", "40", "2026-10-05"), ("Luz", "45", "2026-11-05"), ("Luz", "100", "2026-11-25"),
            ("Netflix", "70", "2026-10-05"), ("Netflix", "70", "2026-11-05"),
        ] {
            let payment = run.call([paid, name, amount, "--on", on], on: on)
            #expect(payment.status == 0, "\(payment.error)")
        }
    }

    /// The names whose line of `text` carries the medium mark "!" as a word of its own.
    private func marked(_ text: String) -> Set<String> {
        var names: Set<String> = []
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ")
            guard words.contains("!"), let name = words.first else { continue }
            names.insert(String(name))
        }
        return names
    }

    @Test(arguments: [
        ("en_US.UTF-8", "add", "paid", "list", "--by", "card", "confirm"),
        ("es_ES.UTF-8", "añadir", "pagado", "lista", "--by", "tarjeta", "confirmar"),
        ("zh_CN.UTF-8", "添加", "已付", "列表", "--by", "card", "确认"),
    ])
    func theListMarksWhatRisksFind(
        language: String, add: String, paid: String, list: String, by: String, card: String,
        confirm: String
    ) throws {
        for withEnded in [false, true] {
            let run = ShellRun(language: language)
            profile(run, add: add, paid: paid, withEnded: withEnded)
            let context = "\(language), ended plan: \(withEnded)"
            let risks = try object(run("--json", "risks"))["risks"] as? [[String: Any]] ?? []
            let levels = Dictionary(
                uniqueKeysWithValues: risks.map {
                    ($0["name"] as? String ?? "", $0["level"] as? String ?? "")
                })
            #expect(levels == ["Luz": "medium", "Netflix": "medium"], "\(context)")
            let listed = run(list)
            #expect(listed.status == 0, "\(listed.error)")
            #expect(
                marked(listed.standard) == ["Luz", "Netflix"], "\(context): \(listed.standard)")
            let byCard = run(list, by, card)
            #expect(byCard.status == 0, "\(byCard.error)")
            #expect(
                marked(byCard.standard) == ["Luz", "Netflix"], "\(context): \(byCard.standard)")
            // A write first: the list is the ledger the script holds.
            let script = run.script([confirm + " Gym", list])
            #expect(script.status == 0, "\(script.error)")
            #expect(
                marked(script.standard) == ["Luz", "Netflix"], "\(context): \(script.standard)")
        }
    }

    /// A varying bill is judged at its estimate (the mean of its last payments), not the
    /// amount first typed, by `risks` and `list` alike: typed at 10 and paid 100 three times,
    /// it costs far more than the others.
    @Test func aVaryingBillIsJudgedAtItsEstimate() throws {
        let run = ShellRun(language: "en_US.UTF-8")
        let day = "2026-10-01"
        for name in ["Agua", "Gym", "Netflix", "Spotify"] {
            #expect(
                run.call(["add", name, "20", "EUR", "--next", "2026-10-05"], on: day).status == 0)
        }
        #expect(
            run.call(["add", "Luz", "10", "EUR", "--varies", "--next", "2026-10-05"], on: day)
                .status == 0)
        for on in ["2026-10-05", "2026-11-05", "2026-11-25"] {
            #expect(run.call(["paid", "Luz", "100", "--on", on], on: on).status == 0)
        }
        let risks = try object(run("--json", "risks"))["risks"] as? [[String: Any]] ?? []
        #expect(risks.map { $0["name"] as? String } == ["Luz"], "\(risks)")
        #expect(marked(run("list").standard) == ["Luz"])
    }
}
