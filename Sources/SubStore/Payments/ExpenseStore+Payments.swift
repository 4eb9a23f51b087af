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
        try record(payments: payments, priceHistory: [:], failing: failing, changing: body)
    }

    /// `record(payments:failing:changing:)` for a body that inserts plans with earlier
    /// prices (a statement's plans, paid at the prices it shows): see
    /// `write(priceHistory:_:)`.
    public func record<Failure: Error>(
        payments: [Payment], priceHistory: [UUID: [PriceChange]],
        failing: (StoreError) -> Failure,
        changing body: (inout ExpenseLedger) throws(Failure) -> Void
    ) throws(Failure) -> [Payment] {
        forgetCachedLedger()
        var written = PaymentWrites(recorded: payments)
        try writeWithSettings(priceHistory: priceHistory, payments: &written, failing: failing) {
            (ledger: inout ExpenseLedger) throws(Failure) -> ((), [SettingWrite]) in
            try body(&ledger)
            return ((), [])
        }
        return written.recorded
    }

    /// The estimate of each plan that varies among `expenses`, from the payments stored:
    /// per plan, its latest `PaymentLog.estimateWindow` payments in its currency, read through
    /// the plan's index (a plan the same write inserts, one pulled with its payments, has
    /// them already). What a read costs is the plans that vary, not their payments.
    func paymentEstimates(of expenses: [RecurringExpense]) throws(StoreError) -> [UUID: Money] {
        let varying = expenses.filter(\.varies)
        guard !varying.isEmpty else { return [:] }
        return try sql { () throws(SQLiteConnection.Failure) in
            var estimates: [UUID: Money] = [:]
            for plan in varying {
                let latest = try connection.rows(
                    "SELECT \(PaymentRows.selectColumns) FROM payments p"
                        + " WHERE p.expense_id = ?1 AND p.currency = ?2"
                        + " ORDER BY p.paid_on DESC, p.id DESC LIMIT \(PaymentLog.estimateWindow)",
                    [.text(TextParsing.uuidText(plan.id)), .text(plan.currency.code)],
                    PaymentRows.payment(from:)
                ).compactMap { $0 }
                estimates[plan.id] = PaymentLog.estimate(of: latest, in: plan.currency)
            }
            return estimates
        }
    }

    /// Gives each plan that varies among `expenses` its estimate (`paymentEstimates`), as a
    /// read of the whole ledger does: whoever reads rows apart from the ledger (the charged
    /// items, `list`'s rows) sees a varying plan at the amount the ledger gives it.
    func fillPaymentEstimates(_ expenses: inout [RecurringExpense]) throws(StoreError) {
        guard expenses.contains(where: \.varies) else { return }
        let estimates = try paymentEstimates(of: expenses)
        for index in expenses.indices where expenses[index].varies {
            expenses[index].paymentEstimate = estimates[expenses[index].id]
        }
    }

    /// The last payment, in its currency, of each archived plan that has one: what its
    /// savings count (`RecurringExpense.lastPaid`). Nothing is read when no payment is
    /// stored; else the archived plans, each through its range of `payments_by_plan`.
    func lastPayments(ofArchived ids: [UUID]? = nil) throws(StoreError) -> [UUID: Money] {
        try sql { () throws(SQLiteConnection.Failure) -> [UUID: Money] in
            guard try connection.integer("SELECT EXISTS (SELECT 1 FROM payments)") == 1 else {
                return [:]
            }
            // SQLite takes a bare column of a max() query from the row holding the max.
            let query = """
                SELECT e.id, e.currency, p.amount_minor, max(p.paid_on || p.id)
                FROM expenses e JOIN payments p ON p.expense_id = e.id AND p.currency = e.currency
                WHERE e.status = 'archived'
                """
            func read(_ statement: SQLiteConnection.Statement) -> (UUID, Money)? {
                guard let id = statement.withUTF8(0, TextParsing.uuid) ?? nil,
                    let currency = statement.text(1).flatMap({ try? CurrencyCode($0) }),
                    !statement.isNull(2)
                else { return nil }
                return (id, Money(minorUnits: statement.int64(2), currency: currency))
            }
            var found: [UUID: Money] = [:]
            // A few plans are sought one by one; many (an import) read all at once.
            if let ids, ids.count <= 64 {
                for id in ids {
                    for (plan, money) in try connection.rows(
                        query + " AND e.id = ?1", [.text(TextParsing.uuidText(id))], read
                    ).compactMap({ $0 }) {
                        found[plan] = money
                    }
                }
            } else {
                let wanted = ids.map(Set.init)
                for (plan, money) in try connection.rows(query + " GROUP BY e.id", read)
                    .compactMap({ $0 }) where wanted?.contains(plan) ?? true
                {
                    found[plan] = money
                }
            }
            return found
        }
    }

    /// The latest `count` payments of each plan that has any, newest first: what the risks
    /// read of what was charged. One pass over the payments, and none when there are none.
    public func latestPayments(count: Int = PaymentLog.paymentsRead) throws(StoreError)
        -> [UUID: [Payment]]
    {
        try sql { () throws(SQLiteConnection.Failure) -> [UUID: [Payment]] in
            guard try connection.integer("SELECT EXISTS (SELECT 1 FROM payments)") == 1 else {
                return [:]
            }
            let rows = try connection.rows(
                """
                SELECT \(PaymentRows.selectColumns) FROM (
                    SELECT *, row_number() OVER (
                        PARTITION BY expense_id ORDER BY paid_on DESC, id DESC) AS n
                    FROM payments
                ) p WHERE p.n <= ?1 ORDER BY p.expense_id, p.n
                """, [.integer(Int64(count))], PaymentRows.payment(from:))
            var latest: [UUID: [Payment]] = [:]
            for payment in rows.compactMap({ $0 }) {
                latest[payment.expenseID, default: []].append(payment)
            }
            return latest
        }
    }

    /// `paymentSums`' query: each plan's range of `payments_by_plan`, which holds every
    /// column it reads, in group order. The `+` keeps the day off `payments_by_day`, through
    /// which SQLite would visit each row of the table and sort them all to group them (five
    /// times slower at 100,000 payments).
    package static let paymentSumsSQL = """
        SELECT e.id, p.currency, sum(p.amount_minor), count(*)
        FROM expenses e JOIN payments p ON p.expense_id = e.id
        WHERE +p.paid_on BETWEEN ?1 AND ?2
        GROUP BY e.id, p.currency
        """

    /// Per plan still in the ledger and currency, the sum and count of the payments made
    /// from `from` through `through`: what `spent` adds up, summed by SQLite rather than read
    /// payment by payment.
    public func paymentSums(from: CivilDate, through: CivilDate) throws(StoreError)
        -> [Spending.PaidSum]
    {
        try sql { () throws(SQLiteConnection.Failure) in
            try connection.rows(
                Self.paymentSumsSQL, [.text(from.iso), .text(through.iso)]
            ) { statement -> Spending.PaidSum? in
                guard let plan = statement.withUTF8(0, TextParsing.uuid) ?? nil,
                    let currency = statement.text(1).flatMap({ try? CurrencyCode($0) })
                else { return nil }
                return Spending.PaidSum(
                    expenseID: plan, currency: currency, minorUnits: statement.int64(2),
                    count: Int(statement.int64(3)))
            }.compactMap { $0 }
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
