import Foundation
import TestSupport

/// Random command lines for `ReferenceModelTests`, drawn from the model's current state so
/// most of them name something that exists, each with what the model expects of it.
struct ReferenceCommandGenerator {
    /// Whether the model says the product must accept the command, refuse it, or leaves
    /// it to the product (a rule neither the README nor doc/ states; the model then follows the
    /// product's answer, and a refusal must still change nothing).
    enum Expectation: String { case accept, refuse, either }

    /// One generated command: its arguments and the change it makes when accepted.
    struct Step {
        var arguments: [String]
        var expectation: Expectation
        var apply: (inout ReferenceModel) -> Void = { _ in }
        /// `undo`: the runner applies it from its own history of changes.
        var isUndo = false
        /// Days the run's day moves on by, with no command: charges fall due, plans end.
        var advance = 0
    }

    var random: Sample.SeededGenerator
    private var nextNumber = 1

    init(seed: UInt64) { random = Sample.SeededGenerator(seed: seed) }

    static let currencies = ["EUR", "USD", "JPY"]

    private mutating func int(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &random)
    }

    private mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }

    private mutating func pick<T>(_ values: [T]) -> T { values[int(0...values.count - 1)] }

    /// An amount in minor units of `currency` and the text typed for it.
    private mutating func amount(_ currency: String) -> (minor: Int64, text: String) {
        if currency == "JPY" {
            let yen = Int64(int(1...30_000))
            return (yen, "\(yen)")
        }
        let cents = Int64(chance(10) ? int(1...99) : int(100...60_000))
        return (cents, String(format: "%lld.%02lld", cents / 100, cents % 100))
    }

    /// A period and the words typed for it.
    private mutating func period() -> (ReferenceModel.Period, [String]) {
        switch int(0...6) {
        case 0: return (.init(unit: .week, count: 1), ["weekly"])
        case 1, 2: return (.init(unit: .month, count: 1), ["monthly"])
        case 3: return (.init(unit: .month, count: 3), ["quarterly"])
        case 4: return (.init(unit: .year, count: 1), ["annual"])
        case 5:
            let weeks = int(2...5)
            return (.init(unit: .week, count: Int64(weeks)), ["every", "\(weeks)", "weeks"])
        default:
            let months = int(2...18)
            return (.init(unit: .month, count: Int64(months)), ["every", "\(months)", "months"])
        }
    }

    private mutating func freshName(_ prefix: String) -> String {
        defer { nextNumber += 1 }
        return "\(prefix) Qx\(nextNumber)"
    }

    mutating func next(_ model: ReferenceModel, today: ReferenceDay) -> Step {
        let plans = model.items.filter { !$0.isGroup }
        let groups = model.items.filter(\.isGroup)
        if model.items.count < 3 || chance(18) { return add(today) }
        // Time passes: charges fall due unpaid, plans end, a new year starts `spent` again.
        if chance(7) { return Step(arguments: [], expectation: .accept, advance: int(1...45)) }
        if !plans.isEmpty, chance(16) { return paid(pick(plans), today) }
        if !plans.isEmpty, chance(4) { return editVaries(pick(plans)) }
        switch int(0...99) {
        case 0..<12: return editAmount(pick(model.items))
        case 12..<20: return editPeriod(pick(model.items), model)
        case 20..<28: return editShared(pick(model.items))
        case 28..<40: return archive(pick(model.items), model, today)
        case 40..<48: return restore(pick(model.items), model)
        case 48..<53: return delete(pick(model.items))
        case 53..<63: return groupNew(model)
        case 63..<72 where !groups.isEmpty && !plans.isEmpty:
            // A plan that ends stays out of groups: a group's figures are its own.
            let plan = pick(plans)
            guard plan.endsOn == nil else { return add(today) }
            return groupAdd(pick(groups), plan, model)
        case 72..<78 where !plans.isEmpty: return groupRemove(pick(plans))
        case 78..<93: return Step(arguments: ["undo", "--yes"], expectation: .either, isUndo: true)
        case 93..<97:
            // A name nobody has: every write refuses it.
            let verb = pick([["archive"], ["restore"], ["delete", "--yes"], ["edit"]])
            let tail = verb == ["edit"] ? ["amount", "5"] : []
            return Step(arguments: verb + ["Nobody Qx0"] + tail, expectation: .refuse)
        default: return add(today)
        }
    }

    /// A plan, first charged one period after `today`; now and then one that varies, or
    /// that ends on a day or after a number of payments (or, refused, both).
    private mutating func add(_ today: ReferenceDay) -> Step {
        let name = freshName("Plan")
        let currency = pick(Self.currencies)
        let (minor, text) = amount(currency)
        let (period, words) = period()
        let shared = Int64(chance(30) ? pick([2, 3, 4, 6]) : 1)
        var arguments = ["add", name, text, currency] + words
        if shared > 1 || chance(10) { arguments += ["--shared", "\(shared)"] }
        var item = ReferenceModel.Item(
            name: name, currency: currency, amount: minor, period: period, shared: shared)
        item.createdOn = today
        item.anchor = today.day
        item.nextCharge = today
        item.nextCharge = ReferenceModel.charge(of: item, step: 1)
        item.varies = chance(25)
        if item.varies { arguments.append("--varies") }
        var until: ReferenceDay?
        var payments: Int?
        if chance(20) {
            until = today.adding(days: int(-10...400))
            arguments += ["--until", until!.iso]
        }
        if chance(until == nil ? 20 : 5) {
            payments = int(1...14)
            arguments += ["--payments", "\(payments!)"]
        }
        guard let end = ReferenceModel.end(of: item, until: until, payments: payments) else {
            return Step(arguments: arguments, expectation: .refuse)
        }
        item.endsOn = end
        return Step(arguments: arguments, expectation: .accept) { $0.items.append(item) }
    }

    /// `paid NAME [AMOUNT] [--on DAY] [--currency CUR]`: mostly on a day from the plan's
    /// entry to today it was not paid on yet (a day before or after is refused).
    private mutating func paid(_ plan: ReferenceModel.Item, _ today: ReferenceDay) -> Step {
        let name = plan.name
        var arguments = ["paid", name]
        var day = today
        var expectation: ReferenceCommandGenerator.Expectation = plan.archived ? .either : .accept
        if chance(60) {
            let span = today.number - plan.createdOn.number
            day = plan.createdOn.adding(days: int(0...max(0, span)))
            if chance(6) {
                day =
                    chance(50)
                    ? plan.createdOn.adding(days: -int(1...30)) : today.adding(days: int(1...30))
                expectation = .refuse
            }
        }
        // One payment a plan a day: the order of a day's payments is the product's own (by
        // ids the model never sees), and decides which three a varying plan's mean takes.
        if plan.payments.contains(where: { $0.day == day }) { return add(today) }
        var currency = plan.currency
        var amount = plan.amount
        if chance(65) {
            if chance(12) { currency = pick(Self.currencies) }
            let typed = self.amount(currency)
            amount = typed.minor
            arguments.append(typed.text)
            if currency != plan.currency { arguments += ["--currency", currency] }
        }
        if day != today || chance(20) { arguments += ["--on", day.iso] }
        let payment = ReferenceModel.Paid(day: day, amount: amount, currency: currency)
        return Step(arguments: arguments, expectation: expectation) {
            $0.pay(name, payment, today: today)
        }
    }

    /// `edit NAME varies yes|no`.
    private mutating func editVaries(_ plan: ReferenceModel.Item) -> Step {
        let varies = chance(60)
        let name = plan.name
        return Step(
            arguments: ["edit", name, "varies", varies ? "yes" : "no"], expectation: .accept
        ) { $0.items[$0.index(of: name)!].varies = varies }
    }

    private mutating func editAmount(_ item: ReferenceModel.Item) -> Step {
        let (minor, text) = amount(item.currency)
        let name = item.name
        // An automatic group's amount follows its members: editing it is refused.
        let expectation: Expectation = item.isAutomatic ? .refuse : .accept
        return Step(arguments: ["edit", name, "amount", text], expectation: expectation) {
            $0.items[$0.index(of: name)!].amount = minor
        }
    }

    private mutating func editPeriod(_ item: ReferenceModel.Item, _ model: ReferenceModel)
        -> Step
    {
        let (period, words) = period()
        let name = item.name
        // Inside a group one period holds (not a README rule: the product decides).
        let inGroup = item.parent != nil || !model.members(of: name).isEmpty
        return Step(
            arguments: ["edit", name, "period", words.joined(separator: " ")],
            expectation: inGroup ? .either : .accept
        ) { $0.changePeriod(of: name, to: period) }
    }

    private mutating func editShared(_ item: ReferenceModel.Item) -> Step {
        let shared = Int64(pick([1, 2, 3, 5]))
        let name = item.name
        return Step(arguments: ["edit", name, "shared", "\(shared)"], expectation: .accept) {
            $0.items[$0.index(of: name)!].shared = shared
        }
    }

    private mutating func archive(
        _ item: ReferenceModel.Item, _ model: ReferenceModel, _ today: ReferenceDay
    ) -> Step {
        let name = item.name
        let ended = model.hasEnded(item, on: today)
        return Step(
            arguments: ["archive", name],
            expectation: item.archived || ended ? .either : .accept
        ) { $0.archive(name, on: today) }
    }

    private mutating func restore(_ item: ReferenceModel.Item, _ model: ReferenceModel) -> Step {
        let name = item.name
        let parentArchived = item.parent.flatMap { model.item($0) }?.archived ?? false
        let expectation: Expectation = item.archived && !parentArchived ? .accept : .either
        return Step(arguments: ["restore", name], expectation: expectation) { $0.restore(name) }
    }

    private mutating func delete(_ item: ReferenceModel.Item) -> Step {
        let name = item.name
        return Step(arguments: ["delete", name, "--yes"], expectation: .accept) { $0.delete(name) }
    }

    /// Plans that may join a group of `currency` and `period`: standalone, same money.
    private func candidates(
        _ model: ReferenceModel, _ currency: String, _ period: ReferenceModel.Period
    )
        -> [ReferenceModel.Item]
    {
        model.items.filter {
            !$0.isGroup && $0.parent == nil && !$0.archived && $0.currency == currency
                && $0.period.sameCharges(as: period) && $0.endsOn == nil
        }
    }

    private mutating func groupNew(_ model: ReferenceModel) -> Step {
        let name = freshName("Group")
        let automatic = chance(35)
        let seed = model.items.filter {
            !$0.isGroup && $0.parent == nil && !$0.archived && $0.endsOn == nil
        }
        let first = seed.isEmpty ? nil : pick(seed)
        // An automatic group with no member takes the locale's currency (en_US: dollars).
        let currency = first?.currency ?? (automatic ? "USD" : pick(Self.currencies))
        let period = first?.period ?? .init(unit: .month, count: 1)
        var members = first.map { candidates(model, $0.currency, $0.period) } ?? []
        members = members.filter { _ in chance(60) }
        if let first, !members.contains(where: { $0.name == first.name }) {
            members.insert(first, at: 0)
        }
        let memberNames = members.map(\.name)
        var group = ReferenceModel.Item(
            name: name, currency: currency, amount: 0, period: period, isGroup: true,
            isAutomatic: automatic)
        var arguments = ["group", "new", name]
        if automatic {
            arguments.append("--auto")
        } else {
            let (minor, text) = amount(currency)
            group.amount = minor
            arguments += ["--cap", "\(text) \(currency)"]
        }
        return Step(arguments: arguments + memberNames, expectation: .either) { model in
            model.items.append(group)
            for member in memberNames { model.items[model.index(of: member)!].parent = name }
        }
    }

    private mutating func groupAdd(
        _ group: ReferenceModel.Item, _ plan: ReferenceModel.Item, _ model: ReferenceModel
    ) -> Step {
        let fits =
            plan.parent == nil && !plan.archived && !group.archived
            && plan.currency == group.currency && plan.period.sameCharges(as: group.period)
        let (groupName, planName) = (group.name, plan.name)
        return Step(
            arguments: ["group", "add", groupName, planName], expectation: fits ? .accept : .either
        ) { model in
            let at = model.index(of: planName)!
            // An automatic group that never had a member takes its first one's currency
            // and period (the product says so: "now charges in …, as its first member does").
            if let group = model.index(of: groupName), model.items[group].isAutomatic,
                model.members(of: groupName).isEmpty
            {
                model.items[group].currency = model.items[at].currency
                model.items[group].period = model.items[at].period
                model.items[group].amount = 0
            }
            model.items[at].parent = groupName
        }
    }

    private mutating func groupRemove(_ plan: ReferenceModel.Item) -> Step {
        let name = plan.name
        return Step(
            arguments: ["group", "remove", name],
            expectation: plan.parent == nil ? .refuse : .accept
        ) { model in
            let at = model.index(of: name)!
            model.items[at].parent = nil
            model.items[at].archivedWithGroup = false
        }
    }
}
