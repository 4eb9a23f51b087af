import Foundation
import SubDomain

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
    /// with one of `BillingCalendar.anchorDays`, or any other plan stored before `day` (its
    /// roll-forward is left to the domain) or stored on a reminded day itself. A row with
    /// offsets of its own (few, and indexed apart) is read when its charge can be up to a
    /// year away, and the domain applies its offsets.
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
        let days = schedule.chargeDays(on: day)
        if let last = days.last {
            let anchors = BillingCalendar.anchorDays(chargingOn: days).sorted()
            var parameters: [SQLiteValue] = [
                .text(day.iso),
                .text(BillingCalendar.latestStoredNextCharge(forChargesThrough: last).iso),
            ]
            let anchorList = Self.placeholders(
                for: anchors.map { .integer(Int64($0)) }, in: &parameters)
            let dayList = Self.placeholders(for: days.map { .text($0.iso) }, in: &parameters)
            queries.append(
                (
                    """
                    next_charge <= ?2 AND reminder_offsets IS NULL
                        AND (CASE WHEN \(Self.countsMonths) THEN anchor_day IN (\(anchorList))
                        ELSE next_charge < ?1 OR next_charge IN (\(dayList)) END)
                    """, parameters
                ))
        }
        return try chargedItems(matchingAnyOf: queries).compactMap {
            schedule.reminder(for: $0, on: day)
        }
    }

    /// The high risks on `today`, as the high assessments of `RiskAssessor.assess` with their
    /// high reasons only, in list order (`RiskAssessor.ordered` sorts them). The high reasons
    /// (`RiskAssessor.highReasons`) are a trial's charge or a last day to cancel fewer than
    /// `RiskAssessor.trialWindowDays` away, so only trials still running and stored to be
    /// charged by then are read, and plans with a notice period (few, and indexed apart)
    /// stored to be charged within a year after then.
    public func highRisks(asOf today: CivilDate) throws(StoreError) -> [RiskAssessment] {
        let end = today.addingDays(RiskAssessor.trialWindowDays - 1)
        // The longest notice is a year (`NoticePeriod.Unit.limit`); a day more for Feb 29.
        let noticeReach = end.addingMonths(12).addingDays(1)
        let items = try chargedItems(matchingAnyOf: [
            (
                "trial_ends >= ?1 AND next_charge <= ?2",
                [
                    .text(today.iso),
                    .text(BillingCalendar.latestStoredNextCharge(forChargesThrough: end).iso),
                ]
            ),
            (
                "notice_period IS NOT NULL AND next_charge <= ?1",
                [
                    .text(
                        BillingCalendar.latestStoredNextCharge(forChargesThrough: noticeReach).iso)
                ]
            ),
        ])
        return items.compactMap { expense in
            let reasons = RiskAssessor.highReasons(of: expense, asOf: today)
            return reasons.isEmpty ? nil : RiskAssessment(expense: expense, reasons: reasons)
        }
    }

    /// Charged rows matching `condition` (SQL over bound `parameters`), in list order.
    private func chargedItems(where condition: String?, _ parameters: [SQLiteValue])
        throws(StoreError) -> [RecurringExpense]
    {
        try chargedItems(matchingAnyOf: [(condition, parameters)])
    }

    /// Charged rows matching any of `queries` (each a SQL condition over its own bound
    /// parameters, run as its own statement so each can use its index), each row once, in
    /// list order.
    private func chargedItems(matchingAnyOf queries: [(String?, [SQLiteValue])])
        throws(StoreError) -> [RecurringExpense]
    {
        try begin("BEGIN")
        do {
            var decoder = ExpenseRowDecoder(path: path)
            var rows: [(position: Int64, expense: RecurringExpense)] = []
            var seen = Set<UUID>()
            var inOrder = true
            for (condition, parameters) in queries {
                let statement = try sql { () throws(SQLiteConnection.Failure) in
                    try connection.cachedStatement(
                        ExpenseColumns.selectAll + " WHERE is_charged = 1"
                            + (condition.map { " AND (\($0))" } ?? ""))
                }
                defer { statement.reset() }
                try sql { () throws(SQLiteConnection.Failure) in try statement.bind(parameters) }
                while try sql({ () throws(SQLiteConnection.Failure) in try statement.step() }) {
                    let row = try decoder.decode(statement)
                    if queries.count > 1, !seen.insert(row.expense.id).inserted { continue }
                    if let previous = rows.last, previous.position >= row.position {
                        inOrder = false
                    }
                    rows.append(row)
                }
            }
            if !inOrder { rows.sort(by: Self.listOrder) }
            try commit()
            return rows.map(\.expense)
        } catch {
            rollback()
            throw error
        }
    }

    /// "?3, ?4, …" for `values`, appended to `parameters`.
    private static func placeholders(for values: [SQLiteValue], in parameters: inout [SQLiteValue])
        -> String
    {
        let first = parameters.count + 1
        parameters += values
        return (first..<(first + values.count)).map { "?\($0)" }.joined(separator: ", ")
    }

    /// List order: by position, ties by the id's bytes (as `loadSnapshot` sorts).
    static func listOrder(
        _ lhs: (position: Int64, expense: RecurringExpense),
        _ rhs: (position: Int64, expense: RecurringExpense)
    ) -> Bool {
        if lhs.position != rhs.position { return lhs.position < rhs.position }
        return withUnsafeBytes(of: lhs.expense.id.uuid) { left in
            withUnsafeBytes(of: rhs.expense.id.uuid) { right in
                left.lexicographicallyPrecedes(right)
            }
        }
    }
}
