import SubDomain
import SubLocalization

/// The grammar of the commands that only read.
extension CommandTable {
    /// `list [--by category|card]`: with `--by`, split by category or card.
    static let list = CommandSpec(
        .list,
        .init(options: [by]) { values throws(UsageError) in
            grouping(values).map { .listBy($0) } ?? .list
        }, access: .readsLedger, pages: true, json: true)
    /// `total [--without NAME,…] [--in CURRENCY] [--by category|card]`: with `--without`, the
    /// totals as they would be without those subscriptions (exact names, ids or unique id
    /// prefixes); nothing is written. With `--in`, one estimate across currencies after the
    /// exact totals. With `--by`, per currency within each category or card. One at a time:
    /// each answers a different question.
    static let total = CommandSpec(
        .total,
        .init(
            options: [
                .value("--without", .names, .subscriptionList),
                .value("--in", .currency, .currency), by,
            ]
        ) {
            values throws(UsageError) in
            let without = values.option("--without")?.text
            if case .currency(let target)? = values.option("--in") {
                guard without == nil else {
                    throw .unexpectedArgument(command: .total, word: "--without")
                }
                guard grouping(values) == nil else {
                    throw .unexpectedArgument(command: .total, word: "--by")
                }
                return .totalEstimate(in: target)
            }
            if let grouping = grouping(values) {
                guard without == nil else {
                    throw .unexpectedArgument(command: .total, word: "--without")
                }
                return .totalBy(grouping)
            }
            guard let list = without else { return .total }
            let names = list.split(separator: ",").map {
                $0.trimmingSpaces()
            }.filter { !$0.isEmpty }
            guard !names.isEmpty else {
                throw .optionNeedsValue(command: .total, option: "--without")
            }
            return .whatIf(names: names)
        }, access: .readsLedger, json: true)
    static let show = CommandSpec(
        .show, nameOnly { .show(name: $0) }, access: .readsLedger, pages: true, json: true)
    static let risks = CommandSpec(
        .risks, .init { _ throws(UsageError) in .risks }, access: .readsLedger, pages: true,
        json: true)

    static let upcoming = CommandSpec(
        .upcoming,
        .init([.init(.days, .count(BillingCalendar.upcomingDayLimit), .optional)]) {
            values throws(UsageError) in
            if case .count(let days)? = values.value(.days) { return .upcoming(days: days) }
            return .upcoming(days: BillingCalendar.upcomingDefaultDays)
        },
        access: .readsLedger, pages: true, json: true)

    static let chart = CommandSpec(
        .chart,
        .init(options: [.value("--months", .count, .count(BillingCalendar.monthLimit))]) {
            values throws(UsageError) in
            if case .count(let months)? = values.option("--months") {
                return .chart(months: months)
            }
            return .chart(months: BillingCalendar.defaultMonths)
        },
        access: .readsLedger, pages: true, json: true)

    static let settle = CommandSpec(
        .settle, .init { _ throws(UsageError) in .settle }, access: .readsLedger, pages: true,
        json: true)
}

/// The reading commands as the parser and the tests write them.
extension Command {
    static func reading(_ action: ReadingCommand.Action) -> Command {
        .family(AnyFamilyCommand(ReadingCommand(action)))
    }

    static var list: Command { reading(.list) }
    static func listBy(_ grouping: TotalsGrouping) -> Command { reading(.listBy(grouping)) }
    static var total: Command { reading(.total) }
    static func totalEstimate(in target: CurrencyCode) -> Command {
        reading(.totalEstimate(in: target))
    }
    static func totalBy(_ grouping: TotalsGrouping) -> Command { reading(.totalBy(grouping)) }
    static func whatIf(names: [String]) -> Command { reading(.whatIf(names: names)) }
    static func show(name: String) -> Command { reading(.show(name: name)) }
    static var risks: Command { reading(.risks) }
    static func upcoming(days: Int) -> Command { reading(.upcoming(days: days)) }
    static func chart(months: Int) -> Command { reading(.chart(months: months)) }
    static var settle: Command { reading(.settle) }
}
