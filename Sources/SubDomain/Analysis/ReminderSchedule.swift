import Foundation

/// How many days before a charge the user wants to be reminded. Default: 7, 3 and 1.
///
/// The schedule holds the profile's offsets; a subscription may carry its own
/// (`RecurringExpense.reminderOffsets`, empty for none), which replace the profile's for it.
public struct ReminderSchedule: Hashable, Sendable {
    public static let defaultOffsets = [7, 3, 1]

    /// The days an offset may be: 0 (on the day) to a year before.
    public static let offsetLimit = 0...365

    /// The profile's distinct offsets in days, largest first.
    public let offsets: [Int]

    /// Validates each offset (0 = on the day, up to 365) and drops duplicates.
    public init(offsets: [Int] = ReminderSchedule.defaultOffsets) throws(DomainError) {
        for offset in offsets where !Self.offsetLimit.contains(offset) {
            throw .invalidReminderOffset(offset)
        }
        self.offsets = Array(Set(offsets)).sorted(by: >)
    }

    /// The offsets that apply to `expense`: its own when it has them (empty: no reminders),
    /// else the profile's. Largest first.
    public func offsets(for expense: RecurringExpense) -> [Int] {
        expense.reminderOffsets ?? offsets
    }

    /// The reminders that fall on `day`: charged items whose next charge is exactly one of
    /// their offsets away (and, with `includingToday`, those charged on `day` itself, as the
    /// shell's headline shows them whatever the offsets). Soonest charge first, then by name.
    public func reminders(in ledger: ExpenseLedger, on day: CivilDate, includingToday: Bool = false)
        -> [Reminder]
    {
        var due: [Reminder] = []
        let profile = Set(offsets)
        let lowest = includingToday ? 0 : -1
        for expense in ledger.chargedItems {
            let own = expense.reminderOffsets
            let farthest = max((own ?? offsets).max() ?? -1, lowest)
            guard farthest >= 0 else { continue }
            let charge = BillingCalendar.nextCharge(of: expense, onOrAfter: day)
            let daysBefore = day.days(until: charge)
            guard daysBefore <= farthest else { continue }
            let wanted = own.map { $0.contains(daysBefore) } ?? profile.contains(daysBefore)
            guard wanted || (includingToday && daysBefore == 0) else { continue }
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

    // MARK: Stored form

    /// A subscription's own offsets as stored and exported: `7,3,1`, or `off` for none.
    public static func identifier(of offsets: [Int]) -> String {
        offsets.isEmpty ? "off" : offsets.map(String.init).joined(separator: ",")
    }

    /// Reads `identifier(of:)` back, largest first without repeats; `nil` for anything else
    /// (an offset outside `offsetLimit`, a word, an empty part).
    public static func offsets(identifier: String) -> [Int]? {
        if identifier == "off" { return [] }
        var offsets: [Int] = []
        for part in identifier.split(separator: ",", omittingEmptySubsequences: false) {
            guard !part.isEmpty, part.count <= 3, part.allSatisfy({ $0.isASCII && $0.isNumber }),
                let offset = Int(part), offsetLimit.contains(offset)
            else { return nil }
            offsets.append(offset)
        }
        return Array(Set(offsets)).sorted(by: >)
    }
}
