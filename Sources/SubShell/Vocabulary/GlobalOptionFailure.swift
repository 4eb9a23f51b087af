/// Why the options before the command do not read (`--profile` without a value, an
/// unknown option, a value the option does not take).
public enum GlobalOptionFailure: Error, Hashable, Sendable {
    case missingValue(option: String)
    case unknownOption(String)
    /// A value the option does not take (`--color sometimes`), with the ones it does.
    case invalidValue(option: String, value: String, choices: [String])
}
