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

    var starterPack: StarterPackWording {
        StarterPackWording(localizer: localizer, colors: colors, json: json)
    }

    var reportSetting: ReportSetting {
        ReportSetting(localizer: localizer, today: today, colors: colors, width: width)
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
        case .report(let report):
            try report.write(reportSetting, json: json, to: out)
        default: out.lines(lines(for: outcome.result))
        }
        for note in outcome.notes { warningLine(localizer.text(note), to: out) }
        for warning in outcome.warnings { warningLine(localizer.text(warning), to: out) }
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
        case .deleteProfile(let name, let contents):
            [ProfileWording(localizer: localizer).loss(name: name, contents: contents)]
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
        case .family(let question): question.preamble(localizer)
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
        case .family(let question): question.prompt(localizer)
        }
    }

    private func warningLine(_ text: String, to out: OutputSink) {
        out.errorLine((errorContext ?? "") + localizer.text(.shellPrefixWarning) + text)
    }

    // MARK: Words for each result

    func lines(for result: CommandResult) -> [String] {
        switch result {
        case .report(let report):
            return json ? [report.json(reportSetting).serialized()] : report.lines(reportSetting)
        case .help(let command):
            let help = HelpText(localizer: localizer)
            return json ? [help.json(for: command).serialized()] : help.lines(for: command)
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
        return [JSONReports.changed(items, in: ledger, today: today).serialized()]
    }
}
