import Foundation
import SubDomain
import SubJSON
import SubStore
import TestSupport
import Testing

@testable import SubShell

/// `import FILE` and `export`, run as typed: what a second import of the same file does, the
/// dates imported rows get, what `--json` prints, which files `export --force` replaces and
/// what a JSON export carries through a round trip.
@Suite struct CommandRunnerExchangeTests {
    static let handWritten = """
        name,amount_minor,currency,period,next_charge
        Netflix,1299,EUR,monthly,2026-12-15
        Spotify,999,EUR,monthly,2026-12-20

        """

    /// A backup imported over the profile it came from, after an edit, is refused row by
    /// row; the refusal says why and what to do, where it said only "the id is already there".
    @Test func aChangedRowOfABackupSaysImportNeverReplaces() throws {
        let run = ShellRun()
        _ = run("add", "Netflix", "12.99")
        let backup = run.dataRoot + "/backup.json"
        _ = run("export", "json", backup)
        _ = run("edit", "Netflix", "amount", "7")
        let refused = run("import", backup)
        #expect(refused.error.contains("row 1: "))
        #expect(refused.error.contains("never replaces"))
        #expect(refused.error.contains("--profile"))
    }

    @Test func reimportingAHandWrittenCSVSkipsWhatIsAlreadyThereAndSaysSo() throws {
        let run = ShellRun()
        let file = try run.file("subs.csv", Self.handWritten)
        #expect(run("import", file).standard == "Imported 2 items from \(file).\n")
        // The same rows again, and one new whose name differs only in case and accents.
        let again = try run.file(
            "more.csv",
            Self.handWritten
                + "SPOTÍFY,999,EUR,monthly,2026-12-20\nGym,3000,EUR,monthly,2026-12-01\n")
        let second = run("import", again)
        #expect(second.status == 0)
        #expect(
            second.standard
                == "Imported 2 items from \(again).\n"
                + "2 were already there and were not imported again: Netflix and Spotify.\n")
        let third = run("import", file)
        #expect(third.status == 0)
        #expect(
            third.standard
                == "Nothing new imported from \(file).\n"
                + "2 were already there and were not imported again: Netflix and Spotify.\n")
        let names = try run.store().read().expenses.map(\.name).sorted()
        #expect(names == ["Gym", "Netflix", "SPOTÍFY", "Spotify"])
        let spanish = ShellRun(language: "es_ES.UTF-8")
        let mine = try spanish.file("subs.csv", Self.handWritten)
        spanish("importar", mine)
        #expect(
            spanish("importar", mine).standard
                == "No se ha importado nada nuevo de \(mine).\n"
                + "2 ya estaban y no se han vuelto a importar: Netflix y Spotify.\n")
    }

    /// A future creation or confirmation day hid a plan from the "forgotten" risk.
    @Test func importedRowsAreNeverCreatedOrConfirmedAfterToday() throws {
        let run = ShellRun()
        let file = try run.file(
            "dates.csv",
            """
            name,amount_minor,currency,period,next_charge,created_on,last_confirmed
            Netflix,1299,EUR,monthly,2026-12-15,,
            Gym,3000,EUR,monthly,2027-01-05,2027-01-01,2027-02-01
            Old,500,EUR,monthly,2026-12-03,2025-01-01,2025-06-01

            """)
        #expect(run("import", file).status == 0)
        let today = CivilDate(iso: "2026-11-29")!
        let byName = Dictionary(
            uniqueKeysWithValues: try run.store().read().expenses.map { ($0.name, $0) })
        #expect(byName["Netflix"]?.createdOn == today)
        #expect(byName["Netflix"]?.lastConfirmed == nil)
        #expect(byName["Gym"]?.createdOn == today)
        #expect(byName["Gym"]?.lastConfirmed == today)
        #expect(byName["Old"]?.createdOn == CivilDate(iso: "2025-01-01"))
        #expect(byName["Old"]?.lastConfirmed == CivilDate(iso: "2025-06-01"))
    }

    @Test func jsonImportSaysWhatWasImportedAndWhatWasSkipped() throws {
        let run = ShellRun()
        let file = try run.file("subs.csv", Self.handWritten)
        run("import", file)
        let more = try run.file("more.csv", Self.handWritten + "Gym,3000,EUR,monthly,2026-12-01\n")
        let result = run("--json", "import", more)
        #expect(result.status == 0)
        let document = try #require(JSONParser.parse(result.standard)?.valuesByName)
        guard case .array(let imported)? = document["imported"],
            case .array(let skipped)? = document["skipped"]
        else {
            Issue.record("no imported and skipped arrays in \(result.standard)")
            return
        }
        #expect(imported.compactMap { $0.valuesByName?["name"]?.string } == ["Gym"])
        #expect(imported.first?.valuesByName?["amount_minor"]?.number?.int64 == 3000)
        #expect(imported.first?.valuesByName?["id"]?.string?.count == 36)
        #expect(skipped.compactMap { $0.valuesByName?["name"]?.string } == ["Netflix", "Spotify"])
        #expect(
            skipped.compactMap { $0.valuesByName?["reason"]?.string }
                == ["already_there", "already_there"])
    }

    @Test func importOfAMissingFileOrAFolderSaysWhichInBothLanguages() throws {
        let run = ShellRun()
        let missing = run.dataRoot + "-nonexistent.csv"
        var result = run("import", missing)
        #expect(result.status == 1)
        #expect(result.error == "error: \(missing) does not exist.\n")
        result = run("import", "statement", missing)
        #expect(result.status == 1)
        #expect(result.error == "error: \(missing) does not exist.\n")
        result = run("import", "statement", run.dataRoot)
        #expect(result.status == 1)
        #expect(result.error == "error: \(run.dataRoot) is a folder, not a file.\n")
        result = run("import", run.dataRoot)
        #expect(result.status == 1)
        #expect(result.error == "error: \(run.dataRoot) is a folder, not a file.\n")
        let spanish = ShellRun(language: "es_ES.UTF-8")
        result = spanish("importar", "extracto", missing)
        #expect(result.status == 1)
        #expect(result.error == "error: \(missing) no existe.\n")
    }

    /// `--force` replaces a regular file only: a named pipe or a symbolic link stays what it
    /// was, and the command fails saying why.
    @Test func exportForceRefusesAnythingButARegularFile() throws {
        let run = ShellRun()
        let file = try run.file("subs.csv", Self.handWritten)
        run("import", file)
        let fifo = run.dataRoot + "-pipe"
        #expect(mkfifo(fifo, 0o600) == 0)
        var result = run("export", "json", fifo, "--force")
        #expect(result.status == 1)
        #expect(
            result.error
                == "error: \(fifo) is not a regular file (a pipe, a device or a folder), so it was left as it is.\n"
        )
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
        let target = try run.file("target.txt", "mine\n")
        let link = run.dataRoot + "-link"
        #expect(symlink(target, link) == 0)
        result = run("export", "csv", link, "--force")
        #expect(result.status == 1)
        #expect(
            result.error
                == "error: \(link) is a symbolic link, which SubHub does not follow. Nothing was changed.\n"
        )
        #expect(lstat(link, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "mine\n")
        // A regular file is still replaced.
        #expect(run("export", "csv", target, "--force").status == 0)
        // In English for a spreadsheet: a byte-order mark (which reading it as a String
        // would drop), then the headings.
        let written = try Data(contentsOf: URL(fileURLWithPath: target))
        #expect(written.starts(with: Data("\u{FEFF}Name,Amount,".utf8)))
    }

    /// The JSON export is lossless: over generated ledgers whose prices changed on many days
    /// (some within the 90 days `risks` looks at), export → import into a fresh profile →
    /// export gives the same bytes, `risks` finds the same rises, and the profile's reminder
    /// offsets and language come along.
    @Test func jsonExportRoundTripsPriceHistoryRemindersAndLanguage() throws {
        let today = CivilDate(iso: "2026-11-29")!
        var risesSeen = 0
        for seed in 1...12 {
            var random = TestSupport.Sample.SeededGenerator(seed: UInt64(seed))
            let source = ShellRun()
            let store = try source.writableStore()
            var history: [UUID: [PriceChange]] = [:]
            var expenses: [RecurringExpense] = []
            for index in 0..<Int.random(in: 1...6, using: &random) {
                let code = ["EUR", "USD", "JPY"][Int.random(in: 0...2, using: &random)]
                var prices = [Int64.random(in: 100...5000, using: &random)]
                var day = today.addingDays(-Int.random(in: 400...900, using: &random))
                var steps: [PriceChange] = []
                for _ in 0..<Int.random(in: 0...3, using: &random) {
                    day = day.addingDays(Int.random(in: 20...200, using: &random))
                    guard day <= today else { break }
                    var next =
                        prices[prices.count - 1] + Int64.random(in: -300...600, using: &random)
                    if next <= 0 || next == prices[prices.count - 1] {
                        next = prices[prices.count - 1] + 50
                    }
                    steps.append(
                        PriceChange(
                            old: TestSupport.Sample.money(prices[prices.count - 1], code),
                            new: TestSupport.Sample.money(next, code), changedOn: day))
                    prices.append(next)
                }
                let expense = TestSupport.Sample.expense(
                    "Plan \(seed)-\(index)", prices[prices.count - 1], code,
                    next: "2026-12-\(10 + index)", created: "2024-01-01")
                expenses.append(expense)
                history[expense.id] = steps
            }
            try store.write(priceHistory: history) { ledger in
                for expense in expenses { _ = try ledger.add(expense, asOf: today) }
            }
            let offsets = [[7, 3, 1], [14], [], [30, 2]][seed % 4]
            try store.setReminderOffsets(offsets)
            try store.setPreferredLanguage(["es", "en", "zh"][seed % 3])
            store.close()

            let first = source.dataRoot + "-first.json"
            #expect(source("export", "json", first).status == 0)
            let copy = ShellRun()
            #expect(copy("import", first).status == 0)
            let second = copy.dataRoot + "-second.json"
            #expect(copy("export", "json", second).status == 0)
            let firstText = try String(contentsOfFile: first, encoding: .utf8)
            #expect(
                firstText == (try String(contentsOfFile: second, encoding: .utf8)), "seed \(seed)")
            let risks = source("--json", "risks").standard
            #expect(risks == copy("--json", "risks").standard, "seed \(seed)")
            risesSeen += risks.components(separatedBy: "price_rose").count - 1
            let imported = try copy.store()
            #expect(try imported.reminderOffsets() == offsets)
            #expect(try imported.preferredLanguage() == ["es", "en", "zh"][seed % 3])
            let importedLedger = try imported.read()
            for expense in expenses {
                let original = try #require(history[expense.id])
                let back = try imported.priceChanges(
                    of: try #require(importedLedger.expense(withID: expense.id)))
                #expect(back == original.reversed(), "seed \(seed), \(expense.name)")
            }
        }
        #expect(risesSeen > 0, "no generated ledger had a recent rise")
    }

    /// The JSON export carries rates and card expiries too: over generated ledgers in several
    /// currencies, paid with several cards, with random rates (any base, any digits, day and
    /// source), estimate currency and expiry months, export → import into a fresh profile →
    /// export gives the same bytes and the copy answers `rates`, `total` (its estimate),
    /// `risks` and `cards` exactly as the original does.
    @Test func jsonExportRoundTripsRatesEstimateAndCardExpiries() throws {
        let today = CivilDate(iso: "2026-11-29")!
        let codes = ["EUR", "USD", "GBP", "JPY", "KWD", "CHF"]
        let cardNames = ["Visa 4242", "Amex 1001", "Débito ñ \"7\"", "卡 88"]
        var cardRisksSeen = 0
        var estimatesSeen = 0
        for seed in 1...16 {
            var random = TestSupport.Sample.SeededGenerator(seed: UInt64(100 + seed))
            let source = ShellRun()
            let store = try source.writableStore()
            var expenses: [RecurringExpense] = []
            for index in 0..<Int.random(in: 0...6, using: &random) {
                var expense = TestSupport.Sample.expense(
                    "Plan \(seed)-\(index)", Int64.random(in: 100...90_000, using: &random),
                    codes[Int.random(in: 0..<codes.count, using: &random)],
                    next: "2027-0\(Int.random(in: 1...6, using: &random))-1\(index)",
                    created: "2025-01-01")
                if Int.random(in: 0...3, using: &random) > 0 {
                    expense.paidWith =
                        cardNames[Int.random(in: 0..<cardNames.count, using: &random)]
                }
                expenses.append(expense)
            }
            try store.write { ledger in
                for expense in expenses { _ = try ledger.add(expense, asOf: today) }
            }
            let base = try CurrencyCode(codes[Int.random(in: 0...2, using: &random)])
            var rates: [ExchangeRate] = []
            for code in codes where code != base.code && Bool.random(using: &random) {
                let digits = (0..<Int.random(in: 1...8, using: &random)).map { _ in
                    String(Int.random(in: 0...9, using: &random))
                }.joined()
                let whole = String(Int.random(in: 0...200, using: &random))
                let text = whole + (digits.isEmpty ? "" : "." + digits)
                guard let value = try? RateValue(reading: text) else { continue }
                rates.append(
                    ExchangeRate(
                        currency: try CurrencyCode(code), value: value,
                        date: today.addingDays(-Int.random(in: 0...90, using: &random)),
                        source: RateSource.allCases.randomElement(using: &random)!))
            }
            try store.setRateTable(RateTable(base: base, rates: rates))
            if Bool.random(using: &random) {
                try store.setEstimateCurrency(
                    try CurrencyCode(codes[Int.random(in: 0..<codes.count, using: &random)]))
            }
            for card in cardNames where Int.random(in: 0...2, using: &random) > 0 {
                try store.setCardExpiry(
                    card,
                    to: CardExpiry(
                        year: 2026 + Int.random(in: 0...2, using: &random),
                        month: Int.random(in: 1...12, using: &random)))
            }
            let original = (
                rates: try store.rateTable(), estimate: try store.estimateCurrency(),
                cards: try store.cardExpiries()
            )
            store.close()

            let first = source.dataRoot + "-first.json"
            #expect(source("export", "json", first).status == 0)
            let copy = ShellRun()
            #expect(copy("import", first).status == 0, "seed \(seed)")
            let second = copy.dataRoot + "-second.json"
            #expect(copy("export", "json", second).status == 0)
            let firstText = try String(contentsOfFile: first, encoding: .utf8)
            #expect(
                firstText == (try String(contentsOfFile: second, encoding: .utf8)), "seed \(seed)")
            let imported = try copy.store()
            #expect(try imported.rateTable() == original.rates, "seed \(seed)")
            #expect(try imported.estimateCurrency() == original.estimate, "seed \(seed)")
            #expect(try imported.cardExpiries() == original.cards, "seed \(seed)")
            imported.close()
            for command in [
                ["--json", "risks"], ["risks"], ["--json", "rates"], ["total"], ["cards"],
            ] {
                let answer = source.call(command)
                #expect(answer.standard == copy.call(command).standard, "seed \(seed): \(command)")
                if command == ["--json", "risks"] {
                    cardRisksSeen +=
                        answer.standard.components(separatedBy: "card_expires").count - 1
                }
                if command == ["total"], answer.standard.contains("≈") { estimatesSeen += 1 }
            }
        }
        #expect(cardRisksSeen > 0, "no generated ledger had a card expiring before a charge")
        #expect(estimatesSeen > 0, "no generated ledger showed an estimate")
    }

    /// A malformed rate table, estimate currency or card expiry refuses the whole file: not
    /// a row, a rate, a card nor a setting is written.
    @Test(
        arguments: [
            #""exchange_rates": {"base": "EUR", "rates": [{"currency": "USD", "rate": 1.0812, "date": "2026-11-28", "source": "ecb"}]}"#,
            #""exchange_rates": {"base": "EUR", "rates": [{"currency": "USD", "rate": "1,0812", "date": "2026-11-28", "source": "ecb"}]}"#,
            #""exchange_rates": {"base": "EUR", "rates": [{"currency": "USD", "rate": "0", "date": "2026-11-28", "source": "ecb"}]}"#,
            #""exchange_rates": {"base": "EUR", "rates": [{"currency": "USD", "rate": " 1.5", "date": "2026-11-28", "source": "ecb"}]}"#,
            #""exchange_rates": {"base": "EUR", "rates": [{"currency": "USD", "rate": "1.5", "date": "2026-02-30", "source": "ecb"}]}"#,
            #""exchange_rates": {"base": "EUR", "rates": [{"currency": "USD", "rate": "1.5", "date": "2026-11-28", "source": "bank"}]}"#,
            #""exchange_rates": {"base": "EUR", "rates": [{"currency": "EUR", "rate": "1", "date": "2026-11-28", "source": "ecb"}]}"#,
            #""exchange_rates": {"base": "EUR", "rates": [{"currency": "XYZ", "rate": "1.5", "date": "2026-11-28", "source": "ecb"}]}"#,
            #""exchange_rates": {"base": "EUR", "rates": [{"currency": "USD", "rate": "1.5", "date": "2026-11-28", "source": "ecb"}, {"currency": "USD", "rate": "1.6", "date": "2026-11-28", "source": "ecb"}]}"#,
            #""exchange_rates": {"base": "EUR", "rates": [{"currency": "USD", "rate": "1.5", "date": "2026-11-28"}]}"#,
            #""exchange_rates": {"rates": []}"#,
            #""exchange_rates": {"base": "EUR"}"#,
            #""exchange_rates": []"#,
            #""exchange_rates": "EUR""#,
            #""estimate_currency": "XYZ""#,
            #""estimate_currency": 978"#,
            #""card_expiries": {"card": "Visa", "expires": "2027-01"}"#,
            #""card_expiries": [{"card": "Visa", "expires": "01/27"}]"#,
            #""card_expiries": [{"card": "Visa", "expires": "2027-13"}]"#,
            #""card_expiries": [{"card": "   ", "expires": "2027-01"}]"#,
            #""card_expiries": [{"card": "Visa  4242", "expires": "2027-01"}]"#,
            #""card_expiries": [{"card": "Visa", "expires": "2027-01"}, {"card": "VISA", "expires": "2028-01"}]"#,
            #""card_expiries": [{"expires": "2027-01"}]"#,
            #""card_expiries": ["Visa"]"#,
        ])
    func aMalformedRateOrCardRefusesTheWholeFile(member: String) throws {
        let run = ShellRun()
        let file = try run.file(
            "bad.json",
            #"{"format": "subhub", "version": 1, "kill_count": 0, "language": "es", "# + member
                + ", "
                + #""expenses": [{"name": "Rent", "amount_minor": 90000, "currency": "EUR", "#
                + #""period": "monthly", "next_charge": "2027-02-28", "paid_with": "Visa"}]}"#)
        let answer = run("import", file)
        #expect(answer.status != 0)
        #expect(answer.error == "error: This is not a SubHub JSON export.\n")
        let store = try run.writableStore()
        #expect(try store.read().expenses.isEmpty)
        #expect(try store.rateTable().isEmpty)
        #expect(try store.estimateCurrency() == nil)
        #expect(try store.cardExpiries().isEmpty)
        #expect(try store.preferredLanguage() == nil)
    }

    /// Into a profile whose rates are against another base, everything else is imported and
    /// the file's rates are left out, whole, and said so; a profile with rates against the
    /// same base keeps each rate newer than the file's.
    @Test func ratesAgainstAnotherBaseAreLeftOutAndSaid() throws {
        let file =
            #"{"format": "subhub", "version": 1, "expenses": [{"name": "Rent", "#
            + #""amount_minor": 90000, "currency": "EUR", "period": "monthly", "#
            + #""next_charge": "2027-02-28", "paid_with": "Visa"}], "#
            + #""card_expiries": [{"card": "Visa", "expires": "2027-01"}], "#
            + #""estimate_currency": "GBP", "exchange_rates": {"base": "EUR", "rates": ["#
            + #"{"currency": "USD", "rate": "1.0812", "date": "2026-11-20", "source": "ecb"}, "#
            + #"{"currency": "GBP", "rate": "0.84120", "date": "2026-11-20", "source": "ecb"}]}}"#
        for (language, expected) in [
            (
                "en_US.UTF-8",
                "2 exchange rates in the file, against EUR, were not taken: your rates are "
                    + "against USD and the two do not mix. To take them, forget yours with "
                    + "\"rates clear\" and import the file again.\n"
            ),
            (
                "es_ES.UTF-8",
                "No se han tomado 2 cambios del archivo, contra EUR: tus cambios son contra "
                    + "USD y no se mezclan. Para tomarlos, olvida los tuyos con «cambio borrar» "
                    + "e importa el archivo de nuevo.\n"
            ),
        ] {
            let run = ShellRun(language: language)
            #expect(run("rates", "set", "GBP=0.78", "--base", "USD").status == 0)
            let path = try run.file("other-base.json", file)
            let answer = run("import", path)
            #expect(answer.status == 0)
            #expect(answer.standard.hasSuffix(expected), "\(answer.standard)")
            let store = try run.store()
            #expect(try store.read().expenses.map(\.name) == ["Rent"])
            #expect(try store.rateTable().base == .usd)
            #expect(try store.rateTable().rates.map(\.value.plainText) == ["0.78"])
            #expect(try store.estimateCurrency() == .gbp)
            #expect(try store.cardExpiries().expiry(of: "visa") == CardExpiry(year: 2027, month: 1))
            store.close()
            let json = run("--json", "import", path).standard
            #expect(
                json.contains(
                    #""rates_left_out":{"count":2,"base":"EUR","profile_base":"USD","reason":"base_mismatch"}"#
                ),
                "\(json)")
            // Forgotten, they come in on the next import (the rows are already there).
            #expect(run("rates", "clear").status == 0)
            #expect(run("import", path).status == 0)
            #expect(
                try run.store().rateTable().rates.map(\.value.plainText) == ["0.84120", "1.0812"])
        }
        // Against the same base, a rate of a later day stays; the others are the file's.
        let run = ShellRun()
        #expect(run("rates", "set", "USD=1.2", "--date", "2026-11-25").status == 0)
        #expect(run("import", try run.file("same-base.json", file)).status == 0)
        let table = try run.store().rateTable()
        #expect(table.rate(of: .usd)?.value.plainText == "1.2")
        #expect(table.rate(of: .gbp)?.value.plainText == "0.84120")
    }

    /// A file with settings but no subscriptions says what it gave, not "nothing to import";
    /// one with neither still says there was nothing.
    @Test func aFileWithOnlySettingsSaysTheyWereTaken() throws {
        let source = ShellRun()
        #expect(source("rates", "set", "USD=1.0812").status == 0)
        #expect(source("card", "expires", "Visa 4242", "2027-01").status == 0)
        let path = source.dataRoot + "-settings.json"
        #expect(source("export", "json", path).status == 0)
        let copy = ShellRun()
        #expect(
            copy("import", path).standard
                == "\(path) holds no subscriptions; its settings (reminders, language, exchange "
                + "rates, card expiry months) were taken.\n")
        #expect(try copy.store().rateTable() == (try source.store().rateTable()))
        // Taken already: the second time there is nothing to import.
        #expect(copy("import", path).standard == "\(path) holds nothing to import.\n")
    }

    /// Files written before the export carried price history, reminders and language still
    /// import, and leave the profile's settings as they were.
    @Test func anOldExportStillImports() throws {
        let run = ShellRun()
        run("remind", "2")
        run("rates", "set", "USD=1.0812")
        run("rates", "base", "EUR")
        run("card", "expires", "Visa", "2027-01")
        let file = try run.file(
            "old.json",
            #"{"format": "subhub", "version": 1, "kill_count": 0, "expenses": [{"name": "Rent", "#
                + #""amount_minor": 90000, "currency": "EUR", "period": "monthly", "#
                + #""next_charge": "2027-02-28"}]}"#)
        #expect(run("import", file).status == 0)
        #expect(try run.store().reminderOffsets() == [2])
        #expect(try run.store().read().expenses.map(\.name) == ["Rent"])
        #expect(try run.store().rateTable().rates.map(\.value.plainText) == ["1.0812"])
        #expect(try run.store().estimateCurrency() == .eur)
        #expect(
            try run.store().cardExpiries().expiry(of: "visa") == CardExpiry(year: 2027, month: 1))
    }
}
