import FoundationEssentials
import SubDomain
import SubJSON
import SubLocalization
import SubServer
import SubRecords

/// Words and JSON for the shared-household results: link, sync, status, pending, members,
/// and the notices a linked profile prints on standard error (stale data, queued writes).
struct HouseholdWording {
    let localizer: Localizer
    /// The moment ages are measured from ("hace 5 minutos").
    let now: Date

    private func text(_ key: MessageKey, _ arguments: [String: MessageArgument] = [:]) -> String {
        localizer.text(key, arguments)
    }

    func role(_ role: HouseholdRole?) -> String {
        text(MessageKey("household.role." + (role?.rawValue ?? "unknown")))
    }

    // MARK: Results

    func linked(_ report: LinkReport) -> [String] {
        let household: MessageArgument = .userText(report.household)
        let first: String
        if report.created {
            first = text(.householdLinkedCreated, ["household": household])
        } else if let inviter = report.acceptedFrom {
            first = text(
                .householdLinkedAccepted,
                [
                    "inviter": .userText(inviter), "household": household,
                    "role": .text(role(report.role)),
                ])
        } else {
            first = text(
                .householdLinkedJoined, ["household": household, "role": .text(role(report.role))])
        }
        var lines = [first]
        if report.created || report.uploaded > 0 {
            lines.append(text(.householdUploaded, ["count": .count(report.uploaded)]))
        }
        if !report.created {
            lines.append(text(.householdPulled, ["count": .count(report.pulled)]))
        }
        return lines
    }

    func synced(_ report: SyncReport, household: String) -> [String] {
        var lines = [text(.householdSynced, ["household": .userText(household)])]
        if report.pushed > 0 {
            lines.append(text(.householdPushed, ["count": .count(report.pushed)]))
        }
        if report.pulled > 0 {
            lines.append(text(.householdPulled, ["count": .count(report.pulled)]))
        }
        if report.removed > 0 {
            lines.append(text(.householdRemoved, ["count": .count(report.removed)]))
        }
        if !report.conflicts.isEmpty {
            lines.append(text(.householdConflicts, ["count": .count(report.conflicts.count)]))
        }
        if !report.rejected.isEmpty {
            lines.append(text(.householdRejected, ["count": .count(report.rejected.count)]))
        }
        lines += unreadable(report.unreadable)
        if report.role == nil {
            lines.append(text(.householdNotMember, ["household": .userText(household)]))
        }
        if lines.count == 1 { lines.append(text(.householdUpToDate)) }
        return lines
    }

    /// One line per server row the cache skipped because this SubHub cannot read it.
    func unreadable(_ rows: [UnreadableServerRow]) -> [String] {
        rows.map { row in
            text(
                .householdUnreadable,
                [
                    "name": .userText(row.name ?? row.id),
                    "field": .text(row.field.isEmpty ? "?" : fieldName(row.field)),
                ])
        }
    }

    func status(_ status: HouseholdStatus) -> [String] {
        let link = status.link
        var lines = [
            text(.householdStatusHousehold, ["household": .userText(link.householdName)]),
            text(.householdStatusServer, ["server": .userText(status.server)]),
            text(.householdStatusLogin, ["login": .userText(link.login)]),
            text(
                status.reachable ? .householdStatusRole : .householdStatusRoleOffline,
                ["role": .text(role(link.role))]),
            text(status.reachable ? .householdStatusOnline : .householdStatusOffline),
            link.lastSync.map { text(.householdStatusLastSync, ["age": .text(age(since: $0))]) }
                ?? text(.householdStatusNeverSynced),
            text(.householdStatusPending, ["count": .count(status.pending)]),
        ]
        if status.conflicts > 0 {
            lines.append(text(.householdStatusConflicts, ["count": .count(status.conflicts)]))
        }
        if status.rejected > 0 {
            lines.append(text(.householdStatusRejected, ["count": .count(status.rejected)]))
        }
        if status.reachable && link.role == nil {
            lines.append(text(.householdNotMember, ["household": .userText(link.householdName)]))
        }
        if !status.caughtUp {
            lines.append(syncing(link, arrived: status.arrived))
        }
        lines += unreadable(status.unreadable)
        if let failure = status.syncFailure {
            let reason: CommandFailure =
                switch failure {
                case .server(let error): .server(error)
                case .store(let error): .store(error)
                }
            lines.append(text(.householdStatusSyncFailed))
            lines += FailureWording(localizer: localizer).body(for: reason)
        }
        return lines
    }

    /// The plans' changes (numbered: `pending drop N` and `retry N` name them), then the
    /// payments waiting, counted, each with its plan, amount and day; each part with its hint.
    func pending(
        _ changes: [PendingChange], payments: [PendingPayment], names: [UUID: String]
    ) -> [String] {
        guard !changes.isEmpty || !payments.isEmpty else { return [text(.householdPendingNone)] }
        var lines = changes.isEmpty ? [] : pending(changes)
        guard !payments.isEmpty else { return lines }
        lines.append(text(.householdPendingPayments, ["count": .count(payments.count)]))
        for waiting in payments {
            let payment = waiting.payment
            let arguments: [String: MessageArgument] = [
                "amount": .money(payment.amount), "date": .date(payment.paidOn),
                "name": names[payment.expenseID].map { .userText($0) }
                    ?? .text(text(.householdPendingPaymentPlanGone)),
            ]
            lines.append(
                text(
                    .householdPendingPaymentLine,
                    [
                        "action": .text(
                            text(
                                waiting.kind == .insert
                                    ? .householdPendingPaymentInsert
                                    : .householdPendingPaymentDelete, arguments)),
                        "age": .text(age(since: waiting.queuedAt ?? now)),
                        "state": .text(state(of: waiting.problem.map { .rejected(reason: $0) })),
                    ]))
        }
        lines.append(text(.householdPendingPaymentsHint))
        return lines
    }

    func pending(_ changes: [PendingChange]) -> [String] {
        guard !changes.isEmpty else { return [text(.householdPendingNone)] }
        var lines: [String] = []
        for change in changes {
            lines.append(
                text(
                    .householdPendingLine,
                    [
                        "number": .text(String(change.number)), "action": .text(action(change)),
                        "age": .text(age(since: change.queuedAt)), "state": .text(state(change)),
                    ]))
            if case .conflict(let conflicts) = change.problem {
                let record = change.after ?? change.before
                for conflict in conflicts {
                    lines.append(
                        text(
                            .householdPendingConflictField,
                            [
                                "field": .text(fieldName(conflict.field)),
                                "mine": .text(value(conflict.mine, of: conflict.field, in: record)),
                                "theirs": .text(
                                    value(conflict.theirs, of: conflict.field, in: record)),
                            ]))
                }
            }
        }
        lines.append(
            text(
                changes.contains { $0.problem != nil }
                    ? .householdPendingHintProblem : .householdPendingHint))
        return lines
    }

    func dropped(_ changes: [PendingChange]) -> [String] {
        [
            text(
                .householdDropped,
                [
                    "count": .count(changes.count),
                    "name": .userText(changes.first?.expenseName ?? ""),
                ])
        ]
    }

    /// `pending retry N`: applied, still waiting (with why), or back in line for the next
    /// sync when the server did not answer.
    func retried(_ number: Int, left: PendingChange?, reached: Bool) -> [String] {
        let arguments: [String: MessageArgument] = ["number": .text(String(number))]
        guard reached else { return [text(.householdRetryOffline, arguments)] }
        guard let left else { return [text(.householdRetrySent, arguments)] }
        return [text(.householdRetryStill, arguments)] + pending([left])
    }

    func members(_ members: [HouseholdMember], household: String) -> [String] {
        [text(.householdMembersTitle, ["household": .userText(household)])]
            + members.map {
                text(
                    .householdMemberLine,
                    ["login": .userText($0.login), "role": .text(role($0.role))])
            }
    }

    /// The short id a household is told apart by (and may be typed as): 8 hex digits.
    static func shortID(_ id: UUID) -> String {
        String(id.uuidString.lowercased().prefix(8))
    }

    /// An invitation sent (and how the invitee accepts it), or a member's new role.
    func invited(
        _ login: String, role: HouseholdRole, household: String, _ invitation: Bool, id: UUID
    ) -> String {
        text(
            invitation ? .householdInvitationSent : .householdInvited,
            [
                "login": .userText(login), "role": .text(self.role(role)),
                "household": .userText(household), "id": .text(Self.shortID(id)),
            ])
    }

    func invitations(_ invitations: [HouseholdInvitation], login: String) -> [String] {
        guard !invitations.isEmpty else {
            return [text(.householdInvitationsNone, ["login": .userText(login)])]
        }
        return [text(.householdInvitationsTitle, ["login": .userText(login)])]
            + invitations.map {
                text(
                    .householdInvitationLine,
                    [
                        "household": .userText($0.householdName),
                        "id": .text(Self.shortID($0.householdID)),
                        "role": .text(role($0.role)), "inviter": .userText($0.invitedBy),
                    ])
            } + [text(.householdInvitationsHint)]
    }

    /// A household a name could mean, in a "could be" list.
    func candidate(_ candidate: HouseholdCandidate) -> String {
        let id: MessageArgument = .text(Self.shortID(candidate.id))
        if let inviter = candidate.invitedBy {
            return text(
                .householdCandidateInvited,
                ["household": .userText(candidate.name), "id": id, "inviter": .userText(inviter)])
        }
        return text(
            .householdCandidateMember,
            ["household": .userText(candidate.name), "id": id, "role": .text(role(candidate.role))])
    }

    // MARK: Confirmations

    /// Before accepting an invitation: whose, to what, as what.
    func offer(_ invitation: HouseholdInvitation) -> String {
        text(
            .householdInvitationOffer,
            [
                "inviter": .userText(invitation.invitedBy),
                "household": .userText(invitation.householdName),
                "id": .text(Self.shortID(invitation.householdID)),
                "role": .text(role(invitation.role)),
            ])
    }

    /// Joining through an invitation where nobody can be asked: how to accept or decline.
    func acceptanceNeeded(_ invitation: HouseholdInvitation) -> String {
        text(
            .householdInvitationNeedsYes,
            [
                "household": .userText(invitation.householdName),
                "inviter": .userText(invitation.invitedBy),
                "id": .text(Self.shortID(invitation.householdID)),
            ])
    }

    func leaveLoss(_ name: String, _ summary: HouseholdSummary) -> String {
        text(
            .householdLeaveLoss,
            ["household": .userText(name), "subscriptions": .text(subscriptions(summary))])
    }

    func deleteLoss(_ name: String, _ summary: HouseholdSummary) -> String {
        text(
            .householdDeleteLoss,
            [
                "household": .userText(name), "subscriptions": .text(subscriptions(summary)),
                "members": .text(text(.householdMembersCount, ["count": .count(summary.members)])),
            ])
    }

    private func subscriptions(_ summary: HouseholdSummary) -> String {
        text(.countSubscriptions, ["count": .count(summary.subscriptions)])
    }

    // MARK: Notices on standard error

    /// The cache answered because the server did not: how old its data is.
    func offline(_ link: HouseholdLink) -> String {
        guard let lastSync = link.lastSync else {
            return text(.householdOfflineNever, ["household": .userText(link.householdName)])
        }
        return text(
            .householdOffline,
            ["household": .userText(link.householdName), "age": .text(age(since: lastSync))])
    }

    func queued(_ count: Int) -> String { text(.householdQueued, ["count": .count(count)]) }

    /// The household is still arriving (a first pull of a large household, read a page at a
    /// time): how much has, and how to bring the rest now.
    func syncing(_ link: HouseholdLink, arrived: Int) -> String {
        text(
            .householdSyncing,
            ["household": .userText(link.householdName), "count": .count(arrived)])
    }

    // MARK: JSON

    static func json(_ report: LinkReport) -> OrderedJSON {
        .object([
            ("household", .string(report.household)), ("created", .bool(report.created)),
            ("accepted_from", .optional(report.acceptedFrom)),
            ("role", .string(report.role.rawValue)), ("uploaded", .int(Int64(report.uploaded))),
            ("pulled", .int(Int64(report.pulled))),
        ])
    }

    static func json(_ report: SyncReport, household: String) -> OrderedJSON {
        .object([
            ("household", .string(household)), ("pushed", .int(Int64(report.pushed))),
            ("pulled", .int(Int64(report.pulled))), ("removed", .int(Int64(report.removed))),
            ("conflicts", .array(report.conflicts.map(json))),
            ("rejected", .array(report.rejected.map(json))),
            (
                "unreadable",
                .array(
                    report.unreadable.map { row in
                        .object([
                            ("id", .string(row.id)), ("name", .optional(row.name)),
                            ("field", .string(row.field)),
                        ])
                    })
            ),
            ("role", .optional(report.role?.rawValue)),
        ])
    }

    static func json(_ status: HouseholdStatus) -> OrderedJSON {
        .object([
            ("household", .string(status.link.householdName)),
            ("household_id", .string(status.link.householdID.uuidString.lowercased())),
            ("server", .string(status.server)), ("login", .string(status.link.login)),
            ("role", .optional(status.link.role?.rawValue)),
            ("online", .bool(status.reachable)),
            ("last_sync", .optional(status.link.lastSync.map(timestamp))),
            ("pulled_version", .int(status.link.pulledVersion)),
            ("pending", .int(Int64(status.pending))), ("conflicts", .int(Int64(status.conflicts))),
            ("rejected", .int(Int64(status.rejected))), ("caught_up", .bool(status.caughtUp)),
            ("unreadable", .int(Int64(status.unreadable.count))),
            ("sync_failure", .optional(status.syncFailure.map(code))),
        ])
    }

    /// A failed sync's stable code, as `--json` failures name theirs.
    private static func code(_ failure: SyncFailure) -> String {
        switch failure {
        case .server(let error): "server." + error.code
        case .store: "store"
        }
    }

    static func json(_ invitations: [HouseholdInvitation], login: String) -> OrderedJSON {
        .object([
            ("login", .string(login)),
            (
                "invitations",
                .array(
                    invitations.map {
                        .object([
                            ("household", .string($0.householdName)),
                            ("household_id", .string($0.householdID.uuidString.lowercased())),
                            ("role", .string($0.role.rawValue)),
                            ("invited_by", .string($0.invitedBy)),
                        ])
                    })
            ),
        ])
    }

    static func json(retried number: Int, left: PendingChange?, reached: Bool) -> OrderedJSON {
        .object([
            ("number", .int(Int64(number))), ("reached", .bool(reached)),
            ("applied", .bool(reached && left == nil)), ("pending", left.map(json) ?? .null),
        ])
    }

    static func json(_ changes: [PendingChange]) -> OrderedJSON {
        .object([("pending", .array(changes.map(json)))])
    }

    /// `pending --json`: the plans' changes, then the payments waiting, each as
    /// `PaymentJSON` gives a payment, with whether it is recorded
    /// (`insert`) or taken back (`delete`), its id, when it was queued and its state.
    static func json(
        _ changes: [PendingChange], payments: [PendingPayment], names: [UUID: String]
    ) -> OrderedJSON {
        .object([
            ("pending", .array(changes.map(json))),
            (
                "payments",
                .array(
                    payments.map { waiting in
                        let payment = waiting.payment
                        // No number: `pending drop N` and `retry N` name the plans' changes.
                        var fields: [(String, OrderedJSON)] = [
                            ("kind", .string(waiting.kind.rawValue)),
                            ("id", .string(payment.id.uuidString.lowercased())),
                            ("name", .optional(names[payment.expenseID])),
                            ("plan_id", .string(payment.expenseID.uuidString.lowercased())),
                            ("on", .string(payment.paidOn.iso)),
                            ("amount_minor", .int(payment.amount.minorUnits)),
                            ("currency", .string(payment.amount.currency.code)),
                            ("source", .string(payment.source.rawValue)),
                            ("queued_at", .optional(waiting.queuedAt.map(timestamp))),
                        ]
                        if let reason = waiting.problem {
                            fields.append(("state", .string("rejected")))
                            fields.append(("reason", .string(reason)))
                        } else {
                            fields.append(("state", .string("waiting")))
                        }
                        return .object(fields)
                    })
            ),
        ])
    }

    static func json(_ members: [HouseholdMember], household: String) -> OrderedJSON {
        .object([
            ("household", .string(household)),
            (
                "members",
                .array(
                    members.map {
                        .object([("login", .string($0.login)), ("role", .string($0.role.rawValue))])
                    })
            ),
        ])
    }

    static func json(_ change: PendingChange) -> OrderedJSON {
        var fields: [(String, OrderedJSON)] = [
            ("number", .int(change.number)), ("kind", .string(change.kind.rawValue)),
            ("id", .string(change.expenseID.uuidString.lowercased())),
            ("name", .string(change.expenseName)),
            (
                "fields",
                .array(
                    change.changedFields.filter { $0 != ExpenseColumn.id.rawValue }
                        .map(OrderedJSON.string))
            ),
            ("queued_at", .string(timestamp(change.queuedAt))),
        ]
        switch change.problem {
        case nil: fields.append(("state", .string("waiting")))
        case .rejected(let reason)?:
            fields.append(("state", .string("rejected")))
            fields.append(("reason", .string(reason)))
        case .conflict(let conflicts)?:
            fields.append(("state", .string("conflict")))
            fields.append(
                (
                    "conflicts",
                    .array(
                        conflicts.map {
                            .object([
                                ("field", .string($0.field)), ("mine", .optional($0.mine)),
                                ("theirs", .optional($0.theirs)),
                            ])
                        })
                ))
        }
        return .object(fields)
    }

    static func timestamp(_ date: Date) -> String {
        date.formatted(.iso8601)
    }

    // MARK: Parts

    private func action(_ change: PendingChange) -> String {
        let name: MessageArgument = .userText(change.expenseName)
        switch change.kind {
        case .insert: return text(.householdPendingInsert, ["name": name])
        case .delete: return text(.householdPendingDelete, ["name": name])
        case .update:
            let fields = change.changedFields.filter { $0 != ExpenseColumn.id.rawValue }
                .map(fieldName)
            return text(.householdPendingUpdate, ["name": name, "fields": .list(fields)])
        }
    }

    private func state(_ change: PendingChange) -> String {
        state(of: change.problem)
    }

    /// "waiting for the server", "in conflict", or "refused." and why, in words.
    private func state(of problem: PendingProblem?) -> String {
        switch problem {
        case nil: return text(.householdPendingWaiting)
        case .conflict?: return text(.householdPendingConflict)
        case .rejected(let reason)?:
            let words =
                ServerError(code: reason).map { FailureWording(localizer: localizer).server($0) }
                ?? reason
            return text(.householdPendingRejected, ["reason": .text(words)])
        }
    }

    private func fieldName(_ column: String) -> String {
        // Every column has its words in the catalogs; a column a newer server adds does not.
        guard ExpenseColumn(rawValue: column) != nil else { return column }
        return text(MessageKey("household.field." + column))
    }

    /// A column's text as the reader knows it: amounts as money, dates by the locale.
    private func value(_ text: String?, of field: String, in record: ExpenseRecord?) -> String {
        guard let text else { return self.text(.householdPendingNoValue) }
        switch ExpenseColumn(rawValue: field) {
        case .amountMinor?:
            if let minor = Int64(text), let code = record?[.currency],
                let currency = try? CurrencyCode(code)
            {
                return localizer.money(Money(minorUnits: minor, currency: currency))
            }
        case .nextCharge?, .trialEnds?, .archivedOn?, .lastConfirmed?, .createdOn?:
            if let date = CivilDate(iso: text) { return localizer.date(date) }
        case .period?:
            if let period = Period(identifier: text) { return localizer.period(period) }
        case .noticePeriod?:
            if let notice = NoticePeriod(identifier: text) { return localizer.notice(notice) }
        default: break
        }
        return TerminalSanitizer.clean(text)
    }

    /// "5 minutos", "2 horas", "3 días": how long ago `date` was.
    func age(since date: Date) -> String {
        let seconds = max(0, Int(now.timeIntervalSince(date)))
        switch seconds {
        case ..<60: return text(.householdAgeMoments)
        case ..<3600: return text(.householdAgeMinutes, ["count": .count(seconds / 60)])
        case ..<86_400: return text(.householdAgeHours, ["count": .count(seconds / 3600)])
        default: return text(.householdAgeDays, ["count": .count(seconds / 86_400)])
        }
    }
}
