import SubBrands
import SubLocalization

/// An option that comes before the command. Each case's `spec` is the option's one
/// definition: parsing, the usage synopsis, the man page and the completion scripts all read
/// it. The switch is exhaustive, so a new case without a definition does not compile. The
/// cases are in the order the man page and the completion scripts list them.
public enum GlobalOption: CaseIterable, Hashable, Sendable {
    case dataDirectory, profile, language, json, asOf, color, bail, version, help

    public var spec: GlobalOptionSpec {
        switch self {
        case .dataDirectory:
            .init(
                "--data-dir", value: .directory, summary: .manpageOptionDataDir,
                keep: .text { $0.dataDirectory = $1 })
        case .profile:
            .init(
                "--profile", value: .name, summary: .manpageOptionProfile,
                keep: .text { $0.profile = $1 })
        case .language:
            .init(
                "--lang", value: .language, summary: .manpageOptionLang,
                keep: .text { $0.language = $1 })
        case .json: .init("--json", summary: .manpageOptionJSON, keep: .flag { $0.json = true })
        case .asOf:
            .init(
                "--as-of", value: .date, summary: .manpageOptionAsOf, keep: .text { $0.asOf = $1 })
        case .color:
            .init(
                "--color", value: .when, choices: ColorCapability.Mode.allCases.map { $0.rawValue },
                summary: .manpageOptionColor, keep: .choice { $0.color = $1 })
        case .bail: .init("--bail", summary: .manpageOptionBail, keep: .flag { $0.bail = true })
        case .version:
            .init(
                "--version", short: "-V", summary: .manpageOptionVersion,
                keep: .flag { $0.showVersion = true })
        case .help:
            .init(
                "--help", short: "-h", summary: .manpageOptionHelp,
                keep: .flag { $0.showHelp = true })
        }
    }

    /// The option a typed word names, by its long name or its one-letter alias.
    static func named(_ word: String) -> GlobalOption? {
        allCases.first { $0.spec.matches(word) }
    }
}

/// One option that comes before the command: its name, its one-letter alias, the argument
/// it takes (its metavar in usage lines), the words it takes when there are only a few, what
/// the man page and the completion scripts say about it, and where `GlobalOptions` keeps it.
public struct GlobalOptionSpec: Hashable, Sendable {
    public let name: String
    public let short: String?
    public let value: ArgumentName?
    public let choices: [String]
    let summary: MessageKey
    let keep: Keep

    /// Where a global option's value goes in `GlobalOptions`. Setters, not key paths: a key
    /// path is made at run time, and `named(_:)` builds every spec on every start (nine key
    /// paths were 0.15 M instructions of `help`).
    enum Keep: Sendable {
        /// A flag: present means true.
        case flag(@Sendable (inout GlobalOptions) -> Void)
        /// A value kept as typed.
        case text(@Sendable (inout GlobalOptions, String?) -> Void)
        /// One of the `ColorCapability.Mode` words (the only option with choices so far).
        case choice(@Sendable (inout GlobalOptions, ColorCapability.Mode) -> Void)
    }

    init(
        _ name: String, short: String? = nil, value: ArgumentName? = nil, choices: [String] = [],
        summary: MessageKey, keep: Keep
    ) {
        self.name = name
        self.short = short
        self.value = value
        self.choices = choices
        self.summary = summary
        self.keep = keep
    }

    func matches(_ word: String) -> Bool { word == name || (short != nil && word == short) }

    /// Keeps the option in `options`; `value` is the word it takes (`nil` for a flag).
    func apply(_ value: String?, to options: inout GlobalOptions) throws(GlobalOptionFailure) {
        switch keep {
        case .flag(let set): set(&options)
        case .text(let set): set(&options, value)
        case .choice(let set):
            guard let word = value, let mode = ColorCapability.Mode(rawValue: word) else {
                throw .invalidValue(option: name, value: value ?? "", choices: choices)
            }
            set(&options, mode)
        }
    }

    public static func == (lhs: GlobalOptionSpec, rhs: GlobalOptionSpec) -> Bool {
        lhs.name == rhs.name
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
