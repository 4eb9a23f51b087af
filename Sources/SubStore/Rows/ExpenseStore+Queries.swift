import FoundationEssentials
import SubDomain
import SubRecords

/// Answers that SQL gives over an index without loading the ledger: what start-up, the
/// headline and Tab completion need at 100,000 subscriptions. The figures come from the
/// columns the domain wrote (`ContributionColumns`); SQL only adds them up.
extension ExpenseStore {
    /// The same values as `ExpenseLedger.monthlyTotals`, from `currency_totals`: the sums of
    /// the domain's per-row figures that triggers keep per currency (schema version 8). A sum
    /// that overflowed into a REAL is not trusted: then the rows are added up again.
    public func monthlyTotals() throws(StoreError) -> [CurrencyTotal] {
        try monthlyTotals(endedBy: nil)
    }

    /// `ExpenseLedger.monthlyTotals(on:)`: `monthlyTotals` less the stored figures of the
    /// active plans whose last charge is behind `today`, found through the partial index
    /// `expenses_ending` (only the few plans that end are in it). A currency keeps its line,
    /// as in the domain.
    public func monthlyTotals(on today: CivilDate) throws(StoreError) -> [CurrencyTotal] {
        try monthlyTotals(endedBy: today)
    }

    private func monthlyTotals(endedBy today: CivilDate?) throws(StoreError) -> [CurrencyTotal] {
        try estimating(try storedMonthlyTotals(endedBy: today), endedBy: today)
    }

    /// `totals` with the part of each that is an estimate (`CurrencyTotal.estimatedMinor`),
    /// read through `expenses_varying`: none when no plan varies; a varying plan on its own
    /// adds its stored figure (the domain's contribution, at its estimate), summed by SQL;
    /// where a varying plan is a group's member, the domain's own figures over the ledger,
    /// since its part of its group depends on the group's cap and the other members.
    private func estimating(_ totals: [CurrencyTotal], endedBy today: CivilDate?)
        throws(StoreError) -> [CurrencyTotal]
    {
        let (varies, inGroups) = try sql {
            () throws(SQLiteConnection.Failure) -> (Bool, Bool) in
            (
                try connection.integer(
                    "SELECT EXISTS (SELECT 1 FROM expenses WHERE varies = 1)") == 1,
                try connection.integer(
                    "SELECT EXISTS (SELECT 1 FROM expenses WHERE varies = 1"
                        + " AND parent_id IS NOT NULL)") == 1
            )
        }
        guard varies else { return totals }
        var estimated: [CurrencyCode: Int64] = [:]
        let rows = try sql { () throws(SQLiteConnection.Failure) in
            try connection.rows(
                """
                SELECT currency, sum(monthly_minor) FROM expenses
                WHERE varies = 1 AND status = 'active' AND parent_id IS NULL
                    AND group_mode IS NULL AND \(Self.notEnded)
                GROUP BY currency
                """, [today.map { .text($0.iso) } ?? .null]
            ) { ($0.text(0) ?? "", $0.int64(1)) }
        }
        for (code, sum) in rows { estimated[try currencyCode(code)] = sum }
        if inGroups {
            // The groups holding a varying member, with their members: a group's part is
            // the domain's rule over them alone.
            let groups = try varyingGroups()
            let figures =
                today.map { groups.monthlyTotals(on: $0) } ?? groups.monthlyTotals
            for figure in figures where figure.estimatedMinor != 0 {
                estimated[figure.currency, default: 0] += figure.estimatedMinor
            }
        }
        return totals.map { total in
            var total = total
            total.estimatedMinor = estimated[total.currency] ?? 0
            return total
        }
    }

    /// The active groups that hold a varying member, with their members, at their
    /// estimates: what their part of a total depends on, and nothing else.
    private func varyingGroups() throws(StoreError) -> ExpenseLedger {
        let statement = try sql { () throws(SQLiteConnection.Failure) in
            try connection.cachedStatement(
                ExpenseColumns.selectAll
                    + " WHERE status = 'active' AND (id IN (SELECT parent_id FROM expenses"
                    + " WHERE varies = 1 AND parent_id IS NOT NULL) OR parent_id IN (SELECT"
                    + " parent_id FROM expenses WHERE varies = 1 AND parent_id IS NOT NULL))")
        }
        defer { statement.reset() }
        var decoder = ExpenseRowDecoder(path: path)
        var plans: [RecurringExpense] = []
        while try sql({ () throws(SQLiteConnection.Failure) in try statement.step() }) {
            plans.append(try decoder.decode(statement).expense)
        }
        try fillPaymentEstimates(&plans)
        return ExpenseLedger(expenses: plans)
    }

    private func storedMonthlyTotals(endedBy today: CivilDate?) throws(StoreError)
        -> [CurrencyTotal]
    {
        let rows = try sql { () throws(SQLiteConnection.Failure) in
            try connection.rows(
                """
                SELECT currency, monthly_minor, share_minor, charged_count,
                    typeof(monthly_minor) = 'integer' AND typeof(share_minor) = 'integer'
                FROM currency_totals WHERE status = 'active' AND row_count > 0
                """
            ) { ($0.text(0) ?? "", $0.int64(1), $0.int64(2), $0.int64(3), $0.int64(4) == 1) }
        }
        guard rows.allSatisfy(\.4) else { return try aggregatedMonthlyTotals(endedBy: today) }
        var ended: [String: (monthly: Int64, share: Int64, charged: Int64)] = [:]
        if let today {
            do {
                for row in try connection.rows(
                    Self.endedFigures, [.text(today.iso)],
                    { ($0.text(0) ?? "", $0.int64(1), $0.int64(2), $0.int64(3)) })
                {
                    ended[row.0] = (row.1, row.2, row.3)
                }
            } catch  where error.message.contains("integer overflow") {
                return try saturatedMonthlyTotals(endedBy: today)
            } catch {
                throw StoreError(error, path: path)
            }
        }
        var totals: [CurrencyTotal] = []
        for row in rows {
            let less = ended[row.0] ?? (0, 0, 0)
            totals.append(
                CurrencyTotal(
                    currency: try currencyCode(row.0), monthlyMinor: row.1 - less.monthly,
                    shareMinor: row.2 - less.share, activeCount: Int(row.3 - less.charged)))
        }
        return CurrencyTotal.ordered(totals)
    }

    /// The stored figures of the active plans ended by `?1` (a day), per currency: read from
    /// `expenses_ending`, whose `ends_on IS NOT NULL` the comparison implies.
    static let endedFigures = """
        SELECT currency, sum(monthly_minor), sum(share_minor), sum(is_charged)
        FROM expenses WHERE ends_on < ?1 AND status = 'active' GROUP BY currency
        """

    /// The condition that leaves out the plans ended by `?1`.
    private static let notEnded = "NOT coalesce(ends_on < ?1, 0)"

    /// `monthlyTotals` by one SQL aggregate over the expenses themselves.
    func aggregatedMonthlyTotals(endedBy today: CivilDate? = nil) throws(StoreError)
        -> [CurrencyTotal]
    {
        let rows: [(currency: String, monthly: Int64, share: Int64, charged: Int64)]
        do {
            rows = try connection.rows(
                """
                SELECT currency,
                    sum(CASE WHEN \(Self.notEnded) THEN monthly_minor ELSE 0 END),
                    sum(CASE WHEN \(Self.notEnded) THEN share_minor ELSE 0 END),
                    sum(CASE WHEN \(Self.notEnded) THEN is_charged ELSE 0 END)
                FROM expenses WHERE status = 'active' GROUP BY currency
                """, [today.map { .text($0.iso) } ?? .null]
            ) { ($0.text(0) ?? "", $0.int64(1), $0.int64(2), $0.int64(3)) }
        } catch  where error.message.contains("integer overflow") {
            // SQL's sum refuses to overflow; the domain saturates, so add up row by row.
            return try saturatedMonthlyTotals(endedBy: today)
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
    private func saturatedMonthlyTotals(endedBy today: CivilDate?) throws(StoreError)
        -> [CurrencyTotal]
    {
        let rows = try sql { () throws(SQLiteConnection.Failure) in
            try connection.rows(
                """
                SELECT currency, monthly_minor, share_minor, is_charged, \(Self.notEnded)
                FROM expenses WHERE status = 'active'
                """, [today.map { .text($0.iso) } ?? .null]
            ) { ($0.text(0) ?? "", $0.int64(1), $0.int64(2), $0.int64(3) == 1, $0.int64(4) == 1) }
        }
        var totals: [String: CurrencyTotal] = [:]
        for row in rows {
            if totals[row.0] == nil {
                totals[row.0] = CurrencyTotal(currency: try currencyCode(row.0))
            }
            guard row.4 else { continue }
            totals[row.0]!.add(
                TotalContribution(monthlyMinor: row.1, shareMinor: row.2, isCharged: row.3))
        }
        return CurrencyTotal.ordered(Array(totals.values))
    }

    /// How many items are archived, as `ExpenseLedger.archivedCount` (from `currency_totals`).
    public func archivedCount() throws(StoreError) -> Int {
        try count(
            "SELECT coalesce(sum(row_count), 0) FROM currency_totals WHERE status = 'archived'")
    }

    /// How many expenses (groups and archived ones included) the profile holds.
    public func expenseCount() throws(StoreError) -> Int {
        try count("SELECT coalesce(sum(row_count), 0) FROM currency_totals")
    }

    /// Every subscription's name (for Tab completion), cheap at 100,000. In no set order.
    public func names() throws(StoreError) -> [String] {
        try sql { () throws(SQLiteConnection.Failure) in
            try connection.rows("SELECT name FROM expenses") { $0.text(0) ?? "" }
        }
    }

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
