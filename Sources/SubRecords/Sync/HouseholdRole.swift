/// What a login may do in a household; the server's `household_members.role`.
public enum HouseholdRole: String, Sendable, CaseIterable, Comparable {
    case viewer, editor, owner

    /// Whether the server accepts this role's writes to subscriptions.
    public var canWrite: Bool { self != .viewer }

    public static func < (lhs: HouseholdRole, rhs: HouseholdRole) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
