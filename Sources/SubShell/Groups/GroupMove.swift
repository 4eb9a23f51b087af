/// A member that `group new` or `group add` took out of another group: said aloud, since
/// that group's charge changes with it (and a capped one may be left charging its cap alone).
public struct GroupMove: Hashable, Sendable {
    /// The member's name.
    public let member: String
    /// The name of the group it left.
    public let from: String
}
