/// A positional argument of a command: what it is called, what it holds and how many words
/// it takes.
public struct PositionalSpec: Hashable, Sendable {
    public enum Arity: Hashable, Sendable {
        /// Exactly one word, required.
        case one
        /// One word, taken only when its kind reads it (`add Netflix 12 USD`: the currency).
        case optional
        /// Every remaining word, joined by spaces (`show Movistar Plus+` works unquoted).
        case joined(required: Bool)
        /// Every remaining word as a list, at least `minimum` of them.
        case list(minimum: Int)
    }

    public let name: ArgumentName
    public let kind: ValueKind
    public let arity: Arity
    /// What the last word of a list means, when it is something else (`card expires Visa
    /// 4242 2027-01`: the month): usage shows it as an argument of its own, `CARD… YYYY-MM`.
    public let lastWord: ArgumentName?

    public init(
        _ name: ArgumentName, _ kind: ValueKind, _ arity: Arity = .one,
        lastWord: ArgumentName? = nil
    ) {
        self.name = name
        self.kind = kind
        self.arity = arity
        self.lastWord = lastWord
    }

    var isRequired: Bool {
        switch arity {
        case .one: true
        case .optional: false
        case .joined(let required): required
        case .list(let minimum): minimum > 0
        }
    }

    var takesRest: Bool {
        switch arity {
        case .joined, .list: true
        case .one, .optional: false
        }
    }
}

/// An option of a command: `--next DATE`, or a flag such as `--yes` / `-y`.
public struct OptionSpec: Hashable, Sendable {
    /// The long name with its dashes (`--next`).
    public let name: String
    /// A one-letter alias (`-y`), if any.
    public let short: String?
    /// What the option's value is; `nil` for a flag.
    public let value: (name: ArgumentName, kind: ValueKind)?

    public static func flag(_ name: String, short: String? = nil) -> OptionSpec {
        OptionSpec(name: name, short: short, value: nil)
    }

    public static func value(_ name: String, _ argument: ArgumentName, _ kind: ValueKind)
        -> OptionSpec
    {
        OptionSpec(name: name, short: nil, value: (argument, kind))
    }

    /// `--yes` / `-y`: the command's question answered in advance. One definition for every
    /// command that asks.
    public static let yes = flag("--yes", short: "-y")
    /// `--force` / `-f`: replace an existing file without asking.
    public static let force = flag("--force", short: "-f")
    /// `--plain`: `export csv` for a script (identifiers, `.` decimals) rather than for a
    /// spreadsheet in the user's language.
    public static let plain = flag("--plain")

    public var isFlag: Bool { value == nil }

    func matches(_ word: String) -> Bool { word == name || (short != nil && word == short) }

    public static func == (lhs: OptionSpec, rhs: OptionSpec) -> Bool {
        lhs.name == rhs.name && lhs.short == rhs.short && lhs.value?.name == rhs.value?.name
            && lhs.value?.kind == rhs.value?.kind
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(value?.name)
    }
}
