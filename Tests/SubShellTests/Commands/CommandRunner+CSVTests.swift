import Foundation
import SubDomain
import SubFormats
import SubLocalization
import SubRecords
import SubStore
import TestSupport
import Testing

@testable import SubShell

/// `export csv` for a spreadsheet in the reader's language or `--plain` for a script, and
/// `import` of either form, of a spreadsheet a person wrote, in any catalog's language.
@Suite struct CommandRunnerCSVTests {
    static let languages = ["es_ES.UTF-8", "en_US.UTF-8", "zh_CN.UTF-8"]

    /// One yearly plan, exported in each language and plainly: how each begins.
    @Test(arguments: [
        (
            "es_ES.UTF-8", "1234,5", false,
            "\u{FEFF}Nombre;Importe;Moneda;Periodicidad;Al mes;Próximo cargo;Categoría;",
            "Gimnasio;1234,50;EUR;anual;102,88;2026-12-15;;"
        ),
        (
            "en_US.UTF-8", "1234.5", false,
            "\u{FEFF}Name,Amount,Currency,Period,Per month,Next charge,Category,",
            "Gimnasio,1234.50,EUR,annual,102.88,2026-12-15,,"
        ),
        (
            "zh_CN.UTF-8", "1234.5", false, "\u{FEFF}名称,金额,货币,周期,每月折合,下次扣费,类别,",
            "Gimnasio,1234.50,EUR,每年,102.88,2026-12-15,,"
        ),
        (
            "es_ES.UTF-8", "1234,5", true,
            "name,amount,currency,period,monthly,next_charge,category,",
            "Gimnasio,1234.50,EUR,annual,102.88,2026-12-15,,"
        ),
    ])
    func exportWritesTheReadersLanguageOrPlainly(
        language: String, amount: String, plain: Bool, header: String, row: String
    ) throws {
        let run = ShellRun(language: language)
        let added = run("add", "Gimnasio", amount, "EUR", "annual", "--next", "2026-12-15")
        #expect(added.status == 0, "\(added.error)")
        let output = plain ? run("export", "csv", "--plain") : run("export", "csv")
        #expect(output.status == 0, "\(output.error)")
        let lines = output.standard.components(separatedBy: "\r\n")
        #expect(lines[0].hasPrefix(header), "\(lines[0])")
        #expect(lines[1].hasPrefix(row), "\(lines[1])")
    }

    /// What a person types into a Spanish spreadsheet: its headings, `;`, decimal commas
    /// with grouped thousands, period words, dates as the spreadsheet shows them.
    @Test func aHandWrittenSpanishSpreadsheetImports() throws {
        let run = ShellRun(language: "es_ES.UTF-8")
        let file = try run.file(
            "hoja.csv",
            """
            Nombre;Importe;Moneda;Periodicidad;Próximo cargo;Categoría
            Gimnasio;1.234,50;EUR;anual;15/12/2026;deporte
            Spotify;12,99;EUR;mensual;2026-12-20;
            Prensa;9,99;EUR;cada 3 meses;01/01/2027;

            """)
        let result = run("importar", file)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.standard == "Importados 3 elementos de \(file).\n")
        let expenses = try run.store().read().expenses
        #expect(expenses.map(\.name) == ["Gimnasio", "Spotify", "Prensa"])
        #expect(expenses.map(\.amount.minorUnits) == [123_450, 1299, 999])
        #expect(expenses.map(\.period) == [.annual, .monthly, .quarterly])
        #expect(expenses.map(\.nextCharge.iso) == ["2026-12-15", "2026-12-20", "2027-01-01"])
        // A category's word in any language is that category, shown in the reader's words.
        #expect(expenses.first?.category == "fitness")
    }

    /// A Chinese spreadsheet, read by a shell in any language.
    @Test(arguments: languages)
    func aHandWrittenChineseSpreadsheetImports(language: String) throws {
        let run = ShellRun(language: language)
        let file = try run.file(
            "表格.csv",
            """
            名称,金额,货币,周期,下次扣费
            爱奇艺,25,CNY,每月,2026-12-15
            腾讯视频,258.00,CNY,每年,2027-01-01

            """)
        let result = run("import", file)
        #expect(result.status == 0, "\(result.error)")
        let expenses = try run.store().read().expenses
        #expect(expenses.map(\.name) == ["爱奇艺", "腾讯视频"])
        #expect(expenses.map(\.amount.minorUnits) == [2500, 25800])
        #expect(expenses.map(\.period) == [.monthly, .annual])
    }

    /// A value that does not read names its row and its column, in the reader's language,
    /// whatever language the file's headings are in.
    @Test(arguments: [
        (
            "es_ES.UTF-8",
            """
            No se ha importado nada: 2 filas tienen problemas.
              fila 1: Importe no puede ser «12,999»
              fila 2: Periodicidad no puede ser «a veces»

            """
        ),
        (
            "en_US.UTF-8",
            """
            Nothing was imported: 2 rows have problems.
              row 1: Amount cannot be "12,999"
              row 2: Period cannot be "a veces"

            """
        ),
        (
            "zh_CN.UTF-8",
            """
            未导入任何内容：有 2 行存在问题。
              第 1 行：金额 不能是“12,999”
              第 2 行：周期 不能是“a veces”

            """
        ),
    ])
    func aBadValueNamesItsRowAndColumn(language: String, expected: String) throws {
        let run = ShellRun(language: language)
        let file = try run.file(
            "mal.csv",
            "Nombre;Importe;Moneda;Periodicidad;Próximo cargo\n"
                + "A;12,999;EUR;mensual;2026-12-01\nB;5;EUR;a veces;2026-12-01\n")
        let result = run("import", file)
        #expect(result.status == 1)
        #expect(result.error.hasSuffix(expected), "\(result.error)")
    }

    /// `--plain` is an option of `export` like any other: in its usage line in every
    /// language, and completed by Tab.
    @Test(arguments: languages)
    func plainIsInTheHelpOfExport(language: String) throws {
        let help = ShellRun(language: language)("help", "export")
        #expect(help.standard.contains("[--force] [--plain]"), "\(help.standard)")
    }

    @Test func tabCompletesPlain() {
        let engine = CompletionEngine(
            localizer: Localizer.fromEnvironment(["LANG": "es_ES.UTF-8"]), names: { [] },
            brands: { _ in [] })
        #expect(engine.complete("exportar csv --pl").replacement == "--plain ")
    }

    // MARK: Round trip

    /// A seeded random ledger, exported in each language and plainly, then imported into a
    /// fresh profile under each language: the same subscriptions come back, every field of
    /// them (amounts exact in minor units, periods, dates, groups, archived state…), and the
    /// kill count.
    @Test(arguments: languages, [false, true])
    func aRandomLedgerComesBackWhole(language: String, plain: Bool) throws {
        let today = TestSupport.Sample.date("2026-11-29")
        for seed in UInt64(1)...3 {
            let ledger = Self.randomLedger(seed: seed, today: today)
            let source = ShellRun(language: language)
            let json = try source.file(
                "seed.json", ExpenseExchange.export(ledger, as: .json))
            #expect(source("import", json).status == 0)
            let csv = source.dataRoot + "-export.csv"
            let exported =
                plain ? source("export", "csv", csv, "--plain") : source("export", "csv", csv)
            #expect(exported.status == 0, "\(exported.error)")
            let original = try source.store().read()
            #expect(original.expenses.count == ledger.expenses.count)
            for reader in Self.languages {
                let target = ShellRun(language: reader)
                let imported = target("import", csv)
                #expect(imported.status == 0, "seed \(seed), read in \(reader): \(imported.error)")
                let copy = try target.store().read()
                #expect(Set(copy.expenses) == Set(original.expenses), "seed \(seed) in \(reader)")
                #expect(copy.killCount == original.killCount)
            }
        }
    }

    /// Twelve plans of every kind, and a group whose member it takes along: names with the
    /// delimiters, quotes, line breaks and formula starts; currencies with 0, 2 and 3
    /// decimals; periods named, worded and counted; notices, payers, reminders, archives.
    static func randomLedger(seed: UInt64, today: CivilDate) -> ExpenseLedger {
        var random = TestSupport.Sample.SeededGenerator(seed: seed)
        var ledger = ExpenseLedger()
        let names = [
            "Netflix", "Día Club", "Caja; punto y coma", "Comillas \"q\"", "爱奇艺", "=fórmula",
            "Coma, S.L.", "Ñu",
        ]
        let currencies: [CurrencyCode] = [.eur, .usd, .jpy, .cny, try! CurrencyCode("KWD")]
        let periods: [Period] = [
            .weekly, .monthly, .quarterly, .semiannual, .annual, try! Period(every: 1, .day),
            try! Period(every: 2, .week), try! Period(every: 2, .month),
            try! Period(every: 3, .week), try! Period(every: 10, .day),
            try! Period(every: 2, .year), try! Period(every: 1000, .day),
        ]
        func pick<T>(_ values: [T]) -> T { values.randomElement(using: &random)! }
        func chance() -> Bool { Bool.random(using: &random) }
        for index in 0..<12 {
            let next = today.addingDays(Int.random(in: 1...400, using: &random))
            var expense = RecurringExpense(
                name: "\(pick(names)) \(index)",
                amount: Money(
                    minorUnits: Int64.random(in: 1...2_000_000, using: &random),
                    currency: pick(currencies)),
                period: pick(periods), nextCharge: next,
                createdOn: today.addingDays(-Int.random(in: 0...900, using: &random)))
            expense.sharedWith = Int.random(in: 1...5, using: &random)
            expense.category = pick(["streaming", "music", "Ocio y cultura", nil])
            expense.notes = chance() ? "línea 1\nlínea; 2, \"tres\"" : nil
            expense.noticePeriod =
                chance() ? try? NoticePeriod(Int.random(in: 1...60, using: &random), .day) : nil
            expense.paidBy = pick(["Ana", nil])
            expense.reminderOffsets = pick([[7, 1], [], nil])
            expense.lastConfirmed = chance() ? today.addingDays(-30) : nil
            expense.trialEnds = chance() ? next : nil
            _ = try? ledger.add(expense, asOf: today)
        }
        let group = RecurringExpense(
            name: "Paquete", amount: Money(minorUnits: 3000, currency: .eur), period: .monthly,
            nextCharge: today.addingDays(10), groupMode: .manual, createdOn: today)
        _ = try? ledger.add(group, asOf: today)
        let member = RecurringExpense(
            name: "Dentro", amount: Money(minorUnits: 999, currency: .eur), period: .monthly,
            nextCharge: today.addingDays(10), parentID: group.id, createdOn: today)
        _ = try? ledger.add(member, asOf: today)
        for expense in ledger.expenses.prefix(2) where !expense.isGroup {
            _ = try? ledger.archive(
                expense.id, on: today.addingDays(-Int.random(in: 0...30, using: &random)))
        }
        if chance() { _ = try? ledger.archive(group.id, on: today) }
        return ledger
    }
}
