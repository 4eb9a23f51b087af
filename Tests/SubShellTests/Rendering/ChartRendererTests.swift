import SubBrands
import SubDomain
import SubLocalization
import TestSupport
import Testing

@testable import SubShell

/// `chart` drawn for people: exact lines in both languages at a fixed width, bars in eighths,
/// and brand colour only when the capability says the terminal shows it.
@Suite struct ChartRendererTests {
    static let today = Sample.date("2026-11-29")
    static let spanish = Localizer.fromEnvironment(["LANG": "es_ES.UTF-8"])
    static let english = Localizer.fromEnvironment(["LANG": "en_US.UTF-8"])

    /// Netflix (a brand) monthly from Dec 5, a domain paid yearly in March, GitHub in dollars.
    static func chart(months: Int = 5) throws -> ChargeChart {
        var ledger = ExpenseLedger()
        var netflix = Sample.expense("Netflix", 1299, next: "2026-12-05")
        netflix.brandSlug = "netflix"
        _ = try ledger.add(netflix, asOf: today)
        _ = try ledger.add(
            Sample.expense("Dominio", 1200, period: .annual, next: "2027-03-10"), asOf: today)
        _ = try ledger.add(Sample.expense("GitHub", 400, "USD", next: "2027-01-02"), asOf: today)
        return ChargeChart(ledger, from: today, months: months)
    }

    static func lines(
        _ localizer: Localizer, colors: ColorCapability = .none, width: Int? = 50
    ) throws -> [String] {
        ChartRenderer(localizer: localizer, colors: colors, width: width).lines(for: try chart())
    }

    @Test func spanishAtAFixedWidth() throws {
        #expect(
            try Self.lines(Self.spanish) == [
                "Cargos de los próximos 5 meses en EUR:",
                "  nov 2026                                  0,00\u{A0}€",
                "  dic 2026  ███████████████▏               12,99\u{A0}€",
                "  ene 2027  ███████████████▏               12,99\u{A0}€",
                "  feb 2027  ███████████████▏               12,99\u{A0}€",
                "  mar 2027  █████████████████████████████  24,99\u{A0}€",
                "  Total: 63,96\u{A0}€",
                "",
                "Cargos de los próximos 5 meses en USD:",
                "  nov 2026                                0,00\u{A0}US$",
                "  dic 2026                                0,00\u{A0}US$",
                "  ene 2027  ████████████████████████████  4,00\u{A0}US$",
                "  feb 2027  ████████████████████████████  4,00\u{A0}US$",
                "  mar 2027  ████████████████████████████  4,00\u{A0}US$",
                "  Total: 12,00\u{A0}US$",
            ])
    }

    @Test func englishAtAFixedWidth() throws {
        #expect(
            try Self.lines(Self.english) == [
                "Charges in the next 5 months in EUR:",
                "  Nov 2026                                   €0.00",
                "  Dec 2026  ███████████████▋                €12.99",
                "  Jan 2027  ███████████████▋                €12.99",
                "  Feb 2027  ███████████████▋                €12.99",
                "  Mar 2027  ██████████████████████████████  €24.99",
                "  Total: €63.96",
                "",
                "Charges in the next 5 months in USD:",
                "  Nov 2026                                   $0.00",
                "  Dec 2026                                   $0.00",
                "  Jan 2027  ███████████████████████████████  $4.00",
                "  Feb 2027  ███████████████████████████████  $4.00",
                "  Mar 2027  ███████████████████████████████  $4.00",
                "  Total: $12.00",
            ])
    }

    /// Every month line fills the width exactly; without a terminal the width is 60.
    @Test(arguments: [40, 50, 80, 120])
    func barsScaleToTheWidth(width: Int) throws {
        let lines = try Self.lines(Self.spanish, width: width)
        let monthLines = lines.filter { $0.hasPrefix("  ") && !$0.contains("Total") }
        for line in monthLines { #expect(DisplayWidth.of(line) == width, "\(line)") }
        let piped = try Self.lines(Self.spanish, width: nil)
        #expect(piped.filter { $0.contains("mar 2027") }.allSatisfy { DisplayWidth.of($0) == 60 })
    }

    @Test func barsAreEighthsOfACell() {
        #expect(ChartRenderer.bar(0, of: 100, cells: 4) == "")
        #expect(ChartRenderer.bar(100, of: 100, cells: 4) == "████")
        #expect(ChartRenderer.bar(50, of: 100, cells: 4) == "██")
        #expect(ChartRenderer.bar(53, of: 100, cells: 4) == "██▏")
        #expect(ChartRenderer.bar(97, of: 100, cells: 4) == "███▉")
        #expect(ChartRenderer.bar(1, of: 1_000_000, cells: 4) == "▏")
        #expect(ChartRenderer.bar(Int64.max, of: Int64.max, cells: 2) == "██")
    }

    /// A month's bar takes its largest charge's brand colour (Netflix's red, #E50914), only
    /// when the terminal shows colour; a charge without a brand stays plain.
    @Test func brandColourOnlyWithColour() throws {
        let plain = try Self.lines(Self.spanish).joined(separator: "\n")
        #expect(!plain.contains("\u{1B}"))
        let truecolor = try Self.lines(Self.spanish, colors: .trueColor)
        #expect(
            truecolor[2]
                == "  dic 2026  \u{1B}[38;2;229;9;20m███████████████▏\u{1B}[0m               12,99\u{A0}€"
        )
        #expect(truecolor[5].contains("\u{1B}[38;2;229;9;20m"))
        #expect(!truecolor[1].contains("\u{1B}"))  // nothing charged, nothing painted
        #expect(!truecolor[11].contains("\u{1B}"))  // GitHub has no brand here
        let palette = try Self.lines(Self.spanish, colors: .palette256)
        #expect(palette[2].contains("\u{1B}[38;5;160m"))
    }

    @Test func anEmptyWindowSaysSo() throws {
        let empty = ChargeChart(ExpenseLedger(), from: Self.today, months: 12)
        #expect(
            ChartRenderer(localizer: Self.spanish, colors: .none, width: nil).lines(for: empty)
                == ["Ningún cargo en los próximos 12 meses."])
        let one = ChargeChart(ExpenseLedger(), from: Self.today, months: 1)
        #expect(
            ChartRenderer(localizer: Self.english, colors: .none, width: nil).lines(for: one)
                == ["No charges in the next month."])
    }

    @Test func jsonGivesEachMonthsSumsAndCharges() throws {
        let json = ChartRenderer.json(try Self.chart(months: 2)).serialized()
        #expect(json.hasPrefix(#"{"months":[{"month":"2026-11","totals":[],"charges":[]},"#))
        #expect(
            json.contains(
                #"{"month":"2026-12","totals":[{"currency":"EUR","amount_minor":1299}],"charges":[{"id":""#
            ))
        #expect(
            json.contains(
                #""name":"Netflix","date":"2026-12-05","amount_minor":1299,"currency":"EUR"}"#))
        #expect(json.hasSuffix(#""totals":[{"currency":"EUR","amount_minor":1299}]}"#))
    }
}
