import SubDomain
import SubLocalization

/// The grammar of `paid`, `payments` and `spent`.
extension CommandTable {
    /// `paid NAME [AMOUNT] [--on DATE] [--currency CUR]`: the name's words, then maybe an
    /// amount as the last word (a name ending in a number is quoted: `paid "Plan 2"`).
    static let paid = CommandSpec(
        .paid,
        .init(
            [.init(.name, .subscription, .list(minimum: 1))],
            options: [
                .value("--on", .date, .date), .value("--currency", .currency, .currency),
            ]
        ) { values throws(UsageError) in
            var day: TypedDay?
            if case .date(let typed)? = values.option("--on") { day = typed }
            var currency: CurrencyCode?
            if case .currency(let code)? = values.option("--currency") { currency = code }
            return .family(
                AnyFamilyCommand(
                    PaidCommand(words: values.texts(.name), day: day, currency: currency)))
        },
        access: .writesLedger, json: true)

    /// `payments [NAME] [--from DATE] [--to DATE]`: every recorded payment, oldest first.
    static let payments = CommandSpec(
        .payments,
        .init(
            [.init(.name, .subscription, .joined(required: false))],
            options: [.value("--from", .date, .date), .value("--to", .date, .date)]
        ) { values throws(UsageError) in
            var from: CivilDate?
            var through: CivilDate?
            if case .date(let day)? = values.option("--from") { from = day.date }
            if case .date(let day)? = values.option("--to") { through = day.date }
            return .family(
                AnyFamilyCommand(
                    PaymentsCommand(name: values.text(.name), from: from, through: through)))
        },
        access: .readsLedger, pages: true, json: true)

    /// `spent [YEAR | --from DATE --to DATE] [--by category|card|plan] [--in CURRENCY]`.
    static let spent = CommandSpec(
        .spent,
        .init(
            [
                .init(
                    .year,
                    .count(CivilDate.earliestAccepted.year...CivilDate.latestAccepted.year),
                    .optional)
            ],
            options: [
                .value("--from", .date, .date), .value("--to", .date, .date),
                .value("--by", .grouping, .text), .value("--in", .currency, .currency),
            ]
        ) { values throws(UsageError) in
            var year: Int?
            if case .count(let number)? = values.value(.year) { year = number }
            var from: CivilDate?
            var through: CivilDate?
            if case .date(let day)? = values.option("--from") { from = day.date }
            if case .date(let day)? = values.option("--to") { through = day.date }
            if year != nil, from != nil || through != nil {
                throw .unexpectedArgument(command: .spent, word: from != nil ? "--from" : "--to")
            }
            var command = SpentCommand(
                year: year, from: from, through: through, grouping: values.option("--by")?.text)
            if case .currency(let target)? = values.option("--in") { command.estimateIn = target }
            return .family(AnyFamilyCommand(command))
        },
        access: .readsLedger, pages: true, json: true)
}
