@testable import SubDomain
import TestSupport
import Testing

@Suite struct BillingCalendarTests {
    @Test func rollsForwardAnchoredToTheOriginalDay() {
        let expense = Sample.expense("Rent", 1000, next: "2026-01-31")
        let dates = BillingCalendar.charges(
            of: expense, from: Sample.date("2026-01-01"),
            through: Sample.date("2026-05-31"))
        #expect(
            dates.map(\.iso) == [
                "2026-01-31", "2026-02-28", "2026-03-31", "2026-04-30", "2026-05-31",
            ])
        #expect(
            BillingCalendar.nextCharge(of: expense, onOrAfter: Sample.date("2026-03-01")).iso
                == "2026-03-31")
        #expect(
            BillingCalendar.nextCharge(of: expense, onOrAfter: Sample.date("2028-02-01")).iso
                == "2028-02-29")
    }

    @Test func nextChargeForEveryUnit() throws {
        let today = Sample.date("2026-11-29")
        let weekly = Sample.expense("W", 100, period: .weekly, next: "2026-11-02")
        #expect(BillingCalendar.nextCharge(of: weekly, onOrAfter: today).iso == "2026-11-30")
        let tenDays = Sample.expense(
            "D", 100, period: try Period(every: 10, .day), next: "2026-11-01")
        #expect(BillingCalendar.nextCharge(of: tenDays, onOrAfter: today).iso == "2026-12-01")
        let annual = Sample.expense("A", 100, period: .annual, next: "2024-02-29")
        #expect(BillingCalendar.nextCharge(of: annual, onOrAfter: today).iso == "2027-02-28")
        let quarterly = Sample.expense("Q", 100, period: .quarterly, next: "2026-01-15")
        #expect(BillingCalendar.nextCharge(of: quarterly, onOrAfter: today).iso == "2027-01-15")
        let future = Sample.expense("F", 100, next: "2027-06-01")
        #expect(BillingCalendar.nextCharge(of: future, onOrAfter: today).iso == "2027-06-01")
        let todayCharge = Sample.expense("T", 100, next: "2026-10-29")
        #expect(BillingCalendar.nextCharge(of: todayCharge, onOrAfter: today).iso == "2026-11-29")
    }

    @Test func upcomingListsChargesInTheWindowByDateThenName() throws {
        var ledger = ExpenseLedger()
        let today = Sample.date("2026-11-29")
        _ = try ledger.add(Sample.expense("Spotify", 1099, next: "2026-12-05"), asOf: today)
        _ = try ledger.add(Sample.expense("Netflix", 1299, next: "2026-12-05"), asOf: today)
        _ = try ledger.add(
            Sample.expense("Gym", 500, period: .weekly, next: "2026-11-29"), asOf: today)
        _ = try ledger.add(Sample.expense("Later", 100, next: "2027-01-10"), asOf: today)
        let charges = BillingCalendar.upcoming(in: ledger, from: today, days: 14)
        #expect(
            charges.map { "\($0.date.iso) \($0.name)" } == [
                "2026-11-29 Gym", "2026-12-05 Netflix", "2026-12-05 Spotify", "2026-12-06 Gym",
                "2026-12-13 Gym",
            ])
        #expect(BillingCalendar.upcoming(in: ledger, from: today, days: -1).isEmpty)
    }

    /// "The next N days" is today through today + N: `upcoming 1` must show tomorrow.
    @Test func upcomingIncludesTheDayNDaysAhead() throws {
        var ledger = ExpenseLedger()
        let today = Sample.date("2026-11-29")
        for (name, next) in [
            ("Today", "2026-11-29"), ("Tomorrow", "2026-11-30"), ("Day30", "2026-12-29"),
            ("Day31", "2026-12-30"),
        ] {
            _ = try ledger.add(Sample.expense(name, 100, period: .annual, next: next), asOf: today)
        }
        #expect(
            BillingCalendar.upcoming(in: ledger, from: today, days: 1).map(\.name)
                == ["Today", "Tomorrow"])
        #expect(
            BillingCalendar.upcoming(in: ledger, from: today, days: 30).map(\.name)
                == ["Today", "Tomorrow", "Day30"])
        #expect(
            BillingCalendar.upcoming(in: ledger, from: today, days: 0).map(\.name)
                == ["Today"])
    }

    @Test func projectionCountsRealChargesPerMonthAndCurrency() throws {
        var ledger = ExpenseLedger()
        let today = Sample.date("2026-11-29")
        _ = try ledger.add(Sample.expense("Netflix", 1299, next: "2026-12-05"), asOf: today)
        _ = try ledger.add(
            Sample.expense("iCloud", 12000, period: .annual, next: "2027-03-01"), asOf: today)
        _ = try ledger.add(
            Sample.expense("GitHub", 400, "USD", period: .weekly, next: "2026-11-30"), asOf: today)
        let projection = BillingCalendar.projection(of: ledger, from: today)
        #expect(projection.count == 12)
        #expect(projection[0].month.iso == "2026-11-01")
        #expect(projection[0].sortedTotals == [Sample.money(400, "USD")])
        #expect(projection[1].sortedTotals == [Sample.money(1600, "USD"), Sample.money(1299)])
        // March 2027 has five Mondays.
        #expect(projection[4].sortedTotals == [Sample.money(13299), Sample.money(2000, "USD")])
        #expect(projection[11].month.iso == "2027-10-01")
        let weeklyCharges = projection.map { $0.totals[.usd] ?? 0 }.reduce(0, +) / 400
        #expect(weeklyCharges == 48)  // Nov 30 2026 … Oct 25 2027: every Monday
    }
}

@Suite struct BillingCalendarUpcomingPropertyTests {
    /// `upcoming` fills one bucket per day in name order instead of sorting every charge; on
    /// random ledgers it equals the plain definition: every charge of every charged item,
    /// by date, then folded name, equal names in list order.
    @Test(arguments: Array(1...8) as [UInt64])
    func upcomingEqualsEveryChargeSortedByDateThenName(seed: UInt64) throws {
        var random = Sample.SeededGenerator(seed: seed)
        let today = Sample.date("2026-11-29")
        let periods: [Period] = [
            .weekly, .monthly, .quarterly, .annual, try Period(every: 3, .day),
            try Period(every: 5, .month),
        ]
        var expenses: [RecurringExpense] = []
        for index in 0..<Int.random(in: 0...40, using: &random) {
            var expense = RecurringExpense(
                name: ["Gym", "gym", "Ábaco", "abaco", "N\(index)"].randomElement(using: &random)!,
                amount: Money(minorUnits: Int64(100 + index), currency: .eur),
                period: periods.randomElement(using: &random)!,
                nextCharge: today.addingDays(Int.random(in: -200...100, using: &random)),
                anchorDay: Int.random(in: 1...31, using: &random), createdOn: today)
            if Int.random(in: 0..<5, using: &random) == 0 {
                expense.status = .archived
                expense.archivedOn = today
            }
            expenses.append(expense)
        }
        let ledger = ExpenseLedger(expenses: expenses)
        let days = Int.random(in: 0...400, using: &random)
        let charged = ledger.chargedItems
        var expected: [(charge: ScheduledCharge, key: String, place: Int)] = []
        for (place, expense) in charged.enumerated() {
            for date in BillingCalendar.charges(
                of: expense, from: today, through: today.addingDays(days))
            {
                expected.append(
                    (
                        ScheduledCharge(
                            expenseID: expense.id, name: expense.name, date: date,
                            amount: expense.amount),
                        NameKey(expense.name).folded, place
                    ))
            }
        }
        expected.sort {
            ($0.charge.date, $0.key, $0.place) < ($1.charge.date, $1.key, $1.place)
        }
        #expect(
            BillingCalendar.upcoming(in: ledger, from: today, days: days)
                == expected.map(\.charge))
    }
}
