import FoundationEssentials

/// How many days before a charge the user wants to be reminded. Default: 7, 3 and 1.
///
/// The schedule holds the profile's offsets; a subscription may carry its own
/// (`RecurringExpense.reminderOffsets`, empty for none), which replace the profile's for it
/// (`offsets(for:)`: what every reminder, the headline's and the calendar's, goes by).
public struct ReminderSchedule: Hashable, Sendable {
    public static let defaultOffsets = [7, 3, 1]

    /// The days an offset may be: 0 (on the day) to a year before.
    public static let offsetLimit = 0...365

    /// The profile's distinct offsets in days, largest first.
    public let offsets: [Int]

    /// Whether a charge on the day itself is reminded of whatever the offsets say (the
    /// shell's headline always names what is charged today).
    public let includesChargeDay: Bool

    /// Validates each offset (0 = on the day, up to 365) and drops duplicates.
    public init(
        offsets: [Int] = ReminderSchedule.defaultOffsets, includesChargeDay: Bool = false
    ) throws(DomainError) {
        for offset in offsets where !Self.offsetLimit.contains(offset) {
            throw .invalidReminderOffset(offset)
        }
        self.offsets = Array(Set(offsets)).sorted(by: >)
        self.includesChargeDay = includesChargeDay
    }

    /// The offsets that apply to `expense`: its own when it has them (empty: no reminders),
    /// else the profile's. Largest first.
    public func offsets(for expense: RecurringExpense) -> [Int] {
        expense.reminderOffsets ?? offsets
    }

    /// The reminders that fall on `day`: charged items whose next charge is exactly one of
    /// their offsets away. Soonest charge first, then by name.
    public func reminders(in ledger: ExpenseLedger, on day: CivilDate) -> [Reminder] {
        Self.ordered(ledger.chargedItems.compactMap { reminder(for: $0, on: day) })
    }

    /// The reminder `expense` (a charged item) gives on `day`, if its next charge on or after
    /// `day` is exactly one of its offsets away (`offsets(for:)`; or is `day` itself, with
    /// `includesChargeDay`): the one rule behind every reminder, which a store may apply to
    /// the rows it preselects instead of to a whole ledger.
    public func reminder(for expense: RecurringExpense, on day: CivilDate) -> Reminder? {
        guard
            let (charge, daysBefore) = remindedCharge(
                period: expense.period, storedNextCharge: expense.nextCharge,
                anchorDay: expense.anchorDay, offsets: offsets(for: expense), on: day),
            // A plan that ends is reminded of no charge past its last one.
            charge <= BillingCalendar.lastChargeBound(of: expense)
        else { return nil }
        return Reminder(
            expenseID: expense.id, name: expense.name, chargeOn: charge,
            daysBefore: daysBefore, amount: expense.amount,
            isTrial: expense.trialEnds.map { $0 >= day } ?? false)
    }

    /// The charge a plan of `period`, stored to be charged next on `storedNextCharge` on
    /// `anchorDay`, is reminded of on `day` by `offsets` (its own or the profile's), and how
    /// many days away it is; `nil` when `day` is no reminder day for it. The rule of
    /// `reminder(for:on:)`, from the only values it depends on: a headline over 100,000 rows
    /// reads these columns from an index and the whole row only of the few it shows.
    public func remindedCharge(
        period: Period, storedNextCharge: CivilDate, anchorDay: Int, offsets wanted: [Int],
        on day: CivilDate
    ) -> (chargeOn: CivilDate, daysBefore: Int)? {
        let farthest = max(wanted.max() ?? -1, includesChargeDay ? 0 : -1)
        guard farthest >= 0 else { return nil }
        let charge = BillingCalendar.nextCharge(
            period: period, storedNextCharge: storedNextCharge, anchorDay: anchorDay,
            onOrAfter: day)
        let daysBefore = day.days(until: charge)
        guard daysBefore <= farthest,
            wanted.contains(daysBefore) || (includesChargeDay && daysBefore == 0)
        else { return nil }
        return (charge, daysBefore)
    }

    /// The days a charge must fall on to be reminded of on `day` by the profile's offsets
    /// (and on `day` itself with `includesChargeDay`), soonest first. A subscription with
    /// offsets of its own goes by those instead (`offsets(for:)`).
    public func chargeDays(on day: CivilDate) -> [CivilDate] {
        let days = includesChargeDay ? Set(offsets + [0]) : Set(offsets)
        return days.sorted().map { day.addingDays($0) }
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
        leading(
            count, of: Array(reminders.enumerated()), daysBefore: { $0.element.daysBefore },
            name: { $0.element.name }, listOrder: { $0.offset < $1.offset }
        ).map { $0.element }
    }

    /// The same order over anything that knows its days before the charge, its name and
    /// which of two comes first in the list (equal reminders are shown in list order): a
    /// store picks the headline's few from many rows of which it read only those. Only the
    /// names of the soonest days that hold `count` are folded, and the few kept are found in
    /// one pass instead of sorting thousands.
    public static func leading<Item>(
        _ count: Int, of items: [Item], daysBefore: (Item) -> Int, name: (Item) -> String,
        listOrder: (Item, Item) -> Bool
    ) -> [Item] {
        guard count > 0 else { return [] }
        var perDay: [Int: Int] = [:]
        for item in items { perDay[daysBefore(item), default: 0] += 1 }
        var daysNeeded = Set<Int>()
        var counted = 0
        for days in perDay.keys.sorted() where counted < count {
            daysNeeded.insert(days)
            counted += perDay[days] ?? 0
        }
        typealias Keyed = (days: Int, key: String, item: Item)
        func precedes(_ lhs: Keyed, _ rhs: Keyed) -> Bool {
            if lhs.days != rhs.days { return lhs.days < rhs.days }
            if lhs.key != rhs.key { return lhs.key < rhs.key }
            return listOrder(lhs.item, rhs.item)
        }
        // The best `count` so far, in order.
        var kept: [Keyed] = []
        kept.reserveCapacity(count + 1)
        for item in items {
            let days = daysBefore(item)
            guard daysNeeded.contains(days) else { continue }
            if kept.count == count, let last = kept.last, days > last.days { continue }
            let keyed: Keyed = (days, NameKey(name(item)).folded, item)
            if kept.count == count {
                guard let last = kept.last, precedes(keyed, last) else { continue }
                kept.removeLast()
            }
            let index = kept.firstIndex { precedes(keyed, $0) } ?? kept.count
            kept.insert(keyed, at: index)
        }
        return kept.map { $0.item }
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
