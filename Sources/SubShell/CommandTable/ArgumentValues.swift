import SubDomain

/// What the parser read for one command line, by argument and option name.
public struct ArgumentValues: Hashable, Sendable {
    var positionals: [ArgumentName: [ParsedValue]] = [:]
    var options: [String: ParsedValue] = [:]
    var flags: Set<String> = []

    public init() {}

    public func value(_ name: ArgumentName) -> ParsedValue? { positionals[name]?.first }
    public func text(_ name: ArgumentName) -> String? { value(name)?.text }
    /// Every value of a list argument, as its kind read them.
    public func values(_ name: ArgumentName) -> [ParsedValue] { positionals[name] ?? [] }
    public func texts(_ name: ArgumentName) -> [String] {
        (positionals[name] ?? []).compactMap(\.text)
    }
    public func option(_ name: String) -> ParsedValue? { options[name] }
    public func flag(_ name: String) -> Bool { flags.contains(name) }
    public func flag(_ option: OptionSpec) -> Bool { flag(option.name) }

    mutating func set(_ name: ArgumentName, _ values: [ParsedValue]) { positionals[name] = values }
    mutating func set(option name: String, _ value: ParsedValue) { options[name] = value }
}
