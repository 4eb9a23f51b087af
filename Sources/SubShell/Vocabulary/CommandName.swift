import SubLocalization

/// The canonical (English) names of the shell's commands. Their aliases in each language
/// live in the catalogs' `input.commands`; the catalog check asserts every catalog lists each.
///
/// A name, not a closed list to switch over: what a command does lives in its folder, and
/// `CommandTable.spec(for:)` finds its grammar in a table a test holds to these names.
public struct CommandName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    private init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// One of the shell's commands; `nil` for a word that names none.
    public init?(rawValue: String) {
        guard Self.allCases.contains(where: { $0.rawValue == rawValue }) else { return nil }
        self.rawValue = rawValue
    }

    // Computed, not stored: a stored static is a global initialised once at first use, and
    // `help` touching forty of them paid forty one-time initialisations at every start.
    public static var add: CommandName { CommandName("add") }
    public static var list: CommandName { CommandName("list") }
    public static var total: CommandName { CommandName("total") }
    public static var show: CommandName { CommandName("show") }
    public static var edit: CommandName { CommandName("edit") }
    public static var archive: CommandName { CommandName("archive") }
    public static var restore: CommandName { CommandName("restore") }
    public static var delete: CommandName { CommandName("delete") }
    public static var group: CommandName { CommandName("group") }
    public static var confirm: CommandName { CommandName("confirm") }
    public static var risks: CommandName { CommandName("risks") }
    public static var upcoming: CommandName { CommandName("upcoming") }
    public static var chart: CommandName { CommandName("chart") }
    public static var export: CommandName { CommandName("export") }
    public static var `import`: CommandName { CommandName("import") }
    public static var profile: CommandName { CommandName("profile") }
    public static var server: CommandName { CommandName("server") }
    public static var link: CommandName { CommandName("link") }
    public static var household: CommandName { CommandName("household") }
    public static var sync: CommandName { CommandName("sync") }
    public static var status: CommandName { CommandName("status") }
    public static var pending: CommandName { CommandName("pending") }
    public static var unlink: CommandName { CommandName("unlink") }
    public static var remind: CommandName { CommandName("remind") }
    public static var settle: CommandName { CommandName("settle") }
    public static var rates: CommandName { CommandName("rates") }
    public static var cards: CommandName { CommandName("cards") }
    public static var card: CommandName { CommandName("card") }
    public static var help: CommandName { CommandName("help") }
    public static var brands: CommandName { CommandName("brands") }
    public static var lang: CommandName { CommandName("lang") }
    public static var quit: CommandName { CommandName("quit") }
    public static var exit: CommandName { CommandName("exit") }
    public static var catalog: CommandName { CommandName("catalog") }
    public static var history: CommandName { CommandName("history") }
    public static var undo: CommandName { CommandName("undo") }
    public static var onboard: CommandName { CommandName("onboard") }
    public static var version: CommandName { CommandName("version") }
    public static var completions: CommandName { CommandName("completions") }
    public static var manpage: CommandName { CommandName("manpage") }
    public static var paid: CommandName { CommandName("paid") }
    public static var payments: CommandName { CommandName("payments") }
    public static var spent: CommandName { CommandName("spent") }
    public static var killed: CommandName { CommandName("killed") }

    /// Every command, in `help`'s order.
    public static let allCases: [CommandName] = [
        .add, .list, .total, .show, .edit, .archive, .restore, .delete, .group, .confirm, .risks,
        .paid, .payments, .spent, .killed, .upcoming, .chart, .export, .import, .profile, .server,
        .link, .household, .sync, .status,
        .pending, .unlink, .remind, .settle, .rates, .cards, .card, .help, .brands, .lang, .quit,
        .exit, .catalog, .history, .undo, .onboard, .version, .completions, .manpage,
    ]
}

extension Localizer {
    /// The command a typed word names: its canonical name or an alias of any loaded language.
    func command(named word: String) -> CommandName? {
        commandIdentifier(named: word).flatMap(CommandName.init(rawValue:))
    }
}
