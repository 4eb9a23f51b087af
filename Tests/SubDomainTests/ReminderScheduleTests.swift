import SubDomain
import TestSupport
import Testing

@Suite struct ReminderScheduleTests {
    let today = Sample.date("2026-11-29")

    @Test func defaultOffsetsAreSevenThreeAndOne() throws {
        #expect(try ReminderSchedule().offsets == [7, 3, 1])
    }

    @Test func remindsOnExactlyTheOffsetDays() throws {
        var ledger = ExpenseLedger()
        _ = try ledger.add(Sample.expense("Week", 100, next: "2026-12-06"), asOf: today)
        _ = try ledger.add(
            Sample.expense("Three", 100, next: "2026-12-02", trialEnds: "2026-12-01"), asOf: today)
        _ = try ledger.add(Sample.expense("Tomorrow", 100, next: "2026-11-30"), asOf: today)
        _ = try ledger.add(Sample.expense("Two", 100, next: "2026-12-01"), asOf: today)
        _ = try ledger.add(Sample.expense("Today", 100, next: "2026-11-29"), asOf: today)
        let reminders = try ReminderSchedule().reminders(in: ledger, on: today)
        #expect(reminders.map(\.name) == ["Tomorrow", "Three", "Week"])
        #expect(reminders.map(\.daysBefore) == [1, 3, 7])
        #expect(reminders.map(\.isTrial) == [false, true, false])
        let sameDay = try ReminderSchedule(offsets: [0]).reminders(in: ledger, on: today)
        #expect(sameDay.map(\.name) == ["Today"])
    }

    @Test func offsetsAreValidatedAndDeduplicated() throws {
        #expect(try ReminderSchedule(offsets: [1, 7, 1, 3]).offsets == [7, 3, 1])
        #expect(throws: DomainError.invalidReminderOffset(-1)) {
            try ReminderSchedule(offsets: [-1])
        }
        #expect(throws: DomainError.invalidReminderOffset(400)) {
            try ReminderSchedule(offsets: [400])
        }
        #expect(try ReminderSchedule(offsets: []).reminders(in: ExpenseLedger(), on: today).isEmpty)
    }
}
