import SubLocalization

/// Why a command line could not be turned into a command. Worded from the catalogs; the
/// process exits with status 2 for these, like other Unix tools do for usage errors.
public enum UsageError: Error, Hashable, Sendable {
    case unterminatedQuote
    /// The first word names no command; `suggestion` is the closest command name.
    case unknownCommand(String, suggestion: String?)
    case missingArgument(command: CommandName, argument: ArgumentName)
    case missingSubcommand(command: CommandName)
    case unexpectedArgument(command: CommandName, word: String)
    case unknownOption(command: CommandName, option: String)
    case optionNeedsValue(command: CommandName, option: String)
    case unknownSubcommand(command: CommandName, word: String)
    case unknownField(String)
    case unknownFormat(String)
    /// A whole number outside its range (or not a number at all).
    case invalidCount(argument: ArgumentReference, value: String, range: ClosedRange<Int>)
    /// A value that the localization parsers refused, with their reason.
    case invalidValue(LocalizedMessage)
    case badGlobalOption(GlobalOptionFailure)
}
