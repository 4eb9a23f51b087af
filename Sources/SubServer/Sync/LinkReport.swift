import SubRecords

/// What `link` did: created the household or joined it, and how many subscriptions went up
/// from the profile and came down from the server.
public struct LinkReport: Hashable, Sendable {
    public let household: String
    public let created: Bool
    public let role: HouseholdRole
    public let uploaded: Int
    public let pulled: Int
    /// Who invited the login, when it joined by accepting an invitation.
    public let acceptedFrom: String?

    public init(
        household: String, created: Bool, role: HouseholdRole, uploaded: Int, pulled: Int,
        acceptedFrom: String? = nil
    ) {
        self.household = household
        self.created = created
        self.role = role
        self.uploaded = uploaded
        self.pulled = pulled
        self.acceptedFrom = acceptedFrom
    }
}
