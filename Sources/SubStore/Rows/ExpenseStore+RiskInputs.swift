import FoundationEssentials
import SubDomain
import SubRecords

/// What a reader that gives plans a level reads besides the plans (`RiskInputs`), read here
/// once for `risks` and `list` alike.
extension ExpenseStore {
    /// Everything the risks judge: the cards' expiry months, the latest price change of
    /// each of `charged`, and every plan's latest payments. For `risks`.
    public func riskInputs(among charged: [RecurringExpense]) throws(StoreError) -> RiskInputs {
        var inputs = try listRiskInputs()
        inputs.priceChanges = try latestPriceChanges(among: charged)
        return inputs
    }

    /// What `list`'s marks judge: the cards' expiry months and every plan's latest payments
    /// (one pass over the payments, none when there are none). Not the price changes, which
    /// take a pass over all of history (`RiskInputs`).
    public func listRiskInputs() throws(StoreError) -> RiskInputs {
        RiskInputs(cardExpiries: try cardExpiries(), payments: try latestPayments())
    }
}
