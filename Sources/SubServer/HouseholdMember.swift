import SubRecords

/// One login of a household and what it may do there.
public struct HouseholdMember: Hashable, Sendable {
    /// The PostgreSQL login: SubHub has no accounts of its own.
    public let login: String
    public let role: HouseholdRole

    public init(login: String, role: HouseholdRole) {
        self.login = login
        self.role = role
    }
}
