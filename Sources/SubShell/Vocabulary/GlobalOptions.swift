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

    public typealias Failure = GlobalOptionFailure
}
