import FoundationEssentials
import SubRecords

/// An invitation waiting for the connected login: joining a household takes the invitee's
/// own acceptance, so nobody is made a member of a household they did not choose.
public struct HouseholdInvitation: Hashable, Sendable {
    public let householdID: UUID
    public let householdName: String
    /// The role the login gets by accepting.
    public let role: HouseholdRole
    /// The owner who sent it.
    public let invitedBy: String

    public init(householdID: UUID, householdName: String, role: HouseholdRole, invitedBy: String) {
        self.householdID = householdID
        self.householdName = householdName
        self.role = role
        self.invitedBy = invitedBy
    }
}
