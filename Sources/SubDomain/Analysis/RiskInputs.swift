import FoundationEssentials

/// What the risks of a plan are judged on besides the plans themselves: the cards' expiry
/// months, each plan's latest price change, and each plan's latest payments
/// (`PaymentLog.paymentsRead` of them at most). Every reader that gives a plan a level
/// (`risks`, `list`'s marks) passes one, so what was charged counts wherever a level shows.
///
/// `list` leaves `priceChanges` empty: they are found by reading all of history, which its
/// first screen does not wait for, so `list` marks no price rise (`risks` names it).
public struct RiskInputs: Hashable, Sendable {
    public var cardExpiries: CardExpiries
    /// Each plan's latest price change, by id.
    public var priceChanges: [UUID: PriceChange]
    /// Each plan's latest payments, by id, any order.
    public var payments: [UUID: [Payment]]

    public init(
        cardExpiries: CardExpiries = CardExpiries(), priceChanges: [UUID: PriceChange] = [:],
        payments: [UUID: [Payment]] = [:]
    ) {
        self.cardExpiries = cardExpiries
        self.priceChanges = priceChanges
        self.payments = payments
    }
}

extension RiskAssessor {
    /// `assess(chargedItems:asOf:priceChanges:cardExpiries:payments:)` on `inputs`.
    public static func assess(
        chargedItems charged: [RecurringExpense], asOf today: CivilDate, inputs: RiskInputs
    ) -> [RiskAssessment] {
        assess(
            chargedItems: charged, asOf: today, priceChanges: inputs.priceChanges,
            cardExpiries: inputs.cardExpiries, payments: inputs.payments)
    }

    /// `assessInListOrder(chargedItems:asOf:priceChanges:cardExpiries:payments:)` on `inputs`.
    public static func assessInListOrder(
        chargedItems charged: [RecurringExpense], asOf today: CivilDate, inputs: RiskInputs
    ) -> [RiskAssessment] {
        assessInListOrder(
            chargedItems: charged, asOf: today, priceChanges: inputs.priceChanges,
            cardExpiries: inputs.cardExpiries, payments: inputs.payments)
    }

    /// `assessment(of:sharesOfItsCurrency:asOf:priceChange:cardExpiries:payments:)` with the
    /// plan's own part of `inputs`.
    public static func assessment(
        of expense: RecurringExpense, sharesOfItsCurrency sum: ShareSum?, asOf today: CivilDate,
        inputs: RiskInputs
    ) -> RiskAssessment? {
        assessment(
            of: expense, sharesOfItsCurrency: sum, asOf: today,
            priceChange: inputs.priceChanges[expense.id], cardExpiries: inputs.cardExpiries,
            payments: inputs.payments[expense.id] ?? [])
    }
}
