import FoundationEssentials
import SubBrands
import SubBrandsCore
import SubDomain
import SubLocalization

/// Carries out typed commands against the session's profile and returns what happened as
/// typed results; it never prints (`Presenter` words the results, `CommandDriver` runs a
/// command in a mode and answers its confirmations).
///
/// The same runner serves one-shot, script and interactive modes. Each command that changes
/// data is one store transaction; a failure is thrown with its typed reason and nothing is
/// written.
public struct CommandRunner {
    public let session: Session

    public init(session: Session) {
        self.session = session
    }

    var words: Localizer { session.localizer }
    var today: CivilDate { session.today }

    /// Runs `command` and returns its result. A destructive command without its confirmation
    /// returns `.needsConfirmation` and changes nothing.
    public func execute(_ command: Command) throws(CommandFailure) -> CommandOutcome {
        switch command {
        case .add(let request): return try add(request)
        case .list: return CommandOutcome(try listResult())
        case .total: return try totals(estimatingIn: nil)
        case .totalEstimate(let target): return try totals(estimatingIn: target)
        case .whatIf(let names): return try whatIf(without: names)
        case .listBy(let grouping): return try list(by: grouping)
        case .totalBy(let grouping): return try totals(by: grouping)
        case .family(let command):
            guard let command = command.base as? any ShellCommand else {
                preconditionFailure("a family command without its work: \(command.base.name)")
            }
            return try command.run(self)
        case .archivePreview(let name): return try archivePreview(name)
        case .chart(let months): return try chart(months: months)
        case .show(let name): return try show(name)
        case .edit(let name, let field, let value):
            return try edit(name, field: field, value: value)
        case .archive(let name): return try archive(name)
        case .restore(let name): return try restore(name)
        case .delete(let name, let confirmed): return try delete(name, confirmed: confirmed)
        case .groupNew(let name, let cap, let members):
            return try createGroup(name, cap: cap, members: members)
        case .groupAdd(let group, let members): return try addToGroup(group, members: members)
        case .groupRemove(let member): return try removeFromGroup(member)
        case .confirm(let name): return try confirm(name)
        case .risks: return try risks()
        case .upcoming(let days): return try upcoming(days: days)
        case .export(let format, let file, let overwrite, let plain):
            return try export(format, to: file, overwrite: overwrite, plain: plain)
        case .publishCalendar(let collection): return try publishCalendar(to: collection)
        case .importFile(let path): return try importFile(path)
        case .importWallos(let path, let user): return try importWallos(path, user: user)
        case .importStatement(let path, let choice): return try importStatement(path, choice)
        case .profileDelete(let name, let confirmed):
            return try deleteProfile(name, confirmed: confirmed)
        case .serverInit(let conninfo): return try initializeServer(conninfo)
        case .link(let conninfo, let household, let merge, let accept):
            return try link(conninfo: conninfo, household: household, merge: merge, accept: accept)
        case .linkInvitations(let conninfo): return try invitations(conninfo: conninfo)
        case .linkDecline(let conninfo, let household):
            return try declineInvitation(conninfo: conninfo, household: household)
        case .householdInvite(let login, let role): return try invite(login: login, roleWord: role)
        case .householdRemove(let login, let confirmed):
            return try removeMember(login, confirmed: confirmed)
        case .householdMembers: return try householdMembers()
        case .householdLeave(let confirmed): return try leaveHousehold(confirmed: confirmed)
        case .householdDelete(let confirmed): return try deleteHousehold(confirmed: confirmed)
        case .sync: return try sync()
        case .status: return try householdStatus()
        case .pending: return try pendingChanges()
        case .pendingDrop(let number): return try dropPending(number)
        case .pendingRetry(let number): return try retryPending(number)
        case .unlink(let confirmed): return try unlink(confirmed: confirmed)
        case .onboard(let picks, let confirmed):
            return try onboard(picks: picks, confirmed: confirmed)
        case .onboardChosen(let requests): return try addStarter(requests)
        case .help(let topic): return try help(topic)
        case .brands(let query):
            return CommandOutcome(
                .brands(query: query, matches: BrandCatalog.shared.matches(for: query, limit: 20)))
        case .lang(let code): return try switchLanguage(code)
        case .catalogCheck: return catalogCheck()
        case .remind(let offsets): return try remind(offsets)
        case .remindRun(let dryRun): return try remindRun(dryRun: dryRun)
        case .remindStatus: return try remindStatus()
        case .remindChannelAdd(let request): return try addChannel(request)
        case .remindChannelList: return try listChannels()
        case .remindChannelRemove(let number): return try removeChannel(number)
        case .remindChannelTest(let number): return try testChannel(number)
        case .remindInstall(let cron): return try installTimer(cron: cron)
        case .remindUninstall: return try uninstallTimer()
        case .settle:
            let ledger = try session.readLedger()
            return CommandOutcome(
                .settlement(SettleUp.settle(ledger, yourNames: session.yourNames())))
        case .quit: return CommandOutcome(.quit)
        case .version: return CommandOutcome(.version(.current))
        case .completions(let shell):
            return CommandOutcome(.exportDocument(CompletionScript(shell: shell).text))
        case .manpage(let language): return try manualPage(language)
        }
    }

    // MARK: Finding things by name

    /// The expense a typed name or id means, or a failure that lists the candidates. A
    /// command that changes data takes only an exact name, an id or a unique id prefix
    /// (`exact`); anything looser becomes a "did you mean" that changes nothing.
    /// - Parameter byBrand: whether a brand's name or alias may name the one subscription of
    ///   that brand. A change undo cannot take back (`delete`) acts only on an exact name,
    ///   an id or an id prefix: there the brand's subscriptions are named instead.
    func find(
        _ name: String, in ledger: ExpenseLedger, exact: Bool = true, byBrand: Bool = true
    ) throws(CommandFailure)
        -> RecurringExpense
    {
        switch ledger.lookup(name, strictness: exact ? .exact : .loose) {
        case .found(let expense): return expense
        case .notFound(let suggestions):
            // "Prime" still finds what `add Prime` saved as Amazon Prime: a brand's own name
            // or alias names the one subscription of that brand.
            if let brand = AddResolver.recognizedSuggestion(for: name), brand.plan == nil {
                let slug = brand.brand.slug ?? brand.brand.id
                let ofBrand = ledger.expenses.filter { $0.brandSlug == slug }
                if !byBrand, !ofBrand.isEmpty {
                    throw .notFound(
                        name: name,
                        suggestions: (ofBrand + suggestions.filter { !ofBrand.contains($0) }).map {
                            Candidate($0, in: ledger)
                        })
                }
                if ofBrand.count == 1 { return ofBrand[0] }
                if ofBrand.count > 1 {
                    throw .ambiguous(
                        name: name, candidates: ofBrand.map { Candidate($0, in: ledger) })
                }
            }
            throw .notFound(name: name, suggestions: suggestions.map { Candidate($0, in: ledger) })
        case .ambiguous(let candidates):
            throw .ambiguous(name: name, candidates: candidates.map { Candidate($0, in: ledger) })
        }
    }

    func findGroup(_ name: String, in ledger: ExpenseLedger) throws(CommandFailure)
        -> RecurringExpense
    {
        let group = try find(name, in: ledger)
        guard group.isGroup else { throw .domain(.notAGroup(name: group.name)) }
        return group
    }
}
