import Foundation
import TestSupport
import Testing

/// `rates` and `total --in` through the release binary, in Spanish, English and Chinese:
/// typed rates, an ECB file written here as the ECB publishes it, a currency without a rate,
/// an old rate, JSON, and a broken file that stores nothing.
@Suite("Rates across currencies")
struct RatesTests {
    static let eurofxref = ECBFixtures.dailyCSV(on: "27 November 2026")

    static let dailyXML = ECBFixtures.dailyXML(
        on: "2026-11-27", rates: [("USD", "1.0812"), ("GBP", "0.84120")])

    static func plain(_ text: String) -> String {
        text.replacingOccurrences(of: nbsp, with: " ").replacingOccurrences(
            of: "\u{202F}", with: " ")
    }

    /// 69.91 EUR, 64.87 USD, 28.00 GBP and 30.00 CHF a month.
    static func fourCurrencies(_ box: Sandbox) throws {
        let mark = box.language == .es ? "," : "."
        try box.quiet("add", "Netflix", "69\(mark)91", "EUR", "monthly")
        try box.run("add", "Spotify", "64\(mark)87", "USD", "monthly")
        try box.run("add", "Claude", "28", "GBP", "monthly")
        try box.quiet("add", "Gimnasio", "30", "CHF", "monthly")
    }

    @Test("rates set, then total --in EUR", arguments: Language.allCases)
    func setAndTotal(_ language: Language) throws {
        let box = try Sandbox(language)
        try Self.fourCurrencies(box)
        let rate = language.pick("1,0812", "1.0812")
        let gbp = language.pick("0,8412", "0.8412")
        try box.quiet("rates", "set", "USD=" + rate, "GBP=" + gbp, "--date", "2026-11-28")
        let total = try box.run("total", "--in", "EUR")
        #expect(total.status == 0)
        #expect(
            Self.plain(total.stdout).hasSuffix(
                language.pick(
                    "≈ 163,20 € al mes en EUR, al cambio del 28 nov 2026 (a mano)\n"
                        + "Sin cambio para CHF: fuera de la estimación, nunca a la par"
                        + " («cambio fijar» o «cambio importar»).\n",
                    "≈ €163.20 a month in EUR, at the rates of Nov 28, 2026 (typed)\n"
                        + "No rate for CHF: left out of the estimate, never taken 1:1"
                        + " (\"rates set\" or \"rates import\").\n")))
        // The exact totals stay, each in its own currency.
        #expect(
            Self.plain(total.stdout).hasPrefix(language.pick("69,91 € al mes", "€69.91 a month")))
        // Nothing is estimated unless asked for.
        #expect(!(try box.run("total").stdout.contains("≈")))
    }

    @Test("rates import of the ECB's CSV and XML", arguments: Language.allCases)
    func importFiles(_ language: Language) throws {
        let box = try Sandbox(language)
        try Self.fourCurrencies(box)
        let csv = box.file("eurofxref.csv")
        try Self.eurofxref.write(to: csv, atomically: true, encoding: .utf8)
        let imported = try box.run("rates", "import", csv.path)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(
            imported.lines.first
                == language.pick(
                    "Importados 30 cambios del BCE desde \(csv.path).",
                    "Imported 30 ECB rates from \(csv.path)."))
        #expect(
            Self.plain(imported.stdout).contains(
                language.pick(
                    "  USD    1,0812  27 nov 2026  BCE", "  USD    1.0812  Nov 27, 2026  ECB")))
        // 30.00 CHF / 0.9311 = 32.2199… → 32.22; 163.20 + 32.22 = 195.42.
        let total = Self.plain(try box.run("total", "--in", "EUR").stdout)
        #expect(
            total.contains(
                language.pick(
                    "≈ 195,42 € al mes en EUR, al cambio del 27 nov 2026 (BCE)",
                    "≈ €195.42 a month in EUR, at the rates of Nov 27, 2026 (ECB)")))
        // In pounds, through the euro: 69.91 × 0.8412 = 58.808… → 58.81; 64.87 / 1.0812 ×
        // 0.8412 = 50.470… → 50.47; 30 / 0.9311 × 0.8412 = 27.103… → 27.10; + 28.00.
        #expect(
            Self.plain(try box.run("total", "--in", "GBP").stdout).contains(
                language.pick("≈ 164,38 GBP al mes en GBP", "≈ £164.38 a month in GBP")))

        let xml = box.file("eurofxref-daily.xml")
        try Self.dailyXML.write(to: xml, atomically: true, encoding: .utf8)
        #expect(try box.run("rates", "import", xml.path).status == 0)
    }

    @Test("an old rate is said to be old; the headline currency", arguments: Language.allCases)
    func staleAndBase(_ language: Language) throws {
        let box = try Sandbox(language)
        try Self.fourCurrencies(box)
        try box.quiet(
            "rates", "set", "USD=" + language.pick("1,0812", "1.0812"), "--date", "2026-09-01")
        try box.quiet("rates", "base", "EUR")
        let total = Self.plain(try box.run("total").stdout)
        #expect(
            total.contains(
                language.pick(
                    "Cambio antiguo, de hace más de 30 días: USD del 1 sept 2026.",
                    "Old rate, more than 30 days old: USD of Sep 1, 2026.")))
        #expect(total.contains("≈"))
        try box.quiet("rates", "base", language.pick("no", "off"))
        #expect(!(try box.run("total").stdout.contains("≈")))
    }

    @Test("errors store nothing", arguments: Language.allCases)
    func errors(_ language: Language) throws {
        let box = try Sandbox(language)
        try Self.fourCurrencies(box)
        try box.quiet("rates", "set", "USD=" + language.pick("1,0812", "1.0812"))
        let before = try box.run("--json", "rates").stdout
        let unknown = try box.run("rates", "set", "XXX=1")
        #expect(unknown.status == 2)
        let zero = try box.run("rates", "set", "GBP=0")
        #expect(zero.status == 2)
        #expect(zero.stderr.contains("GBP"))
        let broken = box.file("eurofxref-hist.csv")
        try "Date,USD,GBP,\n2026-11-27,1.08,0.84,\n2026-11-26,1.07,,0.83,\n".write(
            to: broken, atomically: true, encoding: .utf8)
        let refused = try box.run("rates", "import", broken.path)
        #expect(refused.status == 1)
        #expect(
            refused.stderr.contains(
                language.pick(
                    "eurofxref-hist.csv, línea 3: 4 celdas donde la cabecera tiene 3.",
                    "eurofxref-hist.csv, line 3: 4 cells where the header has 3.")))
        let missing = try box.run("rates", "import", box.file("nowhere.xml").path)
        #expect(missing.status == 1)
        #expect(try box.run("--json", "rates").stdout == before)
    }

    @Test("JSON carries the estimate apart from the exact totals")
    func json() throws {
        let box = try Sandbox(.en)
        try Self.fourCurrencies(box)
        try box.quiet("rates", "set", "USD=1.0812", "GBP=0.8412", "--date", "2026-11-28")
        let object = try jsonObject(try box.run("--json", "total", "--in", "EUR").stdout)
        let totals = try #require(object["totals"] as? [[String: Any]])
        #expect(totals.map { $0["currency"] as? String } == ["EUR", "USD", "CHF", "GBP"])
        let estimate = try #require(object["estimate"] as? [String: Any])
        #expect(estimate["monthly_minor"] as? Int == 16320)
        #expect(estimate["missing"] as? [String] == ["CHF"])
        let rates = try #require(estimate["rates"] as? [[String: Any]])
        #expect(rates.map { $0["rate"] as? String } == ["0.8412", "1.0812"])
        #expect(rates.map { $0["date"] as? String } == ["2026-11-28", "2026-11-28"])
        #expect(rates.map { $0["source"] as? String } == ["manual", "manual"])
    }

    @Test("汇率：设置、导入与总计 --in")
    func chinese() throws {
        let zh = try ChineseTests.ChineseBox()
        try zh.quiet("添加", "爱奇艺", "25", "CNY", "每月")
        try zh.quiet("add", "Spotify", "10.99", "USD", "monthly")
        try zh.quiet("汇率", "设置", "USD=1.0812", "CNY=7.8123", "--date", "2026-11-28")
        let total = Self.plain(try zh.quiet("总计", "--in", "CNY"))
        // 10.99 USD / 1.0812 × 7.8123 = 79.408… → 79.41 CNY; + 25.00.
        #expect(total.contains("≈ 每月 ¥104.41（以 CNY 计），按 2026年11月28日 的汇率（手动）"))
        let listed = Self.plain(try zh.quiet("汇率"))
        #expect(listed.contains("以 EUR 为基准的汇率"))
        let csv = zh.box.file("eurofxref.csv")
        try Self.eurofxref.write(to: csv, atomically: true, encoding: .utf8)
        #expect(Self.plain(try zh.quiet("汇率", "导入", csv.path)).contains("个欧洲央行汇率"))
    }
}
