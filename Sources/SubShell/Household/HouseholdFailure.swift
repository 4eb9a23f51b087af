import FoundationEssentials
import SubLocalization

/// Why a household command could not be carried out.
enum HouseholdFailure: FamilyFailure {
    /// `link` in a profile already linked to `household`.
    case alreadyLinked(household: String)
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
    /// `--role` with a word that names no role.
    case unknownRole(String)
    /// `pending drop N` with no pending change N.
    case pendingNotFound(number: Int)
    /// `pending retry N` of a change in conflict: sent as it is, it would clash again.
    case pendingInConflict(number: Int)

    func lines(_ localizer: Localizer) -> [String] {
        switch self {
        case .alreadyLinked(let household):
            return [localizer.text(.householdAlreadyLinked, ["household": .userText(household)])]
        case .joinNeedsMerge(let household, let count):
            return [
                localizer.text(
                    .householdJoinNeedsMerge,
                    ["household": .userText(household), "count": .count(count)])
            ]
        case .householdAmbiguous(let name, let candidates):
            let wording = HouseholdWording(localizer: localizer, now: Date())
            return [
                localizer.text(
                    .householdAmbiguous,
                    [
                        "name": .userText(name),
                        "candidates": .text(
                            localizer.formatter.alternatives(candidates.map(wording.candidate))),
                    ])
            ]
        case .householdNotFound(let household):
            return [localizer.text(.householdNoHousehold, ["household": .userText(household)])]
        case .invitationNotFound(let household):
            return [localizer.text(.householdNoInvitation, ["household": .userText(household)])]
        case .unknownRole(let word):
            return [localizer.text(.householdUnknownRole, ["role": .userText(word)])]
        case .pendingNotFound(let number):
            return [localizer.text(.householdPendingNotFound, ["number": .text(String(number))])]
        case .pendingInConflict(let number):
            return [localizer.text(.householdPendingInConflict, ["number": .text(String(number))])]
        }
    }
}
