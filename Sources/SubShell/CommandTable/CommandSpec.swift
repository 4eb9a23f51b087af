import SubLocalization

/// One command's whole grammar: its arguments and options with their kinds, and what the
/// command is. The parser, Tab completion, the `add` dialogue and the usage lines of `help`
/// and of error messages are all derived from these; nothing else knows a command's shape.
public struct CommandSpec: Sendable {
    /// The arguments of a command, or of one of its subcommands, and how they become a
    /// typed `Command`.
    public struct Grammar: Sendable {
        public let positionals: [PositionalSpec]
        public let options: [OptionSpec]
        /// Options of which exactly one must be given (`--cap AMOUNT | --auto`); the build
        /// closure says which is missing, usage lines show them as a choice.
        public let oneOf: [String]
        let build: @Sendable (ArgumentValues) throws(UsageError) -> Command

        public init(
            _ positionals: [PositionalSpec] = [], options: [OptionSpec] = [], oneOf: [String] = [],
            build: @escaping @Sendable (ArgumentValues) throws(UsageError) -> Command
        ) {
            self.positionals = positionals
            self.options = options
            self.oneOf = oneOf
            self.build = build
        }

        public func option(named word: String) -> OptionSpec? { options.first { $0.matches(word) } }
    }

    public let name: CommandName
    /// `nil` when the command takes subcommands (`group new`, `profile delete`).
    public let grammar: Grammar?
    public let subcommands: [(Subcommand, Grammar)]
    /// What the command means with no subcommand word (`pending` beside `pending drop N`);
    /// `nil` when a subcommand is required.
    public let withoutSubcommand: Grammar?
    /// What it does with the profile; `writes` and `ledgerAccess` are read from it.
    public let access: Access
    /// Whether its output may be long enough for the pager.
    public let pages: Bool
    /// Whether `--json` gives it a machine-readable result.
    public let hasJSON: Bool
    /// Whether the shell asks for missing arguments step by step instead of refusing.
    public let asksForMissing: Bool
    /// Whether `help` and the man page leave it out (`exit`, beside `quit`).
    public var hidden: Bool { CommandTable.isHidden(name) }

    /// What a command does with the profile.
    public enum Access: Sendable, CaseIterable {
        /// Neither reads nor changes the subscriptions.
        case none
        /// Reads the subscriptions: a linked profile's are refreshed from the server first.
        case readsLedger
        /// Changes the subscriptions: refreshed first, pushed to the server afterwards.
        case writesLedger
        /// Changes the profile but not its subscriptions (settings, the household link), or
        /// talks to the household's server itself.
        case writesElsewhere
    }

    /// Whether it may change the profile.
    public var writes: Bool {
        switch access {
        case .none, .readsLedger: false
        case .writesLedger, .writesElsewhere: true
        }
    }

    /// How it uses the subscriptions of a linked profile.
    public var ledgerAccess: Command.LedgerAccess {
        switch access {
        case .none, .writesElsewhere: .none
        case .readsLedger: .reads
        case .writesLedger: .writes
        }
    }

    public init(
        _ name: CommandName, _ grammar: Grammar, access: Access = .none, pages: Bool = false,
        json: Bool = false, asksForMissing: Bool = false
    ) {
        self.name = name
        self.grammar = grammar
        self.subcommands = []
        self.withoutSubcommand = nil
        self.access = access
        self.pages = pages
        self.hasJSON = json
        self.asksForMissing = asksForMissing
    }

    public init(
        _ name: CommandName, subcommands: [(Subcommand, Grammar)],
        withoutSubcommand: Grammar? = nil, access: Access = .none, json: Bool = false
    ) {
        self.name = name
        self.grammar = nil
        self.subcommands = subcommands
        self.withoutSubcommand = withoutSubcommand
        self.access = access
        self.pages = false
        self.hasJSON = json
        self.asksForMissing = false
    }

    /// Every grammar of the command, with its subcommand when it has one.
    public var grammars: [(Subcommand?, Grammar)] {
        if let grammar { return [(nil, grammar)] }
        return (withoutSubcommand.map { [(nil, $0)] } ?? []) + subcommands.map { ($0.0, $0.1) }
    }
}
