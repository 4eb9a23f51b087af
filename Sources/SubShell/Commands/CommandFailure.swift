import SubDomain
import SubLocalization
import SubStore

/// Why a well-formed command could not be carried out (exit status 1). Domain, store and
/// exchange errors travel inside; the rest are the shell's own.
public enum CommandFailure: Error, Sendable {
    case domain(DomainError)
    case store(StoreError)
    case exchange(ExchangeError)
    /// No subscription matches the typed name.
    case notFound(name: String)
    /// Several match; the candidates are listed instead of guessing.
    case ambiguous(name: String, candidates: [String])
    case unreadableFile(path: String)
    case unwritableFile(path: String)
    /// A destructive command without `--yes` where nobody can be asked.
    case confirmationRequired(command: CommandName, subcommand: Subcommand?)
    /// The user answered no, or typed another name back.
    case cancelled
    /// A value from the command line that the localization parsers refused.
    case invalidValue(UsageError)
    /// `lang xx` with no catalog for xx.
    case unknownLanguage(String)
    /// The catalog check found problems (listed already).
    case catalogProblems(count: Int)
    /// `profile delete NAME` for a profile that has no folder under the data directory.
    case profileNotFound(name: String, dataRoot: String)
    /// `restore` of a subscription that is not archived.
    case notArchived(name: String)
    /// The member named is in no group.
    case missingGroup(name: String)
    /// The amount has more decimals than the new currency allows (12,99 € cannot be yen).
    case inexactCurrencyChange(from: CurrencyCode, to: CurrencyCode)
}
