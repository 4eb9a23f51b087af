import FoundationEssentials

extension ExpenseLedger {
    /// Sets what the payments of plan `id` make one of its charges cost (`nil`: none
    /// recorded); a change of the plan like any other, so its figures are written again.
    public mutating func setPaymentEstimate(_ estimate: Money?, of id: UUID) {
        guard let position = position(of: id) else { return }
        modifyExpense(at: position) { $0.paymentEstimate = estimate }
    }

    /// Moves plan `id`'s next charge on for a payment on `day`, when it covers the charge
    /// that is due (`PaymentLog.nextCharge`), keeping the day its charges fall on: the
    /// charge it moves to is one of its own calendar, so a plan charged on the 31st and paid
    /// on Jan 31 is next charged Feb 28, and paid then, Mar 31. (`update` takes a next charge
    /// set by hand as the new first charge and its day as the anchor, which made it Mar 28.)
    /// Returns whether the next charge moved.
    @discardableResult
    public mutating func coverCharge(of id: UUID, paidOn day: CivilDate, today: CivilDate)
        throws(DomainError) -> Bool
    {
        guard let current = expense(withID: id),
            let next = PaymentLog.nextCharge(of: current, afterPaymentOn: day, today: today)
        else { return false }
        var moved = current
        moved.nextCharge = next
        _ = try update(moved, asOf: today)
        if let position = position(of: id), expenses[position].anchorDay != current.anchorDay {
            modifyExpense(at: position) { $0.anchorDay = current.anchorDay }
        }
        return true
    }

    /// Sets the last payment of plan `id` (`RecurringExpense.lastPaid`), what its savings
    /// count once it is archived.
    public mutating func setLastPaid(_ payment: Money?, of id: UUID) {
        guard let position = position(of: id) else { return }
        modifyExpense(at: position) { $0.lastPaid = payment }
    }
}
