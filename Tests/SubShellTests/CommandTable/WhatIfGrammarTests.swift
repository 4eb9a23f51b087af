import SubDomain
import SubLocalization
@testable import SubShell
import Testing

/// `total --without`, `archive --dry-run` and `chart` read by the table, and Tab on them.
@Suite struct WhatIfGrammarTests {
    static let spanish = Localizer.fromEnvironment(["LANG": "es_ES.UTF-8"])
    static let english = Localizer.fromEnvironment(["LANG": "en_US.UTF-8"])

    func parse(_ line: String, _ localizer: Localizer = spanish) -> Result<Command?, UsageError> {
        CommandParser(
            reader: ValueReader(localizer: localizer, today: CivilDate(iso: "2026-11-29")!)
        )
        .parse(line: line)
    }

    @Test func totalWithoutSplitsItsNamesOnCommas() throws {
        #expect(try parse("total").get() == .total)
        #expect(
            try parse("total --without Netflix,Disney+").get()
                == .whatIf(names: ["Netflix", "Disney+"]))
        #expect(
            try parse("total --without='Movistar Plus+, HBO Max',").get()
                == .whatIf(names: ["Movistar Plus+", "HBO Max"]))
        #expect(throws: UsageError.optionNeedsValue(command: .total, option: "--without")) {
            try parse("total --without ,").get()
        }
        #expect(throws: UsageError.optionNeedsValue(command: .total, option: "--without")) {
            try parse("total --without").get()
        }
    }

    @Test func archiveDryRunIsAPreviewThatReads() throws {
        let preview = try parse("archivar Movistar Plus+ --dry-run").get()
        #expect(preview == .archivePreview(name: "Movistar Plus+"))
        #expect(preview?.ledgerAccess == .reads)
        #expect(try parse("kill Netflix", Self.english).get() == .archive(name: "Netflix"))
        #expect(try parse("total --without Netflix").get()?.ledgerAccess == .reads)
    }

    @Test func chartTakesItsMonthsInRange() throws {
        #expect(try parse("gráfico").get() == .chart(months: 12))
        #expect(try parse("grafico --months 3").get() == .chart(months: 3))
        #expect(try parse("chart --months=120", Self.english).get() == .chart(months: 120))
        #expect(throws: UsageError.self) { try parse("chart --months 0").get() }
        #expect(throws: UsageError.self) { try parse("chart --months 121").get() }
        #expect(throws: UsageError.self) { try parse("chart 3").get() }
    }

    @Test func tabCompletesTheNameAfterTheLastComma() {
        let engine = CompletionEngine(
            localizer: Self.spanish, names: { ["Netflix", "Disney+", "Dropbox"] },
            brands: { _ in [] })
        #expect(engine.complete("total --without Netflix,Dis").replacement == "Netflix,Disney+ ")
        #expect(engine.complete("total --without Net").replacement == "Netflix ")
        #expect(
            engine.complete("total --without Netflix,D").candidates
                == ["Netflix,Disney+", "Netflix,Dropbox"])
        #expect(engine.complete("total --wi").replacement == "--without ")
        #expect(engine.complete("archivar Netflix --d").replacement == "--dry-run ")
        #expect(engine.complete("gráfico --m").replacement == "--months ")
        #expect(engine.complete("gráf").replacement == "gráfico ")
    }
}
