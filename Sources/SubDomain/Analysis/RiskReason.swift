/// One reason an expense is risky.
public enum RiskReason: Hashable, Sendable {
    /// On a free trial and the next charge is fewer than 7 days away.
    case trialChargeSoon(chargeOn: CivilDate, daysLeft: Int)
    /// A plan with a notice period whose last day to cancel before a charge is fewer than
    /// 7 days away, `daysLeft` from the evaluation day (0: today). As high as a trial's
    /// charge: after that day the charge on `chargeOn` can no longer be avoided.
    case cancelBySoon(cancelBy: CivilDate, chargeOn: CivilDate, daysLeft: Int)
    /// The user's share costs more than 1.5 × the mean share of the charged items in its
    /// currency; `monthly` and `mean` are shares, not full prices.
    case aboveAverage(monthly: Money, mean: Money)
    /// Not confirmed (or entered) for more than 3 calendar months.
    case notConfirmed(since: CivilDate, months: Int)
    /// Charged to a card that stops working before its next charge, on `chargeOn`: that
    /// charge fails (and the plan may lapse) unless the card is renewed or changed. As high
    /// as a trial's charge.
    case cardExpires(card: String, expires: CardExpiry, chargeOn: CivilDate)
    /// The price went up within the last 90 days (see `RiskAssessor.priceRiseWindowDays`).
    case priceRose(PriceChange)
    /// A bill that varies was paid, within the last 90 days, more than 1.5 times what its
    /// earlier payments made it expected to cost (`PaymentLog.surprise`).
    case paymentAboveEstimate(paid: Money, estimate: Money, paidOn: CivilDate)
    /// A plan of a fixed price charged more than it says in each of its last two payments:
    /// a price rise seen in what was charged. Its amount never changes by itself; `name` is
    /// for the `edit` line that takes the new price.
    case chargedMore(name: String, charged: Money, amount: Money)

    public var level: RiskAssessment.Level {
        switch self {
        case .trialChargeSoon, .cancelBySoon, .cardExpires: .high
        case .aboveAverage, .notConfirmed, .priceRose, .paymentAboveEstimate, .chargedMore:
            .medium
        }
    }

    /// A stable identifier for JSON output.
    public var identifier: String {
        switch self {
        case .trialChargeSoon: "trial_charge_soon"
        case .cancelBySoon: "cancel_by_soon"
        case .cardExpires: "card_expires"
        case .aboveAverage: "above_average"
        case .notConfirmed: "not_confirmed"
        case .priceRose: "price_rose"
        case .paymentAboveEstimate: "payment_above_estimate"
        case .chargedMore: "charged_more"
        }
    }
}
