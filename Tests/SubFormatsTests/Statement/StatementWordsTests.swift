import SubDomain
import SubLocalization
import Testing

@testable import SubFormats

/// The words a table is read by come from the catalogs: a language's banks need its
/// catalog, no Swift.
@Suite struct StatementWordsTests {
    /// A Portuguese bank's export, which no shipped catalog reads, read with nothing but a
    /// Portuguese catalog's input words.
    @Test func aCatalogAloneTeachesANewLanguagesBanks() throws {
        let text = """
            Data;Descrição;Valor;Situação
            05/01/2026;NETFLIX.COM;-12,99;Efetuado
            05/02/2026;NETFLIX.COM;-12,99;Pendente
            """
        let shipped = StatementContext(defaultCurrency: .eur, words: .catalogs)
        #expect(throws: StatementError.noHeader) {
            try StatementFile.read(text, encoding: .utf8, context: shipped)
        }
        let catalog = try Catalog(
            jsonText: """
                {"language": "pt", "plural_rules": {}, "messages": {}, "input": {
                  "statement_headings": {"date": ["data"], "amount": ["valor"],
                    "description": ["descrição"], "status": ["=situação"]},
                  "statement_cells": {"pending": ["pendente"]}}}
                """, fileName: "pt.json")
        let library = CatalogLibrary(catalogs: ["pt": catalog])
        let portuguese = StatementContext(
            defaultCurrency: .eur,
            words: StatementWords(
                headings: library.statementHeadingWords, cells: library.statementCellWords))
        let reading = try StatementFile.read(text, encoding: .utf8, context: portuguese)
        #expect(reading.charges.map(\.description) == ["NETFLIX.COM"])
        #expect(reading.charges.map(\.amountMinor) == [1299])
        #expect(reading.leftOut.pending == 1)
    }

    /// `=word` is the whole heading or cell; any other word is one it contains.
    @Test func anEqualsSignAsksForTheWholeText() {
        let words = StatementWords(
            headings: [["currency": ["=currency"], "amount": ["amount"]]],
            cells: [["out": ["=d"], "pending": ["pend"]]])
        #expect(words.names(.currency, "currency"))
        #expect(!words.names(.currency, "local currency"))
        #expect(words.names(.amount, "local amount"))
        #expect(words.direction("D") == .out)
        #expect(words.direction("Debit") == nil)
        #expect(words.status("PENDING", direction: .out) == .pending)
    }

    /// The merchant's column before any text; then the first word of a catalog's list, in
    /// whichever language: a Spanish "Concepto" before an English "Memo", though English
    /// is listed first.
    @Test func aWordsPlaceInItsOwnCatalogRanksTheDescription() throws {
        let words = StatementWords.catalogs
        func description(_ header: [String]) -> Int? {
            StatementColumns(header: ["Fecha", "Importe"] + header, words: words)?.description
        }
        #expect(description(["Memo", "Concepto"]) == 3)
        #expect(description(["Concepto", "Descripción"]) == 2)
        #expect(description(["Description", "Payee"]) == 3)
        #expect(description(["Name", "Verwendungszweck"]) == 2)
    }

    /// Every embedded catalog lists every kind the reader knows, and no other: a key
    /// misspelt in a catalog would be words read by nothing.
    @Test func everyCatalogNamesTheKindsTheReaderKnows() throws {
        let library = CatalogLibrary.embedded
        #expect(library.languages == ["en", "es", "zh-Hans"])
        let headings = Set(StatementWords.Heading.allCases.map(\.rawValue))
        let cells = Set(StatementWords.Cell.allCases.map(\.rawValue))
        for catalog in library.statementHeadingWords {
            #expect(Set(catalog.keys) == headings)
        }
        for catalog in library.statementCellWords {
            #expect(Set(catalog.keys) == cells)
        }
        for kind in StatementWords.Heading.allCases {
            #expect(library.statementHeadingWords.contains { !($0[kind.rawValue] ?? []).isEmpty })
        }
    }
}
