import Foundation
import SubDomain
import SubStore
import TestSupport
import Testing

@Suite struct ExpenseExchangeTests {
    let today = TestSupport.Sample.date("2026-11-29")

    /// A ledger that uses every field: groups, children, archived, shared, notes with commas,
    /// quotes and line breaks, non-ASCII names.
    func richLedger() throws -> ExpenseLedger {
        var ledger = ExpenseLedger()
        let group = TestSupport.Sample.expense("Streaming \"TV\"", 3000, group: .manual)
        _ = try ledger.add(group, asOf: today)
        var netflix = TestSupport.Sample.expense(
            "Netflix, Premium", 1799, sharedWith: 4, parent: group.id)
        netflix.notes = "line one\nline \"two\", with comma"
        netflix.category = "streaming"
        netflix.brandSlug = "netflix"
        netflix.lastConfirmed = TestSupport.Sample.date("2026-10-01")
        _ = try ledger.add(netflix, asOf: today)
        let auto = TestSupport.Sample.expense(
            "Familia", 0, "USD", period: .annual, group: .automatic)
        _ = try ledger.add(auto, asOf: today)
        _ = try ledger.add(
            TestSupport.Sample.expense("爱奇艺", 2500, "USD", period: .annual, parent: auto.id),
            asOf: today)
        let old = try ledger.add(
            TestSupport.Sample.expense(
                "Día Gym", 3999, period: try Period(every: 2, .week), trialEnds: "2026-12-01"),
            asOf: today)
        _ = try ledger.archive(old.value.id, on: TestSupport.Sample.date("2026-09-30"))
        _ = try ledger.add(
            TestSupport.Sample.expense("Yen", 1000, "JPY", period: try Period(every: 10, .day)),
            asOf: today)
        // An archived group whose member went with it: the mark must travel too.
        let bundle = TestSupport.Sample.expense("Bundle", 1500, group: .manual)
        _ = try ledger.add(bundle, asOf: today)
        _ = try ledger.add(
            TestSupport.Sample.expense("Inside", 999, parent: bundle.id), asOf: today)
        _ = try ledger.archive(bundle.id, on: TestSupport.Sample.date("2026-10-15"))
        // Anchored on the 31st with a shortened next charge, and a manage link.
        var rent = TestSupport.Sample.expense("Rent", 90000, next: "2027-02-28")
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
                            day: 31, nextCharge: TestSupport.Sample.date("2027-05-15")))),
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

    /// With every expense deleted, the count is all a profile has left to export.
    @Test(arguments: ExchangeFormat.allCases)
    func aLedgerWithOnlyKillsKeepsThem(format: ExchangeFormat) throws {
        let original = ExpenseLedger(expenses: [], killCount: 7)
        let text = ExpenseExchange.export(original, as: format)
        let batch = try ExpenseExchange.parse(text, as: format)
        #expect(batch.expenses.isEmpty)
        #expect(batch.killCount == 7)
        var imported = ExpenseLedger()
        try ExpenseExchange.merge(batch, into: &imported, asOf: today)
        #expect(ExpenseExchange.export(imported, as: format) == text)
    }

    @Test func jsonAndCSVCarryTheSameExpenses() throws {
        let original = try richLedger()
        let fromJSON = try ExpenseExchange.parse(
            ExpenseExchange.export(original, as: .json), as: .json)
        let fromCSV = try ExpenseExchange.parse(
            ExpenseExchange.export(original, as: .csv), as: .csv)
        #expect(Set(fromJSON.expenses) == Set(fromCSV.expenses))
    }

    @Test func rowProblemsAreAllReportedWithRowNumbers() {
        let csv = """
            name,amount_minor,currency,period,next_charge
            Netflix,1299,EUR,monthly,2026-12-01
            Bad,abc,XYZ,monthly,2026-02-30
            ,100,EUR,yearly,2026-12-01

            """
        #expect(
            throws: ExchangeError.invalidRows([
                .init(row: 2, problem: .invalidValue(.amountMinor, "abc")),
                .init(row: 2, problem: .rule(.unknownCurrency(code: "XYZ"))),
                .init(row: 2, problem: .invalidValue(.nextCharge, "2026-02-30")),
                .init(row: 3, problem: .missingField(.name)),
                .init(row: 3, problem: .invalidValue(.period, "yearly")),
            ])
        ) {
            try ExpenseExchange.parse(csv, as: .csv)
        }
    }

    @Test func importIsAllOrNothing() throws {
        let csv = """
            id,name,amount_minor,currency,period,next_charge,group_mode,parent_id
            11111111-1111-1111-1111-111111111111,TV,3000,EUR,monthly,2026-12-01,manual,
            ,Netflix,1299,EUR,monthly,2026-12-01,,11111111-1111-1111-1111-111111111111
            ,Hulu,799,USD,monthly,2026-12-01,,11111111-1111-1111-1111-111111111111
            ,Zero,0,EUR,monthly,2026-12-01,,
            """
        let batch = try ExpenseExchange.parse(csv, as: .csv)
        var ledger = ExpenseLedger()
        _ = try ledger.add(TestSupport.Sample.expense("Existing", 100), asOf: today)
        let before = ledger
        do {
            try ExpenseExchange.merge(batch, into: &ledger, asOf: today)
            Issue.record("import should have failed")
        } catch {
            guard case .invalidRows(let problems) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(problems.map(\.row) == [3, 4])
            #expect(problems.last?.problem == .rule(.nonPositiveAmount))
        }
        #expect(ledger == before)
    }

    @Test func malformedDocumentsAreRefused() {
        #expect(throws: ExchangeError.malformedDocument(format: .json)) {
            try ExpenseExchange.parse("not json", as: .json)
        }
        #expect(throws: ExchangeError.malformedDocument(format: .json)) {
            try ExpenseExchange.parse(#"{"expenses":[]}"#, as: .json)
        }
        #expect(throws: ExchangeError.unsupportedVersion(9)) {
            try ExpenseExchange.parse(#"{"format":"subhub","version":9,"expenses":[]}"#, as: .json)
        }
        #expect(throws: ExchangeError.malformedDocument(format: .csv)) {
            try ExpenseExchange.parse("a,b\n1,2\n", as: .csv)
        }
        #expect(throws: ExchangeError.malformedDocument(format: .csv)) {
            try ExpenseExchange.parse("name,amount_minor\n\"open,1\n", as: .csv)
        }
        #expect(throws: ExchangeError.malformedDocument(format: .csv)) {
            try ExpenseExchange.parse("name,amount_minor,kill_count\nA,1,many\n", as: .csv)
        }
        #expect(throws: ExchangeError.malformedDocument(format: .csv)) {
            try ExpenseExchange.parse("name,amount_minor,kill_count\nA,1,2\nB,1,3\n", as: .csv)
        }
    }
}
