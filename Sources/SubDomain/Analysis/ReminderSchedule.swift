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
        guard let farthest = offsets.first else { return [] }
        let wanted = Set(offsets)
        var due: [Reminder] = []
        for expense in ledger.chargedItems {
            let charge = BillingCalendar.nextCharge(of: expense, onOrAfter: day)
            let daysBefore = day.days(until: charge)
            guard daysBefore <= farthest, wanted.contains(daysBefore) else { continue }
            due.append(
                Reminder(
                    expenseID: expense.id, name: expense.name, chargeOn: charge,
                    daysBefore: daysBefore, amount: expense.amount,
                    isTrial: expense.trialEnds.map { $0 >= day } ?? false))
        }
        return due.sorted {
            $0.daysBefore != $1.daysBefore
                ? $0.daysBefore < $1.daysBefore : NameKey($0.name).folded < NameKey($1.name).folded
        }
    }
}
