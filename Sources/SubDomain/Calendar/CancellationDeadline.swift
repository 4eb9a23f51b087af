import FoundationEssentials

/// The last day a plan with a notice period can be cancelled to avoid one of its charges.
public struct CancellationDeadline: Hashable, Sendable {
    public var expenseID: UUID
    public var name: String
    /// The last day to cancel: `chargeOn` minus the notice.
    public var cancelBy: CivilDate
    /// The charge that cancelling by `cancelBy` avoids.
    public var chargeOn: CivilDate
    public var amount: Money
    public var notice: NoticePeriod

    public init(of expense: RecurringExpense, notice: NoticePeriod, chargeOn: CivilDate) {
        self.expenseID = expense.id
        self.name = expense.name
        self.notice = notice
        self.chargeOn = chargeOn
        self.cancelBy = notice.deadline(forChargeOn: chargeOn)
        self.amount = expense.amount
    }
}

extension BillingCalendar {
    /// The first charge of `expense` that can still be avoided on `day`, with its deadline
    /// (on or after `day`); `nil` without a notice period, or past the last supported date.
    ///
    /// The next charge may already be too close to stop: with a month's notice and a charge
    /// in ten days, the one avoidable is the charge after it, and that is the one named.
    public static func cancellationDeadline(
        of expense: RecurringExpense, onOrAfter day: CivilDate
    ) -> CancellationDeadline? {
        guard let notice = expense.noticePeriod else { return nil }
        // The earliest charge whose deadline can be on or after `day`: exact for days and
        // weeks; for months a few days early at most (clamping), which the walk corrects.
        let earliest: CivilDate
        switch notice.unit {
        case .day: earliest = day.addingDays(notice.count)
        case .week: earliest = day.addingDays(7 * notice.count)
        case .month: earliest = day.addingMonths(notice.count)
        }
        var charge = nextCharge(of: expense, onOrAfter: max(earliest, day))
        // Each step moves to a later charge; a few steps always suffice (the estimate is at
        // most three days early), the bound only guards a damaged row.
        for _ in 0..<8 {
            // Past a plan's last charge there is nothing left to cancel.
            guard charge <= lastChargeBound(of: expense) else { return nil }
            let deadline = CancellationDeadline(of: expense, notice: notice, chargeOn: charge)
            if deadline.cancelBy >= day { return deadline }
            charge = nextCharge(of: expense, onOrAfter: charge.addingDays(1))
        }
        return nil
    }

    /// The deadlines of the charged items that fall from `start` through `end`, both
    /// included, by date then name; each item's first avoidable charge only.
    public static func cancellationDeadlines(
        in ledger: ExpenseLedger, from start: CivilDate, through end: CivilDate
    ) -> [CancellationDeadline] {
        cancellationDeadlines(chargedItems: ledger.chargedItems, from: start, through: end)
    }

    /// `cancellationDeadlines(in:from:through:)` over a ledger's `chargedItems`, given
    /// without the ledger (a store reads them alone).
    public static func cancellationDeadlines(
        chargedItems: [RecurringExpense], from start: CivilDate, through end: CivilDate
    ) -> [CancellationDeadline] {
        guard start <= end else { return [] }
        var found: [(key: String, deadline: CancellationDeadline)] = []
        for expense in chargedItems where expense.noticePeriod != nil {
            guard let deadline = cancellationDeadline(of: expense, onOrAfter: start),
                deadline.cancelBy <= end
            else { continue }
            found.append((NameKey(expense.name).folded, deadline))
        }
        return found.sorted {
            $0.deadline.cancelBy != $1.deadline.cancelBy
                ? $0.deadline.cancelBy < $1.deadline.cancelBy : $0.key < $1.key
        }.map(\.deadline)
    }
}
