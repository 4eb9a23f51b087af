import FoundationEssentials
import SubDomain
import SubFormats
import SubLocalization
import SubNetwork
import SubRecords
import SubServer
import SubNotify

/// Why a well-formed command could not be carried out (exit status 1). Domain, store and
/// exchange errors travel inside; the rest are the shell's own.
public enum CommandFailure: Error, Sendable {
    /// A failure of one command folder's own, worded there.
    case family(any FamilyFailure)
    case domain(DomainError)
    /// A plan's end refused (`--until`, `--payments`, `edit … until|payments`).
    case planEnd(PlanEndError)
    case store(StoreError)
    case exchange(ExchangeError)
    case wallos(WallosError)
    case statement(StatementError, path: String)
    /// New rates that would mix bases or repeat a currency: nothing stored.
    case rates(RateError)
    /// A reference-rate file that is not one, or is broken at a line: nothing stored.
    case rateFile(RateFileError, path: String)
    case server(ServerError)
    /// An HTTP request that got no answer (a CalDAV server, a webhook).
    case network(HTTPError)
    /// No subscription matches the typed name; `suggestions` are looser matches that a
    /// command changing data does not act on ("did you mean …?").
    case notFound(name: String, suggestions: [Candidate] = [])
    /// Several match; the candidates are listed instead of guessing.
    case ambiguous(name: String, candidates: [Candidate])
    /// A file to read that is there but is not UTF-8 text (or cannot be read).
    case unreadableFile(path: String)
    /// A file to read that does not exist.
    case missingFile(path: String)
    case unwritableFile(path: String)
    /// A destructive command without `--yes` where nobody can be asked.
    case confirmationRequired(command: CommandName, subcommand: Subcommand?)
    /// The user answered no, or typed another name back.
    case cancelled
    /// A value from the command line that the localization parsers refused.
    case invalidValue(UsageError)
    /// `lang xx` with no catalog for xx.
    case unknownLanguage(String)
    /// A household command in a profile that is not linked to one.
    case notLinked
    /// A connection string that carries a secret (`password`, `sslpassword`…, the first by
    /// name), which SubHub never stores.
    case secretInConninfo(keyword: String)
    /// Joining through an invitation where nobody can be asked, without `--yes`.
    case invitationNotAccepted(HouseholdInvitation)
    /// A write from a login the household made a viewer.
    case viewerCannotWrite(household: String)
    /// `undo` changed nothing, for the reason given.
    case undoRefused(UndoRefusal)
}
