import Foundation
import SubDomain
import TestSupport
import Testing

/// A year is the real charges of a year, and "saved so far" is the charges
/// that did not happen, read from the calendar; never twelve rounded months.
@Suite struct YearlyFigureTests {
    static let today = Sample.date("2026-11-29")

    static func ledger(_ expenses: [RecurringExpense]) throws -> ExpenseLedger {
        var ledger = ExpenseLedger()
        for expense in expenses { _ = try ledger.add(expense, asOf: today) }
        return ledger
    }

    static func yearlySaving(of expense: RecurringExpense) throws -> Money? {
        let ledger = try ledger([expense, Sample.expense("Otro", 500)])
        return try ledger.whatIf(archiving: [expense.id], on: today).yearlyChange.first
    }

    /// The examples of the issue: 49,90 € a year saves 49,90 €, not 12 × 4,16 = 49,92 €;
    /// 2,50 € a week saves 52 × 2,50 = 130,00 €, not 12 × 10,83 = 129,96 €.
    @Test func aYearLeftOutIsAYearOfRealCharges() throws {
        let annual = Sample.expense("Anual", 4990, period: .annual)
        #expect(try Self.yearlySaving(of: annual) == Sample.money(-4990))
        let weekly = Sample.expense("Semanal", 250, period: .weekly)
        #expect(try Self.yearlySaving(of: weekly) == Sample.money(-13000))
        let fortnightly = Sample.expense("Quincena", 999, period: try Period(every: 2, .week))
        #expect(try Self.yearlySaving(of: fortnightly) == Sample.money(-26 * 999))
        let quarterly = Sample.expense("Trimestral", 1001, period: .quarterly)
        #expect(try Self.yearlySaving(of: quarterly) == Sample.money(-4 * 1001))
        let biennial = Sample.expense("Bienal", 1001, period: try Period(every: 2, .year))
        #expect(try Self.yearlySaving(of: biennial) == Sample.money(-501))
    }

    /// Periods that divide a year evenly: whatever is left out, the yearly figure is the
    /// number of its charges in one calendar year (counted by the calendar) times its amount,
    /// summed over every item left out, over seeded random ledgers.
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func theYearlyFigureCountsTheCalendarsCharges(seed: UInt64) throws {
        var random = Sample.SeededGenerator(seed: seed)
        let periods: [Period] = [
            .weekly, try Period(every: 2, .week), try Period(every: 4, .week),
            try Period(every: 13, .week), .monthly, try Period(every: 2, .month), .quarterly,
            try Period(every: 4, .month), .semiannual, .annual,
        ]
        var expenses: [RecurringExpense] = []
        for index in 0..<Int.random(in: 2...12, using: &random) {
            expenses.append(
                Sample.expense(
                    "P\(index)", Int64.random(in: 1...2_000_000, using: &random),
                    period: periods.randomElement(using: &random)!,
                    next: "2026-12-\(10 + index)",
                    sharedWith: Int.random(in: 1...4, using: &random)))
        }
        let ledger = try Self.ledger(expenses)
        let leftOut = expenses.filter { _ in Bool.random(using: &random) }
        guard !leftOut.isEmpty else { return }
        let whatIf = try ledger.whatIf(archiving: leftOut.map(\.id), on: Self.today)
        var expected: Int64 = 0
        for expense in leftOut {
            // A year of weeks is 52 of them (364 days); a year of months is twelve.
            let end =
                expense.period.unit == .week
                ? expense.nextCharge.addingDays(363)
                : expense.nextCharge.addingMonths(12).addingDays(-1)
            let charges = BillingCalendar.charges(
                of: expense, from: expense.nextCharge, through: end)
            expected += Int64(charges.count) * expense.amount.minorUnits
        }
        #expect(whatIf.yearlyChange == [Sample.money(-expected)])
    }

    /// A $139 annual plan archived before its renewal has saved $139 the day after the renewal
    /// it avoided, and $278 after two; two avoided ¥199 monthly charges are ¥398.
    @Test func savedSoFarIsTheChargesThatDidNotHappen() throws {
        var ledger = try Self.ledger([
            Sample.expense("Cloud", 13900, "USD", period: .annual, next: "2026-12-10"),
            Sample.expense("Video", 19900, "CNY", next: "2026-12-05"),
        ])
        let cloud = try #require(ledger.expenses.first { $0.name == "Cloud" })
        let video = try #require(ledger.expenses.first { $0.name == "Video" })
        _ = try ledger.archive(cloud.id, on: Sample.date("2026-12-01"))
        _ = try ledger.archive(video.id, on: Sample.date("2026-12-01"))
        let archivedCloud = try #require(ledger.expense(withID: cloud.id))
        let archivedVideo = try #require(ledger.expense(withID: video.id))
        func saved(_ expense: RecurringExpense, _ day: String) -> Money {
            ledger.savedSoFar(of: expense, asOf: Sample.date(day))
        }
        #expect(saved(archivedCloud, "2026-12-09") == Sample.money(0, "USD"))
        #expect(saved(archivedCloud, "2026-12-11") == Sample.money(13900, "USD"))
        #expect(saved(archivedCloud, "2027-12-11") == Sample.money(27800, "USD"))
        #expect(saved(archivedVideo, "2027-01-06") == Sample.money(39800, "CNY"))
    }

    /// Over seeded random plans, archive days and later days: what an archived plan has saved
    /// is its amount times the calendar's charges after the archive day, through the day asked.
    @Test(arguments: [11, 12, 13, 14, 15, 16] as [UInt64])
    func savedSoFarFollowsTheCalendar(seed: UInt64) throws {
        var random = Sample.SeededGenerator(seed: seed)
        let periods: [Period] = [
            .weekly, .monthly, .quarterly, .semiannual, .annual, try Period(every: 10, .day),
            try Period(every: 3, .week), try Period(every: 5, .month), try Period(every: 2, .year),
        ]
        for index in 0..<40 {
            let next = Self.today.addingDays(Int.random(in: -20...400, using: &random))
            var expense = Sample.expense(
                "S\(index)", Int64.random(in: 1...500_000, using: &random),
                period: periods.randomElement(using: &random)!)
            expense.nextCharge = next
            expense.anchorDay = next.day
            var ledger = try Self.ledger([expense])
            let archivedOn = Self.today.addingDays(Int.random(in: 0...300, using: &random))
            _ = try ledger.archive(expense.id, on: archivedOn)
            let archived = try #require(ledger.expense(withID: expense.id))
            let asOf = archivedOn.addingDays(Int.random(in: 0...2000, using: &random))
            let avoided = BillingCalendar.charges(
                of: archived, from: archivedOn.addingDays(1), through: asOf)
            #expect(
                ledger.savedSoFar(of: archived, asOf: asOf)
                    == Money(
                        minorUnits: Int64(avoided.count) * expense.amount.minorUnits,
                        currency: expense.currency),
                "\(expense.period) next \(next) archived \(archivedOn) as of \(asOf)")
        }
    }

    /// A capped group archived with its members saves, beyond them, only what its cap costs
    /// over them per charge; the members save their own charges.
    @Test func anArchivedGroupSavesItsCapBeyondItsMembersPerCharge() throws {
        var ledger = ExpenseLedger()
        let cine = Sample.expense("Cine", 1200, next: "2026-12-15")
        _ = try ledger.add(cine, asOf: Self.today)
        let ocio = Sample.expense("Ocio", 2000, next: "2026-12-15", group: .manual)
        _ = try ledger.createGroup(ocio, members: [cine.id], asOf: Self.today)
        _ = try ledger.archive(ocio.id, on: Sample.date("2026-12-01"))
        let asOf = Sample.date("2027-01-20")
        let group = try #require(ledger.expense(withID: ocio.id))
        let member = try #require(ledger.expense(withID: cine.id))
        #expect(ledger.savedSoFar(of: member, asOf: asOf) == Sample.money(2400))
        #expect(ledger.savedSoFar(of: group, asOf: asOf) == Sample.money(1600))
    }
}
