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

    /// Files written before the export carried price history, reminders and language still
    /// import, and leave the profile's settings as they were.
    @Test func anOldExportStillImports() throws {
        let run = ShellRun()
        run("remind", "2")
        let file = try run.file(
            "old.json",
            #"{"format": "subhub", "version": 1, "kill_count": 0, "expenses": [{"name": "Rent", "#
                + #""amount_minor": 90000, "currency": "EUR", "period": "monthly", "#
                + #""next_charge": "2027-02-28"}]}"#)
        #expect(run("import", file).status == 0)
        #expect(try run.store().reminderOffsets() == [2])
        #expect(try run.store().read().expenses.map(\.name) == ["Rent"])
    }
}
