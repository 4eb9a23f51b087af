import FoundationEssentials
import SubJSON
import SubLocalization
import SubRecords
import SubServer

/// What a household command did or found.
enum HouseholdReport: CommandReport {
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
    /// The plans' changes waiting, then the payments (`names`: their plans' names, by id;
    /// a plan gone from the profile has none).
    case pending([PendingChange], payments: [PendingPayment] = [], names: [UUID: String] = [:])
    case pendingDropped([PendingChange])
    /// `pending retry N`: change `number` was put back in line and sent if the server
    /// answered (`reached`); `left` is it as it waits after that, `nil` once applied.
    case pendingRetried(number: Int, left: PendingChange?, reached: Bool)
    /// `discarded`: writes that were waiting and will now never reach the server (their
    /// changes stay in this profile).
    case unlinked(household: String, kept: Int, discarded: Int)

    func lines(_ setting: ReportSetting) -> [String] {
        let localizer = setting.localizer
        let household = HouseholdWording(localizer: localizer, now: Date())
        switch self {
        case .serverInitialized(let version):
            return [localizer.text(.resultServerInitialized, ["version": .count(version)])]
        case .linked(let report): return household.linked(report)
        case .invited(let login, let role, let name, let invitation, let id):
            return [household.invited(login, role: role, household: name, invitation, id: id)]
        case .invitations(let login, let invitations):
            return household.invitations(invitations, login: login)
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
            return household.members(members, household: name)
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
        case .synced(let report, let name): return household.synced(report, household: name)
        case .householdStatus(let status): return household.status(status)
        case .pending(let changes, let payments, let names):
            return household.pending(changes, payments: payments, names: names)
        case .pendingDropped(let changes): return household.dropped(changes)
        case .pendingRetried(let number, let left, let reached):
            return household.retried(number, left: left, reached: reached)
        case .unlinked(let name, let kept, let discarded):
            var lines = [
                localizer.text(.householdUnlinked, ["household": .userText(name)]),
                localizer.text(.householdKept, ["count": .count(kept)]),
            ]
            if discarded > 0 {
                lines.append(localizer.text(.householdDiscarded, ["count": .count(discarded)]))
            }
            return lines
        }
    }

    func json(_ setting: ReportSetting) -> OrderedJSON {
        switch self {
        case .serverInitialized(let version): .object([("schema_version", .int(Int64(version)))])
        case .linked(let report): HouseholdWording.json(report)
        case .invited(let login, let role, let name, let invitation, let id):
            .object([
                ("login", .string(login)), ("role", .string(role.rawValue)),
                ("household", .string(name)), ("household_id", .string(id.uuidString.lowercased())),
                ("invitation", .bool(invitation)),
            ])
        case .invitations(let login, let invitations):
            HouseholdWording.json(invitations, login: login)
        case .invitationDeclined(let invitation):
            .object([
                ("declined", .string(invitation.householdName)),
                ("invited_by", .string(invitation.invitedBy)),
            ])
        case .memberRemoved(let login, let name, let invitationOnly):
            .object([
                ("login", .string(login)), ("household", .string(name)),
                ("invitation_withdrawn", .bool(invitationOnly)),
            ])
        case .householdMembers(let name, let members):
            HouseholdWording.json(members, household: name)
        case .leftHousehold(let name, let kept), .householdDeleted(let name, let kept):
            .object([("household", .string(name)), ("kept", .int(Int64(kept)))])
        case .synced(let report, let name): HouseholdWording.json(report, household: name)
        case .householdStatus(let status): HouseholdWording.json(status)
        case .pending(let changes, let payments, let names):
            HouseholdWording.json(changes, payments: payments, names: names)
        case .pendingDropped(let changes): HouseholdWording.json(changes)
        case .pendingRetried(let number, let left, let reached):
            HouseholdWording.json(retried: number, left: left, reached: reached)
        case .unlinked(let name, let kept, let discarded):
            .object([
                ("household", .string(name)), ("kept", .int(Int64(kept))),
                ("discarded", .int(Int64(discarded))),
            ])
        }
    }
}
