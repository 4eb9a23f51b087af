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
    public static let order: [CommandName] = CommandName.allCases

    /// Whether `help` and the man page leave `name` out: `exit` is `quit`'s twin.
    static func isHidden(_ name: CommandName) -> Bool { name == .exit }

    /// The commands `help` and the man page list, in order; no spec is built to know them.
    public static let shown: [CommandName] = order.filter { !isHidden($0) }

    /// Every command's spec, in `help`'s order.
    public static var all: [CommandSpec] { order.map(spec(for:)) }

    /// The spec of one command. Each spec is built on first use, alone: a start that runs
    /// one command builds one grammar (and `help` none), not the forty of the table.
    public static func spec(for name: CommandName) -> CommandSpec {
        guard let spec = specs[name] else {
            preconditionFailure("a command name without its grammar: \(name.rawValue)")
        }
        return spec()
    }

    /// Each command's grammar, by name: one entry per command, each spec built on first use.
    /// `CommandTableTests` holds it to `CommandName.allCases`, both ways.
    static let specs: [CommandName: @Sendable () -> CommandSpec] = [
        .add: { add },
        .list: { list },
        .total: { total },
        .show: { show },
        .edit: { edit },
        .archive: { archive },
        .restore: { restore },
        .delete: { delete },
        .group: { group },
        .confirm: { confirm },
        .risks: { risks },
        .upcoming: { upcoming },
        .chart: { chart },
        .export: { export },
        .import: { importFile },
        .profile: { profile },
        .server: { server },
        .link: { link },
        .household: { household },
        .sync: { sync },
        .status: { status },
        .pending: { pending },
        .unlink: { unlink },
        .remind: { remind },
        .settle: { settle },
        .rates: { rates },
        .cards: { cards },
        .card: { card },
        .help: { help },
        .brands: { brands },
        .lang: { lang },
        .quit: { quit },
        .exit: { exit },
        .catalog: { catalog },
        .history: { history },
        .undo: { undo },
        .onboard: { onboard },
        .version: { version },
        .completions: { completions },
        .manpage: { manpage },
        .paid: { paid },
        .payments: { payments },
        .spent: { spent },
        .killed: { killed },
    ]

    // MARK: Writing

    /// The order the `add` dialogue asks in: the trial end before the next charge, so a
    /// trial's end becomes the first charge unless the user says otherwise; the notice right
    /// after the charge it is counted back from.
    public static let addDialogue: [AddStep] = [
        .positional(.name), .positional(.amount), .positional(.currency), .positional(.period),
        .option(.trialEnds), .option(.next), .option(.notice), .option(.shared),
        .option(.category), .option(.group),
    ]

    // MARK: The shell itself

    static let help = CommandSpec(
        .help,
        .init([.init(.topic, .command, .optional)]) { values throws(UsageError) in
            .help(topic: values.text(.topic))
        },
        pages: true)

    static let quit = CommandSpec(.quit, .init { _ throws(UsageError) in .quit })
    static let exit = CommandSpec(.exit, .init { _ throws(UsageError) in .quit })

    // MARK: Installing it

    /// A command whose one argument is a subscription, named by the rest of the line.
    static func nameOnly(_ make: @escaping @Sendable (String) -> Command)
        -> CommandSpec.Grammar
    {
        .init([.init(.name, .subscription, .joined(required: true))]) { values throws(UsageError) in
            make(values.text(.name) ?? "")
        }
    }
}
