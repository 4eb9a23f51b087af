/// Which charged items deserve a second look, and why.
///
/// High: on a free trial whose next charge is fewer than 7 days away (the charge people
/// forget), or with a notice period whose last day to cancel before a charge is fewer than
/// 7 days away (after it the charge cannot be avoided). Medium: costs the user more than 1.5 × the mean of what the charged items in the
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
        let charged = ledger.chargedItems
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
            if let trialEnds = expense.trialEnds, trialEnds >= today {
                let charge = BillingCalendar.nextCharge(of: expense, onOrAfter: today)
                let daysLeft = today.days(until: charge)
                if daysLeft < trialWindowDays {
                    reasons.append(.trialChargeSoon(chargeOn: charge, daysLeft: daysLeft))
                }
            }
            if expense.noticePeriod != nil,
                let deadline = BillingCalendar.cancellationDeadline(of: expense, onOrAfter: today)
            {
                let daysLeft = today.days(until: deadline.cancelBy)
                if daysLeft < trialWindowDays {
                    reasons.append(
                        .cancelBySoon(
                            cancelBy: deadline.cancelBy, chargeOn: deadline.chargeOn,
                            daysLeft: daysLeft))
                }
            }
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
        // Fold each name once, not once per comparison.
        return assessments.map { (key: NameKey($0.expense.name).folded, assessment: $0) }
            .sorted { lhs, rhs in
                lhs.assessment.level != rhs.assessment.level
                    ? lhs.assessment.level > rhs.assessment.level : lhs.key < rhs.key
            }
            .map(\.assessment)
    }
}
