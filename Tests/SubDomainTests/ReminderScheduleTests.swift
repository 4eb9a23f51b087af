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

@Suite struct OwnReminderOffsetsTests {
    let today = Sample.date("2026-11-29")

    @Test func aSubscriptionsOwnOffsetsReplaceTheProfiles() throws {
        var ledger = ExpenseLedger()
        var own = Sample.expense("Own", 100, next: "2026-12-13")
        own.reminderOffsets = [14]
        var silent = Sample.expense("Silent", 100, next: "2026-12-06")
        silent.reminderOffsets = []
        _ = try ledger.add(own, asOf: today)
        _ = try ledger.add(silent, asOf: today)
        _ = try ledger.add(Sample.expense("Profile", 100, next: "2026-12-06"), asOf: today)
        let schedule = try ReminderSchedule()
        #expect(schedule.reminders(in: ledger, on: today).map(\.name) == ["Profile", "Own"])
        #expect(schedule.offsets(for: own) == [14])
        #expect(schedule.offsets(for: silent) == [])
        #expect(schedule.offsets(for: ledger.expenses[2]) == [7, 3, 1])
    }

    @Test func theChargeDayIsIncludedWhateverTheOffsets() throws {
        var ledger = ExpenseLedger()
        var silent = Sample.expense("Silent", 100, next: "2026-11-29")
        silent.reminderOffsets = []
        _ = try ledger.add(silent, asOf: today)
        #expect(try ReminderSchedule(offsets: []).reminders(in: ledger, on: today).isEmpty)
        let headline = try ReminderSchedule(offsets: [], includesChargeDay: true)
        #expect(headline.reminders(in: ledger, on: today).map(\.name) == ["Silent"])
        #expect(headline.chargeDays(on: today) == [today])
        #expect(
            try ReminderSchedule(offsets: [3, 1], includesChargeDay: true).chargeDays(on: today)
                == [today, today.addingDays(1), today.addingDays(3)])
    }

    @Test func theStoredFormReadsBack() {
        #expect(ReminderSchedule.identifier(of: [7, 3, 1]) == "7,3,1")
        #expect(ReminderSchedule.identifier(of: []) == "off")
        #expect(ReminderSchedule.offsets(identifier: "off") == [])
        #expect(ReminderSchedule.offsets(identifier: "1,7,3,7") == [7, 3, 1])
        for text in ["", ",", "7,", "7,,3", "366", "-1", "a", "7;3"] {
            #expect(ReminderSchedule.offsets(identifier: text) == nil, "\(text)")
        }
    }

    @Test func theLedgerKeepsOffsetsAndPayersTidy() throws {
        var ledger = ExpenseLedger()
        var expense = Sample.expense("Gym", 100)
        expense.reminderOffsets = [1, 7, 1]
        expense.paidBy = "  Ana   María "
        let added = try ledger.add(expense, asOf: today).value
        #expect(added.reminderOffsets == [7, 1])
        #expect(added.paidBy == "Ana María")
        var bad = added
        bad.reminderOffsets = [400]
        #expect(throws: DomainError.invalidReminderOffset(400)) {
            try ledger.update(bad, asOf: today)
        }
        bad = added
        bad.paidBy = "\u{200B} "
        #expect(throws: DomainError.invalidPayerName) { try ledger.update(bad, asOf: today) }
        bad.paidBy = String(repeating: "a", count: RecurringExpense.payerNameLimit + 1)
        #expect(throws: DomainError.invalidPayerName) { try ledger.update(bad, asOf: today) }
    }
}
