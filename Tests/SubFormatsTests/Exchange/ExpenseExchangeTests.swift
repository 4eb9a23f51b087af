import Foundation
import SubDomain
@testable import SubFormats
import SubRecords
import TestSupport
import Testing

@Suite struct ExpenseExchangeTests {
    let today = Sample.date("2026-11-29")

    /// A ledger that uses every field: groups, children, archived, shared, notes with commas,
    /// quotes and line breaks, non-ASCII names.
    func richLedger() throws -> ExpenseLedger {
        var ledger = ExpenseLedger()
        let group = Sample.expense("Streaming \"TV\"", 3000, group: .manual)
        _ = try ledger.add(group, asOf: today)
        var netflix = Sample.expense(
            "Netflix, Premium", 1799, sharedWith: 4, parent: group.id)
        netflix.notes = "line one\nline \"two\", with comma"
        netflix.category = "streaming"
        netflix.brandSlug = "netflix"
        netflix.lastConfirmed = Sample.date("2026-10-01")
        _ = try ledger.add(netflix, asOf: today)
        let auto = Sample.expense(
            "Familia", 0, "USD", period: .annual, group: .automatic)
        _ = try ledger.add(auto, asOf: today)
        _ = try ledger.add(
            Sample.expense("爱奇艺", 2500, "USD", period: .annual, parent: auto.id),
            asOf: today)
        let old = try ledger.add(
            Sample.expense(
                "Día Gym", 3999, period: try Period(every: 2, .week), trialEnds: "2026-12-01"),
            asOf: today)
        _ = try ledger.archive(old.value.id, on: Sample.date("2026-09-30"))
        _ = try ledger.add(
            Sample.expense("Yen", 1000, "JPY", period: try Period(every: 10, .day)),
            asOf: today)
        // An archived group whose member went with it: the mark must travel too.
        let bundle = Sample.expense("Bundle", 1500, group: .manual)
        _ = try ledger.add(bundle, asOf: today)
        _ = try ledger.add(
            Sample.expense("Inside", 999, parent: bundle.id), asOf: today)
        _ = try ledger.archive(bundle.id, on: Sample.date("2026-10-15"))
        // Anchored on the 31st with a shortened next charge, and a manage link.
        var rent = Sample.expense("Rent", 90000, next: "2027-02-28")
        rent.anchorDay = 31
        rent.manageURL = "https://rent.example/manage?plan=1,2"
        _ = try ledger.add(rent, asOf: today)
        return ledger
    }

    /// Files written before schema v5 carry neither field: they still import, each plan
    /// anchored on its next charge's day and with no link.
    @Test(arguments: ExchangeFormat.allCases)
    func filesWithoutAnchorDayOrManageURLStillImport(format: ExchangeFormat) throws {
        let text =
            format == .csv
            ? "name,amount_minor,currency,period,next_charge\nRent,90000,EUR,monthly,2027-02-28\n"
            : #"{"format": "subhub", "version": 1, "expenses": [{"name": "Rent", "#
                + #""amount_minor": 90000, "currency": "EUR", "period": "monthly", "#
                + #""next_charge": "2027-02-28"}]}"#
        var imported = ExpenseLedger()
        try ExpenseExchange.merge(
            try ExpenseExchange.parse(text, as: format), into: &imported, asOf: today)
        #expect(imported.expenses.map(\.anchorDay) == [28])
        #expect(imported.expenses.map(\.manageURL) == [nil])
    }

    /// The domain checks what a file says: an anchor the next charge does not fall on, or
    /// a link that is not a web address, is a row problem, not a stored value.
    @Test func anImportedAnchorDayAndLinkAreChecked() throws {
        let csv = """
            name,amount_minor,currency,period,next_charge,anchor_day,manage_url
            Rent,90000,EUR,monthly,2027-02-28,31,https://rent.example
            Gym,3000,EUR,monthly,2027-05-15,31,
            Box,1000,EUR,monthly,2027-05-15,,javascript:alert(1)

            """
        var imported = ExpenseLedger()
        #expect(
            throws: ExchangeError.invalidRows([
                .init(
                    row: 2,
                    problem: .rule(
                        .invalidAnchorDay(
                            day: 31, nextCharge: Sample.date("2027-05-15")))),
                .init(row: 3, problem: .rule(.invalidManageURL)),
            ])
        ) {
            try ExpenseExchange.merge(
                try ExpenseExchange.parse(csv, as: .csv), into: &imported, asOf: today)
        }
        #expect(imported.expenses.isEmpty)
    }

    @Test(arguments: ExchangeFormat.allCases)
    func roundTripIsLossless(format: ExchangeFormat) throws {
        let original = try richLedger()
        let text = ExpenseExchange.export(original, as: format)
        let batch = try ExpenseExchange.parse(text, as: format)
        var imported = ExpenseLedger()
        try ExpenseExchange.merge(batch, into: &imported, asOf: today)
        #expect(Set(imported.expenses) == Set(original.expenses))
        #expect(ExpenseExchange.export(imported, as: format).count == text.count)
        #expect(imported.expenses.filter(\.archivedWithGroup).map(\.name) == ["Inside"])
        if format == .json {
            #expect(text.contains(#""archived_with_group" : true"#), "a JSON boolean")
        }
        if format == .json { #expect(imported.killCount == 2) }
    }

    /// The kill count is a lifetime figure the user is proud of: CSV must carry it like JSON.
    @Test(arguments: ExchangeFormat.allCases)
    func theKillCountSurvivesARoundTripByteForByte(format: ExchangeFormat) throws {
        var original = try richLedger()
        original.recordImportedKills(4)
        let text = ExpenseExchange.export(original, as: format)
        var imported = ExpenseLedger()
        try ExpenseExchange.merge(
            try ExpenseExchange.parse(text, as: format), into: &imported,
            asOf: today)
        #expect(imported.killCount == 6)
        #expect(ExpenseExchange.export(imported, as: format) == text)
    }

    /// With every expense deleted, the count is all a profile has left to export. Importing
    /// such a file is "nothing to import", and nothing means nothing: not even the count
    /// changes (it once grew while the shell said there was nothing to import).
    @Test(arguments: ExchangeFormat.allCases)
    func aFileWithNoRowsChangesNothing(format: ExchangeFormat) throws {
        let text = ExpenseExchange.export(ExpenseLedger(expenses: [], killCount: 7), as: format)
        let batch = try ExpenseExchange.parse(text, as: format)
        #expect(batch.expenses.isEmpty)
        #expect(batch.killCount == 7)
        var ledger = ExpenseLedger()
        _ = try ledger.add(Sample.expense("Existing", 100), asOf: today)
        let before = ledger
        try ExpenseExchange.merge(batch, into: &ledger, asOf: today)
        #expect(ledger == before)
        #expect(ledger.killCount == 0)
    }

    @Test func jsonAndCSVCarryTheSameExpenses() throws {
        let original = try richLedger()
        let fromJSON = try ExpenseExchange.parse(
            ExpenseExchange.export(original, as: .json), as: .json)
        let fromCSV = try ExpenseExchange.parse(
            ExpenseExchange.export(original, as: .csv), as: .csv)
        #expect(Set(fromJSON.expenses) == Set(fromCSV.expenses))
    }

    /// Reading problems and rule problems come out of one run (rules once waited for a
    /// second run, after the file had been fixed), each with its row.
    @Test func everyProblemIsReportedInOnePassWithRowNumbers() throws {
        let csv = """
            id,name,amount_minor,currency,period,next_charge,group_mode,parent_id
            11111111-1111-1111-1111-111111111111,TV,3000,EUR,monthly,2026-12-01,manual,
            ,Bad,abc,XYZ,monthly,2026-02-30,,
            ,,100,EUR,yearly,2026-12-01,,
            ,Hulu,799,USD,monthly,2026-12-01,,11111111-1111-1111-1111-111111111111
            ,Zero,0,EUR,monthly,2026-12-01,,
            ,Orphan,5,EUR,monthly,2026-12-01,,22222222-2222-2222-2222-222222222222

            """
        let batch = try ExpenseExchange.parse(csv, as: .csv)
        var ledger = ExpenseLedger()
        let error = try #require(throws: ExchangeError.self) {
            try ExpenseExchange.merge(batch, into: &ledger, asOf: today)
        }
        #expect(
            error
                == .invalidRows([
                    .init(row: 2, problem: .invalidValue(.amountMinor, "abc")),
                    .init(row: 2, problem: .rule(.unknownCurrency(code: "XYZ"))),
                    .init(row: 2, problem: .invalidValue(.nextCharge, "2026-02-30")),
                    .init(row: 3, problem: .missingField(.name)),
                    .init(row: 3, problem: .invalidValue(.period, "yearly")),
                    .init(
                        row: 4,
                        problem: .rule(
                            .currencyMismatchInGroup(
                                group: "TV", groupCurrency: .eur, child: "Hulu",
                                childCurrency: .usd))),
                    .init(row: 5, problem: .rule(.nonPositiveAmount)),
                    .init(
                        row: 6,
                        problem: .unknownParent("22222222-2222-2222-2222-222222222222")),
                ]))
        #expect(ledger.expenses.isEmpty)
    }

    /// A blank name is a problem of its row, reported with the row's other problems.
    @Test func aBlankNameIsReportedWithTheRowsOtherProblems() throws {
        let json = document(
            rows: [
                row(name: #""Fine""#),
                row(name: #""  ""#, amount: "0"),
                row(name: #""""#, period: #""often""#, extra: #""shared_with": 0"#),
            ])
        #expect(
            try importProblems(json)
                == [
                    .init(row: 2, problem: .rule(.emptyName)),
                    .init(row: 2, problem: .rule(.nonPositiveAmount)),
                    .init(row: 3, problem: .invalidValue(.period, "often")),
                    .init(row: 3, problem: .rule(.emptyName)),
                    .init(row: 3, problem: .rule(.invalidMemberCount(0))),
                ])
    }

    /// JSON types are checked: a boolean is not an amount, a fraction or an exponent is not
    /// a whole number of cents, and numbers are not names.
    @Test func wronglyTypedJSONValuesAreRowProblems() throws {
        let json = document(
            rows: [
                row(amount: "true", extra: #""shared_with": true"#),
                row(name: "5", amount: "1e20", extra: #""shared_with": 2.5"#),
                row(amount: #""1299""#, extra: #""archived_with_group": "true", "notes": ["x"]"#),
                row(amount: "9223372036854775808", extra: #""category": null"#),
            ])
        #expect(
            try importProblems(json)
                == [
                    .init(row: 1, problem: .invalidValue(.amountMinor, "true")),
                    .init(row: 1, problem: .invalidValue(.sharedWith, "true")),
                    .init(row: 2, problem: .invalidValue(.name, "5")),
                    .init(row: 2, problem: .invalidValue(.amountMinor, "1e+20")),
                    .init(row: 2, problem: .invalidValue(.sharedWith, "2.5")),
                    .init(row: 3, problem: .invalidValue(.amountMinor, "1299")),
                    .init(row: 3, problem: .invalidValue(.notes, "[…]")),
                    .init(row: 3, problem: .invalidValue(.archivedWithGroup, "true")),
                    .init(row: 4, problem: .invalidValue(.amountMinor, "9.223372036854776e+18")),
                ])
    }

    /// Imported numbers meet the same limits as typed ones, which the domain sets.
    @Test(arguments: ExchangeFormat.allCases)
    func importedNumbersAreRangeChecked(format: ExchangeFormat) throws {
        let tooMuch = String(Money.maximumMinorUnits + 1)
        let tooMany = RecurringExpense.memberLimit.upperBound + 1
        let huge = String(Int64.max)
        let text: String
        switch format {
        case .json:
            text = document(
                rows: [
                    row(amount: tooMuch),
                    row(amount: "-5", extra: #""shared_with": \#(tooMany)"#),
                    row(amount: huge, extra: #""shared_with": \#(huge)"#),
                ])
        case .csv:
            text = """
                name,amount_minor,currency,period,next_charge,shared_with
                A,\(tooMuch),EUR,monthly,2026-12-01,
                B,-5,EUR,monthly,2026-12-01,\(tooMany)
                C,\(huge),EUR,monthly,2026-12-01,\(huge)

                """
        }
        #expect(
            try importProblems(text, as: format)
                == [
                    .init(row: 1, problem: .rule(.amountOverflow)),
                    .init(row: 2, problem: .rule(.nonPositiveAmount)),
                    .init(row: 2, problem: .rule(.invalidMemberCount(tooMany))),
                    .init(row: 3, problem: .rule(.amountOverflow)),
                    .init(row: 3, problem: .rule(.invalidMemberCount(Int.max))),
                ])
    }

    /// A kill count near Int.max once made every later `archive` overflow, and importing the
    /// file twice crashed; `1e20` became garbage. The count must be a whole number within
    /// `killCountLimit`, or the file is refused as a whole.
    @Test func killCountsOutsideTheLimitAreRefused() {
        for written in ["9223372036854775807", "1e20", "-1", "true", #""7""#, "1000001", "2.5"] {
            #expect(throws: ExchangeError.malformedDocument(format: .json), "\(written)") {
                try ExpenseExchange.parse(document(rows: [], killCount: written), as: .json)
            }
        }
        for written in ["9223372036854775807", "1e20", "-1", "1000001"] {
            #expect(throws: ExchangeError.malformedDocument(format: .csv), "\(written)") {
                try ExpenseExchange.parse(
                    "name,amount_minor,kill_count\nA,1,\(written)\n", as: .csv)
            }
        }
        let limit = String(ExpenseExchange.killCountLimit)
        #expect(
            (try? ExpenseExchange.parse(document(rows: [], killCount: limit), as: .json))?
                .killCount == ExpenseExchange.killCountLimit)
    }

    /// The same file twice: the second import adds nothing, names every row as already
    /// there, leaves the kill count as the first import made it, and the ledger keeps working.
    @Test(arguments: ExchangeFormat.allCases)
    func importingTheSameFileTwiceAddsNothingTheSecondTime(format: ExchangeFormat) throws {
        var original = try richLedger()
        original.recordImportedKills(ExpenseExchange.killCountLimit - original.killCount)
        let text = ExpenseExchange.export(original, as: format)
        var ledger = ExpenseLedger()
        try ExpenseExchange.merge(
            try ExpenseExchange.parse(text, as: format), into: &ledger, asOf: today)
        let once = ledger
        let report = try ExpenseExchange.merge(
            try ExpenseExchange.parse(text, as: format), into: &ledger, asOf: today)
        #expect(report.imported.isEmpty)
        #expect(
            report.alreadyThere == ExpenseExchange.exportOrder(original).map(\.name))
        #expect(ledger == once)
        let active = try #require(ledger.expenses.first { $0.isActive && !$0.isGroup })
        _ = try ledger.archive(active.id, on: today)
        #expect(ledger.killCount == ExpenseExchange.killCountLimit + 1)
    }

    /// A row whose id is in the profile but whose content changed since is still refused for
    /// its id: it is not the same subscription any more, and nothing is imported.
    @Test func aChangedRowWithAKnownIDIsRefused() throws {
        var ledger = try richLedger()
        var changed = ledger
        let rent = try #require(changed.expenses.first { $0.name == "Rent" })
        var edited = rent
        edited.amount.minorUnits += 100
        _ = try changed.update(edited, asOf: today)
        let before = ledger
        let problems = try importProblems(
            ExpenseExchange.export(changed, as: .json), as: .json, into: &ledger)
        #expect(problems.count == 1)
        #expect(problems.first?.problem == .duplicateID(rent.id.uuidString.lowercased()))
        #expect(ledger == before)
    }

    /// Spreadsheet programs save CSV (and editors sometimes JSON) with a byte-order mark.
    @Test(arguments: ExchangeFormat.allCases)
    func aByteOrderMarkIsSkipped(format: ExchangeFormat) throws {
        let text = ExpenseExchange.export(try richLedger(), as: format)
        let batch = try ExpenseExchange.parse("\u{FEFF}" + text, as: format)
        #expect(Set(batch.expenses) == Set(try ExpenseExchange.parse(text, as: format).expenses))
        #expect(batch.expenses.count == (try richLedger()).expenses.count)
        #expect(batch.problems.isEmpty)
    }

    /// Names a spreadsheet would run as formulas are exported as text (`'` first) and come
    /// back exactly, byte for byte on a second export; apostrophes of the user's own stay.
    @Test func csvCellsThatLookLikeFormulasAreNeutralisedAndRoundTrip() throws {
        let texts = [
            "=cmd|' /C calc'!A0", "+1", "-x", "@SUM(1)", "\tTab", "\rReturn", "'=quoted",
            "''+two", "'plain", "it's",
        ]
        let ledger = ExpenseLedger(
            expenses: texts.enumerated().map { index, text in
                var expense = Sample.expense("placeholder", 100)
                // A name never starts with blank space (the domain trims it); notes may.
                expense.name = text.first?.isWhitespace == true ? "Blank \(index)" : text
                expense.notes = text
                return expense
            })
        let text = ExpenseExchange.export(ledger, as: .csv)
        let lines = text.components(separatedBy: "\r\n")
        #expect(lines[1].contains(",'=cmd|' /C calc'!A0,"))
        #expect(lines[2].contains(",'+1,"))
        #expect(lines[3].contains(",'-x,"))
        #expect(lines[4].contains(",'@SUM(1),"))
        #expect(lines[5].contains(",'\tTab,"))
        #expect(lines[6].contains(",\"'\rReturn\","))
        #expect(lines[7].contains(",''=quoted,"))
        #expect(lines[8].contains(",'''+two,"))
        #expect(lines[9].contains(",'plain,"))
        #expect(lines[10].contains(",it's,"))
        let batch = try ExpenseExchange.parse(text, as: .csv)
        #expect(batch.expenses.map(\.name) == ledger.expenses.map(\.name))
        #expect(batch.expenses.map(\.notes) == texts)
        var copy = ExpenseLedger()
        try ExpenseExchange.merge(batch, into: &copy, asOf: today)
        #expect(ExpenseExchange.export(copy, as: .csv) == text)
    }

    // MARK: Helpers

    /// A SubHub JSON document around `rows` (each a JSON object's text).
    func document(rows: [String], killCount: String = "0") -> String {
        #"{"format": "subhub", "version": 1, "kill_count": \#(killCount), "expenses": ["#
            + rows.joined(separator: ",") + "]}"
    }

    /// One JSON row, valid unless told otherwise (values as JSON text); `extra` adds keys.
    func row(
        name: String = #""A""#, amount: String = "100", period: String = #""monthly""#,
        extra: String? = nil
    ) -> String {
        let fields = [
            #""name": \#(name)"#, #""amount_minor": \#(amount)"#, #""currency": "EUR""#,
            #""period": \#(period)"#, #""next_charge": "2026-12-01""#,
        ]
        return "{" + (fields + (extra.map { [$0] } ?? [])).joined(separator: ", ") + "}"
    }

    /// What importing `text` reports (an empty ledger unless one is given).
    func importProblems(_ text: String, as format: ExchangeFormat = .json) throws
        -> [ExchangeError.RowProblem]
    {
        var ledger = ExpenseLedger()
        return try importProblems(text, as: format, into: &ledger)
    }

    func importProblems(
        _ text: String, as format: ExchangeFormat, into ledger: inout ExpenseLedger
    ) throws -> [ExchangeError.RowProblem] {
        let batch = try ExpenseExchange.parse(text, as: format)
        do {
            try ExpenseExchange.merge(batch, into: &ledger, asOf: today)
        } catch {
            if case .invalidRows(let problems) = error { return problems }
            Issue.record("unexpected \(error)")
        }
        return []
    }

    @Test func theJSONExportIsByteForByteWhatJSONSerializationWrote() throws {
        var ledger = ExpenseLedger()
        let today = CivilDate(daysSinceEpoch: 20_000)
        let names = [
            "Plain", "Quote \" and \\ back", "Slash / ok", "Tab\tnew\nline\r",
            "Ctl \u{01}\u{08}\u{0C}\u{1F}",
            "Día+ 🎵 ＮＥＴ", "\u{7F} del",
        ]
        for (index, name) in names.enumerated() {
            _ = try ledger.add(
                RecurringExpense(
                    name: name, amount: Money(minorUnits: Int64(100 + index), currency: .eur),
                    period: .monthly, nextCharge: today, notes: index % 2 == 0 ? name : nil,
                    manageURL: index == 2 ? "https://example.com/a/b?c=d" : nil, createdOn: today),
                asOf: today)
        }
        ledger.recordImportedKills(3)
        #expect(
            ExpenseExchange.exportJSON(ledger) == ExpenseExchange.exportJSONBySerialization(ledger))
        #expect(
            ExpenseExchange.exportJSON(ExpenseLedger())
                == ExpenseExchange.exportJSONBySerialization(ExpenseLedger()))
    }

    /// Rates, the estimate currency and card expiries are written byte for byte as
    /// JSONSerialization writes them (with expenses and without), and read back as they were.
    @Test func ratesAndCardExpiriesAreWrittenAsJSONSerializationWritesThemAndReadBack() throws {
        let day = CivilDate(daysSinceEpoch: 20_000)
        let table = RateTable(
            base: .eur,
            rates: [
                ExchangeRate(
                    currency: .usd, value: try RateValue(reading: "1.0812"), date: day,
                    source: .ecb),
                ExchangeRate(
                    currency: .gbp, value: try RateValue(reading: "0.84120"), date: day,
                    source: .manual),
                ExchangeRate(
                    currency: .jpy, value: try RateValue(reading: "163"), date: day.addingDays(-3),
                    source: .ecb),
            ])
        let cards = CardExpiries([
            ("Visa 4242", CardExpiry(year: 2027, month: 1)!),
            ("Débito \"ñ\" / 7", CardExpiry(year: 2026, month: 12)!),
        ])
        let profile = ExchangeProfile(
            rates: table, estimateCurrency: .gbp, cardExpiries: cards)
        var ledger = ExpenseLedger()
        _ = try ledger.add(
            RecurringExpense(
                name: "Plain", amount: Money(minorUnits: 100, currency: .eur), period: .monthly,
                nextCharge: day, createdOn: day, paidWith: "Visa 4242"),
            asOf: day)
        for written in [ledger, ExpenseLedger()] {
            let text = ExpenseExchange.exportJSON(written, profile: profile)
            #expect(text == ExpenseExchange.exportJSONBySerialization(written, profile: profile))
            #expect(text.contains(#""rate" : "0.84120""#))
            let back = try ExpenseExchange.parse(text, as: .json).profile
            #expect(back.rates == table)
            #expect(back.estimateCurrency == .gbp)
            #expect(back.cardExpiries == cards)
            #expect(back.cardsInExportOrder.map(\.name) == profile.cardsInExportOrder.map(\.name))
        }
        // None of them: `null`, an empty list, and nothing read back.
        let bare = ExpenseExchange.exportJSON(ledger)
        #expect(bare == ExpenseExchange.exportJSONBySerialization(ledger))
        #expect(bare.contains(#""exchange_rates" : null"#))
        #expect(bare.contains(#""estimate_currency" : null"#))
        #expect(try ExpenseExchange.parse(bare, as: .json).profile == ExchangeProfile())
    }

    /// A file written before rates and card expiries were carried reads as carrying none.
    @Test func anExportWithoutRatesOrCardsCarriesNone() throws {
        let profile = try ExpenseExchange.parse(
            #"{"format": "subhub", "version": 1, "expenses": [], "language": "es"}"#, as: .json
        ).profile
        #expect(profile.rates == nil && profile.estimateCurrency == nil)
        #expect(profile.cardExpiries.isEmpty)
        #expect(profile.language == "es")
        let nulls = try ExpenseExchange.parse(
            #"{"format": "subhub", "version": 1, "expenses": [], "exchange_rates": null, "#
                + #""estimate_currency": null, "card_expiries": null}"#, as: .json
        ).profile
        #expect(nulls == ExchangeProfile())
    }
}

/// Hostile exports are refused naming the limit they pass, before they are held whole.
@Suite struct HostileExchangeTests {
    @Test func moreRowsThanAnyLedgerAreRefusedNamingTheLimit() {
        let text = "name,amount\n" + String(repeating: "Netflix,12.99\n", count: 200_001)
        #expect(throws: ExchangeError.tooManyRows(limit: 200_000)) {
            try ExpenseExchange.parse(text, as: .csv)
        }
    }

    @Test func aCSVLineOfAMillionColumnsIsRefusedNamingTheLimit() {
        let text = "name,amount\n" + String(repeating: ",", count: 1_000_000) + "\n"
        #expect(throws: ExchangeError.tooManyColumns(line: 2, limit: 1_000)) {
            try ExpenseExchange.parse(text, as: .csv)
        }
    }

    @Test func aCSVFieldOfMegabytesIsRefusedNamingTheLimit() {
        let text = "name,amount\n" + String(repeating: "N", count: 1_000_000) + ",1\n"
        #expect(throws: ExchangeError.fieldTooLong(line: 2, limit: 65_536)) {
            try ExpenseExchange.parse(text, as: .csv)
        }
    }

    /// Values are counted as they are read: four million are refused before any is kept.
    @Test func moreJSONValuesThanAnyLedgerAreRefusedNamingTheLimit() {
        let text =
            #"{"format":"subhub","version":1,"expenses":["#
            + String(repeating: "1,", count: 4_000_000) + "1]}"
        #expect(throws: ExchangeError.tooManyCells(limit: 4_000_000)) {
            try ExpenseExchange.parse(text, as: .json)
        }
    }
}
