import FoundationEssentials
import SubDomain
import SubRecords

extension ExpenseStore {
    /// How many reminders `schedule` gives on `day`, and the first `count` of them as
    /// `ReminderSchedule.leading(count, of: reminders(schedule, on: day))` orders them, reading
    /// whole rows only of the reminders that can be among those few.
    ///
    /// A headline at 100,000 subscriptions has thousands of reminders among tens of thousands
    /// of candidates; decoding each candidate's row was most of the first prompt's wait. The
    /// candidates that follow the profile's offsets are read from the covering indexes
    /// `expenses_charged_by_anchor` and `expenses_charged_by_day` (period, stored next charge
    /// and anchor day are all the rule needs: `ReminderSchedule.remindedCharge`); only the
    /// reminders on the soonest days that fill `count` are read whole, to be named and
    /// sorted. Rows with offsets of their own are few and read whole, as in `reminders`.
    public func headlineReminders(_ schedule: ReminderSchedule, on day: CivilDate, count: Int)
        throws(StoreError) -> HeadlineReminders
    {
        try begin("BEGIN")
        do {
            let result = try headlineRemindersInTransaction(schedule, on: day, count: count)
            try commit()
            return result
        } catch {
            rollback()
            throw error
        }
    }

    private func headlineRemindersInTransaction(
        _ schedule: ReminderSchedule, on day: CivilDate, count: Int
    ) throws(StoreError) -> HeadlineReminders {
        // Reminders of rows with offsets of their own, whole, with their position.
        var whole: [(position: Int64, id: UUID, reminder: Reminder)] = []
        let ownReach = BillingCalendar.latestStoredNextCharge(
            forChargesThrough: day.addingDays(ReminderSchedule.offsetLimit.upperBound))
        let own = try chargedRows(
            where: "reminder_offsets IS NOT NULL AND next_charge <= ?1", [.text(ownReach.iso)])
        for (position, expense) in zip(own.positions, own.expenses) {
            if let reminder = schedule.reminder(for: expense, on: day) {
                whole.append((position, expense.id, reminder))
            }
        }
        // Plans whose last charge can fall before a reminded charge are read whole too
        // (few, from `expenses_ending`): the covering indexes do not hold `ends_on`.
        let ending = try chargedRows(
            where: "ends_on < ?1 AND reminder_offsets IS NULL", [.text(ownReach.iso)])
        var endingRows = Set<Int64>()
        for (position, expense) in zip(ending.positions, ending.expenses) {
            if let reminder = schedule.reminder(for: expense, on: day) {
                whole.append((position, expense.id, reminder))
            }
        }
        if !ending.expenses.isEmpty {
            endingRows = Set(
                try sql { () throws(SQLiteConnection.Failure) in
                    try connection.rows(
                        "SELECT rowid FROM expenses WHERE ends_on < ?1", [.text(ownReach.iso)]
                    ) { $0.int64(0) }
                })
        }
        // The others by their index entries alone: (rowid, days before the charge).
        var indexed: [(rowid: Int64, daysBefore: Int)] = []
        if let queries = Self.reminderQueries(schedule, on: day) {
            for query in [queries.monthPlans, queries.otherPlans] {
                try forEachCandidate(query.condition, query.parameters) {
                    rowid, period, next, anchor in
                    if !endingRows.contains(rowid),
                        let (_, daysBefore) = schedule.remindedCharge(
                            period: period, storedNextCharge: next, anchorDay: anchor,
                            offsets: schedule.offsets, on: day)
                    {
                        indexed.append((rowid, daysBefore))
                    }
                }
            }
        }
        // The soonest days that hold `count` reminders (as `ReminderSchedule.leading`
        // chooses them); only their reminders can be shown.
        var perDay: [Int: Int] = [:]
        for entry in indexed { perDay[entry.daysBefore, default: 0] += 1 }
        for entry in whole { perDay[entry.reminder.daysBefore, default: 0] += 1 }
        var shownDays = Set<Int>()
        var reached = 0
        for daysBefore in perDay.keys.sorted() where reached < count {
            shownDays.insert(daysBefore)
            reached += perDay[daysBefore] ?? 0
        }
        // Of the indexed ones on those days, the name and list position alone (a row's page
        // is read either way, but not decoded); whole rows only for the few shown.
        var entries: [HeadlineEntry] = whole.compactMap { entry in
            guard shownDays.contains(entry.reminder.daysBefore) else { return nil }
            return HeadlineEntry(
                position: entry.position, id: entry.id, daysBefore: entry.reminder.daysBefore,
                name: entry.reminder.name, source: .whole(entry.reminder))
        }
        let named = try sql { () throws(SQLiteConnection.Failure) in
            try connection.cachedStatement(
                "SELECT position, id, name FROM expenses WHERE rowid = ?1")
        }
        for entry in indexed where shownDays.contains(entry.daysBefore) {
            defer { named.reset() }
            try sql { () throws(SQLiteConnection.Failure) in try named.bind(entry.rowid, at: 1) }
            guard try sql({ () throws(SQLiteConnection.Failure) in try named.step() }) else {
                continue
            }
            guard named.isInteger(0), let id = named.withUTF8(1, TextParsing.uuid) ?? nil,
                let name = named.text(2)
            else { throw corruptRow(entry.rowid, "name") }
            entries.append(
                HeadlineEntry(
                    position: named.int64(0), id: id, daysBefore: entry.daysBefore, name: name,
                    source: .indexed(rowid: entry.rowid)))
        }
        // Closures, not key paths: a key path is built at run time, at every first prompt.
        let chosen = ReminderSchedule.leading(
            count, of: entries, daysBefore: { $0.daysBefore }, name: { $0.name },
            listOrder: { Self.precedesInList($0.position, $0.id, $1.position, $1.id) })
        let statement = try sql { () throws(SQLiteConnection.Failure) in
            try connection.cachedStatement(ExpenseColumns.selectAll + " WHERE rowid = ?1")
        }
        var decoder = ExpenseRowDecoder(path: path)
        var leading: [Reminder] = []
        for entry in chosen {
            switch entry.source {
            case .whole(let reminder):
                leading.append(reminder)
            case .indexed(let rowid):
                defer { statement.reset() }
                try sql { () throws(SQLiteConnection.Failure) in
                    try statement.bind(rowid, at: 1)
                }
                guard try sql({ () throws(SQLiteConnection.Failure) in try statement.step() }),
                    let reminder = schedule.reminder(
                        for: try decoder.decode(statement).expense, on: day)
                else {
                    // The same rule on the whole row cannot disagree with the index's columns.
                    throw corruptRow(rowid, "next_charge")
                }
                leading.append(reminder)
            }
        }
        return HeadlineReminders(count: indexed.count + whole.count, leading: leading)
    }

    /// One reminder that may be shown: what orders it, and where its words come from.
    private struct HeadlineEntry {
        enum Source {
            case whole(Reminder)
            case indexed(rowid: Int64)
        }
        let position: Int64
        let id: UUID
        let daysBefore: Int
        let name: String
        let source: Source
    }

    /// Calls `body` with the rowid, period, stored next charge and anchor day of each charged
    /// row following the profile's offsets that matches `condition` (one of
    /// `reminderQueries`), read from the index alone. A value the domain would refuse is
    /// the damaged row `corruptRow` reports, as when the row is read whole.
    private func forEachCandidate(
        _ condition: String, _ parameters: [SQLiteValue],
        _ body: (Int64, Period, CivilDate, Int) -> Void
    ) throws(StoreError) {
        let statement = try sql { () throws(SQLiteConnection.Failure) in
            try connection.cachedStatement(Self.candidateQuery(condition))
        }
        defer { statement.reset() }
        try sql { () throws(SQLiteConnection.Failure) in try statement.bind(parameters) }
        // Periods repeat: the decoder parses each distinct text once, from SQLite's bytes.
        var periods = ExpenseRowDecoder(path: path)
        while try sql({ () throws(SQLiteConnection.Failure) in try statement.step() }) {
            guard let period = periods.cachedPeriod(statement, column: 1) else {
                throw corruptRow(statement.int64(0), "period")
            }
            guard let next = statement.withUTF8(2, TextParsing.date) ?? nil else {
                throw corruptRow(statement.int64(0), "next_charge")
            }
            guard statement.isInteger(3), let anchor = Int(exactly: statement.int64(3)),
                (1...31).contains(anchor)
            else { throw corruptRow(statement.int64(0), "anchor_day") }
            body(statement.int64(0), period, next, anchor)
        }
    }

    /// The SQL that reads the candidates matching `condition` (one of `reminderQueries`):
    /// every column it names is in the condition's index, so no row is read.
    static func candidateQuery(_ condition: String) -> String {
        "SELECT rowid, period, next_charge, anchor_day FROM expenses"
            + " WHERE is_charged = 1 AND " + condition + " AND reminder_offsets IS NULL"
    }

    /// The damaged row's report, naming it by its id (not in the index: read apart).
    private func corruptRow(_ rowid: Int64, _ column: String) -> StoreError {
        let id = try? connection.rows("SELECT id FROM expenses WHERE rowid = \(rowid)") {
            $0.text(0) ?? ""
        }.first
        return .corruptRow(path: path, id: id ?? "", column: column)
    }
}
