/// The charges of many items in a window, in the order `BillingCalendar.upcoming` lists them
/// (by day, then by folded name, equal names in list order), made as they are read.
///
/// A year of charges at 100,000 subscriptions is over a million, and ten years of 3,000
/// daily plans eleven million: held as values they took more memory than the plans. Here the
/// schedule keeps the plans and each one's place in name order, and `forEachCharge` walks
/// the window with one pending charge per plan (a heap by day, then name): memory follows the
/// plans, never plans × days. Each charge is the index of its item and its day counted from
/// the window's start.
public struct ChargeSchedule: Sendable {
    /// One charge: `items[item]` is charged on `start + day`.
    public struct Charge: Hashable, Sendable {
        public var item: Int32
        public var day: Int32
    }

    /// The items whose charges these are, as given.
    public let items: [RecurringExpense]
    /// The first day of the window.
    public let start: CivilDate
    /// Days in the window after `start` (the window holds `days + 1` days).
    public let days: Int
    /// Each item's place in name order (folded names; equal names keep list order).
    private let rank: [Int32]

    /// The charges of `items` from `start` through `start + days`, both included.
    public init(items: [RecurringExpense], from start: CivilDate, days: Int) {
        self.items = items
        self.start = start
        self.days = max(0, days)
        let order = items.indices.map { (key: NameKey(items[$0].name).folded, index: $0) }
            .sorted { $0.key != $1.key ? $0.key < $1.key : $0.index < $1.index }
        var rank = [Int32](repeating: 0, count: items.count)
        for (place, entry) in order.enumerated() { rank[entry.index] = Int32(place) }
        self.rank = days >= 0 ? rank : []
    }

    /// The last day of the window.
    private var end: CivilDate { start.addingDays(days) }

    /// How many times each item is charged in the window, counted without listing them.
    public var chargesOfItem: [Int] {
        guard !rank.isEmpty else { return [] }
        return items.map { BillingCalendar.chargeCount(of: $0, from: start, through: end) }
    }

    /// Which days of the window have a charge (`days + 1` of them), found plan by plan
    /// without ordering the charges.
    public var daysCharged: [Bool] {
        var used = [Bool](repeating: false, count: days + 1)
        guard !rank.isEmpty else { return used }
        for item in items {
            BillingCalendar.forEachCharge(of: item, from: start, through: end) {
                used[start.days(until: $0)] = true
            }
        }
        return used
    }

    /// Whether anything is charged in the window.
    public var isEmpty: Bool {
        rank.isEmpty
            || !items.contains {
                BillingCalendar.chargeCount(of: $0, from: start, through: end) > 0
            }
    }

    /// Calls `body` with each charge, in order, keeping one pending charge per item: its
    /// day, its place in name order and which of its charges it is (the charges of a plan
    /// are stepped through as `BillingCalendar.forEachCharge` steps through them).
    public func forEachCharge(_ body: (Charge) -> Void) {
        guard !rank.isEmpty else { return }
        let end = min(self.end, CivilDate.latestSupported)
        var heap = PendingCharges()
        heap.reserve(items.count)
        // A plan that ends is never charged past its last charge (`endsOn`).
        let ends = items.map { min(end, BillingCalendar.lastChargeBound(of: $0)) }
        for (index, item) in items.enumerated() {
            let step = BillingCalendar.firstStep(of: item, onOrAfter: start)
            let date = BillingCalendar.charge(of: item, step: step)
            guard date <= ends[index] else { continue }
            heap.push(
                .init(
                    day: Int32(start.days(until: date)), rank: rank[index], item: Int32(index),
                    step: step))
        }
        while let next = heap.popFirst() {
            body(Charge(item: next.item, day: next.day))
            let date = BillingCalendar.charge(of: items[Int(next.item)], step: next.step + 1)
            guard date <= ends[Int(next.item)] else { continue }
            heap.push(
                .init(
                    day: Int32(start.days(until: date)), rank: next.rank, item: next.item,
                    step: next.step + 1))
        }
    }

    /// Every charge, in order, as a list: for a caller that needs them all at once.
    public var charges: [Charge] {
        var charges: [Charge] = []
        forEachCharge { charges.append($0) }
        return charges
    }

    /// What the charges add up to per currency, largest first (ties by code). Added in 128
    /// bits: the total limit (`Money.maximumTotalMinorUnits`) keeps ten years of charges of
    /// any ledger it let through far inside Int64, and a file written before it is held at
    /// the bound rather than trapping.
    public var totals: [Money] {
        var sums: [CurrencyCode: Int128] = [:]
        for (item, count) in chargesOfItem.enumerated() where count > 0 {
            sums[items[item].currency, default: 0] +=
                Int128(items[item].amount.minorUnits) * Int128(count)
        }
        return sums.map { currency, sum in
            Money(
                minorUnits: Int64(max(Int128(Int64.min), min(sum, Int128(Int64.max)))),
                currency: currency)
        }
        .sorted {
            $0.minorUnits != $1.minorUnits
                ? $0.minorUnits > $1.minorUnits : $0.currency < $1.currency
        }
    }

    /// The date of `charge`.
    public func date(of charge: Charge) -> CivilDate { start.addingDays(Int(charge.day)) }

    /// Each charge as a `ScheduledCharge`, in the same order.
    public var scheduledCharges: [ScheduledCharge] {
        var scheduled: [ScheduledCharge] = []
        forEachCharge { charge in
            let expense = items[Int(charge.item)]
            scheduled.append(
                ScheduledCharge(
                    expenseID: expense.id, name: expense.name, date: date(of: charge),
                    amount: expense.amount))
        }
        return scheduled
    }
}

/// The next charge of each plan still to come in a schedule's window, first by day, then by
/// name order: a binary heap.
private struct PendingCharges {
    struct Entry {
        var day: Int32
        var rank: Int32
        var item: Int32
        var step: Int

        func precedes(_ other: Entry) -> Bool {
            day != other.day ? day < other.day : rank < other.rank
        }
    }

    private var entries: [Entry] = []

    mutating func reserve(_ count: Int) { entries.reserveCapacity(count) }

    mutating func push(_ entry: Entry) {
        entries.append(entry)
        var child = entries.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard entries[child].precedes(entries[parent]) else { break }
            entries.swapAt(child, parent)
            child = parent
        }
    }

    mutating func popFirst() -> Entry? {
        guard let first = entries.first else { return nil }
        let last = entries.removeLast()
        guard !entries.isEmpty else { return first }
        entries[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < entries.count, entries[left].precedes(entries[smallest]) { smallest = left }
            if right < entries.count, entries[right].precedes(entries[smallest]) {
                smallest = right
            }
            guard smallest != parent else { break }
            entries.swapAt(parent, smallest)
            parent = smallest
        }
        return first
    }
}
