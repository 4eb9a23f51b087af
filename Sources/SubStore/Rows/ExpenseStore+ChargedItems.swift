import FoundationEssentials
import SubDomain
import SubRecords

/// The charged items (`ExpenseLedger.chargedItems`) read without the rest of the ledger, for
/// `upcoming`, `risks` and the headline. Whether a row is charged is the `is_charged` column
/// the domain wrote (`ContributionColumns`); SQL narrows the rows by what the domain says
/// can matter (`ReminderSchedule.chargeDays`, `BillingCalendar.anchorDays`), and the domain's
/// own rule decides on each row read. Property tests compare every answer with the domain's
/// over a whole ledger.
extension ExpenseStore {
    /// Plans counted in months or years: their charges fall on their anchor day.
    static let countsMonths =
        "(period IN ('monthly', 'quarterly', 'semiannual', 'annual')"
        + " OR period GLOB 'every-*-months' OR period GLOB 'every-*-years')"

    /// Every charged item, in list order.
    public func chargedItems() throws(StoreError) -> [RecurringExpense] {
        try chargedItems(where: nil, [])
    }

    /// The reminders `schedule` gives on `day`, as `ReminderSchedule.reminders(in:on:)` over
    /// the whole ledger but in list order, not yet sorted (`ReminderSchedule.ordered` or
    /// `leading` sort them): a headline counts thousands and words five.
    ///
    /// Read are only the rows whose charge can fall on a reminded day: stored no later than
    /// `BillingCalendar.latestStoredNextCharge`, and then a plan counted in months or years
    /// with one of `BillingCalendar.anchorDays` (sought in `expenses_charged_by_anchor`), or
    /// any other plan stored before `day` (its roll-forward is left to the domain) or stored
    /// on a reminded day itself (a range of `expenses_charged_by_day`). A row with offsets of
    /// its own (few, and indexed apart) is read when its charge can be up to a year away, and
    /// the domain applies its offsets.
    public func reminders(_ schedule: ReminderSchedule, on day: CivilDate) throws(StoreError)
        -> [Reminder]
    {
        var queries: [(String?, [SQLiteValue])] = [
            (
                "reminder_offsets IS NOT NULL AND next_charge <= ?1",
                [
                    .text(
                        BillingCalendar.latestStoredNextCharge(
                            forChargesThrough: day.addingDays(
                                ReminderSchedule.offsetLimit.upperBound)
                        ).iso)
                ]
            )
        ]
        if let profile = Self.reminderQueries(schedule, on: day) {
            queries.append(
                (
                    profile.monthPlans.condition + " AND reminder_offsets IS NULL",
                    profile.monthPlans.parameters
                ))
            queries.append(
                (
                    profile.otherPlans.condition + " AND reminder_offsets IS NULL",
                    profile.otherPlans.parameters
                ))
        }
        return try chargedItems(matchingAnyOf: queries).compactMap {
            schedule.reminder(for: $0, on: day)
        }
    }

    /// The two conditions (with their parameters) that choose the reminder candidates: plans
    /// counted in months or years by anchor day, the others by stored next charge. Each
    /// repeats its partial index's own WHERE term, which is what lets SQLite use the index.
    static func reminderQueries(_ schedule: ReminderSchedule, on day: CivilDate) -> (
        monthPlans: (condition: String, parameters: [SQLiteValue]),
        otherPlans: (condition: String, parameters: [SQLiteValue])
    )? {
        let days = schedule.chargeDays(on: day)
        guard let last = days.last else { return nil }
        let latest = SQLiteValue.text(
            BillingCalendar.latestStoredNextCharge(forChargesThrough: last).iso)
        var monthParameters = [latest, .text(day.iso)]
        let anchors = Self.placeholders(
            for: BillingCalendar.anchorDays(chargingOn: days).sorted().map { .integer(Int64($0)) },
            in: &monthParameters)
        let monthDays = Self.placeholders(for: days.map { .text($0.iso) }, in: &monthParameters)
        var otherParameters = [latest, .text(day.iso)]
        let dayList = Self.placeholders(for: days.map { .text($0.iso) }, in: &otherParameters)
        return (
            (
                "\(countsMonths) AND anchor_day IN (\(anchors.joined(separator: ", ")))"
                    + " AND next_charge <= ?1"
                    // A plan stored on its anchor day from today on is next charged on the
                    // stored day itself: it is a candidate only when that is a reminded day.
                    // Earlier stored charges roll forward and clamped ones (the 31st stored
                    // as the 30th) move with the month: the domain decides on those.
                    + " AND (next_charge < ?2 OR next_charge IN (\(monthDays.joined(separator: ", ")))"
                    + " OR CAST(substr(next_charge, 9, 2) AS INTEGER) != anchor_day)",
                monthParameters
            ),
            (
                "NOT \(countsMonths) AND next_charge <= ?1"
                    + " AND (next_charge < ?2 OR next_charge IN (\(dayList.joined(separator: ", "))))",
                otherParameters
            )
        )
    }

    /// The high risks on `today`, as the high assessments of `RiskAssessor.assess` with their
    /// high reasons only, in list order (`RiskAssessor.ordered` sorts them). The high reasons
    /// (`RiskAssessor.highReasons`) are a trial's charge or a last day to cancel fewer than
    /// `RiskAssessor.trialWindowDays` away, so only trials still running and stored to be
    /// charged by then are read, and plans with a notice period (few, and indexed apart)
    /// stored to be charged within a year after then. When the user gave a card an expiry
    /// (`card expires`), the plans paid with a card are read too: any of them may be charged
    /// after its card's month.
    public func highRisks(asOf today: CivilDate) throws(StoreError) -> [RiskAssessment] {
        let expiries = try cardExpiries()
        let end = today.addingDays(RiskAssessor.trialWindowDays - 1)
        // The longest notice is a year (`NoticePeriod.Unit.limit`); a day more for Feb 29.
        let noticeReach = end.addingMonths(12).addingDays(1)
        // Trials by their index entries alone (`expenses_charged_by_trial_end` covers what
        // the rule needs); only those charged within the window are read whole.
        let trialsAtRisk = try trialRowsChargedSoon(
            asOf: today,
            storedBy: BillingCalendar.latestStoredNextCharge(forChargesThrough: end))
        var candidates: [(String?, [SQLiteValue])] = [
            (
                "rowid IN (SELECT value FROM json_each(?1))",
                [.text("[" + trialsAtRisk.map(String.init).joined(separator: ",") + "]")]
            ),
            (
                "notice_period IS NOT NULL AND next_charge <= ?1",
                [
                    .text(
                        BillingCalendar.latestStoredNextCharge(forChargesThrough: noticeReach).iso)
                ]
            ),
        ]
        if !expiries.isEmpty { candidates.append(("paid_with IS NOT NULL", [])) }
        let items = try chargedItems(matchingAnyOf: candidates)
        return items.compactMap { expense in
            let reasons = RiskAssessor.highReasons(
                of: expense, asOf: today, cardExpiries: expiries)
            return reasons.isEmpty ? nil : RiskAssessment(expense: expense, reasons: reasons)
        }
    }

    /// The rowids of the charged trials still running on `today`, stored to be charged by
    /// `storedBy`, whose charge `RiskAssessor.trialChargeSoon` finds in its window: read from
    /// the trial index alone (`trialCandidateQuery`).
    private func trialRowsChargedSoon(asOf today: CivilDate, storedBy latest: CivilDate)
        throws(StoreError) -> [Int64]
    {
        let statement = try sql { () throws(SQLiteConnection.Failure) in
            try connection.cachedStatement(Self.trialCandidateQuery)
        }
        defer { statement.reset() }
        try sql { () throws(SQLiteConnection.Failure) in
            try statement.bind([.text(today.iso), .text(latest.iso)])
        }
        var periods = ExpenseRowDecoder(path: path)
        var rowids: [Int64] = []
        while try sql({ () throws(SQLiteConnection.Failure) in try statement.step() }) {
            // A value the domain would refuse is left to the whole row's decoding, which
            // reports it: the row is read whole below.
            guard let trialEnds = statement.withUTF8(1, TextParsing.date) ?? nil,
                let next = statement.withUTF8(2, TextParsing.date) ?? nil,
                let period = periods.cachedPeriod(statement, column: 3),
                statement.isInteger(4), let anchor = Int(exactly: statement.int64(4)),
                (1...31).contains(anchor)
            else {
                rowids.append(statement.int64(0))
                continue
            }
            if RiskAssessor.trialChargeSoon(
                trialEnds: trialEnds, period: period, storedNextCharge: next, anchorDay: anchor,
                asOf: today) != nil
            {
                rowids.append(statement.int64(0))
            }
        }
        return rowids
    }

    /// Trial candidates: every column named is in `expenses_charged_by_trial_end`.
    static let trialCandidateQuery =
        "SELECT rowid, trial_ends, next_charge, period, anchor_day FROM expenses"
        + " WHERE is_charged = 1 AND trial_ends >= ?1 AND next_charge <= ?2"

    /// Charged rows matching `condition` (SQL over bound `parameters`), in list order.
    private func chargedItems(where condition: String?, _ parameters: [SQLiteValue])
        throws(StoreError) -> [RecurringExpense]
    {
        try chargedItems(matchingAnyOf: [(condition, parameters)])
    }

    /// Charged rows matching any of `queries` (each a SQL condition over its own bound
    /// parameters, run as its own statement so each can use its index), each row once, in
    /// list order, read in one transaction.
    private func chargedItems(matchingAnyOf queries: [(String?, [SQLiteValue])])
        throws(StoreError) -> [RecurringExpense]
    {
        // Inside a caller's transaction (`listing`) its snapshot is read; else one of its own.
        let ownsTransaction = !connection.isInTransaction
        if ownsTransaction { try begin("BEGIN") }
        do {
            // All of them at 100,000 rows: room for every one is made first (the totals
            // table counts them), rather than copying the array each time it doubles.
            var capacity = 0
            if queries.count == 1, queries[0].0 == nil {
                capacity = try sql { () throws(SQLiteConnection.Failure) in
                    Int(
                        try connection.integer(
                            "SELECT coalesce(sum(charged_count), 0) FROM currency_totals"
                                + " WHERE status = 'active'") ?? 0)
                }
            }
            var positions: [Int64] = []
            var expenses: [RecurringExpense] = []
            var seen = Set<UUID>()
            for (condition, parameters) in queries {
                let rows = try chargedRows(where: condition, parameters, capacity: capacity)
                if queries.count == 1 {
                    (positions, expenses) = rows
                    break
                }
                for (position, expense) in zip(rows.positions, rows.expenses)
                where seen.insert(expense.id).inserted {
                    positions.append(position)
                    expenses.append(expense)
                }
            }
            if ownsTransaction { try commit() }
            if zip(positions, positions.dropFirst()).contains(where: { $0 >= $1 }) {
                Self.putInListOrder(&expenses, positions: positions)
            }
            return expenses
        } catch {
            if ownsTransaction { rollback() }
            throw error
        }
    }

    /// Charged rows matching `condition`, in the order SQLite gives them; inside a
    /// transaction the caller holds. The one place charged rows are selected and decoded
    /// whole: the headline reads its rows with reminder offsets of their own through it too.
    func chargedRows(
        where condition: String?, _ parameters: [SQLiteValue], capacity: Int = 0
    ) throws(StoreError) -> (positions: [Int64], expenses: [RecurringExpense]) {
        var decoder = ExpenseRowDecoder(path: path)
        var positions: [Int64] = []
        var expenses: [RecurringExpense] = []
        positions.reserveCapacity(capacity)
        expenses.reserveCapacity(capacity)
        let statement = try sql { () throws(SQLiteConnection.Failure) in
            // All of them: a plain table scan, in position order (a partial index would give
            // them in another order, each row sought, then sorted).
            try connection.cachedStatement(
                ExpenseColumns.selectAll
                    + (condition.map { " WHERE is_charged = 1 AND \($0)" }
                        ?? " NOT INDEXED WHERE is_charged = 1"))
        }
        defer { statement.reset() }
        try sql { () throws(SQLiteConnection.Failure) in try statement.bind(parameters) }
        while try sql({ () throws(SQLiteConnection.Failure) in try statement.step() }) {
            let row = try decoder.decode(statement)
            positions.append(row.position)
            expenses.append(row.expense)
        }
        try fillPaymentEstimates(&expenses)
        return (positions, expenses)
    }

    /// "?3", "?4", … for `values`, appended to `parameters`.
    private static func placeholders(for values: [SQLiteValue], in parameters: inout [SQLiteValue])
        -> [String]
    {
        let first = parameters.count + 1
        parameters += values
        return (first..<(first + values.count)).map { "?\($0)" }
    }

    /// Sorts `expenses` (whose positions are `positions`, index for index) into list order
    /// (`precedesInList`).
    ///
    /// One row moved to the front among 100,000 is enough to need it. Sorting (position,
    /// expense) pairs copied every expense several times; only indices are sorted here.
    static func putInListOrder(_ expenses: inout [RecurringExpense], positions: [Int64]) {
        let order = expenses.indices.sorted { left, right in
            precedesInList(
                positions[left], expenses[left].id, positions[right], expenses[right].id)
        }
        expenses.rearrange(as: order)
    }

    /// Whether the row at `leftPosition` with `leftID` comes before the other in list order:
    /// by position, ties by the id's bytes (as `loadSnapshot` sorts). The ids are read only
    /// on a tie, so a sort of indices by position does not reach into each expense to
    /// compare them.
    static func precedesInList(
        _ leftPosition: Int64, _ leftID: @autoclosure () -> UUID,
        _ rightPosition: Int64, _ rightID: @autoclosure () -> UUID
    ) -> Bool {
        if leftPosition != rightPosition { return leftPosition < rightPosition }
        return withUnsafeBytes(of: leftID().uuid) { left in
            withUnsafeBytes(of: rightID().uuid) { right in left.lexicographicallyPrecedes(right) }
        }
    }
}
