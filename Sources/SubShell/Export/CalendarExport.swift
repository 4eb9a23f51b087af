import FoundationEssentials
import SubDomain
import SubFormats
import SubLocalization

/// `export ics`: the profile's coming charges as calendar events, worded from the catalogs.
///
/// What is charged is the domain's answer, the one `upcoming` shows
/// (`ExpenseLedger.chargedItems`): archived plans never; a group's active members rather than
/// the group; a group alone when it has no active member (its cap is then the one charge).
/// Each charged plan is one event repeating from its next charge on the days
/// `BillingCalendar` charges it; a trial not yet over is an event of its own on its last day,
/// and so is the last day to cancel a plan with a notice period. Each carries a reminder per
/// offset, and an id that stays the same from one export to the next.
///
/// A plan charged every few days or weeks would ring every week of the year if its alarms
/// sat on the repeating event: there they ring only for the next charge (that occurrence is
/// written apart with the alarms, `CalendarEvent.replacesOccurrence`), and a calendar kept in
/// step (`export ics --caldav`) moves them on to the charge after.
struct CalendarExport {
    let ledger: ExpenseLedger
    let today: CivilDate
    let words: Localizer
    /// Days before a charge to be reminded, per plan.
    let reminderOffsets: (RecurringExpense) -> [Int]
    /// Where a plan is managed or cancelled.
    var manageLink: (RecurringExpense) -> String? = ManageLink.url(for:)

    /// The longest period whose alarms ring for the next charge only: a month. Plans charged
    /// less often keep an alarm on every charge, each a rare and larger one.
    static let shortPeriodDays = 31.0

    /// The calendar, and how many plans it charges.
    func document(stamp: Date) -> (text: String, subscriptions: Int) {
        var events: [CalendarEvent] = []
        var subscriptions = 0
        for expense in ledger.chargedItems {
            let own = self.events(for: expense)
            if !own.isEmpty { subscriptions += 1 }
            events += own
        }
        return (CalendarWriter.document(events, stamp: stamp), subscriptions)
    }

    /// Every event as its own calendar object resource, for a CalDAV collection: one per UID
    /// (a plan's charges, its trial's end, its last day to cancel), in the order of
    /// `document`.
    func resources(stamp: Date) -> [CalendarResource] {
        ledger.chargedItems.flatMap { expense in
            let events = self.events(for: expense)
            var uids: [String] = []
            for event in events where !uids.contains(event.uid) { uids.append(event.uid) }
            return uids.map { uid in
                CalendarResource(
                    uid: uid, expenseID: expense.id, name: expense.name,
                    text: CalendarWriter.resource(events.filter { $0.uid == uid }, stamp: stamp))
            }
        }
    }

    /// The charge event of `expense` (with its next charge apart when the plan is charged
    /// often), while its trial lasts the trial's end, and with a notice period the last day
    /// to cancel before the first charge that can still be avoided.
    /// Where the charges of a plan that ends stop: the charges left from the next one
    /// (`COUNT`) when it was set by a number of payments, else its last charge (`UNTIL`).
    static func ending(of expense: RecurringExpense, on today: CivilDate)
        -> RecurrenceRule.Ending?
    {
        guard let progress = BillingCalendar.progress(of: expense, on: today) else { return nil }
        return progress.plannedPayments != nil
            ? .count(progress.paymentsLeft) : .until(progress.endsOn)
    }

    func events(for expense: RecurringExpense) -> [CalendarEvent] {
        // A plan that has ended has no charge left to write.
        guard let first = BillingCalendar.upcomingCharge(of: expense, onOrAfter: today),
            // A plan charged once in centuries may have no next charge a calendar can write.
            first <= CivilDate.latestSupported
        else { return [] }
        let offsets = (try? ReminderSchedule(offsets: reminderOffsets(expense)))?.offsets ?? []
        let name = MessageArgument.text(expense.name)
        let amount = MessageArgument.money(expense.amount)
        let link = manageLink(expense)
        let chargeAlarms = offsets.map { days in
            CalendarAlarm(
                daysBefore: days,
                text: words.text(
                    .calendarAlarm, ["name": name, "amount": amount, "days": .count(days)]))
        }
        let ringsForNextOnly = expense.period.approximateDays <= Self.shortPeriodDays
        var charge = CalendarEvent(
            uid: Self.uid(of: expense, kind: "charge"), day: first,
            recurrence: RecurrenceRule(
                period: expense.period, anchorDay: expense.anchorDay, firstCharge: first,
                ending: Self.ending(of: expense, on: today)),
            summary: words.text(.calendarSummary, ["name": name, "amount": amount]),
            details: details(of: expense, link: link), url: link,
            alarms: ringsForNextOnly ? [] : chargeAlarms)
        var events = [charge]
        if ringsForNextOnly && !chargeAlarms.isEmpty {
            charge.recurrence = nil
            charge.replacesOccurrence = first
            charge.alarms = chargeAlarms
            events.append(charge)
        }
        if let trialEnds = expense.trialEnds, trialEnds >= today {
            let charge = BillingCalendar.nextCharge(of: expense, onOrAfter: trialEnds)
            var lines = [
                words.text(.calendarTrialDetails, ["amount": amount, "date": .date(charge)])
            ]
            if let link { lines.append(words.text(.calendarManage, ["url": .text(link)])) }
            events.append(
                CalendarEvent(
                    uid: Self.uid(of: expense, kind: "trial"), day: trialEnds,
                    summary: words.text(.calendarTrialSummary, ["name": name]),
                    details: lines.joined(separator: "\n"), url: link,
                    alarms: offsets.map { days in
                        CalendarAlarm(
                            daysBefore: days,
                            text: words.text(
                                .calendarTrialAlarm, ["name": name, "days": .count(days)]))
                    }))
        }
        if let deadline = BillingCalendar.cancellationDeadline(of: expense, onOrAfter: today) {
            events.append(cancelBy(deadline, of: expense, offsets: offsets, link: link))
        }
        return events
    }

    /// The last day to cancel: its own event, with the plan's reminder days before it (a
    /// deadline missed costs a whole period, so it rings like a charge).
    private func cancelBy(
        _ deadline: CancellationDeadline, of expense: RecurringExpense, offsets: [Int],
        link: String?
    ) -> CalendarEvent {
        let name = MessageArgument.text(expense.name)
        var lines = [
            words.text(
                .calendarCancelDetails,
                [
                    "amount": .money(deadline.amount), "date": .date(deadline.chargeOn),
                    "notice": .text(words.notice(deadline.notice)),
                ])
        ]
        if let link { lines.append(words.text(.calendarManage, ["url": .text(link)])) }
        return CalendarEvent(
            uid: Self.uid(of: expense, kind: "cancel"), day: deadline.cancelBy,
            summary: words.text(.calendarCancelSummary, ["name": name]),
            details: lines.joined(separator: "\n"), url: link,
            alarms: offsets.map { days in
                CalendarAlarm(
                    daysBefore: days,
                    text: words.text(.calendarCancelAlarm, ["name": name, "days": .count(days)]))
            })
    }

    /// The description: what a charge costs and how often, the monthly estimate, one
    /// person's part of a shared plan, where to manage it, and the user's notes. Names and
    /// notes go in as they are: `CalendarText` escapes them, and a terminal shown the
    /// calendar cleans it as a whole.
    private func details(of expense: RecurringExpense, link: String?) -> String {
        var lines = [
            words.text(
                .calendarCharge,
                ["amount": .money(expense.amount), "period": .period(expense.period)]),
            words.text(.calendarMonthly, ["amount": .money(ledger.effectiveMonthly(of: expense))]),
        ]
        if expense.sharedWith > 1 {
            lines.append(
                words.text(
                    .calendarShare,
                    [
                        "amount": .money(expense.perPersonAmount),
                        "count": .count(expense.sharedWith),
                    ]))
        }
        if let link { lines.append(words.text(.calendarManage, ["url": .text(link)])) }
        if let notes = expense.notes, !notes.isEmpty {
            lines.append(words.text(.calendarNotes, ["notes": .text(notes)]))
        }
        return lines.joined(separator: "\n")
    }

    /// `<id>-charge@subhub`: the plan's own id, so a rename or a new price updates the
    /// event a calendar already has.
    static func uid(of expense: RecurringExpense, kind: String) -> String {
        expense.id.uuidString.lowercased() + "-" + kind + "@subhub"
    }
}
