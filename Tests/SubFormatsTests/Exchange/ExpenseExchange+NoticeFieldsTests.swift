import Foundation
import SubDomain
import SubRecords
import TestSupport
import Testing

@testable import SubFormats

/// The notice, payer and reminder fields in the export formats: carried both ways, optional on import.
@Suite struct ExpenseExchangeNoticeFieldsTests {
    let today = Sample.date("2026-11-29")

    private func ledger() throws -> ExpenseLedger {
        var ledger = ExpenseLedger()
        var gym = Sample.expense("Gym", 3000, sharedWith: 2)
        gym.noticePeriod = try NoticePeriod(30, .day)
        gym.paidBy = "=Ana, \"la mayor\""
        gym.reminderOffsets = [14, 2]
        _ = try ledger.add(gym, asOf: today)
        var quiet = Sample.expense("Quiet", 500)
        quiet.noticePeriod = try NoticePeriod(1, .month)
        quiet.reminderOffsets = []
        _ = try ledger.add(quiet, asOf: today)
        _ = try ledger.add(Sample.expense("Plain", 100), asOf: today)
        return ledger
    }

    @Test(arguments: ExchangeFormat.allCases)
    func noticePayerAndRemindersRoundTrip(format: ExchangeFormat) throws {
        let original = try ledger()
        let text = ExpenseExchange.export(original, as: format)
        var imported = ExpenseLedger()
        try ExpenseExchange.merge(
            try ExpenseExchange.parse(text, as: format), into: &imported, asOf: today)
        #expect(imported.expenses == original.expenses)
        #expect(ExpenseExchange.export(imported, as: format) == text)
        if format == .json {
            #expect(text.contains(#""notice_period" : "30d""#))
            #expect(text.contains(#""reminder_offsets" : "off""#))
            #expect(
                ExpenseExchange.exportJSON(original)
                    == ExpenseExchange.exportJSONBySerialization(original))
        } else {
            // The plain form's columns: what a person reads first, then the bookkeeping.
            #expect(text.hasPrefix("name,amount,currency,period,monthly,"))
            #expect(text.contains(",paid_by,paid_with,notice_period,reminder_offsets,"))
            // A payer that looks like a formula is neutralised, and comes back as written.
            #expect(text.contains("'=Ana"))
        }
    }

    /// Files written before these fields existed have none of the three: they import as before.
    @Test(arguments: ExchangeFormat.allCases)
    func filesWithoutTheNewFieldsStillImport(format: ExchangeFormat) throws {
        let text =
            format == .csv
            ? "name,amount_minor,currency,period,next_charge,anchor_day,manage_url\nRent,90000,EUR,monthly,2027-02-28,28,\n"
            : #"{"format": "subhub", "version": 1, "expenses": [{"name": "Rent", "#
                + #""amount_minor": 90000, "currency": "EUR", "period": "monthly", "#
                + #""next_charge": "2027-02-28"}]}"#
        var imported = ExpenseLedger()
        try ExpenseExchange.merge(
            try ExpenseExchange.parse(text, as: format), into: &imported, asOf: today)
        let rent = try #require(imported.expenses.first)
        #expect(rent.noticePeriod == nil)
        #expect(rent.paidBy == nil)
        #expect(rent.reminderOffsets == nil)
    }

    /// A spreadsheet's spaces after commas are forgiven; a bad value is the row's problem.
    @Test func importedValuesAreReadAndChecked() throws {
        let csv = """
            name,amount_minor,currency,period,next_charge,notice_period,paid_by,reminder_offsets
            Gym,3000,EUR,monthly,2027-01-15,30D,Ana,"7, 3, 1"
            Bad,1000,EUR,monthly,2027-01-15,13m,,400
            Blank,1000,EUR,monthly,2027-01-15,,\u{200B},

            """
        var imported = ExpenseLedger()
        #expect(
            throws: ExchangeError.invalidRows([
                .init(row: 2, problem: .invalidValue(.noticePeriod, "13m")),
                .init(row: 2, problem: .invalidValue(.reminderOffsets, "400")),
                .init(row: 3, problem: .rule(.invalidPayerName)),
            ])
        ) {
            try ExpenseExchange.merge(
                try ExpenseExchange.parse(csv, as: .csv), into: &imported, asOf: today)
        }
        let good = try ExpenseExchange.parse(
            String(csv.split(separator: "\n").prefix(2).joined(separator: "\n")), as: .csv)
        try ExpenseExchange.merge(good, into: &imported, asOf: today)
        let gym = try #require(imported.expenses.first)
        #expect(gym.noticePeriod == (try NoticePeriod(30, .day)))
        #expect(gym.paidBy == "Ana")
        #expect(gym.reminderOffsets == [7, 3, 1])
    }
}
