import FoundationEssentials

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

    /// The same from the three values it depends on, for a store that reads only those
    /// columns of many rows (the headline's reminder candidates).
    public static func nextCharge(
        period: Period, storedNextCharge: CivilDate, anchorDay: Int, onOrAfter day: CivilDate
    ) -> CivilDate {
        let step = firstStep(period: period, storedNextCharge: storedNextCharge, onOrAfter: day) {
            period.advance(storedNextCharge, by: $0, anchorDay: anchorDay)
        }
        return period.advance(storedNextCharge, by: step, anchorDay: anchorDay)
    }

    /// The last day `expense` can be charged on: the day of its last charge for a plan that
    /// ends (`endsOn`), else the last supported day. No charge is ever listed past it.
    static func lastChargeBound(of expense: RecurringExpense) -> CivilDate {
        min(expense.endsOn ?? CivilDate.latestSupported, CivilDate.latestSupported)
    }

    /// The first charge of `expense` on or after `day`, or `nil` when its last charge
    /// (`endsOn`) is behind that day: what "next charge" means for a plan that ends.
    public static func upcomingCharge(of expense: RecurringExpense, onOrAfter day: CivilDate)
        -> CivilDate?
    {
        let next = nextCharge(of: expense, onOrAfter: day)
        guard let endsOn = expense.endsOn else { return next }
        return next <= endsOn ? next : nil
    }

    /// The charge `step` periods after the stored next charge.
    static func charge(of expense: RecurringExpense, step: Int) -> CivilDate {
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
        let end = min(end, lastChargeBound(of: expense))
        guard start <= end else { return }
        var step = firstStep(of: expense, onOrAfter: start)
        var date = charge(of: expense, step: step)
        while date <= end {
            body(date)
            step += 1
            date = charge(of: expense, step: step)
        }
    }

    /// How many charges `expense` has from `start` through `end`, both included, counted
    /// without listing them (a daily plan archived centuries ago has millions).
    public static func chargeCount(
        of expense: RecurringExpense, from start: CivilDate, through end: CivilDate
    ) -> Int {
        let end = min(end, lastChargeBound(of: expense))
        guard start <= end else { return 0 }
        let first = firstStep(of: expense, onOrAfter: start)
        let afterLast = firstStep(of: expense, onOrAfter: end.addingDays(1))
        return max(0, afterLast - first)
    }

    /// How many periods after the stored next charge the first charge on or after `day`
    /// falls. Every date is computed from that start and the anchor day, never from a
    /// clamped date, so Jan 31 gives Feb 28 and then Mar 31.
    static func firstStep(of expense: RecurringExpense, onOrAfter day: CivilDate) -> Int {
        firstStep(period: expense.period, storedNextCharge: expense.nextCharge, onOrAfter: day) {
            charge(of: expense, step: $0)
        }
    }

    /// `firstStep(of:onOrAfter:)` given the period, the stored next charge and the charge
    /// `step` periods after it.
    private static func firstStep(
        period: Period, storedNextCharge anchor: CivilDate, onOrAfter day: CivilDate,
        charge: (Int) -> CivilDate
    ) -> Int {
        guard anchor < day else { return 0 }
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
        while charge(step) < day { step += 1 }
        return step
    }

    /// How far ahead `upcoming` looks at most: ten years of days.
    public static let upcomingDayLimit: ClosedRange<Int> = 1...3660
    /// How far ahead `upcoming` looks when not told.
    public static let upcomingDefaultDays = 30

    /// The charges of the charged items from `today` through `today + days`, both included,
    /// by date, then name: "the next day" must show tomorrow, and "the next 30 days" a
    /// charge exactly 30 days out. Negative `days` give nothing.
    public static func upcoming(in ledger: ExpenseLedger, from today: CivilDate, days: Int)
        -> [ScheduledCharge]
    {
        upcoming(chargedItems: ledger.chargedItems, from: today, days: days)
    }

    /// `upcoming(in:from:days:)` over a ledger's `chargedItems`, in list order, given without
    /// the ledger (a store reads them alone).
    public static func upcoming(
        chargedItems: [RecurringExpense], from today: CivilDate, days: Int
    ) -> [ScheduledCharge] {
        ChargeSchedule(items: chargedItems, from: today, days: days).scheduledCharges
    }

    /// The anchor days (1…31) on which a plan counted in months or years can be charged on one
    /// of `dates`: a charge falls on its anchor day, or on the last day of a month too short
    /// for it. A store may preselect such plans by their anchor day alone.
    public static func anchorDays(chargingOn dates: [CivilDate]) -> Set<Int> {
        var days = Set<Int>()
        for date in dates {
            days.insert(date.day)
            if date.day == CivilDate.daysIn(month: date.month, year: date.year), date.day < 31 {
                days.formUnion((date.day + 1)...31)
            }
        }
        return days
    }

    /// The latest stored next charge of a plan whose first charge on or after some day falls
    /// on or before `end`: the last day of `end`'s month. Rolling forward never moves a
    /// charge before its stored month (a later anchor day stays in that month), so a plan
    /// stored past this date is charged after `end`.
    public static func latestStoredNextCharge(forChargesThrough end: CivilDate) -> CivilDate {
        end.startOfMonth.addingMonths(1).addingDays(-1)
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
