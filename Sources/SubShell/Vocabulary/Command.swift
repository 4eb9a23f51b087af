import SubDomain

/// A command, parsed and typed before anything runs. The interactive dialogue, script lines
/// and one-shot arguments all produce these, so they all behave the same.
public enum Command: Hashable, Sendable {
    case list
    /// `list --by category|card`: the list split by category or card, with each one's totals.
    case listBy(TotalsGrouping)
    case total
    /// `total --in EUR`: the totals, then one estimate across currencies in that currency.
    case totalEstimate(in: CurrencyCode)
    /// `total --by category|card`: the totals per currency within each category or card.
    case totalBy(TotalsGrouping)
    /// A command of its own folder (`cards`, `card expires`): see `FamilyCommand`.
    case family(AnyFamilyCommand)
    /// `total --without A,B`: the totals as they would be with those archived; changes nothing.
    case whatIf(names: [String])
    /// `archive NAME --dry-run`: what archiving would do; changes nothing.
    case archivePreview(name: String)
    /// `chart [--months N]`: the real charges of the next N months, per month and currency.
    case chart(months: Int)
    case show(name: String)
    case edit(name: String, field: EditField, value: String)
    case archive(name: String)
    case restore(name: String)
    case delete(name: String, confirmed: Bool)
    case groupNew(name: String, cap: GroupCap, members: [String])
    case groupAdd(group: String, members: [String])
    case groupRemove(member: String)
    case confirm(name: String)
    case risks
    case upcoming(days: Int)
    /// `overwrite`: `--force`, or the user agreed to replace an existing file. `plain`:
    /// `--plain`, CSV for a script instead of a spreadsheet (JSON and iCalendar are plain).
    case export(format: ExportFormat, file: String?, overwrite: Bool, plain: Bool)
    /// `export ics --caldav URL`: the calendar written into a CalDAV collection, kept in step.
    case publishCalendar(collection: String)
    case importFile(path: String)
    /// `import wallos PATH [--user NAME]`: a Wallos database or its API's JSON.
    case importWallos(path: String, user: String?)
    /// `import statement FILE [--yes]`: recurring charges found in a bank statement.
    case importStatement(path: String, choice: StatementChoice)
    case profileDelete(name: String, confirmed: Bool)
    /// `server init CONNINFO`: create or upgrade the household schema on PostgreSQL.
    case serverInit(conninfo: String)
    /// `link CONNINFO --household NAME|ID [--merge] [--yes]`: this profile now lives on the
    /// server, in a household of this login's, one it accepts an invitation to (`accept`:
    /// `--yes`, or the shell's question answered), or a new one.
    case link(conninfo: String, household: String, merge: Bool, accept: Bool = false)
    /// `link CONNINFO --invitations`: the invitations waiting for the login; links nothing.
    case linkInvitations(conninfo: String)
    /// `link CONNINFO --decline NAME|ID`: turns an invitation down; links nothing.
    case linkDecline(conninfo: String, household: String)
    /// `household invite LOGIN [--role editor|viewer]`; `role` as typed.
    case householdInvite(login: String, role: String?)
    case householdMembers
    case householdLeave(confirmed: Bool)
    case householdDelete(confirmed: Bool)
    /// `household remove LOGIN [--yes]`: an owner takes a member out (or withdraws an
    /// invitation).
    case householdRemove(login: String, confirmed: Bool)
    case sync
    case status
    case pending
    case pendingDrop(number: Int)
    /// `pending retry N`: change N, refused, goes to the server again now.
    case pendingRetry(number: Int)
    case unlink(confirmed: Bool)
    /// `onboard`: the starter pack of the locale's region; with picks (`1-3,5`, names), adds
    /// them at their reference prices once confirmed.
    case onboard(picks: String?, confirmed: Bool)
    /// The shell's starter-pack dialogue, confirmed: every pick with its answers, added in
    /// one transaction.
    case onboardChosen([AddRequest])
    case help(topic: String?)
    case brands(query: String)
    case lang(code: String?)
    case catalogCheck
    /// `remind` shows the profile's reminder offsets; `remind 7,3,1` / `remind off` sets them.
    case remind(offsets: [Int]?)
    /// `remind run [--dry-run]`: delivers the reminders due now to every channel, each once.
    case remindRun(dryRun: Bool)
    /// `remind status`: the channels, the last run, failures waiting and what is due next.
    case remindStatus
    case remindChannelAdd(ReminderChannelRequest)
    case remindChannelList
    case remindChannelRemove(number: Int)
    case remindChannelTest(number: Int)
    /// `remind install [--cron]`: the hourly timer (or crontab line) that runs `remind run`.
    case remindInstall(cron: Bool)
    case remindUninstall
    /// `settle`: who owes whom each month for the shared plans someone pays.
    case settle
    case quit
    /// `version` (and `--version`): SubHub's, the build's and the libraries' versions.
    case version
    /// `completions SHELL`: the completion script for that shell.
    case completions(CompletionShell)
    /// `manpage [--lang CODE]`: the manual page, in that language or the session's.
    case manpage(language: String?)

    /// How a new group's amount is kept.
    public enum GroupCap: Hashable, Sendable {
        case automatic
        /// A manual cap, as typed (read with the group's currency when it is known).
        case manual(amountText: String)
    }

    /// The command this is, for its entry in `CommandTable`.
    public var name: CommandName {
        switch self {
        case .list, .listBy: .list
        case .total, .whatIf, .totalEstimate, .totalBy: .total
        case .family(let command): command.base.name
        case .archivePreview: .archive
        case .chart: .chart
        case .show: .show
        case .edit: .edit
        case .archive: .archive
        case .restore: .restore
        case .delete: .delete
        case .groupNew, .groupAdd, .groupRemove: .group
        case .confirm: .confirm
        case .risks: .risks
        case .upcoming: .upcoming
        case .export, .publishCalendar: .export
        case .importFile, .importWallos, .importStatement: .import
        case .profileDelete: .profile
        case .serverInit: .server
        case .link, .linkInvitations, .linkDecline: .link
        case .householdInvite, .householdMembers, .householdLeave, .householdDelete,
            .householdRemove:
            .household
        case .sync: .sync
        case .status: .status
        case .pending, .pendingDrop, .pendingRetry: .pending
        case .unlink: .unlink
        case .onboard, .onboardChosen: .onboard
        case .help: .help
        case .brands: .brands
        case .lang: .lang
        case .catalogCheck: .catalog
        case .remind, .remindRun, .remindStatus, .remindChannelAdd, .remindChannelList,
            .remindChannelRemove, .remindChannelTest, .remindInstall, .remindUninstall:
            .remind
        case .settle: .settle
        case .quit: .quit
        case .version: .version
        case .completions: .completions
        case .manpage: .manpage
        }
    }

    public enum LedgerAccess: Sendable {
        case none, reads, writes
    }
}
