import FoundationEssentials

/// How a plan is told to end: on a day (`--until`) or after a number of payments
/// (`--payments`). Either way what is kept is the day of its last charge (`endsOn`).
public enum PlanEndTerm: Hashable, Sendable {
    /// The last charge on or before this day is the last one.
    case until(CivilDate)
    /// This many charges in all, counted from the plan's next charge (1: the next one).
    case payments(Int)
}

/// Why a plan's end was refused. Nothing is changed when one is thrown.
public enum PlanEndError: Error, Hashable, Sendable {
    /// The day is before the plan's next charge: it would end before it is charged again.
    case untilBeforeNextCharge(until: CivilDate, nextCharge: CivilDate)
    /// A number of payments outside 1…`RecurringExpense.plannedPaymentsLimit`, or one whose
    /// last charge would fall past the last supported day.
    case paymentsOutOfRange(Int)
    /// Both a day and a number of payments: a plan ends one way.
    case untilAndPayments
    /// A group or a member of one: a group's figures are its cap and its members', which do
    /// not follow a member's end, so neither may end on its own.
    case inGroup(name: String)
}

/// Where a plan that ends stands on a day: how many charges are left, and for a plan set by
/// a number of payments which of them comes next.
public struct PlanProgress: Hashable, Sendable {
    /// The day of the last charge.
    public var endsOn: CivilDate
    /// Charges from `today` through `endsOn`, both included: 0 once the plan has ended.
    public var paymentsLeft: Int
    /// How many charges in all, when the end was set by a number of payments.
    public var plannedPayments: Int?

    /// Whether the last charge is behind the day.
    public var hasEnded: Bool { paymentsLeft == 0 }

    /// Which charge comes next (1…`plannedPayments`), for a plan set by a number of
    /// payments that has not ended: "payment 3 of 12".
    public var nextPaymentNumber: Int? {
        guard let plannedPayments, paymentsLeft > 0 else { return nil }
        return max(1, plannedPayments - paymentsLeft + 1)
    }
}

extension BillingCalendar {
    /// The `endsOn` and `plannedPayments` that `term` gives `expense` on `today`, its end (if
    /// any) disregarded: for a day, the last charge on or before it; for a number of
    /// payments, that many charges counted from the plan's next charge on or after `today`.
    public static func end(
        of expense: RecurringExpense, _ term: PlanEndTerm, today: CivilDate
    ) throws(PlanEndError) -> (endsOn: CivilDate, plannedPayments: Int?) {
        var open = expense
        open.endsOn = nil
        open.plannedPayments = nil
        let first = firstStep(of: open, onOrAfter: today)
        switch term {
        case .until(let day):
            let next = charge(of: open, step: first)
            guard day >= next else {
                throw .untilBeforeNextCharge(until: day, nextCharge: next)
            }
            let last = charge(of: open, step: firstStep(of: open, onOrAfter: day.addingDays(1)) - 1)
            return (last, nil)
        case .payments(let count):
            guard ReadableRow.acceptsPlannedPayments(count) else {
                throw .paymentsOutOfRange(count)
            }
            let last = charge(of: open, step: first + count - 1)
            guard last <= CivilDate.latestSupported else { throw .paymentsOutOfRange(count) }
            return (last, count)
        }
    }

    /// Where `expense` stands on `today`; `nil` for a plan that never ends.
    public static func progress(of expense: RecurringExpense, on today: CivilDate)
        -> PlanProgress?
    {
        guard let endsOn = expense.endsOn else { return nil }
        return PlanProgress(
            endsOn: endsOn, paymentsLeft: chargeCount(of: expense, from: today, through: endsOn),
            plannedPayments: expense.plannedPayments)
    }
}

extension ExpenseLedger {
    /// Whether `expense` counts on `today`: live (`isLive`) and not ended.
    public func isLive(_ expense: RecurringExpense, on today: CivilDate) -> Bool {
        isLive(expense) && !expense.hasEnded(on: today)
    }

    /// What `expense` adds to the totals on `today`: its `contribution(of:)`, or nothing once
    /// it has ended. A store keeps the first per row and subtracts the rows that have ended
    /// (found by `ends_on`), which gives exactly this.
    public func contribution(of expense: RecurringExpense, on today: CivilDate)
        -> TotalContribution
    {
        expense.hasEnded(on: today) ? TotalContribution() : contribution(of: expense)
    }

    /// The charged items still charged on `today`: `chargedItems` less those that ended.
    public func chargedItems(on today: CivilDate) -> [RecurringExpense] {
        chargedItems.filter { !$0.hasEnded(on: today) }
    }

    /// The active plans that have ended by `today`, in list order: shown, never counted.
    public func endedItems(on today: CivilDate) -> [RecurringExpense] {
        expenses.filter { $0.isActive && $0.hasEnded(on: today) }
    }
}
