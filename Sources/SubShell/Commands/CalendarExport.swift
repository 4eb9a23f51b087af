import Foundation
import SubDomain
import SubLocalization
import SubStore

/// `export ics`: the profile's coming charges as calendar events, worded from the catalogs.
///
/// What is charged is the domain's answer, the one `upcoming` shows
/// (`ExpenseLedger.chargedItems`): archived plans never; a group's active members rather than
/// the group; a group alone when it has no active member (its cap is then the one charge).
/// Each charged plan is one event repeating from its next charge on the days
/// `BillingCalendar` charges it; a trial not yet over is an event of its own on its last day.
/// Both carry a reminder per offset, and ids that stay the same from one export to the next.
struct CalendarExport {
    let ledger: ExpenseLedger
    let today: CivilDate
    let words: Localizer
    /// Days before a charge to be reminded, per plan.
    let reminderOffsets: (RecurringExpense) -> [Int]
    /// Where a plan is managed or cancelled.
    var manageLink: (RecurringExpense) -> String? = ManageLink.url(for:)

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

    /// The charge event of `expense` and, while its trial lasts, the trial's end.
    func events(for expense: RecurringExpense) -> [CalendarEvent] {
        let first = BillingCalendar.nextCharge(of: expense, onOrAfter: today)
        // A plan charged once in centuries may have no next charge a calendar can write.
        guard first <= CivilDate.latestSupported else { return [] }
        let offsets = (try? ReminderSchedule(offsets: reminderOffsets(expense)))?.offsets ?? []
        let name = MessageArgument.text(expense.name)
        let amount = MessageArgument.money(expense.amount)
        let link = manageLink(expense)
        var events = [
            CalendarEvent(
                uid: Self.uid(of: expense, kind: "charge"), day: first,
                recurrence: RecurrenceRule(
                    period: expense.period, anchorDay: expense.anchorDay, firstCharge: first),
                summary: words.text(.calendarSummary, ["name": name, "amount": amount]),
                details: details(of: expense, link: link), url: link,
                alarms: offsets.map { days in
                    CalendarAlarm(
                        daysBefore: days,
                        text: words.text(
                            .calendarAlarm, ["name": name, "amount": amount, "days": .count(days)]))
                })
        ]
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
        return events
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
