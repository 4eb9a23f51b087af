import SubDomain
import SubStore

/// A word read by its argument's kind: the parser and the `add` dialogue both produce these
/// through `ValueReader.read(_:as:)`, so an answer the dialogue accepts is one the parser
/// accepts too.
public enum ParsedValue: Hashable, Sendable {
    case text(String)
    case date(CivilDate)
    case period(Period)
    case count(Int)
    case currency(CurrencyCode)
    case field(EditField)
    case format(ExportFormat)
    case shell(CompletionShell)
    case notice(NoticePeriod)
    /// Reminder offsets, largest first; empty for none.
    case reminders([Int])

    /// The text of a value that stays text (names, amounts, files, free text).
    public var text: String? {
        if case .text(let value) = self { return value }
        return nil
    }
}

/// What the parser read for one command line, by argument and option name.
public struct ArgumentValues: Hashable, Sendable {
    var positionals: [ArgumentName: [ParsedValue]] = [:]
    var options: [String: ParsedValue] = [:]
    var flags: Set<String> = []

    public init() {}

    public func value(_ name: ArgumentName) -> ParsedValue? { positionals[name]?.first }
    public func text(_ name: ArgumentName) -> String? { value(name)?.text }
    public func texts(_ name: ArgumentName) -> [String] {
        (positionals[name] ?? []).compactMap(\.text)
    }
    public func option(_ name: String) -> ParsedValue? { options[name] }
    public func flag(_ name: String) -> Bool { flags.contains(name) }
    public func flag(_ option: OptionSpec) -> Bool { flag(option.name) }

    mutating func set(_ name: ArgumentName, _ values: [ParsedValue]) { positionals[name] = values }
    mutating func set(option name: String, _ value: ParsedValue) { options[name] = value }
}
