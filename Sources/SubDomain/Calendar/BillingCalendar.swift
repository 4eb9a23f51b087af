import Foundation

/// When expenses are charged: the next charge from any day, the charges in a window, and a
/// month-by-month projection of what will really leave the account.
///
/// Dates roll forward from the stored next-charge date on the expense's anchor day, so a
/// plan begun on the 31st comes back on the 31st in the months that have one, even when the
/// stored next charge is a shortened one (Feb 28).
///
/// Charges are listed no later than `CivilDate.latestSupported`; only `nextCharge` of a plan
/// charged less often than once a year may fall beyond it, near year 9999.
public enum BillingCalendar {
    /// The first charge of `expense` on or after `day`.
    public static func nextCharge(of expense: RecurringExpense, onOrAfter day: CivilDate)
        -> CivilDate
    {
        charge(of: expense, step: firstStep(of: expense, onOrAfter: day))
    }

    /// The charge `step` periods after the stored next charge.
    private static func charge(of expense: RecurringExpense, step: Int) -> CivilDate {
        expense.period.advance(expense.nextCharge, by: step, anchorDay: expense.anchorDay)
    }

    /// Every charge of `expense` from `start` through `end`, both included.
    public static func charges(
        of expense: RecurringExpense, from start: CivilDate,
        through end: CivilDate
    ) -> [CivilDate] {
        var dates: [CivilDate] = []
        forEachCharge(of: expense, from: start, through: end) { dates.append($0) }
        return dates
    }

    /// Calls `body` with each charge date from `start` through `end`, without collecting them.
    public static func forEachCharge(
        of expense: RecurringExpense, from start: CivilDate,
        through end: CivilDate, _ body: (CivilDate) -> Void
    ) {
        let end = min(end, CivilDate.latestSupported)
        guard start <= end else { return }
        var step = firstStep(of: expense, onOrAfter: start)
        var date = charge(of: expense, step: step)
        while date <= end {
            body(date)
            step += 1
            date = charge(of: expense, step: step)
        }
    }

    /// How many periods after the stored next charge the first charge on or after `day`
    /// falls. Every date is computed from that start and the anchor day, never from a
    /// clamped date, so Jan 31 gives Feb 28 and then Mar 31.
    private static func firstStep(of expense: RecurringExpense, onOrAfter day: CivilDate) -> Int {
        let anchor = expense.nextCharge
        guard anchor < day else { return 0 }
        let period = expense.period
        // Jump close to the answer in one step, then walk: months are irregular, so the
        // estimate may land one step early. It never lands late: the charge `n` months on
        // is in the month `n` months on, and `wholeMonths` never counts past `day`'s month.
        var step: Int
        switch period.unit {
        case .day: step = anchor.days(until: day) / period.count
        case .week: step = anchor.days(until: day) / (7 * period.count)
        case .month: step = anchor.wholeMonths(until: day) / period.count
        case .year: step = anchor.wholeMonths(until: day) / (12 * period.count)
        }
        while charge(of: expense, step: step) < day { step += 1 }
        return step
    }

    /// The charges of the charged items from `today` through `today + days`, both included,
    /// by date, then name: "the next day" must show tomorrow, and "the next 30 days" a
    /// charge exactly 30 days out. Negative `days` give nothing.
    public static func upcoming(in ledger: ExpenseLedger, from today: CivilDate, days: Int)
        -> [ScheduledCharge]
    {
        guard days >= 0 else { return [] }
        let end = today.addingDays(days)
        var result: [ScheduledCharge] = []
        for expense in ledger.chargedItems {
            for date in charges(of: expense, from: today, through: end) {
                result.append(
                    ScheduledCharge(
                        expenseID: expense.id, name: expense.name,
                        date: date, amount: expense.amount))
            }
        }
        // Each expense's place in name order, computed once: a year of charges at 100,000
        // subscriptions is over a million comparisons, which must compare integers.
        let byName = ledger.chargedItems.map { ($0.id, NameKey($0.name).folded) }
            .sorted { $0.1 < $1.1 }
        var rank: [UUID: Int] = [:]
        rank.reserveCapacity(byName.count)
        for (place, entry) in byName.enumerated() where rank[entry.0] == nil {
            rank[entry.0] = place
        }
        let ranked = result.map { (charge: $0, rank: rank[$0.expenseID] ?? 0) }
        return ranked.sorted {
            $0.charge.date != $1.charge.date
                ? $0.charge.date < $1.charge.date : $0.rank < $1.rank
        }.map(\.charge)
    }

    /// Real charges per calendar month and currency for `months` months, starting with the
    /// month of `today` (counting from `today` on).
    public static func projection(
        of ledger: ExpenseLedger, from today: CivilDate,
        months: Int = 12
    ) -> [MonthProjection] {
        guard months > 0 else { return [] }
        let firstMonth = today.startOfMonth
        var projections = (0..<months).map { offset in
            MonthProjection(month: firstMonth.addingMonths(offset))
        }
        let end = firstMonth.addingMonths(months).addingDays(-1)
        for expense in ledger.chargedItems {
            forEachCharge(of: expense, from: today, through: end) { date in
                let index = (date.year - firstMonth.year) * 12 + date.month - firstMonth.month
                projections[index].add(expense.amount)
            }
        }
        return projections
    }
}
