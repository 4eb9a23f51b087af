/// The charges of many items in a window, held compactly: each charge is the index of its
/// item and its day counted from the window's start, in the order `BillingCalendar.upcoming`
/// lists them (by day, then by folded name, equal names in list order).
///
/// A year of charges at 100,000 subscriptions is over a million; as `ScheduledCharge`s
/// (a UUID, a name and an amount each) they took more memory and time than wording them.
/// Here each is eight bytes, and a presenter words each item and each day once.
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
    public let charges: [Charge]

    /// The charges of `items` from `start` through `start + days`, both included.
    public init(items: [RecurringExpense], from start: CivilDate, days: Int) {
        self.items = items
        self.start = start
        self.days = max(0, days)
        guard days >= 0 else {
            self.charges = []
            return
        }
        let end = start.addingDays(days)
        // By name (folded once per item; equal names keep list order), then each charge goes
        // to its day's bucket: every bucket fills in name order, so nothing is sorted as a
        // whole.
        let order = items.indices.map { (key: NameKey(items[$0].name).folded, index: $0) }
            .sorted { $0.key != $1.key ? $0.key < $1.key : $0.index < $1.index }
        var buckets = [[Int32]](repeating: [], count: max(0, start.days(until: end)) + 1)
        var total = 0
        for (_, index) in order {
            BillingCalendar.forEachCharge(of: items[index], from: start, through: end) { date in
                buckets[start.days(until: date)].append(Int32(index))
                total += 1
            }
        }
        var charges: [Charge] = []
        charges.reserveCapacity(total)
        for (day, bucket) in buckets.enumerated() {
            for item in bucket { charges.append(Charge(item: item, day: Int32(day))) }
        }
        self.charges = charges
    }

    /// What the charges add up to per currency, largest first (ties by code). Added in 128
    /// bits: the total limit (`Money.maximumTotalMinorUnits`) keeps ten years of charges of
    /// any ledger it let through far inside Int64, and a file written before it is held at
    /// the bound rather than trapping.
    public var totals: [Money] {
        var chargesOfItem = [Int128](repeating: 0, count: items.count)
        for charge in charges { chargesOfItem[Int(charge.item)] += 1 }
        var sums: [CurrencyCode: Int128] = [:]
        for (item, count) in chargesOfItem.enumerated() where count > 0 {
            sums[items[item].currency, default: 0] += Int128(items[item].amount.minorUnits) * count
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
        charges.map { charge in
            let expense = items[Int(charge.item)]
            return ScheduledCharge(
                expenseID: expense.id, name: expense.name, date: date(of: charge),
                amount: expense.amount)
        }
    }
}
