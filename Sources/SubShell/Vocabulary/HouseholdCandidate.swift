import FoundationEssentials
import SubRecords
import SubServer

/// A household a name could mean: one the login belongs to (its role) or is invited to (by
/// whom), told apart by its id prefix.
public struct HouseholdCandidate: Hashable, Sendable {
    public let name: String
    public let id: UUID
    public let role: HouseholdRole?
    public let invitedBy: String?

    init(_ household: Household) {
        (name, id, role, invitedBy) = (household.name, household.id, household.role, nil)
    }

    init(_ invitation: HouseholdInvitation) {
        (name, id, role, invitedBy) = (
            invitation.householdName, invitation.householdID, nil, invitation.invitedBy
        )
    }
}
