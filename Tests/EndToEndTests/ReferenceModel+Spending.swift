/// The calendar, payments and `spent`, re-derived from the rules as `Spending` and
/// `PaymentLog` state them (never calling them):
///
/// - a plan is charged on its stored next charge and every period after it, on its anchor
///   day (a month too short for it on its last day), never past its last charge; a plan
///   added without a first charge is first charged one period after the day it was added;
/// - `paid` records a payment (the plan's amount unless told) on a day from the plan's
///   entry to today; when it covers the charge that is due (the first from a week ago on,
///   paid at most a week early), the next charge moves to the one after that charge;
/// - `--until DAY` ends a plan on its last charge on or before the day (not before its
///   next charge); `--payments N` on its N-th charge from the next;
/// - `spent` over a span (this year so far without one): per currency, the sum of the
///   payments recorded in it, and apart from it each plan's (not group's) charges of the
///   span while it was tracked and running (from its entry, through its archiving or last
///   charge), less the payments recorded for it in the span in any currency, never below
///   none, each at what one of its charges costs, in its own currency.
extension ReferenceModel {
    /// The charge `step` periods after `item`'s stored next charge.
    static func charge(of item: Item, step: Int) -> ReferenceDay {
        let count = Int(item.period.count)
        switch item.period.unit {
        case .week: return item.nextCharge.adding(days: 7 * count * step)
        case .month: return item.nextCharge.adding(months: count * step, anchor: item.anchor)
        case .year: return item.nextCharge.adding(months: 12 * count * step, anchor: item.anchor)
        }
    }

    /// The first charge of `item` on or after `day`, its end disregarded.
    static func firstCharge(of item: Item, onOrAfter day: ReferenceDay) -> ReferenceDay {
        var step = 0
        while charge(of: item, step: step) < day { step += 1 }
        return charge(of: item, step: step)
    }

    /// `item`'s charges from `start` through `end`, both included, none past its last.
    static func chargeCount(of item: Item, from start: ReferenceDay, through end: ReferenceDay)
        -> Int
    {
        let last = min(end, item.endsOn ?? end)
        var count = 0
        var step = 0
        while case let day = charge(of: item, step: step), day <= last {
            if day >= start { count += 1 }
            step += 1
        }
        return count
    }

    /// The day a plan added on `today` with `term` ends on, or `nil` when it is refused.
    static func end(of item: Item, until: ReferenceDay?, payments: Int?) -> ReferenceDay?? {
        switch (until, payments) {
        case (nil, nil): return .some(nil)
        case (let day?, nil):
            guard day >= item.nextCharge else { return nil }
            var step = 0
            while charge(of: item, step: step + 1) <= day { step += 1 }
            return charge(of: item, step: step)
        case (nil, let count?):
            guard (1...1040).contains(count) else { return nil }
            return charge(of: item, step: count - 1)
        default: return nil
        }
    }

    /// A new period for `name`. A month or a year counted from a next charge that is not on
    /// the anchor day (a weekly plan's, anchored on the day it was added) charges from its
    /// next charge's day on: what the day was is stale.
    mutating func changePeriod(of name: String, to period: Period) {
        guard let at = index(of: name) else { return }
        items[at].period = period
        let next = items[at].nextCharge
        let (year, month, day) = next.parts
        if period.unit != .week,
            day != min(items[at].anchor, ReferenceDay.daysIn(year: year, month: month))
        {
            items[at].anchor = day
        }
    }

    /// Records a payment of `name` and moves its next charge on when it covers the charge
    /// that is due.
    mutating func pay(
        _ name: String, _ paid: Paid, today: ReferenceDay
    ) {
        guard let at = index(of: name) else { return }
        items[at].payments.append(paid)
        let item = items[at]
        let due = Self.firstCharge(of: item, onOrAfter: today.adding(days: -7))
        guard paid.day >= due.adding(days: -7) else { return }
        let following = Self.firstCharge(of: item, onOrAfter: due.adding(days: 1))
        if following > item.nextCharge { items[at].nextCharge = following }
    }

    /// One currency's line of `spent`.
    struct SpentLine: Equatable, CustomStringConvertible {
        var paid: Int64 = 0
        var expected: Int64 = 0
        var payments = 0
        var expectedCharges = 0
        var description: String {
            "paid \(paid) (\(payments)), expected \(expected) (\(expectedCharges))"
        }
    }

    /// `spent` from `from` through `through` on `today`, per currency.
    func spent(from: ReferenceDay, through: ReferenceDay, today: ReferenceDay)
        -> [String: SpentLine]
    {
        let end = min(through, today)
        var lines: [String: SpentLine] = [:]
        for item in items {
            let paid = item.payments.filter { $0.day >= from && $0.day <= end }
            for payment in paid {
                lines[payment.currency, default: SpentLine()].paid += payment.amount
                lines[payment.currency, default: SpentLine()].payments += 1
            }
            guard !item.isGroup else { continue }
            var stop = end
            if let archivedOn = item.archivedOn { stop = min(stop, archivedOn) }
            let charges = Self.chargeCount(of: item, from: max(from, item.createdOn), through: stop)
            let missing = max(0, charges - paid.count)
            if missing > 0 {
                lines[item.currency, default: SpentLine()].expected +=
                    chargeAmount(item) * Int64(missing)
                lines[item.currency, default: SpentLine()].expectedCharges += missing
            }
        }
        return lines
    }
}
