import SubDomain
import SubFormats
import SubLocalization
@testable import SubShell
import Testing

/// `import FILE`, `import wallos PATH [--user NAME]`, `import statement FILE [--yes]`, and
/// how an answer ticks a statement's proposals.
@Suite struct ImportGrammarTests {
    static let spanish = Localizer.fromEnvironment(["LANG": "es_ES.UTF-8"])
    static let english = Localizer.fromEnvironment(["LANG": "en_US.UTF-8"])

    func parse(_ line: String, _ localizer: Localizer = spanish) -> Result<Command?, UsageError> {
        CommandParser(
            reader: ValueReader(localizer: localizer, today: CivilDate(iso: "2026-11-29")!)
        )
        .parse(line: line)
    }

    @Test func theThreeImports() throws {
        #expect(try parse("importar copia.json").get() == .importFile(path: "copia.json"))
        #expect(
            try parse("importar wallos /data/wallos.db").get()
                == .importWallos(path: "/data/wallos.db", user: nil))
        #expect(
            try parse("import wallos wallos.db --user ana", Self.english).get()
                == .importWallos(path: "wallos.db", user: "ana"))
        #expect(
            try parse("importar extracto banco.csv").get()
                == .importStatement(path: "banco.csv", choice: .ask))
        #expect(
            try parse("import statement bank.csv --yes", Self.english).get()
                == .importStatement(path: "bank.csv", choice: .sure))
        #expect(try parse("importar extracto banco.csv").get()?.ledgerAccess == .writes)
    }

    /// `import mail` takes one path or several (a Maildir, an mbox, `.eml` files) and the
    /// statement's choices, in every catalog's words.
    @Test func mailTakesSeveralPathsAndTheStatementsChoices() throws {
        #expect(
            try parse("importar correo Maildir").get()
                == .importBills(.mail(paths: ["Maildir"]), choice: .ask))
        #expect(
            try parse("import mail a.eml b.eml c.mbox --yes", Self.english).get()
                == .importBills(.mail(paths: ["a.eml", "b.eml", "c.mbox"]), choice: .sure))
        #expect(
            try parse("importar correo buzon.mbox --pick 2-3").get()
                == .importBills(.mail(paths: ["buzon.mbox"]), choice: .given([2, 3])))
        #expect(
            try parse("导入 邮件 收件箱.mbox --min-confidence low").get()
                == .importBills(.mail(paths: ["收件箱.mbox"]), choice: .atLeast(.low)))
        #expect(throws: (any Error).self) { try parse("import mail", Self.english).get() }
    }

    /// `--pick` takes the table's numbers and ranges; `--min-confidence` a level; not both.
    @Test func pickAndMinimumConfidence() throws {
        #expect(
            try parse("import statement bank.csv --pick 1,4-6 --yes", Self.english).get()
                == .importStatement(path: "bank.csv", choice: .given([1, 4, 5, 6])))
        #expect(
            try parse("importar extracto banco.csv --pick 3").get()
                == .importStatement(path: "banco.csv", choice: .given([3])))
        #expect(
            try parse("import statement bank.csv --min-confidence medium --yes", Self.english)
                .get() == .importStatement(path: "bank.csv", choice: .atLeast(.medium)))
        #expect(
            try parse("import statement bank.csv --min-confidence high", Self.english).get()
                == .importStatement(path: "bank.csv", choice: .sure))
        for line in [
            "import statement bank.csv --pick 0", "import statement bank.csv --pick 4-2",
            "import statement bank.csv --pick 1,,2", "import statement bank.csv --pick x",
            "import statement bank.csv --min-confidence sure",
            "import statement bank.csv --pick 1 --min-confidence low",
        ] {
            guard case .failure = parse(line, Self.english) else {
                Issue.record("\(line) was accepted")
                continue
            }
        }
    }

    @Test func ticksAreNumbersAndRangesEnterTakesTheSureOnes() throws {
        let text = """
            Fecha;Concepto;Importe
            05/01/2026;NETFLIX;-12,99
            05/02/2026;NETFLIX;-12,99
            05/03/2026;NETFLIX;-12,99
            05/04/2026;NETFLIX;-12,99
            17/02/2026;CLUB;-5,00
            17/03/2026;CLUB;-5,00
            17/04/2026;CLUB;-5,00
            """
        let reading = try StatementFile.read(
            text, encoding: .utf8,
            context: StatementContext(
                defaultCurrency: .eur,
                words: StatementWords(
                    headings: Self.spanish.library.statementHeadingWords,
                    cells: Self.spanish.library.statementCellWords)))
        let series = RecurringSeriesFinder.find(in: reading.charges)
        #expect(series.map(\.confidence) == [.high, .medium])
        let proposals = StatementProposals(
            path: "b.csv", reading: reading,
            proposals: series.map {
                .init(
                    series: $0, name: $0.merchant.label, brandSlug: nil, category: nil, tracked: nil
                )
            }, profileCurrency: .eur, today: CivilDate(iso: "2026-11-29")!)
        let question = Confirmation(
            .family(StatementPickQuestion(proposals: proposals, source: .statement(path: "b.csv"))),
            confirmed: .importStatement(path: "b.csv", choice: .sure))
        let words = Self.spanish
        #expect(
            question.command(answering: "", localizer: words)
                == .importStatement(path: "b.csv", choice: .picked([1])))
        #expect(
            question.command(answering: "1-2", localizer: words)
                == .importStatement(path: "b.csv", choice: .picked([1, 2])))
        #expect(
            question.command(answering: "2, 1", localizer: words)
                == .importStatement(path: "b.csv", choice: .picked([2, 1])))
        #expect(question.command(answering: "n", localizer: words) == nil)
        #expect(question.command(answering: "3", localizer: words) == nil)
        #expect(question.command(answering: "uno", localizer: words) == nil)
    }
}
