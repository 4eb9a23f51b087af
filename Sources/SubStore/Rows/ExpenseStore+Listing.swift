import FoundationEssentials
import SubDomain
import SubRecords

extension ExpenseStore {
    /// `list` read in the order it is printed, as `ExpenseLedger.listing` lays it out: first
    /// the extents of its columns (`extents`), from `list_extents` and a few index reads,
    /// then each entry (`entry`) as its rows are read from the indexes kept in list order —
    /// a group with its members, so its line can say what they cost. Nothing is read whole
    /// before the first line can be printed, and memory does not grow with the ledger.
    ///
    /// Each row is marked by `RiskAssessor.assessment` on `listRiskInputs()`, as the ledger's
    /// listing is: what the plans with payments were charged is judged before the extents,
    /// so the marks' column knows a medium risk found only there. A varying plan is read at
    /// its estimate, as the ledger reads it.
    ///
    /// Returns false, having called neither, where the stored facts cannot give the ledger's
    /// own layout: an archived group with an active member (a damaged file's; such a member
    /// is shown nowhere, yet its facts are counted), a currency whose charged shares add up
    /// past 64 bits, a plan that has ended (its own section, and out of the averages), or a
    /// bill that varies (shown at its payments' estimate). The caller then lays out the
    /// whole ledger.
    public func listing(
        asOf today: CivilDate, extents: (ListExtents) -> Void, entry: (ListEntry) -> Void
    ) throws(StoreError) -> Bool {
        try begin("BEGIN")
        do {
            // The high risks in the same snapshot as every row read after them.
            let highs = try highRisks(asOf: today)
            guard let sums = try listShareSums(), try !hasHiddenMembers(),
                try !hasEndedPlans(asOf: today), try !hasVaryingPlans()
            else {
                try commit()
                return false
            }
            let risks = try listRiskInputs()
            var found = try listExtents(asOf: today, highs: highs, sums: sums)
            found.levels.formUnion(try paidLevels(asOf: today, sums: sums, risks: risks))
            extents(found)
            try listEntries(asOf: today, sums: sums, risks: risks, entry)
            try commit()
            return true
        } catch {
            rollback()
            throw error
        }
    }

    /// The levels of the charged plans that have payments (`risks.payments`), each judged
    /// whole: a risk of what was charged is found nowhere else before the rows are read.
    private func paidLevels(
        asOf today: CivilDate, sums: [CurrencyCode: RiskAssessor.ShareSum], risks: RiskInputs
    ) throws(StoreError) -> Set<RiskAssessment.Level> {
        guard !risks.payments.isEmpty else { return [] }
        let row = try cached(ExpenseColumns.selectAll + " WHERE id = ?1 AND is_charged = 1")
        var decoder = ExpenseRowDecoder(path: path)
        var levels: Set<RiskAssessment.Level> = []
        for id in risks.payments.keys {
            defer { row.reset() }
            try bind(row, [.text(TextParsing.uuidText(id))])
            guard try step(row) else { continue }
            var plan = [try decoder.decode(row).expense]
            try fillPaymentEstimates(&plan)
            if let level = RiskAssessor.assessment(
                of: plan[0], sharesOfItsCurrency: sums[plan[0].currency], asOf: today,
                inputs: risks)?.level
            {
                levels.insert(level)
            }
        }
        return levels
    }

    /// Each currency's charged shares, added up, and how many; nil when a sum overflowed.
    private func listShareSums() throws(StoreError) -> [CurrencyCode: RiskAssessor.ShareSum]? {
        var sums: [CurrencyCode: RiskAssessor.ShareSum] = [:]
        let statement = try cached(
            "SELECT key, count, total FROM list_extents WHERE kind = 'share' AND value = 0")
        defer { statement.reset() }
        while try step(statement) {
            guard statement.isInteger(2) else { return nil }
            guard let code = statement.text(0), let currency = try? CurrencyCode(code) else {
                throw corruptExtent("currency")
            }
            sums[currency] = RiskAssessor.ShareSum(
                total: statement.int64(2), count: statement.int64(1))
        }
        return sums
    }

    /// Whether a plan varies (from `expenses_varying`): it is shown at the estimate its
    /// payments give, which the stored extents do not measure.
    private func hasVaryingPlans() throws(StoreError) -> Bool {
        let statement = try cached("SELECT 1 FROM expenses WHERE varies = 1 LIMIT 1")
        defer { statement.reset() }
        return try step(statement)
    }

    /// Whether an active plan has ended by `today` (from `expenses_ending`): `list` then
    /// shows it in a section of its own, which the stored order does not lay out.
    private func hasEndedPlans(asOf today: CivilDate) throws(StoreError) -> Bool {
        let statement = try cached(
            "SELECT 1 FROM expenses WHERE ends_on < ?1 AND status = 'active' LIMIT 1")
        defer { statement.reset() }
        try bind(statement, [.text(today.iso)])
        return try step(statement)
    }

    /// Whether an archived group has an active member.
    private func hasHiddenMembers() throws(StoreError) -> Bool {
        let statement = try cached(
            """
            SELECT 1 FROM expenses AS grp
            WHERE grp.status = 'archived' AND grp.group_mode IS NOT NULL AND EXISTS (
                SELECT 1 FROM expenses AS member
                WHERE member.parent_id = grp.id AND member.status = 'active')
            LIMIT 1
            """)
        defer { statement.reset() }
        return try step(statement)
    }

    private func listExtents(
        asOf today: CivilDate, highs: [RiskAssessment],
        sums: [CurrencyCode: RiskAssessor.ShareSum]
    ) throws(StoreError) -> ListExtents {
        var extents = ListExtents()
        let statement = try cached(
            "SELECT kind, key, max(value) FROM list_extents"
                + " WHERE kind IN ('name', 'member', 'amount', 'monthly', 'brand')"
                + " GROUP BY kind, key")
        defer { statement.reset() }
        while try step(statement) {
            let key = statement.text(1) ?? ""
            let value = Int(clamping: statement.int64(2))
            switch statement.text(0) {
            case "name": extents.widestName = value
            case "member": extents.widestMemberName = value
            case "amount":
                let parts = key.split(separator: " ", maxSplits: 1).map(String.init)
                guard parts.count == 2, let currency = try? CurrencyCode(parts[0]),
                    let period = Period(identifier: parts[1])
                else { throw corruptExtent("period") }
                extents.amountDigits[.init(currency: currency, period: period)] = value
            case "monthly":
                guard let currency = try? CurrencyCode(key) else {
                    throw corruptExtent("currency")
                }
                extents.monthlyDigits[currency] = value
            default: extents.brandSlugs.insert(key)
            }
        }
        if !highs.isEmpty { extents.levels.insert(.high) }
        if try hasMediumRisk(asOf: today, besides: highs, sums: sums) {
            extents.levels.insert(.medium)
        }
        return extents
    }

    /// Whether a charged item other than `highs` has a medium reason (`RiskAssessor`): costs
    /// the user more than 1.5 × its currency's mean, or has gone unconfirmed too long. What
    /// was charged is `paidLevels`'; `list` judges no price change (`RiskInputs`). The items that cost most are read from their index until one
    /// is not above average; the unconfirmed are counted by day in `list_extents`.
    private func hasMediumRisk(
        asOf today: CivilDate, besides highs: [RiskAssessment],
        sums: [CurrencyCode: RiskAssessor.ShareSum]
    ) throws(StoreError) -> Bool {
        let high = Set(highs.map { TextParsing.uuidText($0.expense.id) })
        let costliest = try cached(
            "SELECT id, charged_share_minor FROM expenses"
                + " WHERE is_charged = 1 AND currency = ?1 ORDER BY charged_share_minor DESC")
        for (currency, sum) in sums where sum.count > 1 {
            defer { costliest.reset() }
            try bind(costliest, [.text(currency.code)])
            while try step(costliest),
                RiskAssessor.isAboveAverage(costliest.int64(1), among: sum)
            {
                if !high.contains(costliest.text(0) ?? "") { return true }
            }
        }
        var unconfirmed: Int64 = 0
        let days = try cached(
            "SELECT key, count FROM list_extents WHERE kind = 'confirmed' ORDER BY key")
        defer { days.reset() }
        while try step(days) {
            guard let day = days.text(0).flatMap(CivilDate.init(iso:)) else {
                throw corruptExtent("last_confirmed")
            }
            guard RiskAssessor.isUnconfirmed(since: day, asOf: today) else { break }
            unconfirmed += days.int64(1)
        }
        let highUnconfirmed = highs.count {
            RiskAssessor.isUnconfirmed(
                since: $0.expense.lastConfirmed ?? $0.expense.createdOn, asOf: today)
        }
        return unconfirmed > Int64(highUnconfirmed)
    }

    /// The entries of `list`, read section by section in index order.
    private func listEntries(
        asOf today: CivilDate, sums: [CurrencyCode: RiskAssessor.ShareSum],
        risks: RiskInputs, _ entry: (ListEntry) -> Void
    ) throws(StoreError) {
        // ExpenseColumns.selectAll's columns (what the decoder reads), then is_charged.
        let columns =
            "SELECT position, " + ExpenseColumns.names.joined(separator: ", ")
            + ", is_charged FROM expenses"
        let chargedColumn = Int32(ExpenseColumns.names.count + 1)
        var decoder = ExpenseRowDecoder(path: path)
        func level(_ expense: RecurringExpense, charged: Bool) -> RiskAssessment.Level? {
            guard charged else { return nil }
            return RiskAssessor.assessment(
                of: expense, sharesOfItsCurrency: sums[expense.currency], asOf: today,
                inputs: risks)?.level
        }
        /// The row `statement` is on, a varying plan at its estimate.
        func decode(_ statement: SQLiteConnection.Statement) throws(StoreError)
            -> RecurringExpense
        {
            var expense = [try decoder.decode(statement).expense]
            try fillPaymentEstimates(&expense)
            return expense[0]
        }
        let members = try cached(
            columns + " WHERE parent_id = ?1 ORDER BY name_key, position")
        /// A group's members (every status, in list order), each with whether it is charged.
        func membersOf(_ group: RecurringExpense) throws(StoreError) -> [(
            expense: RecurringExpense, charged: Bool
        )] {
            defer { members.reset() }
            try bind(members, [.text(TextParsing.uuidText(group.id))])
            var found: [(RecurringExpense, Bool)] = []
            while try step(members) {
                found.append((try decode(members), members.int64(chargedColumn) == 1))
            }
            return found
        }

        let listed = try cached(
            columns + " WHERE status = 'active' AND parent_id IS NULL AND period = ?1"
                + " ORDER BY name_key, position")
        for period in try listedPeriods() {
            entry(.section(period))
            defer { listed.reset() }
            try bind(listed, [.text(period.identifier)])
            while try step(listed) {
                let expense = try decode(listed)
                let charged = listed.int64(chargedColumn) == 1
                guard expense.isGroup else {
                    entry(
                        .item(
                            ListedItem(
                                expense: expense, indent: 0, isArchived: false,
                                effectiveMonthly: expense.monthlyEstimate, members: nil,
                                savedSoFar: nil, level: level(expense, charged: charged))))
                    continue
                }
                let group = try membersOf(expense)
                let ledger = ExpenseLedger(expenses: [expense] + group.map(\.expense))
                let active = group.filter(\.expense.isActive)
                entry(
                    .item(
                        ListedItem(
                            expense: expense, indent: 0, isArchived: false,
                            effectiveMonthly: ledger.effectiveMonthly(of: expense),
                            members: .init(
                                monthly: ledger.childrenMonthly(of: expense),
                                count: active.count,
                                nextCharge: ListedItem.GroupMembers.earliestCharge(
                                    of: active.map(\.expense), onOrAfter: today)),
                            savedSoFar: nil, level: level(expense, charged: charged))))
                for member in active {
                    entry(
                        .item(
                            ListedItem(
                                expense: member.expense, indent: 1, isArchived: false,
                                effectiveMonthly: member.expense.monthlyEstimate, members: nil,
                                savedSoFar: nil,
                                level: level(member.expense, charged: member.charged))))
                }
            }
        }

        let parent = try cached(columns + " WHERE id = ?1")
        /// The group `expense` is or is in, if any.
        func groupOf(_ expense: RecurringExpense) throws(StoreError) -> RecurringExpense? {
            if expense.isGroup { return expense }
            guard let parentID = expense.parentID else { return nil }
            defer { parent.reset() }
            try bind(parent, [.text(TextParsing.uuidText(parentID))])
            return try step(parent) ? try decode(parent) : nil
        }

        let archived = try cached(
            columns + " WHERE status = 'archived' ORDER BY name_key, position")
        defer { archived.reset() }
        var first = true
        // What each saves counts at its last payment (`RecurringExpense.lastPaid`).
        let lastPaid = try lastPayments()
        while try step(archived) {
            if first { entry(.archivedSection) }
            first = false
            var expense = try decode(archived)
            expense.lastPaid = lastPaid[expense.id]
            var saved = expense.savedSoFar(asOf: today)
            // A group's figure, and a member's that left a group alone, depend on the others
            // in the group (`ExpenseLedger.savedSoFar(of:asOf:)`).
            if saved.minorUnits > 0, let group = try groupOf(expense) {
                let ledger = ExpenseLedger(
                    expenses: [group] + (try membersOf(group)).map(\.expense))
                saved = ledger.savedSoFar(of: expense, asOf: today)
            }
            entry(
                .item(
                    ListedItem(
                        expense: expense, indent: 0, isArchived: true, effectiveMonthly: nil,
                        members: nil, savedSoFar: saved, level: nil)))
        }
    }

    /// The periods of the active top-level items, shortest first (ties by identifier), each
    /// found by one seek in `expenses_listed`.
    private func listedPeriods() throws(StoreError) -> [Period] {
        let next = try cached(
            "SELECT period FROM expenses WHERE status = 'active' AND parent_id IS NULL"
                + " AND period > ?1 ORDER BY period LIMIT 1")
        defer { next.reset() }
        var identifiers: [String] = []
        var after = ""
        while true {
            try bind(next, [.text(after)])
            guard try step(next), let identifier = next.text(0) else { break }
            next.reset()
            identifiers.append(identifier)
            after = identifier
        }
        var periods: [Period] = []
        for identifier in identifiers {
            guard let period = Period(identifier: identifier) else {
                throw corruptExtent("period")
            }
            periods.append(period)
        }
        return Period.inListOrder(periods)
    }

    /// A value of `list_extents` or a listed row the program never writes.
    private func corruptExtent(_ column: String) -> StoreError {
        .corruptRow(path: path, id: "list_extents", column: column)
    }

    private func cached(_ query: String) throws(StoreError) -> SQLiteConnection.Statement {
        try sql { () throws(SQLiteConnection.Failure) in try connection.cachedStatement(query) }
    }

    private func bind(_ statement: SQLiteConnection.Statement, _ values: [SQLiteValue])
        throws(StoreError)
    {
        try sql { () throws(SQLiteConnection.Failure) in try statement.bind(values) }
    }

    private func step(_ statement: SQLiteConnection.Statement) throws(StoreError) -> Bool {
        try sql { () throws(SQLiteConnection.Failure) in try statement.step() }
    }
}
