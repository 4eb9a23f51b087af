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
                keep: .text(\.dataDirectory))
        case .profile:
            .init(
                "--profile", value: .name, summary: .manpageOptionProfile, keep: .text(\.profile))
        case .language:
            .init(
                "--lang", value: .language, summary: .manpageOptionLang, keep: .text(\.language))
        case .json: .init("--json", summary: .manpageOptionJSON, keep: .flag(\.json))
        case .asOf:
            .init("--as-of", value: .date, summary: .manpageOptionAsOf, keep: .text(\.asOf))
        case .color:
            .init(
                "--color", value: .when, choices: ColorCapability.Mode.allCases.map(\.rawValue),
                summary: .manpageOptionColor, keep: .choice(\.color))
        case .bail: .init("--bail", summary: .manpageOptionBail, keep: .flag(\.bail))
        case .version:
            .init(
                "--version", short: "-V", summary: .manpageOptionVersion,
                keep: .flag(\.showVersion))
        case .help:
            .init("--help", short: "-h", summary: .manpageOptionHelp, keep: .flag(\.showHelp))
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

    /// Where a global option's value goes in `GlobalOptions`.
    enum Keep: Sendable {
        /// A flag: present means true.
        case flag(WritableKeyPath<GlobalOptions, Bool> & Sendable)
        /// A value kept as typed.
        case text(WritableKeyPath<GlobalOptions, String?> & Sendable)
        /// One of the `ColorCapability.Mode` words (the only option with choices so far).
        case choice(WritableKeyPath<GlobalOptions, ColorCapability.Mode> & Sendable)
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
        case .flag(let field): options[keyPath: field] = true
        case .text(let field): options[keyPath: field] = value
        case .choice(let field):
            guard let word = value, let mode = ColorCapability.Mode(rawValue: word) else {
                throw .invalidValue(option: name, value: value ?? "", choices: choices)
            }
            options[keyPath: field] = mode
        }
    }

    public static func == (lhs: GlobalOptionSpec, rhs: GlobalOptionSpec) -> Bool {
        lhs.name == rhs.name
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
