import FoundationEssentials
import SubRecords

/// A household as the connected login sees it: its id, its name and the login's own role.
public struct Household: Hashable, Sendable {
    public let id: UUID
    public let name: String
    /// The connected login's role in it.
    public let role: HouseholdRole

    public init(id: UUID, name: String, role: HouseholdRole) {
        self.id = id
        self.name = name
        self.role = role
    }
}
