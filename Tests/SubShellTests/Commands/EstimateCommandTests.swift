import Foundation
import SubDomain
import Testing

@testable import SubShell

/// A bill that varies is an estimate wherever its figure shows: `list` says it with `≈`, and
/// `total` says how much of each currency's figure is estimated (in words and as
/// `estimated_minor`), following the mean of the last payments.
@Suite struct EstimateCommandTests {
    private func object(_ output: ShellRun.Output) throws -> [String: Any] {
        try #require(
            try JSONSerialization.jsonObject(with: Data(output.standard.utf8)) as? [String: Any],
            "\(output.standard)\(output.error)")
    }

    /// Luz (varies, 60 typed) and Netflix, entered on Sep 1; Luz paid 70 and 80 since.
    private func profile(_ language: String) -> ShellRun {
        let run = ShellRun(language: language)
        run.call(["add", "Luz", "60", "monthly", "--varies"], on: "2026-09-01")
        run.call(["add", "Netflix", "12.99", "monthly"], on: "2026-09-01")
        run.call(["paid", "Luz", "70", "--on", "2026-10-02"], on: "2026-10-02")
        run.call(["paid", "Luz", "80", "--on", "2026-11-02"], on: "2026-11-02")
        return run
    }

    @Test(arguments: [
        ("en_US.UTF-8", "$87.99 a month · 2 active · of which ≈ $75.00 estimated"),
        ("es_ES.UTF-8", "87,99\u{A0}€ al mes · 2 activas · de ellos, ≈ 75,00\u{A0}€ estimados"),
        ("zh_CN.UTF-8", "每月 ¥87.99 · 2 个有效 · 其中约 ¥75.00 为估算"),
    ])
    func totalSaysHowMuchIsEstimated(language: String, line: String) throws {
        let run = profile(language)
        let total = run("total")
        #expect(total.status == 0)
        #expect(total.standard.contains(line), "\(total.standard)")
        let json = try object(run("--json", "total"))
        let totals = try #require(json["totals"] as? [[String: Any]])
        #expect(totals.first?["estimated_minor"] as? Int == 7_500)
        #expect(totals.first?["monthly_minor"] as? Int == 8_799)
    }

    @Test func aProfileWithoutVaryingBillsSaysNothingEstimated() throws {
        let run = ShellRun(language: "en_US.UTF-8")
        run("add", "Netflix", "12.99", "monthly")
        #expect(!run("total").standard.contains("estimated"))
        let totals = try #require(try object(run("--json", "total"))["totals"] as? [[String: Any]])
        #expect(totals.first?["estimated_minor"] as? Int == 0)
    }

    @Test func aGroupWhoseCapWinsIsNoEstimate() throws {
        let run = ShellRun(language: "en_US.UTF-8")
        run("add", "Luz", "20", "monthly", "--varies")
        #expect(run("group", "new", "Casa", "--cap", "100", "Luz").status == 0)
        let totals = try #require(try object(run("--json", "total"))["totals"] as? [[String: Any]])
        #expect(totals.first?["monthly_minor"] as? Int == 10_000, "\(totals)")
        #expect(totals.first?["estimated_minor"] as? Int == 0)
    }

    @Test(arguments: ["en_US.UTF-8", "es_ES.UTF-8", "zh_CN.UTF-8"])
    func listSaysTheEstimateAndKeepsItsColumns(language: String) throws {
        let run = profile(language)
        let list = run("list")
        #expect(list.status == 0)
        let rows = list.standard.split(separator: "\n").map(String.init)
        let luz = try #require(rows.first { $0.contains("Luz") })
        let netflix = try #require(rows.first { $0.contains("Netflix") })
        let approx = ["en_US.UTF-8": "≈ ", "es_ES.UTF-8": "≈ ", "zh_CN.UTF-8": "约 "][language]!
        #expect(luz.components(separatedBy: approx).count == 3, "both figures: \(luz)")
        #expect(!netflix.contains(approx))
        // The amounts end in the same terminal columns on both rows (a Chinese character
        // takes two).
        func columns(_ text: Substring) -> Int {
            text.unicodeScalars.reduce(0) { $0 + ($1.value >= 0x2E80 ? 2 : 1) }
        }
        let money = ["en_US.UTF-8": "75.00", "es_ES.UTF-8": "75,00", "zh_CN.UTF-8": "75.00"][
            language]!
        let cost = ["en_US.UTF-8": "12.99", "es_ES.UTF-8": "12,99", "zh_CN.UTF-8": "12.99"][
            language]!
        let luzEnd = try #require(luz.range(of: money)).upperBound
        let netflixEnd = try #require(netflix.range(of: cost)).upperBound
        #expect(
            columns(luz[..<luzEnd]) == columns(netflix[..<netflixEnd]), "\(list.standard)")
    }
}
