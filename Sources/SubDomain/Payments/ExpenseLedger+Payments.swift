import FoundationEssentials

extension ExpenseLedger {
    /// Sets what the payments of plan `id` make one of its charges cost (`nil`: none
    /// recorded); a change of the plan like any other, so its figures are written again.
    public mutating func setPaymentEstimate(_ estimate: Money?, of id: UUID) {
        guard let position = position(of: id) else { return }
        modifyExpense(at: position) { $0.paymentEstimate = estimate }
    }

    /// Sets the last payment of plan `id` (`RecurringExpense.lastPaid`), what its savings
    /// count once it is archived.
    public mutating func setLastPaid(_ payment: Money?, of id: UUID) {
        guard let position = position(of: id) else { return }
        modifyExpense(at: position) { $0.lastPaid = payment }
    }
}
