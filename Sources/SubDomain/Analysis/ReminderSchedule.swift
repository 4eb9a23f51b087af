import Foundation

/// How many days before a charge the user wants to be reminded. Default: 7, 3 and 1.
public struct ReminderSchedule: Hashable, Sendable {
    public static let defaultOffsets = [7, 3, 1]

    /// Distinct offsets in days, largest first.
    public let offsets: [Int]

    /// Validates each offset (0 = on the day, up to 365) and drops duplicates.
    public init(offsets: [Int] = ReminderSchedule.defaultOffsets) throws(DomainError) {
        for offset in offsets where !(0...365).contains(offset) {
            throw .invalidReminderOffset(offset)
        }
        self.offsets = Array(Set(offsets)).sorted(by: >)
    }

    /// The reminders that fall on `day`: charged items whose next charge is exactly one of
    /// the offsets away. Soonest charge first, then by name.
    public func reminders(in ledger: ExpenseLedger, on day: CivilDate) -> [Reminder] {
        Self.ordered(ledger.chargedItems.compactMap { reminder(for: $0, on: day) })
    }

    /// The reminder `expense` (a charged item) gives on `day`, if its next charge on or after
    /// `day` is exactly one of the offsets away: the one rule behind every reminder, which a
    /// store may apply to the rows it preselects instead of to a whole ledger.
    public func reminder(for expense: RecurringExpense, on day: CivilDate) -> Reminder? {
        guard let farthest = offsets.first else { return nil }
        let charge = BillingCalendar.nextCharge(of: expense, onOrAfter: day)
        let daysBefore = day.days(until: charge)
        guard daysBefore <= farthest, offsets.contains(daysBefore) else { return nil }
        return Reminder(
            expenseID: expense.id, name: expense.name, chargeOn: charge,
            daysBefore: daysBefore, amount: expense.amount,
            isTrial: expense.trialEnds.map { $0 >= day } ?? false)
    }

    /// The days a charge must fall on to be reminded of on `day`, soonest first.
    public func chargeDays(on day: CivilDate) -> [CivilDate] {
        offsets.reversed().map { day.addingDays($0) }
    }

    /// Reminders in the order they are shown: soonest charge first, then by folded name;
    /// equal ones keep their order. Each name is folded once, not once per comparison.
    public static func ordered(_ reminders: [Reminder]) -> [Reminder] {
        reminders.map { (key: NameKey($0.name).folded, reminder: $0) }
            .sorted {
                $0.reminder.daysBefore != $1.reminder.daysBefore
                    ? $0.reminder.daysBefore < $1.reminder.daysBefore : $0.key < $1.key
            }
            .map(\.reminder)
    }

    /// The first `count` of `ordered(reminders)`, folding only the names of the days that can
    /// hold them: a headline showing five of 10,000 reminders sorts only the soonest ones.
    public static func leading(_ count: Int, of reminders: [Reminder]) -> [Reminder] {
        var daysNeeded = Set<Int>()
        var counted = 0
        for daysBefore in Set(reminders.map(\.daysBefore)).sorted() where counted < count {
            daysNeeded.insert(daysBefore)
            counted += reminders.count { $0.daysBefore == daysBefore }
        }
        return Array(ordered(reminders.filter { daysNeeded.contains($0.daysBefore) }).prefix(count))
    }
}
