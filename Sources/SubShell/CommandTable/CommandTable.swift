import FoundationEssentials
import SubDomain
import SubLocalization

/// Every command of the shell, one entry each: the single place a command's grammar lives.
///
/// Adding an option is one edit here (for `add`, a case of `AddOption`): the parser reads it,
/// Tab completes it (and its value, by kind), `help` and error messages show it in the usage
/// line, and for `add` the dialogue asks it. A spec's `access` says what the command does with
/// the profile and `hidden` keeps it out of `help` and the man page. Words come from the
/// catalogs (`input.commands`, `input.subcommands`, `metavar`).
public enum CommandTable {
    /// Every command in `help`'s order, hidden ones included.
    public static let order: [CommandName] = [
        .add, .list, .total, .show, .edit, .archive, .restore, .delete, .group, .confirm, .risks,
        .upcoming, .chart,
        .export, .import, .profile, .server, .link, .household, .sync, .status, .pending,
        .unlink, .remind, .settle, .rates, .cards, .card, .help, .brands, .lang, .quit, .exit,
        .catalog, .history, .undo, .onboard,
        .version, .completions, .manpage,
    ]

    /// Whether `help` and the man page leave `name` out: `exit` is `quit`'s twin.
    static func isHidden(_ name: CommandName) -> Bool { name == .exit }

    /// The commands `help` and the man page list, in order; no spec is built to know them.
    public static let shown: [CommandName] = order.filter { !isHidden($0) }

    /// Every command's spec, in `help`'s order.
    public static var all: [CommandSpec] { order.map(spec(for:)) }

    /// The spec of one command. Each spec is built on first use, alone: a start that runs
    /// one command builds one grammar (and `help` none), not the forty of the table.
    public static func spec(for name: CommandName) -> CommandSpec {
        switch name {
        case .add: add
        case .list: list
        case .total: total
        case .show: show
        case .edit: edit
        case .archive: archive
        case .restore: restore
        case .delete: delete
        case .group: group
        case .confirm: confirm
        case .risks: risks
        case .upcoming: upcoming
        case .chart: chart
        case .export: export
        case .import: importFile
        case .profile: profile
        case .server: server
        case .link: link
        case .household: household
        case .sync: sync
        case .status: status
        case .pending: pending
        case .unlink: unlink
        case .remind: remind
        case .settle: settle
        case .rates: rates
        case .cards: cards
        case .card: card
        case .help: help
        case .brands: brands
        case .lang: lang
        case .quit: quit
        case .exit: exit
        case .catalog: catalog
        case .history: history
        case .undo: undo
        case .onboard: onboard
        case .version: version
        case .completions: completions
        case .manpage: manpage
        }
    }

    // MARK: Writing

    /// The order the `add` dialogue asks in: the trial end before the next charge, so a
    /// trial's end becomes the first charge unless the user says otherwise; the notice right
    /// after the charge it is counted back from.
    public static let addDialogue: [AddStep] = [
        .positional(.name), .positional(.amount), .positional(.currency), .positional(.period),
        .option(.trialEnds), .option(.next), .option(.notice), .option(.shared),
        .option(.category), .option(.group),
    ]

    static let edit = CommandSpec(
        .edit,
        .init([
            .init(.name, .subscription), .init(.field, .field),
            .init(.value, .fieldValue, .joined(required: true)),
        ]) {
            values throws(UsageError) in
            guard case .field(let field)? = values.value(.field) else {
                throw .missingArgument(command: .edit, argument: .field)
            }
            return .edit(
                name: values.text(.name) ?? "", field: field, value: values.text(.value) ?? "")
        },
        access: .writesLedger, json: true)

    /// `archive NAME [--dry-run]`: with `--dry-run` only what it would do, nothing written.
    static let archive = CommandSpec(
        .archive,
        .init(
            [.init(.name, .subscription, .joined(required: true))],
            options: [.flag("--dry-run")]
        ) { values throws(UsageError) in
            let name = values.text(.name) ?? ""
            return values.flag("--dry-run") ? .archivePreview(name: name) : .archive(name: name)
        },
        access: .writesLedger, json: true)
    static let restore = CommandSpec(
        .restore, nameOnly { .restore(name: $0) }, access: .writesLedger, json: true)
    static let confirm = CommandSpec(
        .confirm, nameOnly { .confirm(name: $0) }, access: .writesLedger, json: true)

    static let delete = CommandSpec(
        .delete,
        .init(
            [.init(.name, .subscription, .joined(required: true))],
            options: [.yes]
        ) {
            values throws(UsageError) in
            .delete(name: values.text(.name) ?? "", confirmed: values.flag(.yes))
        },
        access: .writesLedger, json: true)

    static let group = CommandSpec(
        .group,
        subcommands: [
            (
                .groupNew,
                .init(
                    [.init(.name, .text), .init(.member, .subscription, .list(minimum: 0))],
                    options: [.value("--cap", .cap, .amount), .flag("--auto")],
                    oneOf: ["--cap", "--auto"]
                ) { values throws(UsageError) in
                    let name = values.text(.name) ?? ""
                    let members = values.texts(.member)
                    switch (values.flag("--auto"), values.option("--cap")?.text) {
                    case (true, nil):
                        return .groupNew(name: name, cap: .automatic, members: members)
                    case (false, let cap?):
                        return .groupNew(
                            name: name, cap: .manual(amountText: cap), members: members)
                    case (true, _?): throw .unexpectedArgument(command: .group, word: "--cap")
                    case (false, nil): throw .missingArgument(command: .group, argument: .cap)
                    }
                }
            ),
            (
                .groupAdd,
                .init([.init(.group, .group), .init(.member, .subscription, .list(minimum: 1))]) {
                    values throws(UsageError) in
                    .groupAdd(group: values.text(.group) ?? "", members: values.texts(.member))
                }
            ),
            (
                .groupRemove,
                .init([.init(.member, .subscription, .joined(required: true))]) {
                    values throws(UsageError) in
                    .groupRemove(member: values.text(.member) ?? "")
                }
            ),
        ],
        access: .writesLedger, json: true)

    static let profile = CommandSpec(
        .profile,
        subcommands: [
            (
                .profileDelete,
                .init([.init(.name, .text)], options: [.yes]) {
                    values throws(UsageError) in
                    .profileDelete(name: values.text(.name) ?? "", confirmed: values.flag(.yes))
                }
            )
        ],
        access: .writesElsewhere)

    // MARK: Starter pack

    /// `onboard [PICKS] [--yes]`: the picks are numbers, ranges and names separated by commas
    /// (`1-3,5,Filmin`), the rest of the line.
    static let onboard = CommandSpec(
        .onboard,
        .init(
            [.init(.picks, .text, .joined(required: false))],
            options: [.yes]
        ) { values throws(UsageError) in
            .onboard(picks: values.text(.picks), confirmed: values.flag(.yes))
        },
        access: .writesLedger, json: true)

    // MARK: Reading

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

    static let export = CommandSpec(
        .export,
        .init(
            [.init(.format, .format), .init(.file, .file, .optional)],
            options: [.force, .plain, .value("--caldav", .url, .text)]
        ) {
            values throws(UsageError) in
            guard case .format(let format)? = values.value(.format) else {
                throw .missingArgument(command: .export, argument: .format)
            }
            if let collection = values.option("--caldav")?.text {
                guard format == .ics else {
                    throw .invalidValue(LocalizedMessage(.usageCaldavNeedsIcs))
                }
                if let file = values.text(.file) {
                    throw .unexpectedArgument(command: .export, word: file)
                }
                return .publishCalendar(collection: collection)
            }
            return .export(
                format: format, file: values.text(.file), overwrite: values.flag(.force),
                plain: values.flag(.plain))
        },
        access: .readsLedger, pages: true, json: true)

    static let brands = CommandSpec(
        .brands,
        .init([.init(.query, .text, .joined(required: true))]) { values throws(UsageError) in
            .brands(query: values.text(.query) ?? "")
        },
        pages: true, json: true)

    static let settle = CommandSpec(
        .settle, .init { _ throws(UsageError) in .settle }, access: .readsLedger, pages: true,
        json: true)

    // MARK: The shell itself

    static let help = CommandSpec(
        .help,
        .init([.init(.topic, .command, .optional)]) { values throws(UsageError) in
            .help(topic: values.text(.topic))
        },
        pages: true)

    static let lang = CommandSpec(
        .lang,
        .init([.init(.language, .language, .optional)]) { values throws(UsageError) in
            .lang(code: values.text(.language))
        })

    static let quit = CommandSpec(.quit, .init { _ throws(UsageError) in .quit })
    static let exit = CommandSpec(.exit, .init { _ throws(UsageError) in .quit })

    static let catalog = CommandSpec(
        .catalog, subcommands: [(.catalogCheck, .init { _ throws(UsageError) in .catalogCheck })])

    // MARK: Installing it

    static let version = CommandSpec(
        .version, .init { _ throws(UsageError) in .version }, json: true)

    /// `completions bash|zsh|fish`: the shell's completion script, which asks `subhub` back.
    static let completions = CommandSpec(
        .completions,
        .init([.init(.shell, .shell)]) { values throws(UsageError) in
            guard case .shell(let shell)? = values.value(.shell) else {
                throw .missingArgument(command: .completions, argument: .shell)
            }
            return .completions(shell)
        })

    /// `manpage [--lang LANGUAGE]`: the manual page as roff, in the session's language or
    /// the one named.
    static let manpage = CommandSpec(
        .manpage,
        .init(options: [.value(GlobalOption.language.spec.name, .language, .language)]) {
            values throws(UsageError) in
            .manpage(language: values.option(GlobalOption.language.spec.name)?.text)
        })

    /// A command whose one argument is a subscription, named by the rest of the line.
    private static func nameOnly(_ make: @escaping @Sendable (String) -> Command)
        -> CommandSpec.Grammar
    {
        .init([.init(.name, .subscription, .joined(required: true))]) { values throws(UsageError) in
            make(values.text(.name) ?? "")
        }
    }
}
