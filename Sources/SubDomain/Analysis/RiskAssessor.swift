/// Which charged items deserve a second look, and why.
///
/// High: on a free trial whose next charge is fewer than 7 days away (the charge people
/// forget). Medium: costs the user more than 1.5 × the mean of what the charged items in the
/// same currency cost them per month, or not confirmed for more than 3 calendar months.
///
/// "Costs the user" is the share (`perPersonMonthly`): a 25,99 € plan split five ways is a
/// 5,20 € expense to the person deciding whether to cut it.
public enum RiskAssessor {
    /// Days before a trial's charge that make it high risk.
    public static let trialWindowDays = 7
    /// Calendar months without confirmation after which an item is medium risk.
    public static let confirmationMonths = 3

    /// Every charged item with a level above normal, highest first, then by name.
    public static func assess(_ ledger: ExpenseLedger, asOf today: CivilDate) -> [RiskAssessment] {
        assess(chargedItems: ledger.chargedItems, asOf: today)
    }

    /// `assess(_:asOf:)` over a ledger's `chargedItems`, in list order, given without the
    /// ledger (a store reads them alone).
    public static func assess(chargedItems charged: [RecurringExpense], asOf today: CivilDate)
        -> [RiskAssessment]
    {
        ordered(assessInListOrder(chargedItems: charged, asOf: today))
    }

    /// The assessments of `assess(chargedItems:asOf:)` left in the items' order: for a reader
    /// that only asks each item's level (`list`), without sorting thousands by name.
    public static func assessInListOrder(
        chargedItems charged: [RecurringExpense], asOf today: CivilDate
    ) -> [RiskAssessment] {
        var sums: [CurrencyCode: (total: Int64, count: Int64)] = [:]
        for expense in charged {
            let current = sums[expense.currency] ?? (0, 0)
            sums[expense.currency] = (
                IntegerRounding.saturatingAdd(current.total, expense.perPersonMonthly.minorUnits),
                current.count + 1
            )
        }
        var assessments: [RiskAssessment] = []
        for expense in charged {
            var reasons: [RiskReason] = []
            if let trial = trialChargeSoon(of: expense, asOf: today) { reasons.append(trial) }
            if let sum = sums[expense.currency], sum.count > 1 {
                // monthly > 1.5 × total / count  ⇔  2 × count × monthly > 3 × total,
                // compared in 128 bits so nothing rounds or overflows.
                let share = expense.perPersonMonthly
                let monthly = share.minorUnits
                if Int128(2) * Int128(sum.count) * Int128(monthly) > Int128(3) * Int128(sum.total) {
                    let mean = IntegerRounding.divide(sum.total, by: sum.count)
                    reasons.append(
                        .aboveAverage(
                            monthly: share,
                            mean: Money(minorUnits: mean, currency: expense.currency)))
                }
            }
            let confirmedOn = expense.lastConfirmed ?? expense.createdOn
            if confirmedOn.addingMonths(confirmationMonths) < today {
                reasons.append(
                    .notConfirmed(
                        since: confirmedOn,
                        months: confirmedOn.wholeMonths(until: today)))
            }
            guard !reasons.isEmpty else { continue }
            assessments.append(RiskAssessment(expense: expense, reasons: reasons))
        }
        return assessments
    }

    /// The one high-risk reason: a free trial whose charge is fewer than `trialWindowDays`
    /// away. It needs no other item, so a store may look for it in the few rows it can be.
    public static func trialChargeSoon(of expense: RecurringExpense, asOf today: CivilDate)
        -> RiskReason?
    {
        guard let trialEnds = expense.trialEnds, trialEnds >= today else { return nil }
        let charge = BillingCalendar.nextCharge(of: expense, onOrAfter: today)
        let daysLeft = today.days(until: charge)
        guard daysLeft < trialWindowDays else { return nil }
        return .trialChargeSoon(chargeOn: charge, daysLeft: daysLeft)
    }

    /// Assessments in the order they are shown: highest level first, then by folded name;
    /// equal ones keep their order.
    public static func ordered(_ assessments: [RiskAssessment]) -> [RiskAssessment] {
        // Fold each name and find each level once, not once per comparison, and sort small
        // keys rather than the assessments themselves; the index keeps equal ones in order.
        assessments.indices.map {
            (
                level: assessments[$0].level, key: NameKey(assessments[$0].expense.name).folded,
                index: $0
            )
        }
        .sorted { lhs, rhs in
            if lhs.level != rhs.level { return lhs.level > rhs.level }
            if lhs.key != rhs.key { return lhs.key < rhs.key }
            return lhs.index < rhs.index
        }
        .map { assessments[$0.index] }
    }
}
