import Foundation

/// An independent model of SubHub's money rules, written from the README, never from
/// SubDomain: plain `Int64` minor units and its own rounding. `ReferenceModelTests` runs
/// random commands through the real binary and compares its figures with this after every
/// step, so a rule changed in one place and not the other shows up as a divergence.
///
/// The rules it holds (README.md, "The money rules"; doc/what-if-and-chart.md; doc/history.md):
/// - monthly: weekly ×52/12, every N weeks ×52/(12N), every N months ÷N, annual ÷12,
///   rounded half away from zero;
/// - a year of real charges: weekly 52 charges, every N weeks 52/N, monthly 12, every N
///   months 12/N, annual its price (rounded half away from zero only when not whole);
/// - your share of a plan: its monthly line divided by how many share it;
/// - a group costs the larger of its cap and its active members' lines (automatic: exactly
///   their lines); its share is the cost times the members' shares over their lines, or the
///   cost divided by its own count when shared itself or without members;
/// - archived items count nowhere, and a group takes its members with it;
/// - a plan that varies costs the mean of its last three payments in its currency (fewer
///   when fewer, its typed amount when none), rounded half away from zero, wherever its
///   figure shows; a plan whose last charge is behind the day has ended and counts nowhere;
/// - `spent` is, per currency, what was paid in the span apart from what the calendar
///   expected where nothing was recorded (`ReferenceModel+Spending`);
/// - `undo` takes back the last change as a new change, so undoing twice redoes (payments
///   and all).
///
/// The day is the run's, not the model's: `undo` takes back changes, not time.
struct ReferenceModel: Equatable {
    /// A period as a unit and a count ("every 3 weeks" is `.week`, 3).
    struct Period: Equatable, CustomStringConvertible {
        enum Unit: String { case week, month, year }
        var unit: Unit
        var count: Int64

        var description: String { "\(unit.rawValue)×\(count)" }

        /// The monthly line of one charge of `amount`.
        func monthly(_ amount: Int64) -> Int64 {
            switch unit {
            case .week: ReferenceModel.rounded(amount * 52, over: 12 * count)
            case .month: ReferenceModel.rounded(amount, over: count)
            case .year: ReferenceModel.rounded(amount, over: 12 * count)
            }
        }

        /// A year of real charges of `amount`.
        func yearly(_ amount: Int64) -> Int64 {
            switch unit {
            case .week: ReferenceModel.rounded(amount * 52, over: count)
            case .month: ReferenceModel.rounded(amount * 12, over: count)
            case .year: ReferenceModel.rounded(amount, over: count)
            }
        }

        /// "every 12 months" and "annual" are one period: compared by what they charge.
        func sameCharges(as other: Period) -> Bool {
            func months(_ period: Period) -> Int64? {
                switch period.unit {
                case .week: nil
                case .month: period.count
                case .year: period.count * 12
                }
            }
            if let mine = months(self), let theirs = months(other) { return mine == theirs }
            return self == other
        }
    }

    struct Item: Equatable {
        var name: String
        var currency: String
        /// A plan's price, a manual group's cap, an automatic group's (unused) amount.
        var amount: Int64
        var period: Period
        var shared: Int64 = 1
        var isGroup = false
        var isAutomatic = false
        var parent: String?
        var archived = false
        /// Archived because its group was: a restore of the group brings it back.
        var archivedWithGroup = false
        /// The day it was added, and the stored next charge its calendar rolls on from, on
        /// `anchor` (the day of the month charges fall on).
        var createdOn = ReferenceDay(number: 0)
        var nextCharge = ReferenceDay(number: 0)
        var anchor = 1
        var archivedOn: ReferenceDay?
        /// Whether its amount is an estimate of a bill that varies.
        var varies = false
        /// The day of its last charge, for a plan that ends.
        var endsOn: ReferenceDay?
        /// What was paid, in the order recorded.
        var payments: [Paid] = []
    }

    /// One recorded payment.
    struct Paid: Equatable {
        var day: ReferenceDay
        var amount: Int64
        var currency: String
    }

    /// Items in the order they were added; names are unique (the generator keeps them so).
    var items: [Item] = []

    /// `numerator / denominator`, rounded half away from zero.
    static func rounded(_ numerator: Int64, over denominator: Int64) -> Int64 {
        let quotient = numerator / denominator
        let remainder = numerator % denominator
        guard remainder != 0, 2 * abs(remainder) >= abs(denominator) else { return quotient }
        return (numerator < 0) != (denominator < 0) ? quotient - 1 : quotient + 1
    }

    func index(of name: String) -> Int? { items.firstIndex { $0.name == name } }
    func item(_ name: String) -> Item? { index(of: name).map { items[$0] } }

    func members(of group: String) -> [Item] { items.filter { $0.parent == group } }
    func activeMembers(of group: String) -> [Item] {
        members(of: group).filter { !$0.archived }
    }

    // MARK: Figures

    /// What one charge of an item costs: a varying plan's mean of its last three payments in
    /// its currency (by day; the generator pays a plan once a day at most), else its amount.
    func chargeAmount(_ item: Item) -> Int64 {
        guard item.varies, !item.isGroup else { return item.amount }
        let latest = item.payments.filter { $0.currency == item.currency }
            .sorted { $0.day > $1.day }.prefix(3)
        guard !latest.isEmpty else { return item.amount }
        return Self.rounded(latest.reduce(0) { $0 + $1.amount }, over: Int64(latest.count))
    }

    /// Whether an item's last charge is behind `today`.
    func hasEnded(_ item: Item, on today: ReferenceDay) -> Bool {
        item.endsOn.map { $0 < today } ?? false
    }

    /// A plan's own monthly line (a group's cap as a monthly figure).
    func ownMonthly(_ item: Item) -> Int64 { item.period.monthly(chargeAmount(item)) }

    /// What `list` shows as an item's monthly figure: a plan its line, a group its cost.
    func monthlyFigure(_ item: Item) -> Int64 {
        guard item.isGroup else { return ownMonthly(item) }
        let lines = activeMembers(of: item.name).reduce(0) { $0 + ownMonthly($1) }
        return item.isAutomatic ? lines : max(ownMonthly(item), lines)
    }

    /// Your part of an item's monthly figure.
    func shareFigure(_ item: Item) -> Int64 {
        guard item.isGroup else { return Self.rounded(ownMonthly(item), over: item.shared) }
        let cost = monthlyFigure(item)
        let active = activeMembers(of: item.name)
        let lines = active.reduce(0) { $0 + ownMonthly($1) }
        guard item.shared <= 1, !active.isEmpty, lines > 0 else {
            return Self.rounded(cost, over: item.shared)
        }
        let shares = active.reduce(0) { $0 + Self.rounded(ownMonthly($1), over: $1.shared) }
        return Self.rounded(cost * shares, over: lines)
    }

    /// A year of real charges of a top-level item (a group: the larger of its cap's and its
    /// members'; automatic: its members').
    func yearlyFigure(_ item: Item) -> Int64 {
        guard item.isGroup else { return item.period.yearly(chargeAmount(item)) }
        let members = activeMembers(of: item.name).reduce(0) {
            $0 + $1.period.yearly(chargeAmount($1))
        }
        return item.isAutomatic ? members : max(item.period.yearly(item.amount), members)
    }

    struct CurrencyLine: Equatable, CustomStringConvertible {
        var monthly: Int64 = 0
        var share: Int64 = 0
        var activeCount = 0
        var yearly: Int64 = 0
        var description: String {
            "monthly \(monthly), share \(share), active \(activeCount), yearly \(yearly)"
        }
    }

    /// Per currency on `today`: every currency of an active item has a line, even one
    /// adding to zero; a plan that has ended adds nothing to it.
    func totals(on today: ReferenceDay) -> [String: CurrencyLine] {
        var lines: [String: CurrencyLine] = [:]
        for item in items where !item.archived {
            var line = lines[item.currency, default: CurrencyLine()]
            if hasEnded(item, on: today) {
                lines[item.currency] = line
                continue
            }
            let parentActive = item.parent.flatMap { self.item($0) }.map { !$0.archived } ?? true
            if item.parent == nil {
                line.monthly += monthlyFigure(item)
                line.share += shareFigure(item)
                line.yearly += yearlyFigure(item)
            }
            // A group with active members is charged through them.
            let charged = item.isGroup ? activeMembers(of: item.name).isEmpty : true
            if charged && parentActive { line.activeCount += 1 }
            lines[item.currency] = line
        }
        return lines
    }

    // MARK: Changes

    /// Archives an item on `day` and, when it is a group, its active members with it. What
    /// was archived keeps its day.
    mutating func archive(_ name: String, on day: ReferenceDay) {
        guard let at = index(of: name) else { return }
        if !items[at].archived { items[at].archivedOn = day }
        items[at].archived = true
        guard items[at].isGroup else { return }
        for member in items.indices where items[member].parent == name && !items[member].archived {
            items[member].archived = true
            items[member].archivedOn = day
            items[member].archivedWithGroup = true
        }
    }

    /// Restores an item; a group brings back exactly the members archived with it.
    mutating func restore(_ name: String) {
        guard let at = index(of: name) else { return }
        items[at].archived = false
        items[at].archivedOn = nil
        guard items[at].isGroup else { return }
        for member in items.indices
        where items[member].parent == name && items[member].archivedWithGroup {
            items[member].archived = false
            items[member].archivedOn = nil
            items[member].archivedWithGroup = false
        }
    }

    /// Deletes an item; a group's members stay, as standalone items.
    mutating func delete(_ name: String) {
        items.removeAll { $0.name == name }
        for member in items.indices where items[member].parent == name {
            items[member].parent = nil
            items[member].archivedWithGroup = false
        }
    }

    /// What `total --without NAME` would give: the ledger with `name` archived.
    func without(_ name: String, on today: ReferenceDay) -> ReferenceModel {
        var after = self
        after.archive(name, on: today)
        return after
    }
}
