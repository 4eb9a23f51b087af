/// What deleting a profile would lose, counted before anything is deleted.
public struct ProfileContents: Hashable, Sendable {
    public let subscriptions: Int
    public let groups: Int
    public let archived: Int

    public init(subscriptions: Int, groups: Int, archived: Int) {
        self.subscriptions = subscriptions
        self.groups = groups
        self.archived = archived
    }
}
