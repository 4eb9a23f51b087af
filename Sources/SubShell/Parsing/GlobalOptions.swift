import SubBrands
import SubDomain
import SubLocalization

/// The options that come before the command: where the data lives, which language, which
/// output, which day. The same values serve one-shot, script and interactive modes.
public struct GlobalOptions: Hashable, Sendable {
    public var dataDirectory: String?
    public var profile: String?
    /// `es` or `en` (or another catalog's language), overriding the environment.
    public var language: String?
    public var json = false
    /// The day everything date-dependent is evaluated on, as typed (`YYYY-MM-DD`).
    public var asOf: String?

    /// `asOf` read as an ISO date inside `CivilDate.acceptedRange`, with the reason when it is
    /// not one (`0001-01-01` and `9999-12-31` are real days SubHub cannot keep); `nil` when
    /// `--as-of` was not given.
    public var asOfDay: Result<CivilDate, DateParseError>? {
        asOf.map(DateInputParser.parseISO)
    }
    /// Script mode: stop at the first failing line.
    public var bail = false
    /// `--color auto|always|never`; `auto` follows the terminal and the environment
    /// (`ColorCapability.detect`).
    public var color = ColorCapability.Mode.auto
    public var showVersion = false
    public var showHelp = false
    /// The command and its arguments; empty when none was given.
    public var command: [String] = []

    public init() {}

    public enum Failure: Error, Hashable, Sendable {
        case missingValue(option: String)
        case unknownOption(String)
        /// A value the option does not take (`--color sometimes`), with the ones it does.
        case invalidValue(option: String, value: String, choices: [String])
    }

    /// Every global option, in the order `--help`'s man page and the shells' completion
    /// scripts list them: `GlobalOption`'s definitions, which `parse` reads.
    public static let specs: [GlobalOptionSpec] = GlobalOption.allCases.map(\.spec)

    /// Reads the options from `arguments` (without the program name). Options are read
    /// until the first word that is not one; everything after it is the command's.
    /// `--json` and `--yes`-style flags after the command are the command's to read.
    public static func parse(_ arguments: [String]) throws(Failure) -> GlobalOptions {
        var options = GlobalOptions()
        var index = 0
        func value(for option: String, inline: String?) throws(Failure) -> String {
            if let inline { return inline }
            index += 1
            guard index < arguments.count else { throw .missingValue(option: option) }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            guard argument.hasPrefix("-"), argument != "-" else { break }
            if argument == "--" {
                index += 1
                break
            }
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            let name = parts[0]
            let inline = parts.count == 2 ? parts[1] : nil
            guard let spec = GlobalOption.named(name)?.spec else {
                throw .unknownOption(argument)
            }
            try spec.apply(
                spec.value == nil ? nil : try value(for: name, inline: inline), to: &options)
            index += 1
        }
        options.command = Array(arguments[index...])
        // `--json` is also accepted after the command (`subhub total --json`).
        if let position = options.command.firstIndex(of: GlobalOption.json.spec.name) {
            options.json = true
            options.command.remove(at: position)
        }
        return options
    }
}
