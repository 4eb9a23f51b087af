import Foundation
import SubDomain
import SubStore
import TestSupport
import Testing

/// The shared builders; this target also has its own `Sample`, which would shadow them.
private typealias Fixture = TestSupport.Sample

@Suite struct ExpenseExchangeTests {
    let today = Fixture.date("2026-11-29")

    /// A ledger that uses every field: groups, children, archived, shared, notes with commas,
    /// quotes and line breaks, non-ASCII names.
    func richLedger() throws -> ExpenseLedger {
        var ledger = ExpenseLedger()
        let group = Fixture.expense("Streaming \"TV\"", 3000, group: .manual)
        _ = try ledger.add(group, asOf: today)
        var netflix = Fixture.expense("Netflix, Premium", 1799, sharedWith: 4, parent: group.id)
        netflix.notes = "line one\nline \"two\", with comma"
        netflix.category = "streaming"
        netflix.brandSlug = "netflix"
        netflix.lastConfirmed = Fixture.date("2026-10-01")
        _ = try ledger.add(netflix, asOf: today)
        let auto = Fixture.expense("Familia", 0, "USD", period: .annual, group: .automatic)
        _ = try ledger.add(auto, asOf: today)
        _ = try ledger.add(Fixture.expense("爱奇艺", 2500, "USD", period: .annual, parent: auto.id), asOf: today)
        let old = try ledger.add(
            Fixture.expense("Día Gym", 3999, period: try Period(every: 2, .week), trialEnds: "2026-12-01"),
            asOf: today)
        _ = try ledger.archive(old.value.id, on: Fixture.date("2026-09-30"))
        _ = try ledger.add(Fixture.expense("Yen", 1000, "JPY", period: try Period(every: 10, .day)), asOf: today)
        return ledger
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
        if format == .json { #expect(imported.killCount == 1) }
    }

    @Test func jsonAndCSVCarryTheSameExpenses() throws {
        let original = try richLedger()
        let fromJSON = try ExpenseExchange.parse(ExpenseExchange.export(original, as: .json), as: .json)
        let fromCSV = try ExpenseExchange.parse(ExpenseExchange.export(original, as: .csv), as: .csv)
        #expect(Set(fromJSON.expenses) == Set(fromCSV.expenses))
    }

    @Test func rowProblemsAreAllReportedWithRowNumbers() {
        let csv = """
            name,amount_minor,currency,period,next_charge
            Netflix,1299,EUR,monthly,2026-12-01
            Bad,abc,XYZ,monthly,2026-02-30
            ,100,EUR,yearly,2026-12-01

            """
        #expect(throws: ExchangeError.invalidRows([
            .init(row: 2, problem: .invalidValue(.amountMinor, "abc")),
            .init(row: 2, problem: .rule(.unknownCurrency(code: "XYZ"))),
            .init(row: 2, problem: .invalidValue(.nextCharge, "2026-02-30")),
            .init(row: 3, problem: .missingField(.name)),
            .init(row: 3, problem: .invalidValue(.period, "yearly")),
        ])) {
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
        _ = try ledger.add(Fixture.expense("Existing", 100), asOf: today)
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
    }
}
