import SubDomain
import TestSupport
import Testing

/// `chart`'s months: what is really charged in each calendar month, not the monthly estimate.
@Suite struct BillingCalendarMonthsTests {
    static let today = Sample.date("2026-11-29")

    static func sums(_ expense: RecurringExpense, months: Int = 12) throws -> [Int64] {
        var ledger = ExpenseLedger()
        _ = try ledger.add(expense, asOf: today)
        return BillingCalendar.monthlyCharges(in: ledger, from: today, months: months)
            .map { $0.total(in: expense.currency).minorUnits }
    }

    @Test func monthsStartWithTodaysAndCountFromToday() throws {
        let months = BillingCalendar.monthlyCharges(
            in: ExpenseLedger(), from: Self.today, months: 12)
        #expect(months.map { String($0.month.iso.prefix(7)) }.first == "2026-11")
        #expect(months.map { String($0.month.iso.prefix(7)) }.last == "2027-10")
        #expect(
            BillingCalendar.monthlyCharges(in: ExpenseLedger(), from: Self.today, months: 0).isEmpty
        )
        // Charged on the 15th: November's was before today.
        #expect(
            try Self.sums(Sample.expense("M", 1000, next: "2026-11-15")) == [0]
                + Array(repeating: 1000, count: 11))
    }

    /// Mondays from Nov 30: 1 in Nov, 4 in Dec, 4 in Jan, 4 in Feb, 5 in Mar 2027, ….
    @Test func weeklyCountsEachWeekInItsMonth() throws {
        #expect(
            try Self.sums(Sample.expense("W", 100, period: .weekly, next: "2026-11-30"))
                == [100, 400, 400, 400, 500, 400, 500, 400, 400, 500, 400, 400])
    }

    /// Every other Monday from Nov 30: May 2027 gets three charges (3, 17 and 31).
    @Test func everyTwoWeeks() throws {
        let sums = try Self.sums(
            Sample.expense("B", 100, period: try Period(every: 2, .week), next: "2026-11-30"))
        #expect(sums == [100, 200, 200, 200, 200, 200, 300, 200, 200, 200, 200, 200])
        #expect(sums.reduce(0, +) == 2400)
    }

    @Test func quarterlyAndAnnualLandInTheirMonths() throws {
        #expect(
            try Self.sums(Sample.expense("Q", 3000, period: .quarterly, next: "2027-01-15"))
                == [0, 0, 3000, 0, 0, 3000, 0, 0, 3000, 0, 0, 3000])
        #expect(
            try Self.sums(Sample.expense("A", 12000, period: .annual, next: "2027-03-01"))
                == [0, 0, 0, 0, 12000, 0, 0, 0, 0, 0, 0, 0])
    }

    /// A plan anchored on the 31st is charged on the last day of short months, once each.
    @Test func monthEndAnchorsChargeOncePerMonth() throws {
        var ledger = ExpenseLedger()
        _ = try ledger.add(
            Sample.expense("Rent", 1000, next: "2026-11-30").with(anchorDay: 31), asOf: Self.today)
        let months = BillingCalendar.monthlyCharges(in: ledger, from: Self.today, months: 12)
        #expect(months.map(\.charges.count) == Array(repeating: 1, count: 12))
        #expect(
            months.prefix(5).map { $0.charges[0].date.iso } == [
                "2026-11-30", "2026-12-31", "2027-01-31", "2027-02-28", "2027-03-31",
            ])
    }

    @Test func aTrialStartsChargingWhenItEnds() throws {
        #expect(
            try Self.sums(
                Sample.expense("T", 999, next: "2027-01-10", trialEnds: "2027-01-10"), months: 4)
                == [0, 0, 999, 999])
    }

    /// A group with members is charged through them; an empty group is charged itself;
    /// archived items and the members of an archived group never.
    @Test func groupsAndArchivedItemsAreChargedAsTheDomainSays() throws {
        var ledger = ExpenseLedger()
        let members = [Sample.expense("Cine", 1200), Sample.expense("Teatro", 900)]
        for member in members { _ = try ledger.add(member, asOf: Self.today) }
        _ = try ledger.createGroup(
            Sample.expense("Ocio", 3000, group: .manual), members: members.map(\.id),
            asOf: Self.today)
        _ = try ledger.add(Sample.expense("Vacío", 500, group: .manual), asOf: Self.today)
        let gone = Sample.expense("Gone", 700)
        _ = try ledger.add(gone, asOf: Self.today)
        _ = try ledger.archive(gone.id, on: Self.today)
        let december = BillingCalendar.monthlyCharges(in: ledger, from: Self.today, months: 2)[1]
        #expect(december.charges.map(\.name) == ["Cine", "Teatro", "Vacío"])
        #expect(december.totals == [Sample.money(2600)])
        #expect(december.largestCharge(in: .eur)?.name == "Cine")
        #expect(december.largestCharge(in: .usd) == nil)
    }

    /// Per month and currency the sums are the projection's.
    @Test func sumsAgreeWithTheProjection() throws {
        var ledger = ExpenseLedger()
        for expense in [
            Sample.expense("Netflix", 1299, next: "2026-12-05"),
            Sample.expense("iCloud", 12000, period: .annual, next: "2027-03-01"),
            Sample.expense("GitHub", 400, "USD", period: .weekly, next: "2026-11-30"),
            Sample.expense("Gym", 2500, period: try Period(every: 2, .week), next: "2026-12-01"),
            Sample.expense("Seguro", 9000, period: .quarterly, next: "2027-02-28"),
        ] {
            _ = try ledger.add(expense, asOf: Self.today)
        }
        let months = BillingCalendar.monthlyCharges(in: ledger, from: Self.today, months: 24)
        let projection = BillingCalendar.projection(of: ledger, from: Self.today, months: 24)
        #expect(months.map(\.totals) == projection.map(\.sortedTotals))
        #expect(months.map(\.charges.count) == projection.map(\.chargeCount))
    }
}

extension RecurringExpense {
    fileprivate func with(anchorDay: Int) -> RecurringExpense {
        var copy = self
        copy.anchorDay = anchorDay
        return copy
    }
}

/// A drawn chart counts each plan's charges per month instead of listing them: over random
/// ledgers (every period, anchors on the 29th–31st, groups, archived plans, currencies, names
/// equal but for case) its sums and largest charges are the listed months' exactly.
@Suite struct CountedMonthsTests {
    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func countedMonthsAreTheListedMonths(seed: UInt64) throws {
        var generator = Sample.SeededGenerator(seed: seed)
        var ledger = ExpenseLedger()
        let today = Sample.date("2026-11-29")
        let periods: [Period] = [
            .weekly, .monthly, .quarterly, .semiannual, .annual, try Period(every: 1, .day),
            try Period(every: 3, .day), try Period(every: 2, .week), try Period(every: 5, .month),
            try Period(every: 2, .year),
        ]
        for index in 0..<40 {
            let day = Int.random(in: 1...31, using: &generator)
            let month = Int.random(in: 1...12, using: &generator)
            let next = try CivilDate(
                year: 2027, month: month, day: min(day, CivilDate.daysIn(month: month, year: 2027)))
            var expense = Sample.expense(
                ["Netflix", "netflix", "Spotify", "Gym"].randomElement(using: &generator)! + "",
                Int64([100, 999, 999, 1299, 5000].randomElement(using: &generator)!),
                ["EUR", "USD"].randomElement(using: &generator)!,
                period: periods.randomElement(using: &generator)!, next: next.iso)
            expense.name += index.isMultiple(of: 5) ? "" : " \(index)"
            expense.anchorDay =
                expense.period.unit == .month || expense.period.unit == .year
                ? next.day : expense.anchorDay
            _ = try? ledger.add(expense, asOf: today)
            if Int.random(in: 0..<6, using: &generator) == 0 {
                _ = try? ledger.archive(expense.id, on: today)
            }
        }
        for months in [1, 12, 120] {
            let listed = BillingCalendar.monthlyCharges(in: ledger, from: today, months: months)
            let counted = BillingCalendar.monthlyCharges(
                in: ledger, from: today, months: months, listingCharges: false)
            #expect(counted.allSatisfy { $0.charges.isEmpty })
            #expect(listed.map(\.totals) == counted.map(\.totals), "seed \(seed), \(months)")
            for (one, other) in zip(listed, counted) {
                for currency in [CurrencyCode.eur, .usd] {
                    #expect(
                        one.largestCharge(in: currency) == other.largestCharge(in: currency),
                        "seed \(seed), \(one.month.iso)")
                }
            }
        }
    }
}

/// `upcoming`'s charges are made as they are read, one pending charge per plan: over random
/// plans and windows they are exactly every plan's charges, sorted by day, then folded name,
/// then list order, and their totals are the listed charges' sums.
@Suite struct StreamedScheduleTests {
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func streamedChargesAreEveryChargeInOrder(seed: UInt64) throws {
        var generator = Sample.SeededGenerator(seed: seed)
        let today = Sample.date("2026-11-29")
        let periods: [Period] = [
            .weekly, .monthly, .annual, try Period(every: 1, .day), try Period(every: 4, .day),
            try Period(every: 3, .week), try Period(every: 2, .month),
        ]
        var items: [RecurringExpense] = []
        for index in 0..<60 {
            let next = today.addingDays(Int.random(in: -40...400, using: &generator))
            items.append(
                Sample.expense(
                    ["Gym", "gym", "Netflix", "Ábaco", "zoo"].randomElement(using: &generator)!
                        + (index.isMultiple(of: 3) ? "" : " \(index % 7)"),
                    Int64(Int.random(in: 1...5000, using: &generator)),
                    ["EUR", "USD"].randomElement(using: &generator)!,
                    period: periods.randomElement(using: &generator)!, next: next.iso))
        }
        for days in [-1, 0, 1, 30, 400] {
            let schedule = ChargeSchedule(items: items, from: today, days: days)
            var expected: [(day: Int, key: String, index: Int)] = []
            if days >= 0 {
                for (index, item) in items.enumerated() {
                    for date in BillingCalendar.charges(
                        of: item, from: today, through: today.addingDays(days))
                    {
                        expected.append((today.days(until: date), NameKey(item.name).folded, index))
                    }
                }
            }
            expected.sort { ($0.day, $0.key, $0.index) < ($1.day, $1.key, $1.index) }
            #expect(
                schedule.charges.map { [Int($0.day), Int($0.item)] }
                    == expected.map { [$0.day, $0.index] }, "seed \(seed), \(days) days")
            #expect(schedule.isEmpty == expected.isEmpty)
            var sums: [CurrencyCode: Int64] = [:]
            for charge in expected {
                sums[items[charge.index].currency, default: 0] +=
                    items[charge.index].amount.minorUnits
            }
            #expect(
                Set(schedule.totals)
                    == Set(sums.map { Money(minorUnits: $0.value, currency: $0.key) }))
        }
    }
}
