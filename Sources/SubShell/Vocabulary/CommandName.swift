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
        guard let known = Self.byRawValue[rawValue] else { return nil }
        self = known
    }

    public static let add = CommandName("add")
    public static let list = CommandName("list")
    public static let total = CommandName("total")
    public static let show = CommandName("show")
    public static let edit = CommandName("edit")
    public static let archive = CommandName("archive")
    public static let restore = CommandName("restore")
    public static let delete = CommandName("delete")
    public static let group = CommandName("group")
    public static let confirm = CommandName("confirm")
    public static let risks = CommandName("risks")
    public static let upcoming = CommandName("upcoming")
    public static let chart = CommandName("chart")
    public static let export = CommandName("export")
    public static let `import` = CommandName("import")
    public static let profile = CommandName("profile")
    public static let server = CommandName("server")
    public static let link = CommandName("link")
    public static let household = CommandName("household")
    public static let sync = CommandName("sync")
    public static let status = CommandName("status")
    public static let pending = CommandName("pending")
    public static let unlink = CommandName("unlink")
    public static let remind = CommandName("remind")
    public static let settle = CommandName("settle")
    public static let rates = CommandName("rates")
    public static let cards = CommandName("cards")
    public static let card = CommandName("card")
    public static let help = CommandName("help")
    public static let brands = CommandName("brands")
    public static let lang = CommandName("lang")
    public static let quit = CommandName("quit")
    public static let exit = CommandName("exit")
    public static let catalog = CommandName("catalog")
    public static let history = CommandName("history")
    public static let undo = CommandName("undo")
    public static let onboard = CommandName("onboard")
    public static let version = CommandName("version")
    public static let completions = CommandName("completions")
    public static let manpage = CommandName("manpage")

    /// Every command, in `help`'s order.
    public static let allCases: [CommandName] = [
        .add, .list, .total, .show, .edit, .archive, .restore, .delete, .group, .confirm, .risks,
        .upcoming, .chart, .export, .import, .profile, .server, .link, .household, .sync, .status,
        .pending, .unlink, .remind, .settle, .rates, .cards, .card, .help, .brands, .lang, .quit,
        .exit, .catalog, .history, .undo, .onboard, .version, .completions, .manpage,
    ]

    private static let byRawValue = Dictionary(
        uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
}

extension Localizer {
    /// The command a typed word names: its canonical name or an alias of any loaded language.
    func command(named word: String) -> CommandName? {
        commandIdentifier(named: word).flatMap(CommandName.init(rawValue:))
    }
}
