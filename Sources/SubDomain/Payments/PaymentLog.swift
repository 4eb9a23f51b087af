import FoundationEssentials

/// The rules over a plan's recorded payments that every reader shares: the estimate of a
/// plan that varies, a price rise seen in what was charged, and which payments a plan may
/// take.
public enum PaymentLog {
    /// How many of a plan's latest payments its estimate is the mean of.
    public static let estimateWindow = 3

    /// How many of each plan's latest payments the risks read: the latest and the estimate
    /// before it.
    public static let paymentsRead = estimateWindow + 1

    /// How much above its estimate a payment of a plan that varies must be to be a risk:
    /// more than 1.5 times (as a fraction, 3/2).
    public static let surpriseNumerator: Int64 = 3
    public static let surpriseDenominator: Int64 = 2

    /// The mean, rounded half away from zero, of the latest `estimateWindow` payments in
    /// `currency` among `payments` (any order); `nil` when none is in that currency.
    public static func estimate(of payments: [Payment], in currency: CurrencyCode) -> Money? {
        let latest = newestFirst(payments).filter { $0.amount.currency == currency }.prefix(
            estimateWindow)
        guard !latest.isEmpty else { return nil }
        let sum = latest.reduce(Int64(0)) { $0 + $1.amount.minorUnits }
        return Money(
            minorUnits: IntegerRounding.divide(sum, by: Int64(latest.count)), currency: currency)
    }

    /// Newest first: by day, then by id so the order is the same on every run.
    public static func newestFirst(_ payments: [Payment]) -> [Payment] {
        payments.sorted {
            $0.paidOn != $1.paidOn ? $0.paidOn > $1.paidOn : $0.id.uuidString > $1.id.uuidString
        }
    }

    /// A varying plan's latest payment in its currency, when it is more than 1.5 times the
    /// estimate its earlier payments gave (the typed amount when there were none): the
    /// payment and that estimate; `nil` otherwise, and for a plan of a fixed price.
    public static func surprise(of expense: RecurringExpense, payments: [Payment])
        -> (payment: Payment, estimate: Money)?
    {
        guard expense.varies, !expense.isGroup else { return nil }
        let ordered = newestFirst(payments).filter { $0.amount.currency == expense.currency }
        guard let latest = ordered.first else { return nil }
        let before =
            estimate(of: Array(ordered.dropFirst()), in: expense.currency) ?? expense.amount
        return isSurprise(latest.amount, against: before) ? (latest, before) : nil
    }

    /// Whether a payment of `amount` is a surprise against `estimate`: more than 1.5 times it.
    public static func isSurprise(_ amount: Money, against estimate: Money) -> Bool {
        guard amount.currency == estimate.currency, estimate.minorUnits > 0 else { return false }
        return Int128(amount.minorUnits) * Int128(surpriseDenominator)
            > Int128(estimate.minorUnits) * Int128(surpriseNumerator)
    }

    /// A price rise seen in what was charged: the last two payments of a plan of a fixed
    /// price, in its currency, both at the same amount that is not the plan's. Returns that
    /// new amount; `nil` when there is none (a plan that varies never has one: its amount is
    /// an estimate).
    public static func chargedPriceChange(of expense: RecurringExpense, payments: [Payment])
        -> Money?
    {
        guard !expense.varies, !expense.isGroup else { return nil }
        let latest = newestFirst(payments).prefix(2)
        guard latest.count == 2, let first = latest.first, let second = latest.last,
            first.amount == second.amount, first.amount.currency == expense.currency,
            first.amount.minorUnits > expense.amount.minorUnits
        else { return nil }
        return first.amount
    }

    /// How many days before a charge a payment of it may be made and still cover it.
    public static let earlyPaymentDays = 7

    /// The next charge of `expense` once a payment on `day` is recorded: when the payment
    /// covers the charge that is due (the first on or after a week ago: one just passed, or
    /// the next, paid up to `earlyPaymentDays` early), the charge after it; `nil` when it
    /// changes nothing (a past charge recorded late, or a next charge already beyond).
    public static func nextCharge(
        of expense: RecurringExpense, afterPaymentOn day: CivilDate, today: CivilDate
    ) -> CivilDate? {
        let due = BillingCalendar.nextCharge(
            of: expense, onOrAfter: today.addingDays(-earlyPaymentDays))
        guard day >= due.addingDays(-earlyPaymentDays) else { return nil }
        let following = BillingCalendar.nextCharge(of: expense, onOrAfter: due.addingDays(1))
        return following > expense.nextCharge ? following : nil
    }

    /// Why a typed payment of `expense` on `day` may not be recorded, if it may not: before
    /// the plan was entered, or after `today`. (A statement's charge is its own evidence that
    /// the plan existed then, and is held only to `today`.)
    public static func refusal(
        of day: CivilDate, for expense: RecurringExpense, today: CivilDate
    ) -> PaymentRefusal? {
        if day > today { return .inFuture(day) }
        if day < expense.createdOn { return .beforePlan(day, created: expense.createdOn) }
        return nil
    }
}

/// Why a payment was not recorded.
public enum PaymentRefusal: Error, Hashable, Sendable {
    /// The day is after today: a payment is what was paid, not what will be.
    case inFuture(CivilDate)
    /// The day is before the plan existed.
    case beforePlan(CivilDate, created: CivilDate)
}
