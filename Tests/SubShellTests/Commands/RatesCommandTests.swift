import Foundation
import SubDomain
import SubStore
import Testing

@testable import SubShell

/// `rates`, `rates set|import|base|clear` and `total --in` in the command layer, run as a
/// user types them (in-process, no terminal), with the exact words and figures.
@Suite struct RatesCommandTests {
    /// `run(…)` with its no-break spaces (between an amount and its sign) read as spaces.
    struct Plain {
        let run: ShellRun
        let dataRoot: String
        init(_ run: ShellRun) {
            self.run = run
            dataRoot = run.dataRoot
        }
        @discardableResult
        func callAsFunction(_ arguments: String...) -> ShellRun.Output {
            call(arguments)
        }
        func call(_ arguments: [String]) -> ShellRun.Output {
            let output = run.call(arguments)
            func plain(_ text: String) -> String {
                text.replacingOccurrences(of: "\u{A0}", with: " ").replacingOccurrences(
                    of: "\u{202F}", with: " ")
            }
            return ShellRun.Output(
                status: output.status, standard: plain(output.standard), error: plain(output.error))
        }
        func file(_ name: String, _ text: String) throws -> String { try run.file(name, text) }
        func store() throws -> ExpenseStore { try run.store() }
    }

    /// A profile paying in four currencies: 69.91 EUR, 64.87 USD, 28.00 GBP, 30.00 CHF a month.
    func fourCurrencies(_ language: String = "es_ES.UTF-8") -> Plain {
        let run = Plain(ShellRun(language: language))
        let comma = language.hasPrefix("es")
        run("add", "Netflix", comma ? "69,91" : "69.91", "EUR", "monthly")
        run("add", "Spotify", comma ? "64,87" : "64.87", "USD", "monthly")
        run("add", "Claude", "28", "GBP", "monthly")
        run("add", "Gym", "30", "CHF", "monthly")
        return run
    }

    @Test func setThenTotalInEurosSaysTheEstimateItsDayAndWhatIsLeftOut() {
        let run = fourCurrencies()
        let set = run("rates", "set", "USD=1,0812", "GBP=0,8412", "--date", "2026-11-28")
        #expect(set.status == 0, "\(set.error)")
        #expect(
            set.standard
                == """
                Guardados 2 cambios a mano, del 28 nov 2026.
                Cambios contra EUR (1 EUR = tantas unidades de cada moneda):
                  GBP  0,8412  28 nov 2026  a mano
                  USD  1,0812  28 nov 2026  a mano
                El titular no muestra estimación («cambio base EUR» para verla en euros).

                """)
        let total = run("total", "--in", "EUR")
        #expect(total.status == 0)
        #expect(
            total.standard
                == """
                69,91 € al mes · 1 activa
                64,87 US$ al mes · 1 activa
                30,00 CHF al mes · 1 activa
                28,00 GBP al mes · 1 activa
                ≈ 163,20 € al mes en EUR, al cambio del 28 nov 2026 (a mano)
                Sin cambio para CHF: fuera de la estimación, nunca a la par («cambio fijar» o «cambio importar»).

                """)
        // Without --in and without `rates base`, no estimate.
        #expect(!run("total").standard.contains("≈"))
    }

    @Test func aTargetWithoutARateGetsNoFigureOnlyWhy() {
        let run = fourCurrencies("en_US.UTF-8")
        run("rates", "set", "USD=1.0812", "--date", "2026-11-28")
        let total = run("total", "--in", "JPY")
        #expect(total.status == 0)
        #expect(!total.standard.contains("≈"), "\(total.standard)")
        #expect(total.standard.contains("No rate for JPY, the currency asked for"))
    }

    @Test func theSpanishWordsWork() {
        let run = fourCurrencies()
        #expect(run("cambio", "fijar", "USD=1,0812").status == 0)
        #expect(run("cambio", "base", "EUR").status == 0)
        #expect(
            run("total").standard.contains(
                "≈ 129,91 € al mes en EUR, al cambio del 29 nov 2026 (a mano)"))
        #expect(run("cambio", "base", "no").status == 0)
        #expect(!run("total").standard.contains("≈"))
    }

    @Test func aStaleRateIsSaidToBeOld() {
        let run = fourCurrencies("en_US.UTF-8")
        run("rates", "set", "USD=1.0812", "--date", "2026-10-29")
        let old = run("total", "--in", "EUR").standard
        #expect(old.contains("≈ €129.91 a month in EUR, at the rates of Oct 29, 2026 (typed)"))
        // Thirty-one days before 2026-11-29.
        #expect(old.contains("Old rate, more than 30 days old: USD of Oct 29, 2026."))
        run("rates", "set", "USD=1.0812", "--date", "2026-10-30")
        #expect(!run("total", "--in", "EUR").standard.contains("Old rate"))
    }

    @Test func importReadsTheECBFileAndReplacesOnlyItsCurrencies() throws {
        let run = fourCurrencies("en_US.UTF-8")
        run("rates", "set", "CHF=0.93", "--date", "2026-11-20")
        let file = try run.file(
            "eurofxref.csv", "Date, USD, GBP, CYP, \n28 November 2026, 1.0812, 0.84120, N/A, \n")
        let imported = run("rates", "import", file)
        #expect(imported.status == 0, "\(imported.error)")
        #expect(
            imported.standard
                == """
                Imported 2 ECB rates from \(file).
                Left out, no longer currencies in use: CYP.
                Rates against EUR (1 EUR = this many units of each currency):
                  CHF     0.93  Nov 20, 2026  typed
                  GBP  0.84120  Nov 28, 2026  ECB
                  USD   1.0812  Nov 28, 2026  ECB
                The headline shows no estimate ("rates base EUR" to see one in euros).

                """)
        let total = run("total", "--in", "EUR").standard
        // 69.91 + 60.00 + 33.29 + 30.00 / 0.93 (= 32.258… → 32.26) = 195.46.
        #expect(
            total.contains(
                "≈ €195.46 a month in EUR, at the rates of Nov 20, 2026 to Nov 28, 2026 (ECB and typed)"
            ))
    }

    @Test func badInputIsRefusedAndNothingIsStored() throws {
        let run = fourCurrencies("en_US.UTF-8")
        run("rates", "set", "USD=1.0812")
        let before = try run.store().rateTable()
        func refused(_ arguments: String..., status: Int32, _ message: String) {
            let result = run.call(arguments)
            #expect(result.status == status, "\(arguments)")
            #expect(result.error == "error: " + message + "\n", "\(arguments)")
        }
        refused(
            "rates", "set", "XYZ=1.2", status: 2,
            "I don't know the currency \"XYZ\". Use an ISO 4217 code such as EUR or USD.")
        refused(
            "rates", "set", "GBP=0.84", "USD=abc", status: 2,
            "The rate for USD, \"abc\", is not a number (such as 1.0812, with no thousands separator)."
        )
        refused(
            "rates", "set", "GBP=0", status: 2, "The rate for GBP must be above zero, not \"0\".")
        refused(
            "rates", "set", "GBP=-0.84", status: 2,
            "The rate for GBP must be above zero, not \"-0.84\".")
        refused(
            "rates", "set", "GBP", status: 2,
            "\"GBP\" is not CODE=RATE (such as USD=1.0812, which is 1 EUR = 1.0812 USD).")
        refused(
            "rates", "set", "GBP=1,084", status: 2,
            "\"1,084\" for GBP could be 1.084 or 1084: a rate may have three decimals. Type 1084 or 1.084, exactly as you mean it."
        )
        refused(
            "rates", "set", "GBP=0.84", "GBP=0.85", status: 1, "GBP is given twice; nothing saved.")
        refused(
            "rates", "set", "EUR=1", status: 1, "EUR is the rates' base: it is 1 by definition.")
        refused(
            "rates", "set", "GBP=0.78", "--base", "USD", status: 1,
            "Your rates are against EUR; they do not mix with rates against USD. Forget them first with \"rates clear\"."
        )
        let missing = run.dataRoot + "-nowhere.csv"
        refused("rates", "import", missing, status: 1, "\(missing) does not exist.")
        let broken = try run.file(
            "broken.csv", "Date,USD,GBP,\n2026-11-27,1.08,0.84,\n2026-11-26,1.08,oops,\n")
        refused(
            "rates", "import", broken, status: 1,
            "\(broken), line 3: the rate for GBP, \"oops\", is not a number above zero. Nothing saved."
        )
        #expect(try run.store().rateTable() == before)
    }

    @Test func jsonCarriesTheRatesAndTheEstimateApartFromTheExactTotals() throws {
        let run = fourCurrencies("en_US.UTF-8")
        run("rates", "set", "USD=1.0812", "GBP=0.8412", "--date", "2026-11-28")
        let rates = run("--json", "rates").standard
        #expect(
            rates
                == #"{"base":"EUR","estimate_currency":null,"rates":[{"currency":"GBP","rate":"0.8412","date":"2026-11-28","source":"manual","stale":false},{"currency":"USD","rate":"1.0812","date":"2026-11-28","source":"manual","stale":false}]}"#
                + "\n")
        let imported = try run.file(
            "eurofxref.csv", "Date, USD, CYP, \n28 November 2026, 1.0812, N/A, \n")
        #expect(
            run("--json", "rates", "import", imported).standard.hasSuffix(
                #""changed":["USD"],"skipped":["CYP"]}"# + "\n"))
        #expect(
            run("--json", "rates", "set", "GBP=0.8412", "--date", "2026-11-28").standard
                .hasSuffix(#""changed":["GBP"]}"# + "\n"))
        let total = run("--json", "total", "--in", "EUR").standard
        #expect(total.contains(#""totals":[{"currency":"EUR","monthly_minor":6991"#))
        #expect(
            total.contains(
                #""estimate":{"currency":"EUR","monthly_minor":16320,"share_minor":16320,"base":"EUR","rounding":"half-away-from-zero","parts":[{"currency":"EUR","monthly_minor":6991,"converted_monthly_minor":6991,"converted_share_minor":6991},{"currency":"USD","monthly_minor":6487,"converted_monthly_minor":6000,"converted_share_minor":6000},{"currency":"GBP","monthly_minor":2800,"converted_monthly_minor":3329,"converted_share_minor":3329}],"rates":[{"currency":"GBP","rate":"0.8412","date":"2026-11-28","source":"manual","stale":false},{"currency":"USD","rate":"1.0812","date":"2026-11-28","source":"ecb","stale":false}],"oldest_rate_date":"2026-11-28","missing":["CHF"],"too_large":[],"stale":false}"#
            ))
        #expect(!run("--json", "total").standard.contains(#""estimate":"#))
    }

    @Test func clearForgetsThemAndLetsTheBaseChange() throws {
        let run = fourCurrencies("en_US.UTF-8")
        run("rates", "set", "USD=1.0812", "GBP=0.8412")
        #expect(run("rates", "clear").standard == "Forgot 2 rates.\n")
        #expect(run("rates", "set", "EUR=0.9249", "--base", "USD").status == 0)
        #expect(try run.store().rateTable().base == .usd)
        // 69.91 EUR / 0.9249 = 75.587… → 75.59 USD; plus 64.87 USD.
        #expect(run("total", "--in", "USD").standard.contains("≈ $140.46 a month in USD"))
    }

    /// What the headline reads: an estimate only once `rates base` chose a currency, and
    /// only when another currency is there to convert.
    @Test func theHeadlineNeverShowsAnEstimateUnasked() throws {
        let run = fourCurrencies("en_US.UTF-8")
        run("rates", "set", "USD=1.0812", "GBP=0.8412")
        #expect(
            try TotalsSummary(
                store: run.store(), estimatingIn: nil, on: CivilDate(iso: "2026-11-29")!
            ).estimate == nil)
        run("rates", "base", "GBP")
        let chosen = try TotalsSummary(
            store: run.store(), estimatingIn: nil, on: CivilDate(iso: "2026-11-29")!
        ).estimate
        #expect(chosen?.target == .gbp)
        // 69.91 × 0.8412 = 58.8082… → 58.81; 64.87 / 1.0812 × 0.8412 = 50.470… → 50.47;
        // + 28.00; CHF left out.
        #expect(chosen?.monthly == Money(minorUnits: 5881 + 5047 + 2800, currency: .gbp))

        let single = Plain(ShellRun(language: "en_US.UTF-8"))
        single("add", "Netflix", "12.99", "EUR", "monthly")
        single("rates", "base", "EUR")
        #expect(
            try TotalsSummary(
                store: single.store(), estimatingIn: nil, on: CivilDate(iso: "2026-11-29")!
            ).estimate == nil)
        // Asked for, it answers even with one currency.
        #expect(single("total", "--in", "EUR").standard.contains("≈ €12.99 a month in EUR"))
    }
}
