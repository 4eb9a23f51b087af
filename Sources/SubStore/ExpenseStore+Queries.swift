import Foundation
import SubDomain

/// Answers that SQL gives over an index without loading the ledger: what start-up, the
/// headline and Tab completion need at 100,000 subscriptions. The figures come from the
/// columns the domain wrote (`ContributionColumns`); SQL only adds them up.
extension ExpenseStore {
    /// The same values as `ExpenseLedger.monthlyTotals`, by one SQL aggregate.
    public func monthlyTotals() throws(StoreError) -> [CurrencyTotal] {
        let rows: [(currency: String, monthly: Int64, share: Int64, charged: Int64)]
        do {
            rows = try connection.rows(
                """
                SELECT currency, sum(monthly_minor), sum(share_minor), sum(is_charged)
                FROM expenses WHERE status = 'active' GROUP BY currency
                """
            ) { ($0.text(0) ?? "", $0.int64(1), $0.int64(2), $0.int64(3)) }
        } catch  where error.message.contains("integer overflow") {
            // SQL's sum refuses to overflow; the domain saturates, so add up row by row.
            return try saturatedMonthlyTotals()
        } catch {
            throw StoreError(error, path: path)
        }
        var totals: [CurrencyTotal] = []
        for row in rows {
            totals.append(
                CurrencyTotal(
                    currency: try currencyCode(row.currency), monthlyMinor: row.monthly,
                    shareMinor: row.share, activeCount: Int(row.charged)))
        }
        return CurrencyTotal.ordered(totals)
    }

    /// The totals added up in Swift with the domain's saturating sum, for the file whose
    /// figures are too large for SQL's.
    private func saturatedMonthlyTotals() throws(StoreError) -> [CurrencyTotal] {
        let rows = try sql { () throws(SQLiteConnection.Failure) in
            try connection.rows(
                """
                SELECT currency, monthly_minor, share_minor, is_charged
                FROM expenses WHERE status = 'active'
                """
            ) { ($0.text(0) ?? "", $0.int64(1), $0.int64(2), $0.int64(3) == 1) }
        }
        var totals: [String: CurrencyTotal] = [:]
        for row in rows {
            if totals[row.0] == nil {
                totals[row.0] = CurrencyTotal(currency: try currencyCode(row.0))
            }
            totals[row.0]!.add(
                TotalContribution(monthlyMinor: row.1, shareMinor: row.2, isCharged: row.3))
        }
        return CurrencyTotal.ordered(Array(totals.values))
    }

    /// How many items are archived, as `ExpenseLedger.archivedCount`.
    public func archivedCount() throws(StoreError) -> Int {
        try count("SELECT count(*) FROM expenses WHERE status = 'archived'")
    }

    /// How many expenses (groups and archived ones included) the profile holds.
    public func expenseCount() throws(StoreError) -> Int {
        try count("SELECT count(*) FROM expenses")
    }

    /// Every subscription's name (for Tab completion), cheap at 100,000. In no set order.
    public func names() throws(StoreError) -> [String] {
        try sql { () throws(SQLiteConnection.Failure) in
            try connection.rows("SELECT name FROM expenses") { $0.text(0) ?? "" }
        }
    }

    /// A ledger holding only the rows that may need attention between `from` and `through`
    /// (a charge that can fall in the window — next_charge <= through — or a trial ending in
    /// it) plus their groups, for the shell's headline. Totals must NOT be computed from it.
    ///
    /// A row with a notice period or reminder offsets of its own may need attention for a
    /// charge up to a year after `through` (its last day to cancel, or its own reminder, can
    /// be that far ahead of the charge), so those rows come with a wider charge window.
    ///
    /// Only rows the domain counts as charged (`TotalContribution.isCharged`) can need
    /// attention, as `ExpenseLedger.chargedItems` is what reminders and risks look at; a
    /// group comes along so its members stay charged in the smaller ledger, and a group
    /// that is charged itself has no active member to leave behind.
    public func attentionLedger(from: CivilDate, through: CivilDate) throws(StoreError)
        -> ExpenseLedger
    {
        try begin("BEGIN")
        do {
            var decoder = ExpenseRowDecoder(path: path)
            var rows: [(position: Int64, expense: RecurringExpense)] = []
            var present = Set<UUID>()
            let matching = try sql { () throws(SQLiteConnection.Failure) in
                try connection.cachedStatement(
                    ExpenseColumns.selectAll
                        + """
                         WHERE is_charged = 1 AND (next_charge <= ?2
                            OR (trial_ends IS NOT NULL AND trial_ends BETWEEN ?1 AND ?2)
                            OR ((notice_period IS NOT NULL OR reminder_offsets IS NOT NULL)
                                AND next_charge <= ?3))
                        """)
            }
            defer { matching.reset() }
            let widened = through.addingDays(Self.ownScheduleReach)
            try sql { () throws(SQLiteConnection.Failure) in
                try matching.bind([.text(from.iso), .text(through.iso), .text(widened.iso)])
            }
            while try sql({ () throws(SQLiteConnection.Failure) in try matching.step() }) {
                let row = try decoder.decode(matching)
                if present.insert(row.expense.id).inserted { rows.append(row) }
            }
            let groupIDs = Set(rows.compactMap(\.expense.parentID)).subtracting(present)
            let byID = try sql { () throws(SQLiteConnection.Failure) in
                try connection.cachedStatement(ExpenseColumns.selectAll + " WHERE id = ?1")
            }
            for id in groupIDs {
                byID.reset()
                try sql { () throws(SQLiteConnection.Failure) in
                    try byID.bind(id.uuidString, at: 1)
                }
                if try sql({ () throws(SQLiteConnection.Failure) in try byID.step() }) {
                    rows.append(try decoder.decode(byID))
                }
            }
            byID.reset()
            rows.sort { $0.position < $1.position }
            let ledger = ExpenseLedger(
                expenses: rows.map(\.expense), killCount: try storedKillCount())
            try commit()
            return ledger
        } catch {
            rollback()
            throw error
        }
    }

    /// How many days after a charge's reminder or last day to cancel the charge may fall:
    /// a year's notice (`NoticePeriod.Unit.limit`) or offset (`ReminderSchedule.offsetLimit`).
    static let ownScheduleReach = 366

    private func count(_ query: String) throws(StoreError) -> Int {
        try sql { () throws(SQLiteConnection.Failure) in Int(try connection.integer(query) ?? 0) }
    }

    private func currencyCode(_ text: String) throws(StoreError) -> CurrencyCode {
        do {
            return try CurrencyCode(text)
        } catch {
            throw StoreError.corruptRow(path: path, id: "expenses.currency", column: "currency")
        }
    }
}
