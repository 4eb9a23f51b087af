import FoundationEssentials
import SubBrands
import SubDomain
import SubJSON
import SubLocalization
import SubServer
import SubRecords

/// The one place results become words: catalog sentences and aligned tables for people, or
/// JSON with `--json`. Results go to standard output; warnings, notes and failures to
/// standard error, each prefixed with the mode's context ("línea 3: ") when there is one.
public struct Presenter {
    public let localizer: Localizer
    public let today: CivilDate
    public let colors: ColorCapability
    public let json: Bool
    /// Put before each error and warning line: "línea 3: " in script mode.
    public let errorContext: String?
    /// The terminal's columns when the output is a terminal; `nil` for pipes and files.
    public let width: Int?

    public init(
        localizer: Localizer, today: CivilDate, colors: ColorCapability, json: Bool,
        errorContext: String? = nil, width: Int? = nil
    ) {
        self.localizer = localizer
        self.today = today
        self.colors = colors
        self.json = json
        self.errorContext = errorContext
        self.width = width
    }

    var household: HouseholdWording { HouseholdWording(localizer: localizer, now: Date()) }

    var changes: ChangeWording { ChangeWording(localizer: localizer) }

    var reminderWording: ReminderReportWording {
        ReminderReportWording(localizer: localizer, today: today)
    }

    var starterPack: StarterPackWording {
        StarterPackWording(localizer: localizer, colors: colors, json: json)
    }

    var renderer: Renderer {
        Renderer(localizer: localizer, today: today, colors: colors, width: width)
    }

    /// Prints a result, then how guessed values were read, then the warnings.
    public func present(_ outcome: CommandOutcome, to out: OutputSink) throws(CommandFailure) {
        switch outcome.result {
        // A width is known only when the output is a terminal: there a CSV's data must not
        // become escape sequences (JSON escapes them itself); to a file or pipe it is lossless.
        // A calendar's CRLF line ends are shown as plain line ends there.
        case .exportDocument(let text):
            out.write(
                width == nil
                    ? text
                    : TerminalSanitizer.cleanDocument(
                        text.replacingAll("\r\n", with: "\n")))
        case .quit, .needsConfirmation: break
        // A year of charges is streamed in blocks rather than held as a million lines.
        case .upcoming(let schedule, let days, let deadlines) where !json:
            renderer.upcoming(schedule, days: days) { out.write(utf8: $0) }
            renderer.deadlines(deadlines).forEach { out.line($0) }
        case .risks(let assessments) where !json:
            renderer.risks(assessments) { out.write(utf8: $0) }
        case .list(let ledger) where !json:
            renderer.list(ledger) { out.write(utf8: $0) }
        case .listEntries(let entries):
            try renderer.list(entries) { out.write(utf8: $0) }
        default: out.lines(lines(for: outcome.result))
        }
        for note in outcome.notes { warningLine(localizer.text(note), to: out) }
        for warning in outcome.warnings { warningLine(localizer.text(warning), to: out) }
        if case .catalogCheck(let report) = outcome.result {
            for problem in report.loadProblems { out.errorLine(localizer.text(problem)) }
        }
    }

    /// Prints a failure on standard error: the one failure printer of every mode.
    public func fail(_ failure: CommandFailure, to out: OutputSink) {
        // A script asked for JSON: the failure is JSON too, where the answer would be.
        if json {
            out.line(FailureJSON.document(failure, localizer: localizer).serialized())
            return
        }
        for line in FailureWording(localizer: localizer).lines(for: failure) {
            out.errorLine((errorContext ?? "") + line)
        }
    }

    /// What is said before a confirmation is asked (or refused): what would be lost.
    public func preamble(of confirmation: Confirmation) -> [String] {
        switch confirmation.question {
        case .deleteSubscription, .overwriteFile: []
        case .deleteProfile(let name, let contents): [loss(name: name, contents: contents)]
        case .leaveHousehold(let name, let summary): [household.leaveLoss(name, summary)]
        case .deleteHousehold(let name, let summary): [household.deleteLoss(name, summary)]
        case .acceptInvitation(let invitation): [household.offer(invitation)]
        case .removeMember(let login, let name):
            [
                localizer.text(
                    .householdRemoveLoss, ["login": .userText(login), "household": .userText(name)])
            ]
        case .unlinkWithPending(_, let pending):
            [localizer.text(.householdUnlinkLoss, ["count": .count(pending)])]
        case .undo(let report, let ledger): changes.preview(report, ledger: ledger)
        case .onboard(let expenses): starterPack.summary(expenses)
        case .pickProposals(let proposals):
            StatementWording(localizer: localizer).proposals(proposals)
        case .choosePeriod: []
        }
    }

    /// The question itself, ending where the answer is typed.
    public func question(of confirmation: Confirmation) -> String {
        switch confirmation.question {
        case .deleteSubscription(let name):
            localizer.text(.confirmDelete, ["name": .userText(name)])
        case .deleteProfile(let name, _):
            localizer.text(.confirmTypeProfileName, ["name": .userText(name)])
        case .overwriteFile(let path):
            localizer.text(.confirmOverwrite, ["path": .userText(path)])
        case .leaveHousehold(let name, _):
            localizer.text(.householdConfirmLeave, ["household": .userText(name)])
        case .deleteHousehold(let name, _):
            localizer.text(.householdConfirmDelete, ["household": .userText(name)])
        case .unlinkWithPending(let name, _):
            localizer.text(.householdConfirmUnlink, ["household": .userText(name)])
        case .acceptInvitation(let invitation):
            localizer.text(
                .householdConfirmAccept, ["household": .userText(invitation.householdName)])
        case .removeMember(let login, let name):
            localizer.text(
                .householdConfirmRemove, ["login": .userText(login), "household": .userText(name)])
        case .undo(let report, _):
            localizer.text(.confirmUndo, ["count": .count(report.changes.count)])
        case .onboard(let expenses):
            localizer.text(.onboardConfirm, ["count": .count(expenses.count)])
        case .pickProposals(let proposals):
            StatementWording(localizer: localizer).question(proposals)
        case .choosePeriod(let brand, let amount, let nearest, let other, _):
            localizer.text(
                .confirmPeriod,
                [
                    "brand": .userText(brand), "amount": .money(amount),
                    "nearest": .period(nearest),
                    "other": .period(other),
                ])
        }
    }

    private func warningLine(_ text: String, to out: OutputSink) {
        out.errorLine((errorContext ?? "") + localizer.text(.shellPrefixWarning) + text)
    }

    // MARK: Words for each result

    /// A channel added, removed or tested: its sentence (`key`), or its JSON.
    private func channelLines(_ key: MessageKey, _ channel: ReminderChannel) -> [String] {
        if json { return [ReminderReportWording.channelJSON(channel).serialized()] }
        return [
            localizer.text(
                key,
                [
                    "number": .count(channel.id),
                    "channel": .text(reminderWording.describe(channel)),
                ])
        ]
    }

    func lines(for result: CommandResult) -> [String] {
        switch result {
        case .edited(let expense, let ledger, let priceChange):
            return changed([expense], in: ledger) {
                [localizer.text(.resultEdited, ["name": .userText(expense.name)])]
                    + (priceChange.map { [changes.edited($0)] } ?? [])
            }
        case .archived(let cascade, let drop, let kills, let cancelAt, let ledger):
            return changed([cascade.target] + cascade.cascaded, in: ledger) {
                [
                    localizer.text(
                        .resultArchived,
                        [
                            "name": .userText(cascade.target.name),
                            "monthly": .text(localizer.list(drop.map(localizer.money))),
                            "count": .count(kills),
                        ])
                ] + members(.resultArchivedMembers, cascade)
                    // Archiving here does not cancel the plan: say where to do that.
                    + (cancelAt.map { [localizer.text(.resultCancelAt, ["url": .userText($0)])] }
                        ?? [])
            }
        case .restored(let cascade, let ledger):
            return changed([cascade.target] + cascade.cascaded, in: ledger) {
                [localizer.text(.resultRestored, ["name": .userText(cascade.target.name)])]
                    + members(.resultRestoredMembers, cascade)
            }
        case .deleted(let cascade, let before):
            return changed([cascade.target], in: before) {
                [localizer.text(.resultDeleted, ["name": .userText(cascade.target.name)])]
                    + members(.resultDeletedMembers, cascade)
            }
        case .confirmed(let expense, let ledger):
            return changed([expense], in: ledger) {
                [localizer.text(.resultConfirmed, ["name": .userText(expense.name)])]
            }
        case .groupCreated(let group, let count, let moved, let ledger):
            return changed([group] + ledger.children(of: group), in: ledger) {
                [
                    localizer.text(
                        .resultGroupCreated,
                        ["name": .userText(group.name), "count": .count(count)])
                ] + moves(moved)
            }
        case .groupExtended(let group, let count, let moved, let ledger):
            return changed([group] + ledger.children(of: group), in: ledger) {
                [
                    localizer.text(
                        .resultGroupAdded, ["name": .userText(group.name), "count": .count(count)])
                ] + moves(moved)
            }
        case .removedFromGroup(let member, let groupName, let ledger):
            return changed([member], in: ledger) {
                [
                    localizer.text(
                        .resultGroupRemoved,
                        ["name": .userText(member.name), "group": .userText(groupName)])
                ]
            }
        case .listEntries(let entries):
            // present() streams it; here (a caller wanting lines) it is gathered first.
            var text: [UInt8] = []
            do throws(CommandFailure) {
                try renderer.list(entries) { text += $0 }
            } catch {
                return FailureWording(localizer: localizer).lines(for: error)
            }
            return String(decoding: text, as: UTF8.self).split(
                separator: "\n", omittingEmptySubsequences: false
            ).dropLast().map(String.init)
        case .list(let ledger):
            return json
                ? [JSONReports.list(ledger, today: today).serialized()] : renderer.list(ledger)
        case .totals(let summary):
            return json
                ? [JSONReports.total(summary, today: today).serialized()]
                : renderer.totals(summary)
        case .totalsBy(let groups, let grouping, let total):
            return json
                ? [CardWording.json(groups, by: grouping).serialized()]
                : CardWording(renderer: renderer).totals(groups, by: grouping, total: total)
        case .listBy(let listing, let grouping, let ledger):
            return json
                ? [
                    CardWording.json(listing, by: grouping, ledger: ledger, today: today)
                        .serialized()
                ]
                : CardWording(renderer: renderer).list(listing, by: grouping)
        case .report(let report):
            let setting = ReportSetting(
                localizer: localizer, today: today, colors: colors, width: width)
            return json ? [report.json(setting).serialized()] : report.lines(setting)
        case .detail(let expense, let ledger, let prices, let yourNames):
            return json
                ? [JSONReports.item(expense, in: ledger, today: today).serialized()]
                : renderer.detail(of: expense, in: ledger, prices: prices, yourNames: yourNames)
        case .risks(let assessments):
            return json
                ? [JSONReports.risks(assessments).serialized()] : renderer.risks(assessments)
        case .upcoming(let schedule, let days, let deadlines):
            return json
                ? [
                    JSONReports.upcoming(schedule.scheduledCharges, deadlines: deadlines)
                        .serialized()
                ]
                : renderer.upcoming(schedule, days: days) + renderer.deadlines(deadlines)
        case .whatIf(let whatIf, let source):
            return json
                ? [WhatIfWording.json(whatIf).serialized()]
                : WhatIfWording(localizer: localizer).lines(for: whatIf, source: source)
        case .chart(let chart):
            return json
                ? [ChartRenderer.json(chart).serialized()]
                : ChartRenderer(localizer: localizer, colors: colors, width: width).lines(
                    for: chart)
        case .reminders(let offsets):
            return json
                ? [JSONReports.reminders(offsets).serialized()]
                : [renderer.profileReminders(offsets)]
        case .reminderRun(let report):
            return json
                ? [ReminderReportWording.runJSON(report).serialized()]
                : reminderWording.run(report)
        case .reminderStatus(let report):
            return json
                ? [ReminderReportWording.statusJSON(report).serialized()]
                : reminderWording.status(report)
        case .reminderChannels(let channels):
            return json
                ? [
                    OrderedJSON.object([
                        ("channels", ReminderReportWording.channelsJSON(channels))
                    ]).serialized()
                ]
                : reminderWording.channels(channels)
        case .reminderChannelAdded(let channel):
            return channelLines(.remindChannelAdded, channel)
        case .reminderChannelRemoved(let channel):
            return channelLines(.remindChannelRemoved, channel)
        case .reminderChannelTested(let channel):
            return channelLines(.remindChannelTested, channel)
        case .reminderTimerInstalled(let installed):
            return json
                ? [ReminderReportWording.installedJSON(installed).serialized()]
                : reminderWording.installed(installed)
        case .reminderTimerRemoved(let removed):
            return json
                ? [ReminderReportWording.removedJSON(removed).serialized()]
                : reminderWording.removed(removed)
        case .settlement(let settlement):
            return json
                ? [JSONReports.settlement(settlement).serialized()]
                : SettlementWording(localizer: localizer).lines(for: settlement)
        case .exportedFile(let count, let path):
            return json
                ? [
                    OrderedJSON.object([("exported", .int(Int64(count))), ("file", .string(path))])
                        .serialized()
                ]
                : [
                    localizer.text(
                        .resultExported, ["count": .count(count), "file": .userText(path)])
                ]
        case .calendarPublished(let publication):
            let wording = CalendarPublicationWording(localizer: localizer)
            return json ? [wording.json(publication).serialized()] : wording.lines(publication)
        case .imported(let report, let path, let ledger):
            let wording = ImportWording(localizer: localizer)
            return json
                ? [wording.json(report, ledger: ledger, today: today).serialized()]
                : wording.imported(report, path: path)
        case .wallosImported(let report):
            return ImportWording(localizer: localizer).wallos(report)
        case .statementProposals(let proposals, let tableShown):
            let wording = StatementWording(localizer: localizer)
            if json { return [StatementWording.json(proposals, imported: []).serialized()] }
            return (tableShown ? [] : wording.proposals(proposals)) + wording.hint(proposals)
        case .statementImported(let proposals, let picked, let tableShown):
            let wording = StatementWording(localizer: localizer)
            if json { return [StatementWording.json(proposals, imported: picked).serialized()] }
            return (tableShown ? [] : wording.proposals(proposals))
                + wording.imported(proposals, picked: picked)
        case .profileDeleted(let name, let contents):
            return [
                loss(name: name, contents: contents),
                localizer.text(.resultProfileDeleted, ["name": .userText(name)]),
            ]
        case .serverInitialized(let version):
            return [localizer.text(.resultServerInitialized, ["version": .count(version)])]
        case .linked(let report):
            return json ? [HouseholdWording.json(report).serialized()] : household.linked(report)
        case .invited(let login, let role, let name, let invitation, let id):
            return [household.invited(login, role: role, household: name, invitation, id: id)]
        case .invitations(let login, let invitations):
            return json
                ? [HouseholdWording.json(invitations, login: login).serialized()]
                : household.invitations(invitations, login: login)
        case .invitationDeclined(let invitation):
            return [
                localizer.text(
                    .householdDeclined,
                    [
                        "inviter": .userText(invitation.invitedBy),
                        "household": .userText(invitation.householdName),
                    ])
            ]
        case .memberRemoved(let login, let name, let invitationOnly):
            return [
                localizer.text(
                    invitationOnly ? .householdInvitationWithdrawn : .householdMemberRemoved,
                    ["login": .userText(login), "household": .userText(name)])
            ]
        case .householdMembers(let name, let members):
            return json
                ? [HouseholdWording.json(members, household: name).serialized()]
                : household.members(members, household: name)
        case .leftHousehold(let name, let kept):
            return [
                localizer.text(.householdLeft, ["household": .userText(name)]),
                localizer.text(.householdKept, ["count": .count(kept)]),
            ]
        case .householdDeleted(let name, let kept):
            return [
                localizer.text(.householdDeleted, ["household": .userText(name)]),
                localizer.text(.householdKept, ["count": .count(kept)]),
            ]
        case .synced(let report, let name):
            return json
                ? [HouseholdWording.json(report, household: name).serialized()]
                : household.synced(report, household: name)
        case .householdStatus(let status):
            return json ? [HouseholdWording.json(status).serialized()] : household.status(status)
        case .pending(let changes):
            return json ? [HouseholdWording.json(changes).serialized()] : household.pending(changes)
        case .pendingDropped(let changes):
            return json ? [HouseholdWording.json(changes).serialized()] : household.dropped(changes)
        case .pendingRetried(let number, let left, let reached):
            return json
                ? [
                    HouseholdWording.json(retried: number, left: left, reached: reached)
                        .serialized()
                ]
                : household.retried(number, left: left, reached: reached)
        case .unlinked(let name, let kept, let discarded):
            if json {
                return [
                    OrderedJSON.object([
                        ("household", .string(name)), ("kept", .int(Int64(kept))),
                        ("discarded", .int(Int64(discarded))),
                    ]).serialized()
                ]
            }
            var lines = [
                localizer.text(.householdUnlinked, ["household": .userText(name)]),
                localizer.text(.householdKept, ["count": .count(kept)]),
            ]
            if discarded > 0 {
                lines.append(localizer.text(.householdDiscarded, ["count": .count(discarded)]))
            }
            return lines
        case .help(let command):
            let help = HelpText(localizer: localizer)
            return json ? [help.json(for: command).serialized()] : help.lines(for: command)
        case .brands(let query, let matches):
            return BrandListing(localizer: localizer, colors: colors, json: json).lines(
                for: matches, query: query)
        case .language(let code):
            // The language by its own name (español, 简体中文), never its code.
            let name = localizer.switching(to: code)?.text(.languageName) ?? code
            return json
                ? [
                    OrderedJSON.object([("language", .string(code)), ("name", .string(name))])
                        .serialized()
                ]
                : [localizer.text(.resultLanguage, ["language": .text(name)])]
        case .version(let report):
            return json
                ? [VersionWording.json(report).serialized()]
                : VersionWording(localizer: localizer).lines(for: report)
        case .catalogCheck(let report):
            let findings = report.findings.map { localizer.text($0) }
            if json {
                return [
                    OrderedJSON.object([
                        ("languages", .array(report.languages.map { .string($0) })),
                        ("findings", .array(findings.map { .string($0) })),
                    ]).serialized()
                ]
            }
            guard report.findings.isEmpty else { return findings }
            return [localizer.text(.catalogCheckPassed, ["languages": .list(report.languages)])]
        case .starterPack(let offer): return starterPack.listing(offer)
        case .onboarded(let expenses, let ledger):
            return changed(expenses, in: ledger) { starterPack.added(expenses) }
        case .exportDocument, .needsConfirmation, .quit:
            return []
        }
    }

    /// What a write changed: with `--json` the changed items as `list --json` shows them (ids
    /// included, so a script can keep them), otherwise the sentences.
    private func changed(
        _ items: [RecurringExpense], in ledger: ExpenseLedger, sentences: () -> [String]
    ) -> [String] {
        guard json else { return sentences() }
        return [
            OrderedJSON.object([
                ("items", .array(items.map { JSONReports.item($0, in: ledger, today: today) }))
            ]).serialized()
        ]
    }

    /// "Netflix left Familia." for each member a group command took from another group.
    private func moves(_ moved: [GroupMove]) -> [String] {
        moved.map { move in
            localizer.text(
                .resultGroupMoved, ["name": .userText(move.member), "from": .userText(move.from)])
        }
    }

    private func members(_ key: MessageKey, _ cascade: CascadeResult) -> [String] {
        guard !cascade.cascaded.isEmpty else { return [] }
        return [localizer.text(key, ["names": .userList(cascade.cascaded.map(\.name))])]
    }

    /// "Si borras el perfil trabajo, perderás 12 suscripciones, 1 grupo y 3 archivadas." Each row
    /// is counted once (`ProfileSummary`): an archived subscription only as archived.
    private func loss(name: String, contents: ProfileSummary) -> String {
        localizer.text(
            .confirmProfileLoss,
            [
                "name": .userText(name),
                "subscriptions": .text(
                    localizer.text(.countSubscriptions, ["count": .count(contents.subscriptions)])),
                "groups": .text(localizer.text(.countGroups, ["count": .count(contents.groups)])),
                "archived": .text(
                    localizer.text(.countArchived, ["count": .count(contents.archived)])),
            ])
    }
}
