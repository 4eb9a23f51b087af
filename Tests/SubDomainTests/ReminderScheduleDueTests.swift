import Foundation
import SubDomain
import TestSupport
import Testing

/// `dueReminders`: what `remind run` owes on a day, checked against the headline's own rule
/// and by simulating runs with a record of what was delivered.
@Suite struct ReminderScheduleDueTests {
    let start = Sample.date("2026-11-29")

    private func plans() throws -> [RecurringExpense] {
        var ledger = ExpenseLedger()
        var gym = Sample.expense("Gym", 3000, next: "2027-01-15")
        gym.noticePeriod = try NoticePeriod(30, .day)
        var own = Sample.expense("Own", 500, period: .weekly, next: "2026-12-03")
        own.reminderOffsets = [2]
        var silent = Sample.expense("Silent", 700, next: "2026-12-02")
        silent.reminderOffsets = []
        for expense in [
            Sample.expense("Netflix", 1299, next: "2026-12-05"),
            Sample.expense("Trial", 899, next: "2026-12-10", trialEnds: "2026-12-09"),
            Sample.expense("Yearly", 13900, period: .annual, next: "2027-01-20"), gym, own, silent,
        ] {
            _ = try ledger.add(expense, asOf: start)
        }
        let gone = Sample.expense("Gone", 100, next: "2026-12-01")
        _ = try ledger.add(gone, asOf: start)
        try ledger.archive(gone.id, on: start)
        return ledger.chargedItems
    }

    @Test("on an offset's own day the charge reminder is the headline's, not late")
    func agreesWithTheHeadlineRule() throws {
        let schedule = try ReminderSchedule()
        let items = try plans()
        for offset in 0..<90 {
            let day = start.addingDays(offset)
            let due = schedule.dueReminders(for: items, on: day)
                .filter { $0.kind != .cancelBy && $0.dueOn == day }
            let headline = items.compactMap { schedule.reminder(for: $0, on: day) }
            #expect(Set(due.map(\.expenseID)) == Set(headline.map(\.expenseID)), "\(day.iso)")
            for reminder in due {
                let same = try #require(headline.first { $0.expenseID == reminder.expenseID })
                #expect(same.chargeOn == reminder.chargeOn)
                #expect(same.daysBefore == reminder.offset)
                #expect(same.isTrial == (reminder.kind == .trialEnd))
                #expect(!reminder.isLate(on: day))
            }
        }
    }

    /// Runs on the days `runs` says, delivering what is due and not yet delivered: each
    /// reminder is delivered at most once, a run delivers at most one per event, and a daily
    /// run delivers every offset on its day.
    @Test(
        "simulated runs deliver each reminder once, one per event after a gap",
        arguments: [
            1, 2, 3, 7, 10,
        ])
    func simulatedRuns(every gap: Int) throws {
        let schedule = try ReminderSchedule()
        let items = try plans()
        var delivered: [String: CivilDate] = [:]
        var day = start
        while day <= start.addingDays(80) {
            let due = schedule.dueReminders(for: items, on: day)
                .filter { delivered[$0.key] == nil }
            #expect(Set(due.map(\.eventKey)).count == due.count, "one per event on \(day.iso)")
            for reminder in due {
                #expect(reminder.dueOn <= day)
                #expect(reminder.eventOn >= day)
                #expect(reminder.isLate(on: day) == (reminder.dueOn < day))
                delivered[reminder.key] = day
            }
            day = day.addingDays(gap)
        }
        let names = Set(items.map(\.name))
        #expect(!names.contains("Gone"))
        let remindedNames = Set(
            delivered.keys.compactMap { key in
                items.first { key.contains($0.id.uuidString.lowercased()) }?.name
            })
        #expect(!remindedNames.contains("Silent"))
        if gap == 1 {
            // Daily runs never deliver late, and give Netflix's first charge all three.
            #expect(delivered.allSatisfy { key, on in !key.isEmpty && on >= start })
            let netflix = try #require(items.first { $0.name == "Netflix" })
            let prefix = "charge:\(netflix.id.uuidString.lowercased()):2026-12-05:"
            #expect(
                Set(delivered.keys.filter { $0.hasPrefix(prefix) }) == [
                    prefix + "7", prefix + "3", prefix + "1",
                ])
        }
    }

    @Test("a week off delivers the nearest missed reminder of each event once, late")
    func weekOff() throws {
        let schedule = try ReminderSchedule()
        let items = try plans()
        let later = Sample.date("2026-12-03")
        let due = schedule.dueReminders(for: items, on: later)
        let netflix = try #require(due.first { $0.name == "Netflix" && $0.kind == .charge })
        #expect(netflix.offset == 3)
        #expect(netflix.isLate(on: later))
        #expect(netflix.dueOn == Sample.date("2026-12-02"))
        let own = try #require(due.first { $0.name == "Own" })
        #expect(own.offset == 2 && own.isLate(on: later))
        #expect(due.filter { $0.name == "Netflix" }.count == 1)
    }

    @Test("a last day to cancel is reminded at the plan's offsets and on the day itself")
    func cancelBy() throws {
        let schedule = try ReminderSchedule()
        let items = try plans()
        let deadline = Sample.date("2026-12-16")
        for (day, offset) in [("2026-12-09", 7), ("2026-12-13", 3), ("2026-12-16", 0)] {
            let due = schedule.dueReminders(for: items, on: Sample.date(day))
            let gym = try #require(due.first { $0.name == "Gym" && $0.kind == .cancelBy })
            #expect(gym.eventOn == deadline)
            #expect(gym.chargeOn == Sample.date("2027-01-15"))
            #expect(gym.offset == offset)
        }
        #expect(
            !schedule.dueReminders(for: items, on: Sample.date("2026-12-08"))
                .contains { $0.kind == .cancelBy })
    }

    @Test("a plan added two days before its charge is not reminded late of a day before it existed")
    func aNewPlanIsNeverLate() throws {
        let schedule = try ReminderSchedule()
        var ledger = ExpenseLedger()
        let added = Sample.date("2026-12-07")
        let plan = Sample.expense("New", 999, next: "2026-12-09", created: "2026-12-07")
        _ = try ledger.add(plan, asOf: added)
        let today = schedule.dueReminders(for: ledger.chargedItems, on: added)
        #expect(today.map(\.offset) == [3])
        #expect(today.allSatisfy { !$0.isLate(on: added) })
        // A day later it has not been delivered (the machine was off): now it is late.
        #expect(today.allSatisfy { $0.isLate(on: added.addingDays(1)) })
    }
}
