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
    case domain(DomainError)
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
    /// `export ics --caldav`: the server refused the credentials (or has none to ask for).
    case calendarAccessDenied(collection: String)
    /// `export ics --caldav`: nothing at the address.
    case calendarNotFound(collection: String)
    /// `export ics --caldav`: the collection answered with an unexpected status.
    case calendarServerRefused(collection: String, status: Int)
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
    /// The catalog check found problems (listed already).
    case catalogProblems(count: Int)
    /// `profile delete NAME` for a profile that has no folder under the data directory.
    case profileNotFound(name: String, dataRoot: String)
    /// `restore` of a subscription that is not archived.
    case notArchived(name: String)
    /// `archive` of a subscription that is archived already: nothing is written.
    case alreadyArchived(name: String)
    /// The member named is in no group.
    case missingGroup(name: String)
    /// A household command in a profile that is not linked to one.
    case notLinked
    /// `link` in a profile already linked to `household`.
    case alreadyLinked(household: String)
    /// A connection string that carries a secret (`password`, `sslpassword`…, the first by
    /// name), which SubHub never stores.
    case secretInConninfo(keyword: String)
    /// Joining a household from a profile that already has `count` subscriptions, without
    /// `--merge`.
    case joinNeedsMerge(household: String, count: Int)
    /// A household name (or id prefix) that fits several of the login's households or
    /// invitations: listed, nothing done.
    case householdAmbiguous(name: String, candidates: [HouseholdCandidate])
    /// A household id the login neither belongs to nor is invited to.
    case householdNotFound(household: String)
    /// `link --decline` naming no invitation of the login's.
    case invitationNotFound(household: String)
    /// Joining through an invitation where nobody can be asked, without `--yes`.
    case invitationNotAccepted(HouseholdInvitation)
    /// A write from a login the household made a viewer.
    case viewerCannotWrite(household: String)
    /// `--role` with a word that names no role.
    case unknownRole(String)
    /// `pending drop N` with no pending change N.
    case pendingNotFound(number: Int)
    /// `pending retry N` of a change in conflict: sent as it is, it would clash again.
    case pendingInConflict(number: Int)
    /// `undo` changed nothing, for the reason given.
    case undoRefused(UndoRefusal)
    /// `remind run` could not deliver `count` reminders (told already); the next run retries.
    case remindersUndelivered(count: Int)
    /// `remind channel remove|test N` with no channel N.
    case reminderChannelNotFound(number: Int)
    /// `remind channel test N`: the test message did not get through.
    case reminderChannelFailed(ReminderChannel, DeliveryFailure)
    /// `remind install|uninstall`: systemd or crontab refused.
    case reminderTimer(DeliveryFailure)
    /// `remind install`: systemd could not be used, for the reason given, and cron then
    /// failed too.
    case reminderTimerNotInstalled(systemd: ReminderTimer.SystemdProblem, cron: DeliveryFailure)
}
