extension ReminderSchedule {
    /// The reminders to deliver on `day` for `expenses` (a ledger's `chargedItems`; archived
    /// items are never reminded of), by event day then name.
    ///
    /// For each plan's next charge (worded as a trial's end while it is on one) and its next
    /// avoidable charge's last day to cancel: the nearest of its offsets whose day has come
    /// (`offsets(for:)`; a last day to cancel is also reminded of on the day itself). On a
    /// day that is one of those offsets exactly, the charge reminder is the one
    /// `reminder(for:on:)` gives; on a later day (the machine was off) it is that offset
    /// still, now late, so a week without a run gives one reminder per event, never one per
    /// missed offset. Whether it was delivered already is the caller's record, by `key`.
    public func dueReminders(for expenses: [RecurringExpense], on day: CivilDate)
        -> [DueReminder]
    {
        var due: [(key: String, reminder: DueReminder)] = []
        for expense in expenses where expense.isActive {
            let wanted = offsets(for: expense)
            guard !wanted.isEmpty || includesChargeDay else { continue }
            let folded = NameKey(expense.name).folded
            let charge = BillingCalendar.nextCharge(
                period: expense.period, storedNextCharge: expense.nextCharge,
                anchorDay: expense.anchorDay, onOrAfter: day)
            let chargeOffsets = includesChargeDay ? wanted + [0] : wanted
            if charge <= BillingCalendar.lastChargeBound(of: expense),
                let offset = Self.nearestDueOffset(chargeOffsets, before: charge, on: day)
            {
                let isTrial = expense.trialEnds.map { $0 >= day } ?? false
                due.append(
                    (
                        folded,
                        DueReminder(
                            kind: isTrial ? .trialEnd : .charge, expenseID: expense.id,
                            name: expense.name, eventOn: charge, chargeOn: charge,
                            offset: offset, amount: expense.amount, addedOn: expense.createdOn)
                    ))
            }
            guard !wanted.isEmpty,
                let deadline = BillingCalendar.cancellationDeadline(of: expense, onOrAfter: day),
                let offset = Self.nearestDueOffset(wanted + [0], before: deadline.cancelBy, on: day)
            else { continue }
            due.append(
                (
                    folded,
                    DueReminder(
                        kind: .cancelBy, expenseID: expense.id, name: expense.name,
                        eventOn: deadline.cancelBy, chargeOn: deadline.chargeOn, offset: offset,
                        amount: expense.amount, notice: deadline.notice,
                        addedOn: expense.createdOn)
                ))
        }
        return due.sorted {
            $0.reminder.eventOn != $1.reminder.eventOn
                ? $0.reminder.eventOn < $1.reminder.eventOn : $0.key < $1.key
        }.map(\.reminder)
    }

    /// The nearest offset whose day (`event` minus it) is `day` or before: the one a run on
    /// `day` owes; `nil` while none has come (or the event is past).
    static func nearestDueOffset(_ offsets: [Int], before event: CivilDate, on day: CivilDate)
        -> Int?
    {
        let left = day.days(until: event)
        guard left >= 0 else { return nil }
        return offsets.filter { $0 >= left }.min()
    }
}
