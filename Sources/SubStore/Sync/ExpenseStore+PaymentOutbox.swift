import FoundationEssentials
import SubDomain
import SubRecords

/// The payments of a linked profile and its household's server: those recorded or taken
/// back here wait in `sync_payment_outbox` (written in the payment's own transaction), and
/// those the server sends are written without history and without being queued again.
extension ExpenseStore {
    /// Queues `writes` (what `apply(_:recorder:)` really wrote) for the server when the
    /// profile is linked and the write is this profile's own (not one from the server).
    func queuePayments(_ writes: PaymentWrites) throws(StoreError) {
        guard !writes.isEmpty, mirrorsWritesToOutbox, try setting(.householdID) != nil else {
            return
        }
        // The real time, as for the plans' outbox: how long a write has waited.
        let queuedAt = String(Date().timeIntervalSince1970)
        try sql { () throws(SQLiteConnection.Failure) in
            let insert = try connection.cachedStatement(
                """
                INSERT INTO sync_payment_outbox (key, payment_id, kind, payment, queued_at)
                VALUES (?1, ?2, ?3, ?4, ?5)
                """)
            let queued =
                writes.recorded.map { ($0, PendingPayment.Kind.insert) }
                + writes.removed.map { ($0, PendingPayment.Kind.delete) }
            for (payment, kind) in queued {
                try insert.run([
                    .text(UUID().uuidString), .text(TextParsing.uuidText(payment.id)),
                    .text(kind.rawValue), .text(PaymentHistoryValue.text(of: payment)),
                    .text(queuedAt),
                ])
            }
        }
    }

    /// Every payment waiting for the server, oldest first.
    public func pendingPayments() throws(StoreError) -> [PendingPayment] {
        let rows = try sql { () throws(SQLiteConnection.Failure) in
            try connection.rows(
                "SELECT number, key, kind, payment, problem, queued_at FROM sync_payment_outbox"
                    + " ORDER BY number"
            ) { statement in
                (
                    statement.int64(0), statement.text(1), statement.text(2), statement.text(3),
                    statement.text(4), statement.text(5)
                )
            }
        }
        var pending: [PendingPayment] = []
        pending.reserveCapacity(rows.count)
        for row in rows {
            guard let key = row.1.flatMap(UUID.init(uuidString:)),
                let kind = row.2.flatMap(PendingPayment.Kind.init(rawValue:)),
                let payment = row.3.flatMap(PaymentHistoryValue.payment(from:))
            else {
                throw .corruptRow(path: path, id: "sync_payment_outbox.\(row.0)", column: "payment")
            }
            var waiting = PendingPayment(
                number: row.0, key: key, kind: kind, payment: payment, problem: row.4)
            waiting.queuedAt = row.5.flatMap(Double.init).map(Date.init(timeIntervalSince1970:))
            pending.append(waiting)
        }
        return pending
    }

    /// What one push of payments did: a change the server applied (`nil`) leaves the outbox,
    /// a refused one keeps the code of its refusal and is sent again at the next sync.
    public func settlePendingPayments(_ outcomes: [(number: Int64, problem: String?)])
        throws(StoreError)
    {
        guard !outcomes.isEmpty else { return }
        try inTransaction { () throws(StoreError) in
            try sql { () throws(SQLiteConnection.Failure) in
                let done = try connection.cachedStatement(
                    "DELETE FROM sync_payment_outbox WHERE number = ?1")
                let refused = try connection.cachedStatement(
                    "UPDATE sync_payment_outbox SET problem = ?2 WHERE number = ?1")
                for outcome in outcomes {
                    if let problem = outcome.problem {
                        try refused.run([.integer(outcome.number), .text(problem)])
                    } else {
                        try done.run([.integer(outcome.number)])
                    }
                }
            }
        }
    }

    /// The ids of every payment stored, of plans in the ledger or not.
    func storedPaymentIDs() throws(StoreError) -> Set<UUID> {
        let texts = try sql { () throws(SQLiteConnection.Failure) in
            try connection.rows("SELECT id FROM payments") { $0.text(0) }
        }
        return Set(texts.compactMap { $0.flatMap(UUID.init(uuidString:)) })
    }

    /// The stored payments among `ids`, of plans in the ledger or not.
    func storedPayments(_ ids: [UUID]) throws(StoreError) -> [Payment] {
        guard !ids.isEmpty else { return [] }
        return try sql { () throws(SQLiteConnection.Failure) in
            let find = try connection.cachedStatement(
                "SELECT \(PaymentRows.selectColumns) FROM payments p WHERE p.id = ?1")
            var found: [Payment] = []
            for id in ids {
                defer { find.reset() }
                try find.bind([.text(TextParsing.uuidText(id))])
                if try find.step(), let payment = PaymentRows.payment(from: find) {
                    found.append(payment)
                }
            }
            return found
        }
    }

    /// The payments the server sent: `payments` are stored (one of a statement row this
    /// profile recorded too, under another id, replaces its own, so every cache holds the
    /// server's), `deleted` leave, and with `wholeHousehold` every stored payment the server
    /// lacks leaves too, unless it still waits in the outbox. A payment this profile took
    /// back stays out while its delete waits for the server.
    func serverPaymentWrites(
        _ payments: [Payment], deleted: [UUID], wholeHousehold: Bool
    ) throws(StoreError) -> PaymentWrites {
        let pending = try pendingPayments()
        let takenBack = Set(pending.filter { $0.kind == .delete }.map(\.payment.id))
        var gone = deleted
        if wholeHousehold {
            let present = Set(payments.map(\.id))
            let waiting = Set(pending.map(\.payment.id))
            gone += try storedPaymentIDs().filter {
                !present.contains($0) && !waiting.contains($0)
            }
        }
        var writes = PaymentWrites(
            recorded: payments.filter { !takenBack.contains($0.id) },
            removed: try storedPayments(gone))
        writes.fromServer = true
        return writes
    }
}
