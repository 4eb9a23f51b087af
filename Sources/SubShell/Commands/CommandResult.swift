import FoundationEssentials
import SubBrandsCore
import SubRecords
import SubDomain
import SubLocalization
import SubServer
import SubNotify

/// What a command did or found, as typed values. The runner returns these and never prints;
/// `Presenter` alone turns them into catalog words or JSON, so every mode shows the same
/// thing and the command layer can be tested without reading sentences.
public enum CommandResult: Sendable {
    // Writes carry the ledger as it is afterwards, so `--json` can show each changed item
    // with its group and id.
    /// `typedName`: what the user typed, when the name saved is a brand's name that differs
    /// from it by more than case and accents ("Office" saved as "Microsoft 365").
    case added(RecurringExpense, typedName: String?, ledger: ExpenseLedger)
    /// `priceChange`: the amount moved (`edit NAME amount …`), for "sube 2,00 € (+15 %)".
    case edited(RecurringExpense, ledger: ExpenseLedger, priceChange: PriceChange? = nil)
    /// `monthlyDrop`: how much each currency's monthly total really fell (from the domain);
    /// `cancelAt`: where to cancel it for real, when a link is known.
    case archived(
        CascadeResult, monthlyDrop: [Money], killCount: Int, cancelAt: String?,
        ledger: ExpenseLedger)
    case restored(CascadeResult, ledger: ExpenseLedger)
    /// The ledger as it was before, where the deleted item still has its group and id.
    case deleted(CascadeResult, ledgerBefore: ExpenseLedger)
    case confirmed(RecurringExpense, ledger: ExpenseLedger)
    case groupCreated(
        RecurringExpense, memberCount: Int, moved: [GroupMove], ledger: ExpenseLedger)
    case groupExtended(
        RecurringExpense, addedCount: Int, moved: [GroupMove], ledger: ExpenseLedger)
    case removedFromGroup(RecurringExpense, groupName: String, ledger: ExpenseLedger)

    case list(ExpenseLedger)
    /// `list` of a profile this run has not loaded: its entries read from the store as they
    /// are printed, so a large profile's first lines come at once.
    case listEntries(ListEntries)
    case totals(TotalsSummary)
    /// `total --by`: each group's totals; `total` the whole profile's, which they add up to.
    case totalsBy([TotalsGroup], grouping: TotalsGrouping, total: TotalsSummary)
    /// `list --by`: the list split by group; `ledger` for `--json`'s items.
    case listBy(GroupedListing, grouping: TotalsGrouping, ledger: ExpenseLedger)
    /// What a family command found (`cards`, `card expires`), worded by itself.
    case report(any CommandReport)
    /// `prices`: its recorded price changes, newest first (see `ExpenseStore.priceChanges`);
    /// `yourNames`: the names that mean the user as its payer.
    case detail(
        RecurringExpense, ledger: ExpenseLedger, prices: [PriceChange] = [],
        yourNames: [String] = [])
    case risks([RiskAssessment])
    /// `deadlines`: the last days to cancel plans with a notice that fall in the same days.
    case upcoming(ChargeSchedule, days: Int, deadlines: [CancellationDeadline] = [])
    /// `total --without` and `archive --dry-run`: the totals as they would be; nothing stored.
    case whatIf(WhatIf, source: WhatIfSource)
    case chart(ChargeChart)
    /// The profile's reminder offsets (after `remind`, or as they are when only asked).
    case reminders([Int])
    case reminderRun(ReminderRunReport)
    case reminderStatus(ReminderStatusReport)
    case reminderChannels([ReminderChannel])
    case reminderChannelAdded(ReminderChannel)
    case reminderChannelRemoved(ReminderChannel)
    /// `remind channel test N` delivered its test message.
    case reminderChannelTested(ReminderChannel)
    case reminderTimerInstalled(ReminderTimer.Installed)
    case reminderTimerRemoved(ReminderTimer.Removed)
    case settlement(Settlement)

    /// `export FORMAT` without a file: the document itself, for standard output.
    case exportDocument(String)
    case exportedFile(count: Int, path: String)
    /// `export ics --caldav URL`: what was created, updated, removed and left alone.
    case calendarPublished(CalendarPublication)
    /// `import FILE`: what was added and left out; `ledger` as it is now (for `--json`).
    case imported(ExchangeImportReport, path: String, ledger: ExpenseLedger)
    case wallosImported(WallosImportReport)
    /// `import statement` without `--yes` where nobody can tick: the proposals, nothing saved.
    case statementProposals(StatementProposals, tableShown: Bool)
    /// `picked`: the proposals imported (their numbers, from 1).
    case statementImported(StatementProposals, picked: [Int], tableShown: Bool)
    case profileDeleted(name: String, contents: ProfileSummary)
    /// The household schema the server now has.
    case serverInitialized(version: Int)
    case linked(LinkReport)
    /// `invitation`: an invitation was recorded (the login joins once it accepts); otherwise
    /// an existing member's role changed.
    case invited(
        login: String, role: HouseholdRole, household: String, invitation: Bool, householdID: UUID)
    /// `link CONNINFO --invitations`: what waits for `login`.
    case invitations(login: String, [HouseholdInvitation])
    case invitationDeclined(HouseholdInvitation)
    /// `household remove`: `invitationOnly` when the login was only invited (withdrawn).
    case memberRemoved(login: String, household: String, invitationOnly: Bool)
    case householdMembers(household: String, members: [HouseholdMember])
    /// `kept`: the subscriptions that stay in this profile, now local-only.
    case leftHousehold(household: String, kept: Int)
    case householdDeleted(household: String, kept: Int)
    case synced(SyncReport, household: String)
    case householdStatus(HouseholdStatus)
    case pending([PendingChange])
    case pendingDropped([PendingChange])
    /// `pending retry N`: change `number` was put back in line and sent if the server
    /// answered (`reached`); `left` is it as it waits after that, `nil` once applied.
    case pendingRetried(number: Int, left: PendingChange?, reached: Bool)
    /// `discarded`: writes that were waiting and will now never reach the server (their
    /// changes stay in this profile).
    case unlinked(household: String, kept: Int, discarded: Int)

    /// `help` (nil) or `help COMMAND`.
    case help(CommandName?)
    case brands(query: String, matches: [BrandMatch])
    /// The language now spoken (after `lang`, or as it was when only asked).
    case language(String)
    case catalogCheck(CatalogCheckReport)
    case version(VersionReport)

    /// `onboard` without picks: the starter pack to choose from.
    case starterPack(StarterPackOffer)
    /// `onboard` with picks, confirmed: what was added, in the pack's order.
    case onboarded([RecurringExpense], ledger: ExpenseLedger)

    /// Nothing runs until someone agrees; the mode asks, or refuses when nobody can answer.
    case needsConfirmation(Confirmation)
    case quit
}
