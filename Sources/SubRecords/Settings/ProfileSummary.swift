/// What deleting a profile would lose, counted so the shell can say it exactly.
///
/// The three counts partition the rows: every expense is counted once.
public struct ProfileSummary: Hashable, Sendable {
    /// Active expenses that are not groups (children of groups included).
    public let subscriptions: Int
    /// Active groups.
    public let groups: Int
    /// Archived expenses and groups.
    public let archived: Int

    public init(subscriptions: Int, groups: Int, archived: Int) {
        self.subscriptions = subscriptions
        self.groups = groups
        self.archived = archived
    }

    public var isEmpty: Bool { subscriptions == 0 && groups == 0 && archived == 0 }
}
