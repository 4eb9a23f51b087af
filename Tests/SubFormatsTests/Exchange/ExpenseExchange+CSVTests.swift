import Foundation
import SubDomain
import SubRecords
import TestSupport
import Testing

@testable import SubFormats

/// CSV in both forms: what `--plain` writes for a script, what a spreadsheet dialect changes
/// (marks, delimiter, words, byte-order mark), and what import reads back: either form, any
/// delimiter, decimal mark decided per file, the monthly figure ignored.
@Suite struct ExpenseExchangeCSVTests {
    let today = Sample.date("2026-11-29")

    /// Netflix monthly, a yearly plan whose month rounds, and yen every two weeks (52/12).
    func smallLedger() throws -> ExpenseLedger {
        var ledger = ExpenseLedger()
        var netflix = Sample.expense("Netflix", 1299)
        netflix.id = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
        netflix.notes = "4K; two screens"
        var prime = Sample.expense("Prime", 4990, period: .annual, next: "2027-03-01")
        prime.id = UUID(uuidString: "00000000-0000-0000-0000-000000000002")!
        prime.noticePeriod = try NoticePeriod(30, .day)
        var yen = Sample.expense(
            "Gym", 1000, "JPY", period: try Period(every: 2, .week))
        yen.id = UUID(uuidString: "00000000-0000-0000-0000-000000000003")!
        for expense in [netflix, prime, yen] { _ = try ledger.add(expense, asOf: today) }
        return ledger
    }

    static let plainHeader =
        "name,amount,currency,period,monthly,next_charge,category,status,trial_ends,"
        + "archived_on,shared_with,paid_by,paid_with,notice_period,reminder_offsets,manage_url,notes,id,"
        + "parent_id,group_mode,brand_slug,last_confirmed,created_on,anchor_day,"
        + "archived_with_group,varies,ends_on,planned_payments,kill_count"

    @Test func thePlainFormIsWhatAScriptReads() throws {
        let text = ExpenseExchange.export(try smallLedger(), as: .csv, dialect: .plain)
        #expect(
            text == Self.plainHeader + "\r\n"
                + "Netflix,12.99,EUR,monthly,12.99,2026-12-15,,active,,,1,,,,,,4K; two screens,"
                + "00000000-0000-0000-0000-000000000001,,,,,2026-11-01,15,false,false,,,0\r\n"
                + "Prime,49.90,EUR,annual,4.16,2027-03-01,,active,,,1,,,30d,,,,"
                + "00000000-0000-0000-0000-000000000002,,,,,2026-11-01,1,false,false,,,\r\n"
                + "Gym,1000,JPY,every-2-weeks,2167,2026-12-15,,active,,,1,,,,,,,"
                + "00000000-0000-0000-0000-000000000003,,,,,2026-11-01,15,false,false,,,\r\n")
    }

    /// What a Spanish spreadsheet expects: `;` between cells because `,` is the decimal
    /// mark, the words given, a byte-order mark; a `;` inside a cell is quoted.
    @Test func aSpreadsheetDialectWritesItsMarkDelimiterAndWords() throws {
        let dialect = CSVDialect(
            decimalMark: ",", byteOrderMark: true, heading: { $0.rawValue.uppercased() },
            periodText: { $0 == .monthly ? "mensual" : $0.identifier },
            noticeText: { "\($0.count) días" },
            statusText: { $0 == .active ? "activa" : "archivada" })
        let text = ExpenseExchange.export(try smallLedger(), as: .csv, dialect: dialect)
        let lines = text.components(separatedBy: "\r\n")
        #expect(lines[0].hasPrefix("\u{FEFF}NAME;AMOUNT;CURRENCY;PERIOD;MONTHLY;NEXT_CHARGE;"))
        #expect(lines[1].hasPrefix("Netflix;12,99;EUR;mensual;12,99;2026-12-15;"))
        #expect(lines[1].contains(";\"4K; two screens\";"))
        #expect(lines[2].hasPrefix("Prime;49,90;EUR;annual;4,16;2027-03-01;"))
        #expect(lines[2].contains(";30 días;"))
        let vocabulary = CSVVocabulary(
            headings: [], readPeriod: { $0 == "mensual" ? .monthly : nil },
            readNotice: { $0 == "30 días" ? try? NoticePeriod(30, .day) : nil },
            readDate: { _ in nil }, readStatus: { $0 == "activa" ? .active : nil })
        let batch = try ExpenseExchange.parse(text, as: .csv, vocabulary: vocabulary)
        #expect(batch.problems.isEmpty)
        #expect(Set(batch.expenses) == Set(try smallLedger().expenses))
    }

    /// The figure `total` adds for each line, from the domain: a group counts the larger of
    /// its cap and its members; archived plans have none.
    @Test func theMonthlyFigureIsTheDomains() throws {
        var ledger = ExpenseLedger()
        let group = Sample.expense("Bundle", 1000, period: .weekly, group: .manual)
        _ = try ledger.add(group, asOf: today)
        _ = try ledger.add(
            Sample.expense("Weekly", 2000, period: .weekly, parent: group.id),
            asOf: today)
        let gone = try ledger.add(Sample.expense("Gone", 500), asOf: today).value
        _ = try ledger.archive(gone.id, on: today)
        let rows = ExpenseExchange.export(ledger, as: .csv).components(separatedBy: "\r\n")
        let monthly = rows.dropFirst().filter { !$0.isEmpty }.map {
            $0.split(separator: ",", omittingEmptySubsequences: false)[4]
        }
        // 20 a week is 86.67 a month (52/12); the group's cap of 10 a week is less.
        #expect(ledger.effectiveMonthly(of: group).minorUnits == 8667)
        #expect(monthly == ["86.67", "86.67", ""])
    }

    /// A file a person wrote: `;` or tab, headings as given, a monthly figure that does not
    /// add up (it is derived, so ignored), a column import does not know, grouped thousands.
    @Test(arguments: [";", "\t"])
    func anyDelimiterAndTheMonthlyFigureIsIgnored(delimiter: String) throws {
        let text = [
            ["name", "amount", "currency", "period", "monthly", "next_charge", "colour"],
            ["Rent", "1.234,56", "EUR", "monthly", "999", "2026-12-01", "blue"],
            ["Cloud", "9,99", "EUR", "annual", "", "2027-01-01", ""],
        ].map { $0.joined(separator: delimiter) }.joined(separator: "\n")
        let batch = try ExpenseExchange.parse(text, as: .csv)
        #expect(batch.problems.isEmpty)
        #expect(batch.expenses.map(\.amount.minorUnits) == [123_456, 999])
    }

    /// An amount with more decimals than its currency is refused by row and column, never
    /// rounded; the older whole-minor-unit column still reads.
    @Test func aBadDecimalAmountNamesItsRow() throws {
        let text =
            "name;amount;currency;period;next_charge\nA;12,999;EUR;monthly;2026-12-01\n"
            + "B;1,5;JPY;monthly;2026-12-01\nC;12,50;EUR;monthly;2026-12-01\n"
        let batch = try ExpenseExchange.parse(text, as: .csv)
        #expect(
            batch.problems == [
                .init(row: 1, problem: .invalidValue(.amountMinor, "12,999")),
                .init(row: 2, problem: .invalidValue(.amountMinor, "1,5")),
            ])
        #expect(batch.expenses.map(\.amount.minorUnits) == [1250])
    }

    /// `1.500` dinars in a file where no amount shows the decimal mark is 1.5 or 1500: the
    /// row is refused naming both, as typing it is, instead of taking the delimiter's guess.
    @Test func anAmountTheGuessWouldDecideIsRefusedNamingBothReadings() throws {
        let spanish = try ExpenseExchange.parse(
            "name;amount;currency;period;next_charge\nA;1.500;KWD;monthly;2026-12-10\n", as: .csv)
        let kwd = try CurrencyCode("KWD")
        #expect(
            spanish.problems == [
                .init(
                    row: 1,
                    problem: .ambiguousAmount(
                        "1.500", decimals: Money(minorUnits: 1500, currency: kwd),
                        whole: Money(minorUnits: 1_500_000, currency: kwd)))
            ])
        #expect(spanish.expenses.isEmpty)
        let english = try ExpenseExchange.parse(
            "name,amount,currency,period,next_charge\nA,\"1,500\",KWD,monthly,2026-12-10\n",
            as: .csv)
        #expect(english.problems.count == 1)
        // Euros too: 1.50 or 1500 is not for the delimiter to choose.
        let euros = try ExpenseExchange.parse(
            "name,amount,currency,period,next_charge\nA,1.500,EUR,monthly,2026-12-10\n",
            as: .csv)
        #expect(
            euros.problems.map(\.problem) == [
                .ambiguousAmount(
                    "1.500", decimals: Money(minorUnits: 150, currency: .eur),
                    whole: Money(minorUnits: 150_000, currency: .eur))
            ])
        // Another amount that shows the mark settles it; euros cannot have three decimals.
        let settled = try ExpenseExchange.parse(
            "name;amount;currency;period;next_charge\nA;1.500;KWD;monthly;2026-12-10\n"
                + "B;9,99;KWD;monthly;2026-12-10\nC;1.500;EUR;monthly;2026-12-10\n", as: .csv)
        #expect(settled.problems.isEmpty)
        #expect(settled.expenses.map(\.amount.minorUnits) == [1_500_000, 9990, 150_000])
    }

    /// Over generated files: no row is read by a mark only the delimiter chose when the
    /// other mark would read it as another amount of its currency, with no more decimals
    /// shown than the currency has. Such rows are refused with both readings; every other
    /// row reads or is refused as before, and none is lost.
    @Test func noAmountIsReadByAGuessThatDecidesIt() throws {
        var random = Sample.SeededGenerator(seed: 28)
        let currencies = ["EUR", "JPY", "KWD", "BHD", "USD"]
        let shapes = ["1.500", "12,345", "1500", "9,99", "1.234,560", "0.5", "7", "2.000,5"]
        var refused = 0
        var guessedAndRead = 0
        for _ in 0..<400 {
            let delimiter = Bool.random(using: &random) ? ";" : ","
            var rows: [(amount: String, code: String)] = []
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                rows.append(
                    (
                        shapes.randomElement(using: &random)!,
                        currencies.randomElement(using: &random)!
                    ))
            }
            var lines = [["name", "amount", "currency", "period", "next_charge"]]
            for (index, row) in rows.enumerated() {
                lines.append(
                    ["R\(index + 1)", "\"\(row.amount)\"", row.code, "monthly", "2026-12-10"])
            }
            let text = lines.map { $0.joined(separator: delimiter) }.joined(separator: "\n")
            let batch = try ExpenseExchange.parse(text, as: .csv)
            let amounts = rows.map { $0.amount }
            let guessed = CSVDecimalMark.shown(by: amounts) == nil
            let mark = CSVDecimalMark.decide(amounts: amounts, delimiter: Character(delimiter))
            for (index, row) in rows.enumerated() {
                let digits = try CurrencyCode(row.code).minorDigits
                let problems = batch.problems.filter { $0.row == index + 1 }.map { $0.problem }
                let read = batch.expenses.first { $0.name == "R\(index + 1)" }
                #expect((read == nil) != problems.isEmpty, "row \(index + 1) of \(text)")
                if let read, guessed {
                    guessedAndRead += 1
                    let other: Character = mark == "," ? "." : ","
                    let otherReading = CSVDecimalMark.minorUnits(
                        row.amount, mark: other, digits: digits)
                    #expect(
                        otherReading == nil || otherReading == read.amount.minorUnits,
                        "\(row.amount) \(row.code) in \(text)")
                }
                // Where the file shows its mark, no amount read says otherwise (`9,99` in a
                // file of `12.5` was once read as 999).
                if read != nil, !guessed, let own = CSVDecimalMark.shown(by: [row.amount]) {
                    #expect(own == mark, "\(row.amount) in \(text)")
                }
                for case .ambiguousAmount(let input, let decimals, let whole) in problems {
                    refused += 1
                    #expect(guessed && input == row.amount && decimals != whole)
                    #expect(
                        [decimals.minorUnits, whole.minorUnits].sorted()
                            == ([",", "."] as [Character]).compactMap {
                                CSVDecimalMark.minorUnits(row.amount, mark: $0, digits: digits)
                            }.sorted())
                }
            }
        }
        // Both outcomes are reached, so neither check above is empty.
        #expect(refused > 50)
        #expect(guessedAndRead > 50)
    }
}
