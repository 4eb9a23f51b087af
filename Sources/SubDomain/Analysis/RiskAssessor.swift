import FoundationEssentials

/// Which charged items deserve a second look, and why.
///
/// High: on a free trial whose next charge is fewer than 7 days away (the charge people
/// forget), with a notice period whose last day to cancel before a charge is fewer than
/// 7 days away (after it the charge cannot be avoided), or charged to a card that expires
/// before its next charge (`card expires`). Medium: costs the user more than
/// 1.5 × the mean of what the charged items in the same currency cost them per month, not
/// confirmed for more than 3 calendar months, or its latest price change (from
/// `priceChanges`, which the store reads from history) is a rise within the last 90 days.
///
/// "Costs the user" is the share (`perPersonMonthly`): a 25,99 € plan split five ways is a
/// 5,20 € expense to the person deciding whether to cut it.
public enum RiskAssessor {
    /// Days before a trial's charge that make it high risk.
    public static let trialWindowDays = 7
    /// Calendar months without confirmation after which an item is medium risk.
    public static let confirmationMonths = 3
    /// Days after a price rise during which the item is medium risk.
    public static let priceRiseWindowDays = 90

    /// Every charged item with a level above normal, highest first, then by name.
    /// `priceChanges`: each expense's latest price change, by id.
    /// `cardExpiries`: the cards' expiry months, by folded card name (`CardExpiries`).
    public static func assess(
        _ ledger: ExpenseLedger, asOf today: CivilDate, priceChanges: [UUID: PriceChange] = [:],
        cardExpiries: CardExpiries = CardExpiries(), payments: [UUID: [Payment]] = [:]
    ) -> [RiskAssessment] {
        assess(
            chargedItems: ledger.chargedItems, asOf: today, priceChanges: priceChanges,
            cardExpiries: cardExpiries, payments: payments)
    }

    /// `assess(_:asOf:priceChanges:)` over a ledger's `chargedItems`, in list order, given
    /// without the ledger (a store reads them alone).
    /// `payments`: each plan's latest payments (`PaymentLog.paymentsRead` of them at most),
    /// for the risks what was charged shows.
    public static func assess(
        chargedItems charged: [RecurringExpense], asOf today: CivilDate,
        priceChanges: [UUID: PriceChange] = [:], cardExpiries: CardExpiries = CardExpiries(),
        payments: [UUID: [Payment]] = [:]
    ) -> [RiskAssessment] {
        ordered(
            assessInListOrder(
                chargedItems: charged, asOf: today, priceChanges: priceChanges,
                cardExpiries: cardExpiries, payments: payments))
    }

    /// The assessments of `assess(chargedItems:asOf:priceChanges:)` left in the items' order:
    /// for a reader that only asks each item's level (`list`), without sorting thousands by
    /// name.
    public static func assessInListOrder(
        chargedItems charged: [RecurringExpense], asOf today: CivilDate,
        priceChanges: [UUID: PriceChange] = [:], cardExpiries: CardExpiries = CardExpiries(),
        payments: [UUID: [Payment]] = [:]
    ) -> [RiskAssessment] {
        // A plan that has ended is charged no more: no risk, and no part of any average.
        let charged =
            charged.contains { $0.hasEnded(on: today) }
            ? charged.filter { !$0.hasEnded(on: today) } : charged
        let sums = shareSums(of: charged)
        var assessments: [RiskAssessment] = []
        // Room for all: growing by doubling moved the assessments made so far each time.
        assessments.reserveCapacity(charged.count)
        for expense in charged {
            if let assessment = assessment(
                of: expense, sharesOfItsCurrency: sums[expense.currency], asOf: today,
                priceChange: priceChanges[expense.id], cardExpiries: cardExpiries,
                payments: payments[expense.id] ?? [])
            {
                assessments.append(assessment)
            }
        }
        return assessments
    }

    /// What the charged items of one currency cost the user per month, added up
    /// (`perPersonMonthly`), and how many they are: all "above average" needs of the others.
    public struct ShareSum: Hashable, Sendable {
        public var total: Int64
        public var count: Int64

        public init(total: Int64, count: Int64) {
            self.total = total
            self.count = count
        }
    }

    /// The `ShareSum` of each currency of `charged`.
    public static func shareSums(of charged: [RecurringExpense]) -> [CurrencyCode: ShareSum] {
        var sums: [CurrencyCode: ShareSum] = [:]
        for expense in charged {
            let current = sums[expense.currency] ?? ShareSum(total: 0, count: 0)
            sums[expense.currency] = ShareSum(
                total: IntegerRounding.saturatingAdd(
                    current.total, expense.perPersonMonthly.minorUnits),
                count: current.count + 1)
        }
        return sums
    }

    /// The assessment of one charged item, given the sum of its currency's charged items
    /// (itself included) and its latest price change; nil when nothing is wrong with it. A
    /// store that reads items one by one (`list` on a large profile) assesses each here, by
    /// the same rule as `assess`.
    public static func assessment(
        of expense: RecurringExpense, sharesOfItsCurrency sum: ShareSum?, asOf today: CivilDate,
        priceChange: PriceChange? = nil, cardExpiries: CardExpiries = CardExpiries(),
        payments: [Payment] = []
    ) -> RiskAssessment? {
        var reasons = highReasons(of: expense, asOf: today, cardExpiries: cardExpiries)
        if let sum {
            let share = expense.perPersonMonthly
            if isAboveAverage(share.minorUnits, among: sum) {
                let mean = IntegerRounding.divide(sum.total, by: sum.count)
                reasons.append(
                    .aboveAverage(
                        monthly: share,
                        mean: Money(minorUnits: mean, currency: expense.currency)))
            }
        }
        let confirmedOn = expense.confirmedOn
        if isUnconfirmed(since: confirmedOn, asOf: today) {
            reasons.append(
                .notConfirmed(
                    since: confirmedOn,
                    months: confirmedOn.wholeMonths(until: today)))
        }
        if let change = priceChange, change.isRise,
            (0...priceRiseWindowDays).contains(change.changedOn.days(until: today))
        {
            reasons.append(.priceRose(change))
        }
        if let surprise = PaymentLog.surprise(of: expense, payments: payments),
            (0...priceRiseWindowDays).contains(surprise.payment.paidOn.days(until: today))
        {
            reasons.append(
                .paymentAboveEstimate(
                    paid: surprise.payment.amount, estimate: surprise.estimate,
                    paidOn: surprise.payment.paidOn))
        }
        if let charged = PaymentLog.chargedPriceChange(of: expense, payments: payments) {
            reasons.append(
                .chargedMore(name: expense.name, charged: charged, amount: expense.amount))
        }
        return reasons.isEmpty ? nil : RiskAssessment(expense: expense, reasons: reasons)
    }

    /// Whether an item last confirmed (or created) on `confirmedOn` has gone unconfirmed too
    /// long; later days never are when an earlier one is not.
    public static func isUnconfirmed(since confirmedOn: CivilDate, asOf today: CivilDate) -> Bool {
        confirmedOn.addingMonths(confirmationMonths) < today
    }

    /// Whether an item costing the user `share` a month is above its currency's average:
    /// more than 1.5 × the mean of `sum`, among more than one item. monthly > 1.5 × total /
    /// count ⇔ 2 × count × monthly > 3 × total, compared in 128 bits so nothing rounds or
    /// overflows.
    public static func isAboveAverage(_ share: Int64, among sum: ShareSum) -> Bool {
        sum.count > 1
            && Int128(2) * Int128(sum.count) * Int128(share) > Int128(3) * Int128(sum.total)
    }

    /// The high-risk reasons of `expense`: a trial about to charge, a last day to cancel about
    /// to pass. They need no other item, so a store may look for them in the few rows they
    /// can be in (a running trial, a notice period).
    public static func highReasons(
        of expense: RecurringExpense, asOf today: CivilDate,
        cardExpiries: CardExpiries = CardExpiries()
    ) -> [RiskReason] {
        [
            trialChargeSoon(of: expense, asOf: today), cancelBySoon(of: expense, asOf: today),
            cardExpires(of: expense, asOf: today, cardExpiries: cardExpiries),
        ]
        .compactMap { $0 }
    }

    /// A plan charged to a card whose expiry month ends before the plan's next charge: that
    /// charge will not go through on it. Only the plan's own card counts: a member of a
    /// group charged to another card names its own.
    public static func cardExpires(
        of expense: RecurringExpense, asOf today: CivilDate, cardExpiries: CardExpiries
    ) -> RiskReason? {
        guard let card = expense.paidWith, let expiry = cardExpiries.expiry(of: card) else {
            return nil
        }
        let next = BillingCalendar.nextCharge(of: expense, onOrAfter: today)
        guard expiry.precedes(next) else { return nil }
        return .cardExpires(card: card, expires: expiry, chargeOn: next)
    }

    /// A plan with a notice period whose last day to cancel before a charge is fewer than
    /// `trialWindowDays` away: after it, that charge can no longer be avoided.
    public static func cancelBySoon(of expense: RecurringExpense, asOf today: CivilDate)
        -> RiskReason?
    {
        guard expense.noticePeriod != nil,
            let deadline = BillingCalendar.cancellationDeadline(of: expense, onOrAfter: today)
        else { return nil }
        let daysLeft = today.days(until: deadline.cancelBy)
        guard daysLeft < trialWindowDays else { return nil }
        return .cancelBySoon(
            cancelBy: deadline.cancelBy, chargeOn: deadline.chargeOn, daysLeft: daysLeft)
    }

    /// A free trial whose charge is fewer than `trialWindowDays` away.
    public static func trialChargeSoon(of expense: RecurringExpense, asOf today: CivilDate)
        -> RiskReason?
    {
        guard let trialEnds = expense.trialEnds else { return nil }
        return trialChargeSoon(
            trialEnds: trialEnds, period: expense.period, storedNextCharge: expense.nextCharge,
            anchorDay: expense.anchorDay, asOf: today)
    }

    /// The same from the only values it depends on: a store reads them for thousands of
    /// trials from an index and the whole row only of the few at risk.
    public static func trialChargeSoon(
        trialEnds: CivilDate, period: Period, storedNextCharge: CivilDate, anchorDay: Int,
        asOf today: CivilDate
    ) -> RiskReason? {
        guard trialEnds >= today else { return nil }
        let charge = BillingCalendar.nextCharge(
            period: period, storedNextCharge: storedNextCharge, anchorDay: anchorDay,
            onOrAfter: today)
        let daysLeft = today.days(until: charge)
        guard daysLeft < trialWindowDays else { return nil }
        return .trialChargeSoon(chargeOn: charge, daysLeft: daysLeft)
    }

    /// Assessments in the order they are shown: highest level first, then by folded name;
    /// equal ones keep their order.
    public static func ordered(_ assessments: consuming [RiskAssessment]) -> [RiskAssessment] {
        // Fold each name and find each level once, not once per comparison, and sort small
        // keys rather than the assessments themselves; the index keeps equal ones in order.
        let order = assessments.indices.map {
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
        .map(\.index)
        assessments.rearrange(as: order)
        return assessments
    }
}
