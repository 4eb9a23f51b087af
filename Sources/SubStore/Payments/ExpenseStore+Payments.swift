import FoundationEssentials
import SubDomain
import SubRecords

extension ExpenseStore {
    /// The recorded payments of the plans still in the ledger (of `plan` alone when given),
    /// paid from `from` through `through` when given, oldest first. A deleted plan's
    /// payments are kept (its undo brings them back) but never read.
    public func payments(
        of plan: UUID? = nil, from: CivilDate? = nil, through: CivilDate? = nil
    ) throws(StoreError) -> [Payment] {
        var conditions: [String] = []
        var values: [SQLiteValue] = []
        if let plan {
            values.append(.text(TextParsing.uuidText(plan)))
            conditions.append("p.expense_id = ?\(values.count)")
        }
        if let from {
            values.append(.text(from.iso))
            conditions.append("p.paid_on >= ?\(values.count)")
        }
        if let through {
            values.append(.text(through.iso))
            conditions.append("p.paid_on <= ?\(values.count)")
        }
        let query =
            "SELECT \(PaymentRows.selectColumns) FROM payments p JOIN expenses e"
            + " ON e.id = p.expense_id"
            + (conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND "))
            + " ORDER BY p.paid_on, p.id"
        return try sql { () throws(SQLiteConnection.Failure) in
            try connection.rows(query, values, PaymentRows.payment(from:)).compactMap { $0 }
        }
    }

    /// Records `payments` in one transaction, with their history (so `undo` takes them
    /// back), and brings the estimates of the plans that vary up to date. A payment of a
    /// statement row already recorded for its plan (same `statementKey`) is left out.
    /// Returns the payments recorded.
    public func record(payments: [Payment]) throws(StoreError) -> [Payment] {
        try record(payments: payments, failing: { $0 }) { _ throws(StoreError) in }
    }

    /// `record(payments:)` with the plans changed in the same transaction, as one change
    /// that one `undo` takes back whole (a payment that moves its plan's next charge on).
    /// `body`'s failures come back as they went in; a store failure as `failing` makes it one
    /// of the caller's, as `write(failing:_:)` does.
    public func record<Failure: Error>(
        payments: [Payment], failing: (StoreError) -> Failure,
        changing body: (inout ExpenseLedger) throws(Failure) -> Void
    ) throws(Failure) -> [Payment] {
        forgetCachedLedger()
        var written = PaymentWrites(recorded: payments)
        try writeWithSettings(payments: &written, failing: failing) {
            (ledger: inout ExpenseLedger) throws(Failure) -> ((), [SettingWrite]) in
            try body(&ledger)
            return ((), [])
        }
        return written.recorded
    }

    /// The estimate of each plan that varies among `expenses`, from the payments stored.
    func paymentEstimates(of expenses: [RecurringExpense]) throws(StoreError) -> [UUID: Money] {
        let varying = Dictionary(
            expenses.filter(\.varies).map { ($0.id, $0.currency) }, uniquingKeysWith: { a, _ in a })
        guard !varying.isEmpty else { return [:] }
        let rows = try sql { () throws(SQLiteConnection.Failure) in
            try connection.rows(
                "SELECT \(PaymentRows.selectColumns) FROM payments p JOIN expenses e"
                    + " ON e.id = p.expense_id WHERE e.varies = 1",
                PaymentRows.payment(from:)
            ).compactMap { $0 }
        }
        var byPlan: [UUID: [Payment]] = [:]
        for payment in rows { byPlan[payment.expenseID, default: []].append(payment) }
        var estimates: [UUID: Money] = [:]
        for (plan, payments) in byPlan {
            guard let currency = varying[plan] else { continue }
            estimates[plan] = PaymentLog.estimate(of: payments, in: currency)
        }
        return estimates
    }

    /// `paymentEstimates(of:)` for the few plans a write touched, read by plan: a plan the
    /// same write inserts (one pulled with its payments) has no row to join yet.
    func paymentEstimates(ofTouched plans: [RecurringExpense]) throws(StoreError) -> [UUID: Money] {
        let varying = plans.filter(\.varies)
        guard !varying.isEmpty else { return [:] }
        return try sql { () throws(SQLiteConnection.Failure) in
            var estimates: [UUID: Money] = [:]
            for plan in varying {
                let payments = try connection.rows(
                    "SELECT \(PaymentRows.selectColumns) FROM payments p WHERE p.expense_id = ?1",
                    [.text(TextParsing.uuidText(plan.id))], PaymentRows.payment(from:)
                ).compactMap { $0 }
                estimates[plan.id] = PaymentLog.estimate(of: payments, in: plan.currency)
            }
            return estimates
        }
    }

    /// Writes `writes` inside the open transaction, with one history entry per payment, and
    /// leaves in `written.recorded` and `written.removed` only those a row was inserted or
    /// deleted for.
    func apply(_ writes: inout PaymentWrites, recorder: HistoryRecorder?) throws(StoreError) {
        var recorded: [Payment] = []
        var removed: [Payment] = []
        try sql { () throws(SQLiteConnection.Failure) in
            let insert = try connection.cachedStatement(
                writes.fromServer ? PaymentRows.replace : PaymentRows.insert)
            for payment in writes.recorded {
                try insert.run(PaymentRows.values(of: payment))
                if connection.changes > 0 { recorded.append(payment) }
            }
            let delete = try connection.cachedStatement("DELETE FROM payments WHERE id = ?1")
            for payment in writes.removed {
                try delete.run([.text(TextParsing.uuidText(payment.id))])
                if connection.changes > 0 { removed.append(payment) }
            }
        }
        writes.recorded = recorded
        writes.removed = removed
        for payment in recorded {
            try recorder?.recordPayment(payment, recorded: true)
        }
        for payment in writes.removed {
            try recorder?.recordPayment(payment, recorded: false)
        }
    }
}
